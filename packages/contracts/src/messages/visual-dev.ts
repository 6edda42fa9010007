import type { MessageCatalogue } from './types.ts';

/** 功能设计 (designs of visual development). */
export const visualDevMessages = {
  'visualDev.notFound': {
    'zh-CN': '功能设计不存在',
    'zh-TW': '功能設計不存在',
    'en-US': 'No such design',
  },
  'visualDev.codeTaken': {
    'zh-CN': '编码重复：{code}',
    'zh-TW': '編碼重複：{code}',
    'en-US': 'The code is already used: {code}',
  },
  'visualDev.nameTaken': {
    'zh-CN': '名称重复：{name}',
    'zh-TW': '名稱重複：{name}',
    'en-US': 'The name is already used: {name}',
  },
  'visualDev.jsonInvalid': {
    'zh-CN': '{field} 不是有效的 JSON',
    'zh-TW': '{field} 不是有效的 JSON',
    'en-US': '{field} is not valid JSON',
  },
  'visualDev.tablesInvalid': {
    'zh-CN': '关联数据表有误：{detail}',
    'zh-TW': '關聯資料表有誤：{detail}',
    'en-US': 'The tables of the design are not valid: {detail}',
  },
  'visualDev.interfaceRequired': {
    'zh-CN': '数据视图须选择数据接口',
    'zh-TW': '資料視圖須選擇資料介面',
    'en-US': 'A data view needs a data interface',
  },
  'visualDev.interfaceMissing': {
    'zh-CN': '数据接口不存在：{id}',
    'zh-TW': '資料介面不存在：{id}',
    'en-US': 'No such data interface: {id}',
  },
  'visualDev.mainTableCount': {
    'zh-CN': '关联数据表须有且仅有一个主表',
    'zh-TW': '關聯資料表須有且僅有一個主表',
    'en-US': 'The tables of the design need exactly one main table',
  },
  'visualDev.tableMissing': {
    'zh-CN': '数据表不存在：{table}',
    'zh-TW': '資料表不存在：{table}',
    'en-US': 'No such table: {table}',
  },
  'visualDev.formInvalid': {
    'zh-CN': '表单设计有误（{path}）：{detail}',
    'zh-TW': '表單設計有誤（{path}）：{detail}',
    'en-US': 'The form design is not valid ({path}): {detail}',
  },
  'visualDev.columnMissing': {
    'zh-CN': '控件“{label}”绑定的字段 {column} 在数据表 {table} 中不存在',
    'zh-TW': '控制項「{label}」綁定的欄位 {column} 在資料表 {table} 中不存在',
    'en-US': 'The field "{label}" is bound to {column}, which table {table} does not have',
  },
  'visualDev.listInvalid': {
    'zh-CN': '列表设计有误（{path}）：{detail}',
    'zh-TW': '列表設計有誤（{path}）：{detail}',
    'en-US': 'The list design is not valid ({path}): {detail}',
  },
  'visualDev.listFieldMissing': {
    'zh-CN': '列表设计的 {part} 使用了表单中没有的字段 {field}',
    'zh-TW': '列表設計的 {part} 使用了表單中沒有的欄位 {field}',
    'en-US': "The list design's {part} uses {field}, which the form does not have",
  },
  'visualDev.columnBoundTwice': {
    'zh-CN': '控件“{label}”与“{other}”绑定了同一字段 {table}.{column}',
    'zh-TW': '控制項「{label}」與「{other}」綁定了同一欄位 {table}.{column}',
    'en-US': 'The fields "{label}" and "{other}" are bound to the same column {table}.{column}',
  },
  'visualDev.secondaryLinkBound': {
    'zh-CN': '控件“{label}”不能绑定副表 {table} 的关联字段 {column}（由系统填写）',
    'zh-TW': '控制項「{label}」不能綁定副表 {table} 的關聯欄位 {column}（由系統填寫）',
    'en-US':
      'The field "{label}" cannot be bound to {column}, the link column of secondary table {table} (the server fills it)',
  },
  'visualDev.secondaryIsSubTable': {
    'zh-CN': '数据表 {table} 已被子表“{other}”使用，不能再作为副表绑定控件“{label}”',
    'zh-TW': '資料表 {table} 已被子表「{other}」使用，不能再作為副表綁定控制項「{label}」',
    'en-US':
      'Table {table} holds the rows of sub-table "{other}": the field "{label}" cannot bind it as a secondary table',
  },
  'visualDev.tableNamedTwice': {
    'zh-CN': '副表 {table} 与功能的其他数据表同名，请修改控件的副表名称',
    'zh-TW': '副表 {table} 與功能的其他資料表同名，請修改控制項的副表名稱',
    'en-US': 'Secondary table {table} has the name of another table of the design: rename it in its fields',
  },
  'visualDev.copyTooLong': {
    'zh-CN': '已到达该模板复制上限，请复制源模板',
    'zh-TW': '已到達該範本複製上限，請複製源範本',
    'en-US': 'This design cannot be copied again: copy the original design instead',
  },
  'visualDev.copied': {
    'zh-CN': '复制功能成功',
    'zh-TW': '複製功能成功',
    'en-US': 'Design copied',
  },
  'visualDev.importFile': {
    'zh-CN': '请选择 .vdd 格式的功能设计文件',
    'zh-TW': '請選擇 .vdd 格式的功能設計檔案',
    'en-US': 'Please choose a design file (.vdd)',
  },
  'visualDev.importForeign': {
    'zh-CN': '请导入对应功能的json文件',
    'zh-TW': '請匯入對應功能的json檔案',
    'en-US': 'This file is not a design of this product',
  },
  'visualDev.importInvalid': {
    'zh-CN': '导入文件格式错误：{detail}',
    'zh-TW': '匯入檔案格式錯誤：{detail}',
    'en-US': 'The import file is not valid: {detail}',
  },
  'visualDev.importDuplicate': {
    'zh-CN': '{fields}重复',
    'zh-TW': '{fields}重複',
    'en-US': 'Already taken: {fields}',
  },
  'visualDev.imported': {
    'zh-CN': '导入成功',
    'zh-TW': '匯入成功',
    'en-US': 'Imported',
  },
  'visualDev.releaseSideRequired': {
    'zh-CN': '请至少选择一种菜单同步方式',
    'zh-TW': '請至少選擇一種選單同步方式',
    'en-US': 'Choose at least one kind of menu to release to',
  },
  'visualDev.releaseParentRequired': {
    'zh-CN': '请选择上级菜单',
    'zh-TW': '請選擇上級選單',
    'en-US': 'Choose the parent menu',
  },
  'visualDev.releaseParentMissing': {
    'zh-CN': '未找到同步路径，请刷新界面',
    'zh-TW': '未找到同步路徑，請重新整理介面',
    'en-US': 'The parent menu was not found; refresh the page',
  },
  'visualDev.releaseMenuTaken': {
    'zh-CN': '同步失败，菜单编码重复：{code}',
    'zh-TW': '同步失敗，選單編碼重複：{code}',
    'en-US': 'Release failed: a menu already has the code {code}',
  },
  'visualDev.flowNotDesigned': {
    'zh-CN': '发布失败，流程未设计！',
    'zh-TW': '發佈失敗，流程未設計！',
    'en-US': 'Release failed: the flow is not designed',
  },
  'visualDev.released': {
    'zh-CN': '同步成功',
    'zh-TW': '同步成功',
    'en-US': 'Released',
  },
  'visualDev.noRelease': {
    'zh-CN': '回滚失败，暂无线上版本',
    'zh-TW': '回滾失敗，暫無線上版本',
    'en-US': 'Nothing to roll back to: the design was never released',
  },
  'visualDev.rolledBack': {
    'zh-CN': '回滚成功',
    'zh-TW': '回滾成功',
    'en-US': 'Rolled back to the released version',
  },
  'visualDev.hasTables': {
    'zh-CN': '该功能已关联数据表，不能再创建数据表',
    'zh-TW': '該功能已關聯資料表，不能再建立資料表',
    'en-US': 'The design already has tables; no tables are created',
  },
  'visualDev.noStoredFields': {
    'zh-CN': '表单中没有需要保存的字段，请先设计表单',
    'zh-TW': '表單中沒有需要儲存的欄位，請先設計表單',
    'en-US': 'The form has no field to store; design the form first',
  },
  'visualDev.badColumnName': {
    'zh-CN': '字段“{label}”的名称 {name} 不能作为列名（字母、数字和下划线，不以数字开头，最长 63 个字符）',
    'zh-TW': '欄位「{label}」的名稱 {name} 不能作為欄名（字母、數字和底線，不以數字開頭，最長 63 個字元）',
    'en-US':
      'The name {name} of field "{label}" is not a valid column name (letters, digits and _, not starting with a digit, at most 63)',
  },
  'visualDev.badTableName': {
    'zh-CN': '表名 {table} 无效（字母、数字和下划线，不以数字开头，最长 63 个字符），请修改功能编码',
    'zh-TW': '表名 {table} 無效（字母、數字和底線，不以數字開頭，最長 63 個字元），請修改功能編碼',
    'en-US':
      'The table name {table} is not valid (letters, digits and _, not starting with a digit, at most 63); change the design code',
  },
  'visualDev.tablesCreated': {
    'zh-CN': '数据表创建成功',
    'zh-TW': '資料表建立成功',
    'en-US': 'The tables were created',
  },
} satisfies MessageCatalogue;
