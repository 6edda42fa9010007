import type { MessageCatalogue } from './types.ts';

/** 数据建模. */
export const dataModelMessages = {
  'dataModel.tableNotFound': {
    'zh-CN': '未找到此表：{table}',
    'zh-TW': '未找到此表：{table}',
    'en-US': 'No such table: {table}',
  },
  'dataModel.platformTable': {
    'zh-CN': '{table} 是系统自带的表，数据建模只能查看和修改业务表（{schema}）',
    'zh-TW': '{table} 是系統內建的表，資料建模只能檢視和修改業務表（{schema}）',
    'en-US':
      '{table} is one of the platform’s own tables; data models only see and change business tables ({schema})',
  },
  'dataModel.tableExists': {
    'zh-CN': '表名称不能重复：{table}',
    'zh-TW': '表名稱不能重複：{table}',
    'en-US': 'A table named {table} already exists',
  },
  'dataModel.isView': {
    'zh-CN': '{table} 是视图，不能在数据建模中修改或删除',
    'zh-TW': '{table} 是檢視，不能在資料建模中修改或刪除',
    'en-US': '{table} is a view and cannot be changed or deleted here',
  },
  'dataModel.hasRows': {
    'zh-CN': '表 {table} 中有数据，不能删除',
    'zh-TW': '表 {table} 中有資料，不能刪除',
    'en-US': 'Table {table} holds rows and cannot be deleted',
  },
  'dataModel.duplicateField': {
    'zh-CN': '列名重复：{field}',
    'zh-TW': '欄位名稱重複：{field}',
    'en-US': 'The column name {field} is used twice',
  },
  'dataModel.noPrimaryKey': {
    'zh-CN': '请选择一个字段作为主键',
    'zh-TW': '請選擇一個欄位作為主鍵',
    'en-US': 'Choose a column as the primary key',
  },
  'dataModel.badType': {
    'zh-CN': '字段 {field} 的类型不支持：{type}',
    'zh-TW': '欄位 {field} 的類型不支援：{type}',
    'en-US': 'Column {field}: the type {type} is not supported',
  },
  'dataModel.badLength': {
    'zh-CN': '字段 {field} 的长度不正确：{length}',
    'zh-TW': '欄位 {field} 的長度不正確：{length}',
    'en-US': 'Column {field}: the length {length} is not valid',
  },
  'dataModel.badDefault': {
    'zh-CN': '字段 {field} 的默认值与类型不符：{value}',
    'zh-TW': '欄位 {field} 的預設值與類型不符：{value}',
    'en-US': 'Column {field}: the default {value} does not fit its type',
  },
  'dataModel.badIdentity': {
    'zh-CN': '自增字段 {field} 必须是整型或长整型的主键，且一张表只能有一个',
    'zh-TW': '自增欄位 {field} 必須是整數或長整數的主鍵，且一張表只能有一個',
    'en-US': 'Auto-increment column {field} must be an int or bigint primary key, one per table',
  },
  'dataModel.badPrimaryKey': {
    'zh-CN': '主键字段 {field} 只能是字符串、整型或长整型',
    'zh-TW': '主鍵欄位 {field} 只能是字串、整數或長整數',
    'en-US': 'Primary key column {field} must be varchar, int or bigint',
  },
  'dataModel.dropColumnHasData': {
    'zh-CN': '字段 {field} 中有数据，不能删除',
    'zh-TW': '欄位 {field} 中有資料，不能刪除',
    'en-US': 'Column {field} holds data and cannot be removed',
  },
  'dataModel.narrowType': {
    'zh-CN': '字段 {field} 中有数据，类型不能从 {from} 改为 {to}（会丢失数据）',
    'zh-TW': '欄位 {field} 中有資料，類型不能從 {from} 改為 {to}（會遺失資料）',
    'en-US': 'Column {field} holds data: changing {from} to {to} could lose it',
  },
  'dataModel.nullsPresent': {
    'zh-CN': '字段 {field} 中有空值，不能设为不允许空',
    'zh-TW': '欄位 {field} 中有空值，不能設為不允許空',
    'en-US': 'Column {field} has empty values and cannot become required',
  },
  'dataModel.requiredNeedsDefault': {
    'zh-CN': '表中已有数据，新字段 {field} 不允许空时必须有默认值',
    'zh-TW': '表中已有資料，新欄位 {field} 不允許空時必須有預設值',
    'en-US': 'The table holds rows: new required column {field} needs a default',
  },
  'dataModel.keyChangeHasData': {
    'zh-CN': '表中有数据，主键和自增设置不能修改',
    'zh-TW': '表中有資料，主鍵和自增設定不能修改',
    'en-US': 'The table holds rows: its primary key and auto-increment cannot change',
  },
  'dataModel.unknownTypeChange': {
    'zh-CN': '字段 {field} 的类型 {type} 由数据库定义，不能在此修改',
    'zh-TW': '欄位 {field} 的類型 {type} 由資料庫定義，不能在此修改',
    'en-US': 'Column {field} has the database type {type}, which cannot be changed here',
  },
  'dataModel.badSortField': {
    'zh-CN': '排序字段不存在：{field}',
    'zh-TW': '排序欄位不存在：{field}',
    'en-US': 'No such column to sort by: {field}',
  },
  'dataModel.importFile': {
    'zh-CN': '请选择 .bdb 格式的文件（不超过 512 KB）',
    'zh-TW': '請選擇 .bdb 格式的檔案（不超過 512 KB）',
    'en-US': 'Choose a .bdb file (at most 512 KB)',
  },
  'dataModel.importInvalid': {
    'zh-CN': '文件内容不正确：{detail}',
    'zh-TW': '檔案內容不正確：{detail}',
    'en-US': 'The file is not a valid table definition: {detail}',
  },
  'dataModel.imported': {
    'zh-CN': '导入成功',
    'zh-TW': '匯入成功',
    'en-US': 'Imported',
  },
  'dataModel.unreachable': {
    'zh-CN': '数据库连接失败',
    'zh-TW': '資料庫連線失敗',
    'en-US': 'Could not connect to the database',
  },
} satisfies MessageCatalogue;
