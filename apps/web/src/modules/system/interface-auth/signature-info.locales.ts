import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** 验证签名使用说明: how an outside system signs its calls of a data interface. */
export const signatureInfoLocales = defineLocales(
  'interfaceSignature',
  {
    title: '验证签名使用说明',
    intro:
      '外部系统调用已授权的数据接口时不登录，而是在每个请求的 Header 中携带 appId 与签名。服务器用同一个 appSecret 重新计算签名并比对，同时检查时间戳、一次性随机串、使用期限、IP 白名单和接口授权。',
    headersTitle: '请求头',
    headerAuthorization: 'appId::签名（两个英文冒号，签名为小写十六进制）',
    headerDate: '毫秒时间戳，与服务器时间相差不得超过 5 分钟',
    headerNonce: '8 到 128 位字母、数字、- 或 _ 组成的随机串；同一应用在有效期内不可重复使用',
    headerHost: '请求的主机名与端口，原样参与签名',
    stringTitle: '待签名字符串（每行以 \\n 结尾）',
    line1: 'HTTP 方法，大写，如 GET、POST',
    line2: '路径 /api/system/DataInterface/{接口id}/Actions/Response（不含查询串和 /cloud-api 前缀）',
    line3: 'YmDate 的值',
    line4: 'Host 的值',
    line5: 'YmNonce 的值',
    line6:
      '参数串的 SHA-256（小写十六进制）。参数串：参数名按字典序排序，以 名=值 用 & 连接，名和值都按 encodeURIComponent 编码；无参数时为空串',
    keyTitle: '计算签名',
    keyText:
      '将 appSecret 按 Base64 解码得到密钥，用 HMAC-SHA256 对待签名字符串的 UTF-8 字节计算，结果转为小写十六进制。',
    paramsTitle: '传参',
    paramsText: 'GET 请求的参数放在查询串中；POST 请求的参数放在 JSON 对象请求体中（application/json）。',
    refusedTitle: '以下请求会被拒绝并记入日志',
    refusedText:
      '签名不符、时间戳超出 5 分钟、随机串重复、appId 已到期或停用、IP 不在白名单、接口未授权、未绑定可用用户。',
    exampleTitle: '示例（Node.js）',
  },
  {
    title: '驗證簽章使用說明',
    intro:
      '外部系統呼叫已授權的資料介面時不登入，而是在每個請求的 Header 中攜帶 appId 與簽章。伺服器以同一個 appSecret 重新計算簽章並比對，並檢查時間戳、一次性隨機串、使用期限、IP 白名單與介面授權。',
    headersTitle: '請求標頭',
    headerAuthorization: 'appId::簽章（兩個英文冒號，簽章為小寫十六進位）',
    headerDate: '毫秒時間戳，與伺服器時間相差不得超過 5 分鐘',
    headerNonce: '8 到 128 位字母、數字、- 或 _ 組成的隨機串；同一應用在有效期內不可重複使用',
    headerHost: '請求的主機名稱與連接埠，原樣參與簽章',
    stringTitle: '待簽章字串（每行以 \\n 結尾）',
    line1: 'HTTP 方法，大寫，如 GET、POST',
    line2: '路徑 /api/system/DataInterface/{介面id}/Actions/Response（不含查詢字串與 /cloud-api 前綴）',
    line3: 'YmDate 的值',
    line4: 'Host 的值',
    line5: 'YmNonce 的值',
    line6:
      '參數串的 SHA-256（小寫十六進位）。參數串：參數名依字典序排序，以 名=值 用 & 連接，名與值皆以 encodeURIComponent 編碼；無參數時為空字串',
    keyTitle: '計算簽章',
    keyText:
      '將 appSecret 以 Base64 解碼得到金鑰，用 HMAC-SHA256 對待簽章字串的 UTF-8 位元組計算，結果轉為小寫十六進位。',
    paramsTitle: '傳參',
    paramsText: 'GET 請求的參數放在查詢字串中；POST 請求的參數放在 JSON 物件請求本文中（application/json）。',
    refusedTitle: '以下請求會被拒絕並記入日誌',
    refusedText:
      '簽章不符、時間戳超出 5 分鐘、隨機串重複、appId 已到期或停用、IP 不在白名單、介面未授權、未綁定可用使用者。',
    exampleTitle: '範例（Node.js）',
  },
  {
    title: 'How to sign calls',
    intro:
      'An outside system calls a granted data interface without signing in: each request carries the app id and a signature in its headers. The server computes the signature again with the same app secret and compares, and checks the timestamp, the one-time nonce, the validity date, the IP allowlist and the grant.',
    headersTitle: 'Headers',
    headerAuthorization: 'appId::signature (two colons; the signature in lowercase hex)',
    headerDate: 'Timestamp in milliseconds, within 5 minutes of the server clock',
    headerNonce: '8 to 128 letters, digits, - or _; never reused by one app while it is valid',
    headerHost: 'The host and port called, signed as sent',
    stringTitle: 'String to sign (each line ends in \\n)',
    line1: 'The HTTP method in capitals, e.g. GET, POST',
    line2:
      'The path /api/system/DataInterface/{interface id}/Actions/Response (no query, no /cloud-api prefix)',
    line3: 'The YmDate value',
    line4: 'The Host value',
    line5: 'The YmNonce value',
    line6:
      'SHA-256 (lowercase hex) of the parameters: names sorted, name=value joined by &, both encoded as encodeURIComponent does; empty without parameters',
    keyTitle: 'Signature',
    keyText:
      'Base64-decode the app secret into the key, compute HMAC-SHA256 over the UTF-8 bytes of the string, and write it as lowercase hex.',
    paramsTitle: 'Parameters',
    paramsText: 'GET: in the query string. POST: as a JSON object body (application/json).',
    refusedTitle: 'Refused and logged',
    refusedText:
      'A wrong signature, a timestamp more than 5 minutes off, a reused nonce, an expired or disabled app, an address off the allowlist, an interface not granted, no enabled user bound.',
    exampleTitle: 'Example (Node.js)',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    interfaceSignature: KeysOf<typeof signatureInfoLocales>;
  }
}
