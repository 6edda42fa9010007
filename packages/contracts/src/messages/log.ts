import type { MessageCatalogue } from './types.ts';

/** 系统日志. */
export const logMessages = {
  'log.notFound': {
    'zh-CN': '日志不存在',
    'zh-TW': '日誌不存在',
    'en-US': 'No such log entry',
  },
  'log.cleared': {
    'zh-CN': '日志已清空',
    'zh-TW': '日誌已清空',
    'en-US': 'Logs cleared',
  },
  // The export (GET /system/Log/ExportExcel): sheet titles, column headers and coded values.
  'logExport.title.1': { 'zh-CN': '登录日志', 'zh-TW': '登入日誌', 'en-US': 'Sign-in log' },
  'logExport.title.3': { 'zh-CN': '操作日志', 'zh-TW': '操作日誌', 'en-US': 'Operation log' },
  'logExport.title.4': { 'zh-CN': '异常日志', 'zh-TW': '異常日誌', 'en-US': 'Exception log' },
  'logExport.title.5': { 'zh-CN': '请求日志', 'zh-TW': '請求日誌', 'en-US': 'Request log' },
  'logExport.column.creatorTime': { 'zh-CN': '时间', 'zh-TW': '時間', 'en-US': 'Time' },
  'logExport.column.userName': { 'zh-CN': '用户', 'zh-TW': '使用者', 'en-US': 'User' },
  'logExport.column.ipAddress': { 'zh-CN': 'IP地址', 'zh-TW': 'IP位址', 'en-US': 'IP address' },
  'logExport.column.ipAddressName': { 'zh-CN': '地点', 'zh-TW': '地點', 'en-US': 'Location' },
  'logExport.column.browser': { 'zh-CN': '浏览器', 'zh-TW': '瀏覽器', 'en-US': 'Browser' },
  'logExport.column.platForm': { 'zh-CN': '操作系统', 'zh-TW': '作業系統', 'en-US': 'Operating system' },
  'logExport.column.loginType': { 'zh-CN': '类型', 'zh-TW': '類型', 'en-US': 'Type' },
  'logExport.column.loginMark': { 'zh-CN': '状态', 'zh-TW': '狀態', 'en-US': 'Result' },
  'logExport.column.abstracts': { 'zh-CN': '说明', 'zh-TW': '說明', 'en-US': 'Summary' },
  'logExport.column.requestMethod': { 'zh-CN': '请求方式', 'zh-TW': '請求方式', 'en-US': 'Method' },
  'logExport.column.requestUrl': { 'zh-CN': '请求地址', 'zh-TW': '請求位址', 'en-US': 'Path' },
  'logExport.column.requestDuration': {
    'zh-CN': '耗时(毫秒)',
    'zh-TW': '耗時(毫秒)',
    'en-US': 'Duration (ms)',
  },
  'logExport.column.status': { 'zh-CN': '状态码', 'zh-TW': '狀態碼', 'en-US': 'Status' },
  'logExport.column.moduleName': { 'zh-CN': '操作模块', 'zh-TW': '操作模組', 'en-US': 'Module' },
  'logExport.column.action': { 'zh-CN': '操作', 'zh-TW': '操作', 'en-US': 'Action' },
  'logExport.column.recordId': { 'zh-CN': '记录ID', 'zh-TW': '記錄ID', 'en-US': 'Record ID' },
  'logExport.column.json': { 'zh-CN': '异常描述', 'zh-TW': '異常描述', 'en-US': 'Error' },
  'logExport.loginType.0': { 'zh-CN': '登录', 'zh-TW': '登入', 'en-US': 'Sign-in' },
  'logExport.loginType.1': { 'zh-CN': '退出', 'zh-TW': '登出', 'en-US': 'Sign-out' },
  'logExport.loginMark.0': { 'zh-CN': '失败', 'zh-TW': '失敗', 'en-US': 'Failed' },
  'logExport.loginMark.1': { 'zh-CN': '成功', 'zh-TW': '成功', 'en-US': 'Succeeded' },
  'logExport.action.create': { 'zh-CN': '新增', 'zh-TW': '新增', 'en-US': 'Create' },
  'logExport.action.update': { 'zh-CN': '修改', 'zh-TW': '修改', 'en-US': 'Edit' },
  'logExport.action.state': { 'zh-CN': '启用/禁用', 'zh-TW': '啟用/停用', 'en-US': 'Enable/disable' },
  'logExport.action.remove': { 'zh-CN': '删除', 'zh-TW': '刪除', 'en-US': 'Delete' },
} satisfies MessageCatalogue;
