import type { MessageCatalogue } from './types.ts';

/** 在线开发 runtime (the records of a released design). */
export const onlineDevMessages = {
  'onlineDev.notReleased': {
    'zh-CN': '该功能未发布或已删除',
    'zh-TW': '該功能未發布或已刪除',
    'en-US': 'The design is not released or was deleted',
  },
  'onlineDev.tablesLater': {
    'zh-CN': '该功能的数据连接未指定数据库（模式），无法读取其中的数据表',
    'zh-TW': '該功能的資料連線未指定資料庫（結構描述），無法讀取其中的資料表',
    'en-US': "The design's data connection names no database (schema) to read its tables from",
  },
  'onlineDev.tableBindingInvalid': {
    'zh-CN': '功能绑定的数据表与表单不一致：{table}',
    'zh-TW': '功能綁定的資料表與表單不一致：{table}',
    'en-US': "The design's tables do not match its form: {table}",
  },
  'onlineDev.columnRefused': {
    'zh-CN': '数据表 {table} 无法保存该值，请检查长度或格式',
    'zh-TW': '資料表 {table} 無法儲存該值，請檢查長度或格式',
    'en-US': 'Table {table} cannot hold a value of this record: check its length or format',
  },
  'onlineDev.appPreviewExpired': {
    'zh-CN': '已失效',
    'zh-TW': '已失效',
    'en-US': 'The preview has expired',
  },
  'onlineDev.dataViewReadOnly': {
    'zh-CN': '数据视图的数据来自数据接口，不支持该操作',
    'zh-TW': '資料視圖的資料來自資料介面，不支援該操作',
    'en-US': "A data view's rows come from its data interface: this action is not served for them",
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
  'onlineDev.fieldUnknown': {
    'zh-CN': '该功能没有这些字段：{fields}',
    'zh-TW': '該功能沒有這些欄位：{fields}',
    'en-US': 'The design has no such fields: {fields}',
  },
  'onlineDev.relationMissing': {
    'zh-CN': '「{field}」关联的数据不存在',
    'zh-TW': '「{field}」關聯的資料不存在',
    'en-US': 'The record linked in "{field}" does not exist',
  },
  'onlineDev.notDictionary': {
    'zh-CN': '「{name}」不是动态字典：表单需要名称（fullName）和编码（enCode）字段',
    'zh-TW': '「{name}」不是動態字典：表單需要名稱（fullName）和編碼（enCode）欄位',
    'en-US': '"{name}" is not a dynamic dictionary: its form needs the fields fullName and enCode',
  },
  'onlineDev.dictionaryEntryMissing': {
    'zh-CN': '「{field}」的选项不在字典中或已停用：{value}',
    'zh-TW': '「{field}」的選項不在字典中或已停用：{value}',
    'en-US': 'The option of "{field}" is not in its dictionary or is disabled: {value}',
  },
  'onlineDev.sortInvalid': {
    'zh-CN': '不能按该字段排序：{field}',
    'zh-TW': '不能按該欄位排序：{field}',
    'en-US': 'The list cannot be sorted by {field}',
  },
  'onlineDev.switchOn': { 'zh-CN': '开', 'zh-TW': '開', 'en-US': 'On' },
  'onlineDev.switchOff': { 'zh-CN': '关', 'zh-TW': '關', 'en-US': 'Off' },
  'onlineDev.exportColumnNotAllowed': {
    'zh-CN': '不能导出以下列：{fields}',
    'zh-TW': '不能匯出以下欄：{fields}',
    'en-US': 'These columns cannot be exported: {fields}',
  },
  'onlineDev.noImportFields': {
    'zh-CN': '该功能没有可导入的字段',
    'zh-TW': '該功能沒有可匯入的欄位',
    'en-US': 'This list has no field that can be imported',
  },
  'onlineDev.importOptionUnknown': {
    'zh-CN': '{field}没有选项“{value}”',
    'zh-TW': '{field}沒有選項「{value}」',
    'en-US': '{field} has no option "{value}"',
  },
  'onlineDev.importNotNumber': {
    'zh-CN': '{field}应为数字',
    'zh-TW': '{field}應為數字',
    'en-US': '{field} must be a number',
  },
  'onlineDev.importNotDate': {
    'zh-CN': '{field}应为日期（如 2024-01-31 或 2024-01-31 08:30）',
    'zh-TW': '{field}應為日期（如 2024-01-31 或 2024-01-31 08:30）',
    'en-US': '{field} must be a date (such as 2024-01-31 or 2024-01-31 08:30)',
  },
} satisfies MessageCatalogue;
