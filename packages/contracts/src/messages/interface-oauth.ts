import type { MessageCatalogue } from './types.ts';

/** 接口认证, and the refusals of a signed outside call. */
export const interfaceOauthMessages = {
  'interfaceOauth.notFound': {
    'zh-CN': '接口认证不存在',
    'zh-TW': '介面認證不存在',
    'en-US': 'No such interface app',
  },
  'interfaceOauth.nameExists': {
    'zh-CN': '应用名称已存在：{name}',
    'zh-TW': '應用名稱已存在：{name}',
    'en-US': 'An app named {name} already exists',
  },
  'interfaceOauth.appIdExists': {
    'zh-CN': 'appId 已存在：{appId}',
    'zh-TW': 'appId 已存在：{appId}',
    'en-US': 'The app id {appId} is already used',
  },
  'interfaceOauth.userNotFound': {
    'zh-CN': '绑定的用户不存在',
    'zh-TW': '綁定的使用者不存在',
    'en-US': 'The bound user does not exist',
  },
  'interfaceOauth.interfaceNotFound': {
    'zh-CN': '数据接口不存在：{id}',
    'zh-TW': '資料介面不存在：{id}',
    'en-US': 'No such data interface: {id}',
  },
  'interfaceOauth.headerMissing': {
    'zh-CN': 'header 参数：{header} 未传值',
    'zh-TW': 'header 參數：{header} 未傳值',
    'en-US': 'The {header} header is missing',
  },
  'interfaceOauth.authorizationInvalid': {
    'zh-CN': 'Authorization 格式应为 appId::签名',
    'zh-TW': 'Authorization 格式應為 appId::簽章',
    'en-US': 'Authorization must be appId::signature',
  },
  'interfaceOauth.unknownApp': {
    'zh-CN': 'appId 不存在或已停用',
    'zh-TW': 'appId 不存在或已停用',
    'en-US': 'Unknown or disabled app id',
  },
  'interfaceOauth.timestampInvalid': {
    'zh-CN': 'YmDate 应为毫秒时间戳',
    'zh-TW': 'YmDate 應為毫秒時間戳',
    'en-US': 'YmDate must be a timestamp in milliseconds',
  },
  'interfaceOauth.timestampExpired': {
    'zh-CN': '验证请求超时：YmDate 与服务器时间相差超过 5 分钟',
    'zh-TW': '驗證請求逾時：YmDate 與伺服器時間相差超過 5 分鐘',
    'en-US': 'Request expired: YmDate is more than 5 minutes from the server clock',
  },
  'interfaceOauth.nonceInvalid': {
    'zh-CN': 'YmNonce 应为 8 到 128 位字母、数字、- 或 _',
    'zh-TW': 'YmNonce 應為 8 到 128 位字母、數字、- 或 _',
    'en-US': 'YmNonce must be 8 to 128 letters, digits, - or _',
  },
  'interfaceOauth.nonceReplayed': {
    'zh-CN': '请求重复：YmNonce 已使用过',
    'zh-TW': '請求重複：YmNonce 已使用過',
    'en-US': 'Replayed request: this YmNonce was already used',
  },
  'interfaceOauth.signatureInvalid': {
    'zh-CN': '签名验证失败',
    'zh-TW': '簽章驗證失敗',
    'en-US': 'The signature does not match',
  },
  'interfaceOauth.expired': {
    'zh-CN': 'appId 使用期限已到期',
    'zh-TW': 'appId 使用期限已到期',
    'en-US': 'The app id has expired',
  },
  'interfaceOauth.ipRefused': {
    'zh-CN': '当前 IP 不在白名单中：{ip}',
    'zh-TW': '目前 IP 不在白名單中：{ip}',
    'en-US': 'The address {ip} is not on the allowlist',
  },
  'interfaceOauth.interfaceNotGranted': {
    'zh-CN': '该应用无权调用此接口',
    'zh-TW': '該應用無權呼叫此介面',
    'en-US': 'This app may not call this interface',
  },
  'interfaceOauth.noUser': {
    'zh-CN': '该应用未绑定可用的用户',
    'zh-TW': '該應用未綁定可用的使用者',
    'en-US': 'This app has no enabled user bound to it',
  },
} satisfies MessageCatalogue;
