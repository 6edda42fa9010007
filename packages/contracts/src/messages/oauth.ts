import type { MessageCatalogue } from './types.ts';

/** Login, captcha, SMS, scan login, lock screen, sessions and password change. */
export const oauthMessages = {
  'login.success': { 'zh-CN': '登录成功', 'zh-TW': '登錄成功', 'en-US': 'Signed in' },
  'login.failed': {
    'zh-CN': '账户或密码错误，请重新输入',
    'zh-TW': '帳戶或密碼錯誤，請重新輸入',
    'en-US': 'Incorrect account or password',
  },
  'login.accountRequired': {
    'zh-CN': '请输入账号',
    'zh-TW': '請輸入帳號',
    'en-US': 'Please enter the account',
  },
  'login.passwordRequired': {
    'zh-CN': '请输入密码',
    'zh-TW': '請輸入密碼',
    'en-US': 'Please enter the password',
  },
  'login.lockedFor': {
    'zh-CN': '账号已被锁定，请{minutes}分钟后再试',
    'zh-TW': '帳號已被鎖定，請{minutes}分鐘後再試',
    'en-US': 'The account is locked, please try again in {minutes} minutes',
  },
  'login.lockedUntilUnlocked': {
    'zh-CN': '账号已被锁定，请联系管理员解锁',
    'zh-TW': '帳號已被鎖定，請聯繫管理員解鎖',
    'en-US': 'The account is locked, please ask an administrator to unlock it',
  },
  'login.disabled': {
    'zh-CN': '账号已被禁用，请联系管理员',
    'zh-TW': '帳號已被禁用，請聯繫管理員',
    'en-US': 'The account is disabled, please contact an administrator',
  },
  'login.tooManyAttempts': {
    'zh-CN': '登录尝试过于频繁，请稍后再试',
    'zh-TW': '登錄嘗試過於頻繁，請稍後再試',
    'en-US': 'Too many sign-in attempts, please try again later',
  },
  'login.ambiguousMobile': {
    'zh-CN': '该手机号绑定了多个账号，请使用“手机号@账号”登录',
    'zh-TW': '該手機號綁定了多個帳號，請使用「手機號@帳號」登錄',
    'en-US': 'Several accounts use this phone number; sign in with "phone@account"',
  },
  'logout.success': { 'zh-CN': '退出成功', 'zh-TW': '退出成功', 'en-US': 'Signed out' },
  'captcha.required': {
    'zh-CN': '请输入验证码',
    'zh-TW': '請輸入驗證碼',
    'en-US': 'Please enter the captcha',
  },
  'captcha.invalid': {
    'zh-CN': '验证码错误，请重新输入',
    'zh-TW': '驗證碼錯誤，請重新輸入',
    'en-US': 'The captcha is incorrect',
  },
  'captcha.expired': {
    'zh-CN': '验证码已过期，请刷新后重试',
    'zh-TW': '驗證碼已過期，請刷新後重試',
    'en-US': 'The captcha has expired, please refresh it',
  },
  'captcha.used': {
    'zh-CN': '验证码已失效，请刷新后重试',
    'zh-TW': '驗證碼已失效，請刷新後重試',
    'en-US': 'The captcha was already used, please refresh it',
  },
  'sms.sent': { 'zh-CN': '验证码已发送', 'zh-TW': '驗證碼已發送', 'en-US': 'The code has been sent' },
  'sms.content': {
    'zh-CN': '您的登录验证码为{code}，{minutes}分钟内有效，请勿泄露给他人。',
    'zh-TW': '您的登錄驗證碼為{code}，{minutes}分鐘內有效，請勿洩露給他人。',
    'en-US': 'Your sign-in code is {code}. It is valid for {minutes} minutes; do not share it.',
  },
  'sms.required': {
    'zh-CN': '请输入短信验证码',
    'zh-TW': '請輸入簡訊驗證碼',
    'en-US': 'Please enter the SMS code',
  },
  'sms.invalid': {
    'zh-CN': '短信验证码错误或已过期',
    'zh-TW': '簡訊驗證碼錯誤或已過期',
    'en-US': 'The SMS code is incorrect or has expired',
  },
  'sms.tooFrequent': {
    'zh-CN': '发送过于频繁，请{seconds}秒后再试',
    'zh-TW': '發送過於頻繁，請{seconds}秒後再試',
    'en-US': 'Please wait {seconds} seconds before requesting another code',
  },
  'scan.invalid': {
    'zh-CN': '二维码已失效，请刷新二维码',
    'zh-TW': '二維碼已失效，請刷新二維碼',
    'en-US': 'The QR code is no longer valid, please refresh it',
  },
  'scan.confirmed': {
    'zh-CN': '已确认登录',
    'zh-TW': '已確認登錄',
    'en-US': 'Sign-in confirmed',
  },
  'scan.cancelled': { 'zh-CN': '已取消登录', 'zh-TW': '已取消登錄', 'en-US': 'Sign-in cancelled' },
  'lock.locked': { 'zh-CN': '已锁屏', 'zh-TW': '已鎖屏', 'en-US': 'Screen locked' },
  'lock.unlocked': { 'zh-CN': '解锁成功', 'zh-TW': '解鎖成功', 'en-US': 'Unlocked' },
  'lock.wrongPassword': {
    'zh-CN': '密码错误，请重新输入',
    'zh-TW': '密碼錯誤，請重新輸入',
    'en-US': 'Wrong password, please try again',
  },
  'lock.accountMismatch': {
    'zh-CN': '账号与当前登录用户不一致',
    'zh-TW': '帳號與當前登錄使用者不一致',
    'en-US': 'The account does not match the signed-in user',
  },
  'session.signedOut': {
    'zh-CN': '该登录已在其他设备上被退出，请重新登录',
    'zh-TW': '該登錄已在其他裝置上被退出，請重新登錄',
    'en-US': 'This session was signed out from another device, please log in again',
  },
  'session.disabled': {
    'zh-CN': '账号已被禁用，已强制下线',
    'zh-TW': '帳號已被禁用，已強制下線',
    'en-US': 'Your account was disabled and you have been signed out',
  },
  'password.oldRequired': {
    'zh-CN': '旧密码不能为空',
    'zh-TW': '舊密碼不能為空',
    'en-US': 'The old password cannot be empty',
  },
  'password.newRequired': {
    'zh-CN': '新密码不能为空',
    'zh-TW': '新密碼不能為空',
    'en-US': 'The new password cannot be empty',
  },
  'password.repeatRequired': {
    'zh-CN': '重复密码不能为空',
    'zh-TW': '重複密碼不能為空',
    'en-US': 'Please repeat the new password',
  },
  'password.tooShort': {
    'zh-CN': '新密码长度不能小于{min}位',
    'zh-TW': '新密碼長度不能小於{min}位',
    'en-US': 'The new password cannot be shorter than {min} characters',
  },
  'password.tooLong': {
    'zh-CN': '新密码长度不能大于{max}位',
    'zh-TW': '新密碼長度不能大於{max}位',
    'en-US': 'The new password cannot be longer than {max} characters',
  },
  'password.needNumber': {
    'zh-CN': '新密码必须包含数字',
    'zh-TW': '新密碼必須包含數字',
    'en-US': 'The new password must include digits',
  },
  'password.needLowercase': {
    'zh-CN': '新密码必须包含小写字母',
    'zh-TW': '新密碼必須包含小寫字母',
    'en-US': 'The new password must include lowercase letters',
  },
  'password.needUppercase': {
    'zh-CN': '新密码必须包含大写字母',
    'zh-TW': '新密碼必須包含大寫字母',
    'en-US': 'The new password must include uppercase letters',
  },
  'password.needCharacter': {
    'zh-CN': '新密码必须包含字符',
    'zh-TW': '新密碼必須包含字元',
    'en-US': 'The new password must include special characters',
  },
  'password.mismatch': {
    'zh-CN': '两次密码输入不一致',
    'zh-TW': '兩次密碼輸入不一致',
    'en-US': 'The two passwords differ',
  },
  'password.oldWrong': {
    'zh-CN': '旧密码错误，请重新输入',
    'zh-TW': '舊密碼錯誤，請重新輸入',
    'en-US': 'The old password is wrong',
  },
  'password.sameAsOld': {
    'zh-CN': '新密码不能与旧密码相同',
    'zh-TW': '新密碼不能與舊密碼相同',
    'en-US': 'The new password must differ from the old one',
  },
  'password.recentlyUsed': {
    'zh-CN': '新密码不能与最近{count}次使用过的密码相同',
    'zh-TW': '新密碼不能與最近{count}次使用過的密碼相同',
    'en-US': 'The new password cannot be one of your last {count} passwords',
  },
  'password.tooCommon': {
    'zh-CN': '新密码过于简单或为默认密码，请更换',
    'zh-TW': '新密碼過於簡單或為預設密碼，請更換',
    'en-US': 'The new password is too common or is the default password',
  },
  'password.changed': {
    'zh-CN': '修改成功，请牢记新密码',
    'zh-TW': '修改成功，請牢記新密碼',
    'en-US': 'Password changed, please remember it',
  },
  'password.mustChangeInitial': {
    'zh-CN': '您当前使用的是初始密码，请修改密码',
    'zh-TW': '您當前使用的是初始密碼，請修改密碼',
    'en-US': 'You are using the initial password, please change it',
  },
  'password.expired': {
    'zh-CN': '您的密码已过期，请修改密码',
    'zh-TW': '您的密碼已過期，請修改密碼',
    'en-US': 'Your password has expired, please change it',
  },
  'password.expiringSoon': {
    'zh-CN': '您的密码将在{days}天后过期，请及时修改',
    'zh-TW': '您的密碼將在{days}天後過期，請及時修改',
    'en-US': 'Your password expires in {days} days, please change it soon',
  },
} satisfies MessageCatalogue;
