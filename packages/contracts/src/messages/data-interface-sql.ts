import type { MessageCatalogue } from './types.ts';

/** Running a data interface's SQL (数据接口 SQL). */
export const dataInterfaceSqlMessages = {
  'dataInterfaceSql.empty': {
    'zh-CN': 'SQL语句不能为空',
    'zh-TW': 'SQL語句不能為空',
    'en-US': 'The SQL statement is empty',
  },
  'dataInterfaceSql.multipleStatements': {
    'zh-CN': '只能包含一条SQL语句',
    'zh-TW': '只能包含一條SQL語句',
    'en-US': 'Only one SQL statement is allowed',
  },
  'dataInterfaceSql.notSelect': {
    'zh-CN': '只能使用查询语句（SELECT/WITH）',
    'zh-TW': '只能使用查詢語句（SELECT/WITH）',
    'en-US': 'Only a query (SELECT or WITH) is allowed',
  },
  'dataInterfaceSql.unterminated': {
    'zh-CN': 'SQL语句中的引号或注释未闭合',
    'zh-TW': 'SQL語句中的引號或註解未閉合',
    'en-US': 'A quote or comment in the SQL statement is not closed',
  },
  'dataInterfaceSql.handWrittenPlaceholder': {
    'zh-CN': '请使用{参数名}引用参数，不要直接书写 $1 或 ? 占位符',
    'zh-TW': '請使用{參數名}引用參數，不要直接書寫 $1 或 ? 佔位符',
    'en-US': 'Refer to parameters as {name}; do not write $1 or ? placeholders yourself',
  },
  'dataInterfaceSql.paramRequired': {
    'zh-CN': '参数{name}不能为空',
    'zh-TW': '參數{name}不能為空',
    'en-US': 'The parameter {name} is required',
  },
  'dataInterfaceSql.paramInvalid': {
    'zh-CN': '参数{name}的值不是有效的{type}',
    'zh-TW': '參數{name}的值不是有效的{type}',
    'en-US': 'The value of the parameter {name} is not a valid {type}',
  },
  'dataInterfaceSql.paramUndeclared': {
    'zh-CN': 'SQL中的参数{name}未定义',
    'zh-TW': 'SQL中的參數{name}未定義',
    'en-US': 'The SQL uses the parameter {name}, which is not declared',
  },
  'dataInterfaceSql.variableUnknown': {
    'zh-CN': '接口变量{name}不存在',
    'zh-TW': '介面變數{name}不存在',
    'en-US': 'There is no interface variable {name}',
  },
  'dataInterfaceSql.showKeyInvalid': {
    'zh-CN': '回显字段名称无效',
    'zh-TW': '回顯欄位名稱無效',
    'en-US': 'The echo field name is not valid',
  },
  'dataInterfaceSql.keywordColumnUnknown': {
    'zh-CN': '关键词搜索字段{name}不在查询结果中',
    'zh-TW': '關鍵詞搜尋欄位{name}不在查詢結果中',
    'en-US': 'The keyword search column {name} is not in the query result',
  },
  'dataInterfaceSql.readOnly': {
    'zh-CN': '数据接口只能只读查询业务数据，该语句被拒绝（无权限或试图写入）',
    'zh-TW': '資料介面只能唯讀查詢業務資料，該語句被拒絕（無權限或試圖寫入）',
    'en-US':
      'Data interfaces are read-only over business data; the statement was refused (no permission or an attempt to write)',
  },
  'dataInterfaceSql.timeout': {
    'zh-CN': 'SQL执行超时（超过{seconds}秒）',
    'zh-TW': 'SQL執行逾時（超過{seconds}秒）',
    'en-US': 'The SQL statement timed out (more than {seconds} s)',
  },
  'dataInterfaceSql.failed': {
    'zh-CN': 'SQL执行错误：{detail}',
    'zh-TW': 'SQL執行錯誤：{detail}',
    'en-US': 'The SQL statement failed: {detail}',
  },
  'dataInterfaceSql.readerUnavailable': {
    'zh-CN': '数据库未配置只读查询角色，暂不能执行数据接口SQL，请联系管理员',
    'zh-TW': '資料庫未配置唯讀查詢角色，暫不能執行資料介面SQL，請聯絡管理員',
    'en-US':
      'The database has no usable read-only role for data interfaces; ask an administrator to set it up',
  },
} satisfies MessageCatalogue;
