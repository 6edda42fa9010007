import type { MessageCatalogue } from './types.ts';

export const commonMessages = {
  'common.success': { 'zh-CN': '操作成功', 'zh-TW': '操作成功', 'en-US': 'Success' },
  'common.saved': { 'zh-CN': '保存成功', 'zh-TW': '保存成功', 'en-US': 'Saved' },
  'common.created': { 'zh-CN': '新建成功', 'zh-TW': '新建成功', 'en-US': 'Created' },
  'common.updated': { 'zh-CN': '更新成功', 'zh-TW': '更新成功', 'en-US': 'Updated' },
  'common.deleted': { 'zh-CN': '删除成功', 'zh-TW': '刪除成功', 'en-US': 'Deleted' },
  'common.badRequest': {
    'zh-CN': '请求参数错误：{detail}',
    'zh-TW': '請求參數錯誤：{detail}',
    'en-US': 'Invalid request: {detail}',
  },
  'common.unknownField': {
    'zh-CN': '不允许的字段：{field}',
    'zh-TW': '不允許的欄位：{field}',
    'en-US': 'Field not allowed: {field}',
  },
  'common.fieldInvalid': {
    'zh-CN': '字段 {field} 不正确：{detail}',
    'zh-TW': '欄位 {field} 不正確：{detail}',
    'en-US': 'Field {field} is invalid: {detail}',
  },
  'common.bodyTooLarge': {
    'zh-CN': '请求内容过大',
    'zh-TW': '請求內容過大',
    'en-US': 'Request body is too large',
  },
  'common.notFound': { 'zh-CN': '数据不存在', 'zh-TW': '資料不存在', 'en-US': 'Not found' },
  'common.controlCharacter': {
    'zh-CN': '字段 {field} 含有不允许的控制字符',
    'zh-TW': '欄位 {field} 含有不允許的控制字元',
    'en-US': 'Field {field} contains a control character that is not allowed',
  },
  'common.malformedJson': {
    'zh-CN': '请求内容不是有效的 JSON',
    'zh-TW': '請求內容不是有效的 JSON',
    'en-US': 'The request body is not valid JSON',
  },
  'common.unsupportedMediaType': {
    'zh-CN': '不支持的请求内容类型：{type}',
    'zh-TW': '不支援的請求內容類型：{type}',
    'en-US': 'Unsupported content type: {type}',
  },
  'common.urlTooLong': {
    'zh-CN': '请求地址过长',
    'zh-TW': '請求位址過長',
    'en-US': 'The request URL is too long',
  },
  'common.headersTooLarge': {
    'zh-CN': '请求地址或请求头过长',
    'zh-TW': '請求位址或請求標頭過長',
    'en-US': 'The request URL or headers are too long',
  },
  'common.badUrl': {
    'zh-CN': '请求地址无效',
    'zh-TW': '請求位址無效',
    'en-US': 'The request URL is not valid',
  },
  'common.methodNotAllowed': {
    'zh-CN': '接口 {path} 不支持 {method} 请求',
    'zh-TW': '介面 {path} 不支援 {method} 請求',
    'en-US': '{path} does not accept {method}',
  },
  'common.signInRequired': {
    'zh-CN': '请以管理员身份登录后查看',
    'zh-TW': '請以管理員身分登入後查看',
    'en-US': 'Sign in as an administrator to view this',
  },
  'common.routeNotFound': {
    'zh-CN': '接口不存在：{path}',
    'zh-TW': '介面不存在：{path}',
    'en-US': 'No such endpoint: {path}',
  },
  'common.forbidden': {
    'zh-CN': '没有权限执行此操作',
    'zh-TW': '沒有權限執行此操作',
    'en-US': 'You are not permitted to do this',
  },
  'common.tooMany': {
    'zh-CN': '请求过于频繁，请稍后再试',
    'zh-TW': '請求過於頻繁，請稍後再試',
    'en-US': 'Too many requests, please try again later',
  },
  'common.internal': {
    'zh-CN': '系统异常，请稍后再试（请求编号 {requestId}）',
    'zh-TW': '系統異常，請稍後再試（請求編號 {requestId}）',
    'en-US': 'Internal error, please try again later (request id {requestId})',
  },
  'common.busy': {
    'zh-CN': '服务器繁忙，请稍后再试',
    'zh-TW': '伺服器繁忙，請稍後再試',
    'en-US': 'The server is busy, please try again in a moment',
  },
  'common.shuttingDown': {
    'zh-CN': '服务正在停止，请稍后再试',
    'zh-TW': '服務正在停止，請稍後再試',
    'en-US': 'The server is shutting down, please try again shortly',
  },
  'session.expired': {
    'zh-CN': '登录过期,请重新登录',
    'zh-TW': '登錄過期,請重新登錄',
    'en-US': 'Your session has expired, please log in again',
  },
  'session.kickedOut': {
    'zh-CN': '您的账号在其他地方登录，已被强制下线',
    'zh-TW': '您的帳號在其他地方登錄，已被強制下線',
    'en-US': 'You have been signed out because your account logged in elsewhere',
  },
  'session.revoked': {
    'zh-CN': '您已被管理员强制下线',
    'zh-TW': '您已被管理員強制下線',
    'en-US': 'Your session was ended by an administrator',
  },
  'session.invalid': {
    'zh-CN': 'Token验证失败',
    'zh-TW': 'Token驗證失敗',
    'en-US': 'Invalid token',
  },
  'session.locked': {
    'zh-CN': '屏幕已锁定，请先解锁',
    'zh-TW': '螢幕已鎖定，請先解鎖',
    'en-US': 'The screen is locked, please unlock first',
  },
  'session.initialPasswordChangeRequired': {
    'zh-CN': '请先修改初始密码',
    'zh-TW': '請先修改初始密碼',
    'en-US': 'Please change your initial password first',
  },
} satisfies MessageCatalogue;
