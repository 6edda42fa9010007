import type { MessageCatalogue } from './types.ts';

/** 系统配置: saving the settings, the mail test and the super administrators. */
export const sysConfigMessages = {
  'sysConfig.saved': {
    'zh-CN': '保存成功',
    'zh-TW': '保存成功',
    'en-US': 'Settings saved',
  },
  'sysConfig.ownIpNotAllowed': {
    'zh-CN': '允许访问IP中没有您当前的IP（{ip}），保存后您将无法登录',
    'zh-TW': '允許訪問IP中沒有您目前的IP（{ip}），保存後您將無法登入',
    'en-US': 'Your current IP ({ip}) is not in the allowed IPs: you could not sign in again',
  },
  'sysConfig.allowlistEmpty': {
    'zh-CN': '开启访问验证时，允许访问IP不能为空',
    'zh-TW': '開啟訪問驗證時，允許訪問IP不能為空',
    'en-US': 'Enter the allowed IPs before turning the IP check on',
  },
  'sysConfig.emailOk': {
    'zh-CN': '连接成功',
    'zh-TW': '連線成功',
    'en-US': 'Connected and signed in to the mail server',
  },
  'sysConfig.emailUnreachable': {
    'zh-CN': '连接失败：无法连接到SMTP服务器',
    'zh-TW': '連線失敗：無法連線到SMTP伺服器',
    'en-US': 'Connection failed: the SMTP server cannot be reached',
  },
  'sysConfig.emailTimeout': {
    'zh-CN': '连接失败：SMTP服务器无响应',
    'zh-TW': '連線失敗：SMTP伺服器無回應',
    'en-US': 'Connection failed: the SMTP server did not answer in time',
  },
  'sysConfig.emailNotSmtp': {
    'zh-CN': '连接失败：服务器没有按SMTP协议应答',
    'zh-TW': '連線失敗：伺服器沒有按SMTP協定應答',
    'en-US': 'Connection failed: the server did not answer as an SMTP server',
  },
  'sysConfig.emailTls': {
    'zh-CN': '连接失败：SSL/TLS握手失败',
    'zh-TW': '連線失敗：SSL/TLS交握失敗',
    'en-US': 'Connection failed: the SSL/TLS handshake failed',
  },
  'sysConfig.emailAuthRejected': {
    'zh-CN': '连接失败：邮箱账户或密码错误',
    'zh-TW': '連線失敗：郵箱帳戶或密碼錯誤',
    'en-US': 'Connection failed: the mail account or password was rejected',
  },
  'sysConfig.thirdOk': {
    'zh-CN': '连接成功',
    'zh-TW': '連線成功',
    'en-US': 'Connected: the credentials were accepted',
  },
  'sysConfig.thirdRejected': {
    'zh-CN': '连接失败：{reason}（错误码 {code}）',
    'zh-TW': '連線失敗：{reason}（錯誤碼 {code}）',
    'en-US': 'Connection failed: {reason} (error code {code})',
  },
  'sysConfig.thirdUnreachable': {
    'zh-CN': '连接失败：无法访问第三方服务',
    'zh-TW': '連線失敗：無法存取第三方服務',
    'en-US': 'Connection failed: the service cannot be reached',
  },
  'sysConfig.adminsSaved': {
    'zh-CN': '设置成功',
    'zh-TW': '設定成功',
    'en-US': 'Administrators saved',
  },
  'sysConfig.adminsOnlyByAdmin': {
    'zh-CN': '只有超级管理员可以设置超级管理员',
    'zh-TW': '只有超級管理員可以設定超級管理員',
    'en-US': 'Only a super administrator can change the super administrators',
  },
  'sysConfig.adminMustStay': {
    'zh-CN': '不能取消账号 {account} 的超级管理员',
    'zh-TW': '不能取消帳號 {account} 的超級管理員',
    'en-US': 'Account {account} must stay a super administrator',
  },
  'sysConfig.adminUserNotFound': {
    'zh-CN': '所选用户不存在或已禁用',
    'zh-TW': '所選使用者不存在或已停用',
    'en-US': 'A chosen user does not exist or is disabled',
  },
  'login.ipNotAllowed': {
    'zh-CN': '当前IP（{ip}）不允许登录，请联系管理员',
    'zh-TW': '目前IP（{ip}）不允許登入，請聯絡管理員',
    'en-US': 'Sign-in from your IP ({ip}) is not allowed; contact the administrator',
  },
} satisfies MessageCatalogue;
