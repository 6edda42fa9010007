import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the 系统配置 screen: its tabs, fields, units and hints. */
export const sysConfigLocales = defineLocales(
  'sysConfig',
  {
    tabs: {
      basic: '基本设置',
      security: '安全设置',
      mail: '邮件设置',
      third: '第三方设置',
      admins: '管理员设置',
    },
    save: '保 存',
    loadFailed: '系统配置加载失败',
    retry: '重试',
    minutes: '分钟',
    times: '次',
    digits: '位',
    days: '天',
    option: {
      singleLogin: { '1': '单一登录', '2': '同时登录' },
      lockType: { '1': '账号锁定', '2': '延时登录' },
      smsCompany: { '1': '阿里', '2': '腾讯' },
    },
    section: { login: '登录设置', access: '访问设置', password: '密码策略' },
    hint: {
      security: '注意：系统登录安全、IP访问限制',
      passwordErrors: '输入密码错误达到次数后锁定账号，设置为0表示不启用',
      whiteListIp: '每行一个IP地址或网段（如 10.0.0.0/8）；保存时须包含您当前的IP',
      icon: '图片地址，如 /api/file/... 或 https://...',
      logRetention: '超过天数的日志会被自动删除；填 0 表示永久保留',
      mail: '注意：系统邮件设置成功后所有邮件会由此邮箱发出',
      third: '注意：组织、用户同步暂未开放，此处保存配置并可测试连接',
      admins: '注意：设为超级管理员后该用户拥有系统最高权限',
      newUserDefaultPassword: '新建用户与重置密码时使用',
    },
    testConnection: '测试连接',
    testSync: '同步测试',
    thirdTabs: { sms: '短信配置', wecom: '企业微信', ding: '阿里钉钉' },
    adminPlaceholder: '请选择超级管理员',
  },
  {
    tabs: {
      basic: '基本設定',
      security: '安全設定',
      mail: '郵件設定',
      third: '第三方設定',
      admins: '管理員設定',
    },
    save: '保 存',
    loadFailed: '系統配置載入失敗',
    retry: '重試',
    minutes: '分鐘',
    times: '次',
    digits: '位',
    days: '天',
    option: {
      singleLogin: { '1': '單一登入', '2': '同時登入' },
      lockType: { '1': '帳號鎖定', '2': '延時登入' },
      smsCompany: { '1': '阿里', '2': '騰訊' },
    },
    section: { login: '登入設定', access: '訪問設定', password: '密碼策略' },
    hint: {
      security: '注意：系統登入安全、IP訪問限制',
      passwordErrors: '輸入密碼錯誤達到次數後鎖定帳號，設定為0表示不啟用',
      whiteListIp: '每行一個IP位址或網段（如 10.0.0.0/8）；保存時須包含您目前的IP',
      icon: '圖片位址，如 /api/file/... 或 https://...',
      logRetention: '超過天數的日誌會被自動刪除；填 0 表示永久保留',
      mail: '注意：系統郵件設定成功後所有郵件會由此郵箱發出',
      third: '注意：組織、使用者同步暫未開放，此處保存配置並可測試連線',
      admins: '注意：設為超級管理員後該使用者擁有系統最高權限',
      newUserDefaultPassword: '新增使用者與重設密碼時使用',
    },
    testConnection: '測試連線',
    testSync: '同步測試',
    thirdTabs: { sms: '簡訊配置', wecom: '企業微信', ding: '阿里釘釘' },
    adminPlaceholder: '請選擇超級管理員',
  },
  {
    tabs: {
      basic: 'Basics',
      security: 'Security',
      mail: 'Mail',
      third: 'Third parties',
      admins: 'Administrators',
    },
    save: 'Save',
    loadFailed: 'The system settings could not be loaded',
    retry: 'Retry',
    minutes: 'minutes',
    times: 'times',
    digits: 'characters',
    days: 'days',
    option: {
      singleLogin: { '1': 'Single sign-in', '2': 'Concurrent sign-ins' },
      lockType: { '1': 'Lock the account', '2': 'Delay sign-in' },
      smsCompany: { '1': 'Aliyun', '2': 'Tencent Cloud' },
    },
    section: { login: 'Sign-in', access: 'Access', password: 'Password policy' },
    hint: {
      security: 'Note: sign-in security and IP access limits',
      passwordErrors: 'The account locks after this many wrong passwords; 0 turns locking off',
      whiteListIp: 'One IP address or range (such as 10.0.0.0/8) per line; it must include your current IP',
      icon: 'Image address, such as /api/file/... or https://...',
      logRetention: 'Older logs are deleted automatically; 0 keeps them for ever',
      mail: 'Note: once set, every system mail is sent from this mailbox',
      third:
        'Note: connection tests and organization/user sync are not available yet; these settings are only stored',
      admins: 'Note: a super administrator has every permission in the system',
      newUserDefaultPassword: 'Given to new accounts and to reset passwords',
    },
    testConnection: 'Test connection',
    testSync: 'Test sync secret',
    thirdTabs: { sms: 'SMS', wecom: 'WeCom', ding: 'DingTalk' },
    adminPlaceholder: 'Choose the super administrators',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    sysConfig: KeysOf<typeof sysConfigLocales>;
  }
}
