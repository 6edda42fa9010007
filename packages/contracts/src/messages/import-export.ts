import type { MessageCatalogue } from './types.ts';

/** Batch import and Excel export, shared by every module that offers them. */
export const importExportMessages = {
  'import.empty': { 'zh-CN': '导入数据为空', 'zh-TW': '匯入資料為空', 'en-US': 'The import data is empty' },
  'import.tooManyRows': {
    'zh-CN': '导入数据不能超过 {max} 条',
    'zh-TW': '匯入資料不能超過 {max} 筆',
    'en-US': 'An import holds at most {max} rows',
  },
  'import.unreadable': {
    'zh-CN': '无法读取该文件，请使用模板填写后上传 .xlsx 文件',
    'zh-TW': '無法讀取該檔案，請使用範本填寫後上傳 .xlsx 檔案',
    'en-US': 'The file cannot be read; fill in the template and upload an .xlsx file',
  },
  'import.wrongHeaders': {
    'zh-CN': '表头与模板不一致，缺少列：{missing}',
    'zh-TW': '表頭與範本不一致，缺少欄：{missing}',
    'en-US': 'The headers do not match the template; missing columns: {missing}',
  },
  'import.formula': {
    'zh-CN': '第 {rows} 行含有公式，请改为直接填写的值后再导入',
    'zh-TW': '第 {rows} 列含有公式，請改為直接填寫的值後再匯入',
    'en-US': 'Row(s) {rows} contain formulas; type the values instead and import again',
  },
  'import.sheetTooLarge': {
    'zh-CN': '工作表范围超出上限（{ref}）：最多 {maxRows} 行、{maxColumns} 列',
    'zh-TW': '工作表範圍超出上限（{ref}）：最多 {maxRows} 列、{maxColumns} 欄',
    'en-US': 'The sheet reaches {ref}; a sheet may span at most {maxRows} rows and {maxColumns} columns',
  },
  'import.zipTooManyEntries': {
    'zh-CN': '文件包含的部件过多（最多 {max} 个），请使用模板填写后上传',
    'zh-TW': '檔案包含的部件過多（最多 {max} 個），請使用範本填寫後上傳',
    'en-US': 'The file holds too many parts (at most {max}); fill in the template and upload it',
  },
  'import.zipTooLarge': {
    'zh-CN': '文件解压后超过 {maxMb} MB，已拒绝',
    'zh-TW': '檔案解壓縮後超過 {maxMb} MB，已拒絕',
    'en-US': 'The file unpacks to more than {maxMb} MB and was refused',
  },
  'import.zipRatio': {
    'zh-CN': '文件压缩比异常（超过 {max} 倍），已拒绝',
    'zh-TW': '檔案壓縮比異常（超過 {max} 倍），已拒絕',
    'en-US': 'The file is compressed more than {max} times, which no spreadsheet is; it was refused',
  },
  'import.timedOut': {
    'zh-CN': '文件读取超过 {seconds} 秒，已停止，请减少内容后再试',
    'zh-TW': '檔案讀取超過 {seconds} 秒，已停止，請減少內容後再試',
    'en-US':
      'Reading the file took more than {seconds} seconds and was stopped; reduce its content and try again',
  },
  'import.crashed': {
    'zh-CN': '文件读取超出内存上限（{maxMb} MB），已停止，请减少内容后再试',
    'zh-TW': '檔案讀取超出記憶體上限（{maxMb} MB），已停止，請減少內容後再試',
    'en-US':
      'Reading the file went past its memory limit ({maxMb} MB) and was stopped; reduce its content and try again',
  },
  'importExport.running': {
    'zh-CN': '您已有一个导入或导出正在进行，请等它完成后再试',
    'zh-TW': '您已有一個匯入或匯出正在進行，請等它完成後再試',
    'en-US': 'One of your imports or exports is still running; try again when it has finished',
  },
  'importExport.busy': {
    'zh-CN': '服务器正在处理其他导入导出，请稍后再试',
    'zh-TW': '伺服器正在處理其他匯入匯出，請稍後再試',
    'en-US': 'The server is busy with other imports and exports; try again shortly',
  },
  'import.done': { 'zh-CN': '导入完成', 'zh-TW': '匯入完成', 'en-US': 'Import finished' },
  'import.required': {
    'zh-CN': '{field}不能为空',
    'zh-TW': '{field}不能為空',
    'en-US': '{field} is required',
  },
  'import.invalid': {
    'zh-CN': '{field}格式不正确',
    'zh-TW': '{field}格式不正確',
    'en-US': '{field} is not valid',
  },
  'import.duplicateInFile': {
    'zh-CN': '{field}“{value}”在文件中重复',
    'zh-TW': '{field}「{value}」在檔案中重複',
    'en-US': '{field} "{value}" appears more than once in the file',
  },
  'import.notFound': {
    'zh-CN': '{field}“{value}”不存在',
    'zh-TW': '{field}「{value}」不存在',
    'en-US': '{field} "{value}" does not exist',
  },
  'import.errorsInfo': { 'zh-CN': '错误信息', 'zh-TW': '錯誤資訊', 'en-US': 'Errors' },
  'usersImport.accountTaken': {
    'zh-CN': '账号“{account}”已存在',
    'zh-TW': '帳號「{account}」已存在',
    'en-US': 'The account "{account}" already exists',
  },
  'usersImport.organizeOutOfScope': {
    'zh-CN': '您无权管理组织“{value}”',
    'zh-TW': '您無權管理組織「{value}」',
    'en-US': 'You do not manage the organization "{value}"',
  },
  'export.done': { 'zh-CN': '导出成功', 'zh-TW': '匯出成功', 'en-US': 'Exported' },
  // Every export (users, logs, …) stops at its row cap rather than writing a partial file.
  'export.tooManyRows': {
    'zh-CN': '导出数据不能超过 {max} 条，请缩小查询范围后再导出',
    'zh-TW': '匯出資料不能超過 {max} 筆，請縮小查詢範圍後再匯出',
    'en-US': 'An export holds at most {max} rows; narrow the filter and export again',
  },
  // The user export (GET /permission/Users/ExportExcel, ADR 0009).
  'usersExport.title': { 'zh-CN': '用户信息', 'zh-TW': '使用者資訊', 'en-US': 'Users' },
  'usersExport.noColumns': {
    'zh-CN': '没有可导出的列：所选的列均未授权',
    'zh-TW': '沒有可匯出的欄：所選的欄均未授權',
    'en-US': 'Nothing to export: none of the chosen columns is granted to you',
  },
  'usersExport.column.account': { 'zh-CN': '账号', 'zh-TW': '帳號', 'en-US': 'Account' },
  'usersExport.column.realName': { 'zh-CN': '姓名', 'zh-TW': '姓名', 'en-US': 'Name' },
  'usersExport.column.gender': { 'zh-CN': '性别', 'zh-TW': '性別', 'en-US': 'Gender' },
  'usersExport.column.mobilePhone': { 'zh-CN': '手机', 'zh-TW': '手機', 'en-US': 'Mobile' },
  'usersExport.column.email': { 'zh-CN': '邮箱', 'zh-TW': '電子郵件', 'en-US': 'Email' },
  'usersExport.column.organizeName': { 'zh-CN': '所属组织', 'zh-TW': '所屬組織', 'en-US': 'Organization' },
  'usersExport.column.positionName': { 'zh-CN': '岗位', 'zh-TW': '崗位', 'en-US': 'Position' },
  'usersExport.column.managerName': { 'zh-CN': '直属主管', 'zh-TW': '直屬主管', 'en-US': 'Manager' },
  'usersExport.column.enabledMark': { 'zh-CN': '状态', 'zh-TW': '狀態', 'en-US': 'State' },
  'usersExport.column.description': { 'zh-CN': '说明', 'zh-TW': '說明', 'en-US': 'Description' },
  'usersExport.column.sortCode': { 'zh-CN': '排序', 'zh-TW': '排序', 'en-US': 'Sort order' },
  'usersExport.column.creatorTime': { 'zh-CN': '创建时间', 'zh-TW': '建立時間', 'en-US': 'Created' },
  'usersExport.gender.1': { 'zh-CN': '男', 'zh-TW': '男', 'en-US': 'Male' },
  'usersExport.gender.2': { 'zh-CN': '女', 'zh-TW': '女', 'en-US': 'Female' },
  'usersExport.gender.3': { 'zh-CN': '保密', 'zh-TW': '保密', 'en-US': 'Undisclosed' },
  'usersExport.state.0': { 'zh-CN': '禁用', 'zh-TW': '停用', 'en-US': 'Disabled' },
  'usersExport.state.1': { 'zh-CN': '启用', 'zh-TW': '啟用', 'en-US': 'Enabled' },
  'usersExport.state.2': { 'zh-CN': '锁定', 'zh-TW': '鎖定', 'en-US': 'Locked' },
} satisfies MessageCatalogue;
