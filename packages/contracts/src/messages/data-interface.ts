import type { MessageCatalogue } from './types.ts';

/** 数据接口. */
export const dataInterfaceMessages = {
  'dataInterface.notFound': {
    'zh-CN': '数据接口不存在',
    'zh-TW': '資料介面不存在',
    'en-US': 'No such data interface',
  },
  'dataInterface.codeTaken': {
    'zh-CN': '编码已存在：{code}',
    'zh-TW': '編碼已存在：{code}',
    'en-US': 'The code is already used: {code}',
  },
  'dataInterface.nameTaken': {
    'zh-CN': '名称已存在：{name}',
    'zh-TW': '名稱已存在：{name}',
    'en-US': 'The name is already used: {name}',
  },
  'dataInterface.categoryMissing': {
    'zh-CN': '接口分类不存在',
    'zh-TW': '介面分類不存在',
    'en-US': 'No such interface category',
  },
  'dataInterface.invalidJson': {
    'zh-CN': '{field} 不是有效的 JSON：{detail}',
    'zh-TW': '{field} 不是有效的 JSON：{detail}',
    'en-US': '{field} is not valid JSON: {detail}',
  },
  'dataInterface.scriptRefused': {
    'zh-CN': '数据处理不运行 JavaScript，请改用字段映射（重命名、挑选、字典转换）',
    'zh-TW': '資料處理不執行 JavaScript，請改用欄位映射（重新命名、挑選、字典轉換）',
    'en-US':
      'Data processing does not run JavaScript: use a field mapping (rename, pick, map from a dictionary)',
  },
  'dataInterface.methodRefused': {
    'zh-CN': 'SQL 接口只能查询，不支持新增、修改、删除',
    'zh-TW': 'SQL 介面只能查詢，不支援新增、修改、刪除',
    'en-US': 'A SQL interface can only query: insert, update and delete are not supported',
  },
  'dataInterface.contentRequired': {
    'zh-CN': '请填写{field}',
    'zh-TW': '請填寫{field}',
    'en-US': 'Please fill in {field}',
  },
  'dataInterface.disabled': {
    'zh-CN': '数据接口已禁用：{name}',
    'zh-TW': '資料介面已停用：{name}',
    'en-US': 'The data interface is disabled: {name}',
  },
  'dataInterface.paramRequired': {
    'zh-CN': '缺少必填参数：{field}',
    'zh-TW': '缺少必填參數：{field}',
    'en-US': 'A required parameter is missing: {field}',
  },
  'dataInterface.paramInvalid': {
    'zh-CN': '参数 {field} 的值不是 {type}',
    'zh-TW': '參數 {field} 的值不是 {type}',
    'en-US': 'The value of parameter {field} is not a {type}',
  },
  'dataInterface.executorMissing': {
    'zh-CN': '{type}接口暂不可用',
    'zh-TW': '{type}介面暫不可用',
    'en-US': '{type} interfaces are not available yet',
  },
  'dataInterface.callFailed': {
    'zh-CN': '接口请求失败：{detail}',
    'zh-TW': '介面請求失敗：{detail}',
    'en-US': 'The interface call failed: {detail}',
  },
  'dataInterface.httpStatus': {
    'zh-CN': '接口地址返回了 HTTP {status}',
    'zh-TW': '介面位址回傳了 HTTP {status}',
    'en-US': 'The interface address answered HTTP {status}',
  },
  'dataInterface.httpNotJson': {
    'zh-CN': '接口地址返回的不是 JSON',
    'zh-TW': '介面位址回傳的不是 JSON',
    'en-US': 'The interface address did not answer JSON',
  },
  'dataInterface.httpAnswerError': {
    'zh-CN': '接口地址返回错误：{detail}',
    'zh-TW': '介面位址回傳錯誤：{detail}',
    'en-US': 'The interface address answered an error: {detail}',
  },
  'dataInterface.httpPathInvalid': {
    'zh-CN': '接口地址无效：参数只能出现在路径和查询中，且必须是 http 或 https 地址',
    'zh-TW': '介面位址無效：參數只能出現在路徑和查詢中，且必須是 http 或 https 位址',
    'en-US':
      'Invalid interface address: parameters may appear only in the path and query, and it must be an http or https address',
  },
  'dataInterface.requested': {
    'zh-CN': '接口请求成功',
    'zh-TW': '介面請求成功',
    'en-US': 'The interface answered',
  },
  'dataInterface.copied': {
    'zh-CN': '复制成功',
    'zh-TW': '複製成功',
    'en-US': 'Copied',
  },
  'dataInterface.copyTooLong': {
    'zh-CN': '已到达该模板复制上限，请复制源模板',
    'zh-TW': '已到達該範本複製上限，請複製來源範本',
    'en-US': 'The copy name would be too long: copy the original instead',
  },
  'dataInterface.importFile': {
    'zh-CN': '导入文件格式错误',
    'zh-TW': '匯入檔案格式錯誤',
    'en-US': 'The import file must be a .bd file',
  },
  'dataInterface.importInvalid': {
    'zh-CN': '导入失败，数据有误：{detail}',
    'zh-TW': '匯入失敗，資料有誤：{detail}',
    'en-US': 'Import failed, the data is invalid: {detail}',
  },
  'dataInterface.importDuplicate': {
    'zh-CN': '{fields}重复',
    'zh-TW': '{fields}重複',
    'en-US': 'Already taken: {fields}',
  },
  'dataInterface.imported': {
    'zh-CN': '导入成功',
    'zh-TW': '匯入成功',
    'en-US': 'Imported',
  },
  'dataInterfaceVariate.notFound': {
    'zh-CN': '接口变量不存在',
    'zh-TW': '介面變數不存在',
    'en-US': 'No such interface variable',
  },
  'dataInterfaceVariate.nameTaken': {
    'zh-CN': '变量名已存在',
    'zh-TW': '變數名已存在',
    'en-US': 'The variable name is already used',
  },
  'dataInterfaceVariate.expressionRefused': {
    'zh-CN': '变量不运行表达式，请直接填写变量值',
    'zh-TW': '變數不執行運算式，請直接填寫變數值',
    'en-US': 'Variables do not run expressions: fill in the value itself',
  },
} satisfies MessageCatalogue;
