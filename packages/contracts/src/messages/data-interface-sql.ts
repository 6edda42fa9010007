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
  'dataInterfaceSql.tooHeavy': {
    'zh-CN':
      'SQL查询过于耗时，已拒绝执行（预估开销 {cost}，上限 {maxCost}；预估行数 {rows}，上限 {maxRows}）：内置数据库无法中途停止查询，请增加筛选条件或改用 PostgreSQL',
    'zh-TW':
      'SQL查詢過於耗時，已拒絕執行（預估開銷 {cost}，上限 {maxCost}；預估行數 {rows}，上限 {maxRows}）：內建資料庫無法中途停止查詢，請增加篩選條件或改用 PostgreSQL',
    'en-US':
      'The SQL query would take too long and was not run (estimated cost {cost}, limit {maxCost}; estimated rows {rows}, limit {maxRows}): the embedded database cannot stop a running query; narrow it or use PostgreSQL',
  },
  'dataInterfaceSql.recursiveRefused': {
    'zh-CN': '内置数据库不支持 WITH RECURSIVE 递归查询（无法中途停止），请改用 PostgreSQL 数据连接',
    'zh-TW': '內建資料庫不支援 WITH RECURSIVE 遞迴查詢（無法中途停止），請改用 PostgreSQL 資料連線',
    'en-US':
      'WITH RECURSIVE is not run on the embedded database (a running query cannot be stopped there); use a PostgreSQL source',
  },
  'dataInterfaceSql.unboundedSeries': {
    'zh-CN':
      '内置数据库上 generate_series 的范围须写成常量或参数（来自数据或子查询的范围无法预估，查询无法中途停止），请改用 PostgreSQL 数据连接',
    'zh-TW':
      '內建資料庫上 generate_series 的範圍須寫成常數或參數（來自資料或子查詢的範圍無法預估，查詢無法中途停止），請改用 PostgreSQL 資料連線',
    'en-US':
      'On the embedded database the bounds of generate_series must be constants or parameters (bounds from the data or a subquery cannot be estimated, and a running query cannot be stopped); use a PostgreSQL source',
  },
  'dataInterfaceSql.echoColumnUnknown': {
    'zh-CN': '回显字段{name}不在查询结果中',
    'zh-TW': '回顯欄位{name}不在查詢結果中',
    'en-US': 'The echo field {name} is not in the query result',
  },
  'dataInterfaceSql.sourceAuthFailed': {
    'zh-CN': '数据连接失败：用户名或密码错误',
    'zh-TW': '資料連線失敗：使用者名稱或密碼錯誤',
    'en-US': 'The data source could not connect: wrong user name or password',
  },
  'dataInterfaceSql.sourceDatabaseMissing': {
    'zh-CN': '数据连接失败：数据库不存在',
    'zh-TW': '資料連線失敗：資料庫不存在',
    'en-US': 'The data source could not connect: the database does not exist',
  },
  'dataInterfaceSql.sourceUnreachable': {
    'zh-CN': '数据连接失败：无法连接到数据库服务器',
    'zh-TW': '資料連線失敗：無法連線到資料庫伺服器',
    'en-US': 'The data source could not connect: the database server cannot be reached',
  },
  'dataInterfaceSql.sourceTimedOut': {
    'zh-CN': '数据连接失败：连接数据库服务器超时',
    'zh-TW': '資料連線失敗：連線資料庫伺服器逾時',
    'en-US': 'The data source could not connect: the database server did not answer in time',
  },
  'dataInterfaceSql.sourceFailed': {
    'zh-CN': '数据连接失败，请联系管理员检查数据连接',
    'zh-TW': '資料連線失敗，請聯絡管理員檢查資料連線',
    'en-US': 'The data source could not connect; ask an administrator to check it',
  },
} satisfies MessageCatalogue;
