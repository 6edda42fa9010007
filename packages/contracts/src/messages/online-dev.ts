import type { MessageCatalogue } from './types.ts';

/** 在线开发 runtime (the records of a released design). */
export const onlineDevMessages = {
  'onlineDev.notReleased': {
    'zh-CN': '该功能未发布或已删除',
    'zh-TW': '該功能未發布或已刪除',
    'en-US': 'The design is not released or was deleted',
  },
  'onlineDev.tablesLater': {
    'zh-CN': '关联数据表的功能暂不支持在线录入数据，请稍后版本使用',
    'zh-TW': '關聯資料表的功能暫不支援線上錄入資料，請於後續版本使用',
    'en-US': 'Records of a design bound to tables are not served yet',
  },
  'onlineDev.dataViewLater': {
    'zh-CN': '数据视图的列表暂不支持',
    'zh-TW': '資料視圖的列表暫不支援',
    'en-US': 'The list of a data view is not served yet',
  },
  'onlineDev.superQueryInvalid': {
    'zh-CN': '高级查询条件有误：{field}',
    'zh-TW': '進階查詢條件有誤：{field}',
    'en-US': 'The advanced query is not valid: {field}',
  },
  'onlineDev.superQueryFieldUnknown': {
    'zh-CN': '高级查询字段不在表单中：{field}',
    'zh-TW': '進階查詢欄位不在表單中：{field}',
    'en-US': 'The advanced query names a field that is not in the form: {field}',
  },
  'onlineDev.superQueryTooMany': {
    'zh-CN': '高级查询条件不能超过 {max} 个',
    'zh-TW': '進階查詢條件不能超過 {max} 個',
    'en-US': 'The advanced query may hold at most {max} conditions',
  },
  'onlineDev.menuMissing': {
    'zh-CN': '该功能未同步到菜单',
    'zh-TW': '該功能未同步到選單',
    'en-US': 'The design has no menu',
  },
  'onlineDev.dataInvalid': {
    'zh-CN': '表单数据不是有效的 JSON 对象',
    'zh-TW': '表單資料不是有效的 JSON 物件',
    'en-US': 'The form data is not a JSON object',
  },
  'onlineDev.valueInvalid': {
    'zh-CN': '{message}',
    'zh-TW': '{message}',
    'en-US': '{message}',
  },
  'onlineDev.queryInvalid': {
    'zh-CN': '查询条件有误：{field}',
    'zh-TW': '查詢條件有誤：{field}',
    'en-US': 'The search condition is not valid: {field}',
  },
  'onlineDev.sortInvalid': {
    'zh-CN': '不能按该字段排序：{field}',
    'zh-TW': '不能按該欄位排序：{field}',
    'en-US': 'The list cannot be sorted by {field}',
  },
} satisfies MessageCatalogue;
