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
      outboundAllowHosts:
        '数据接口、同步等出站请求默认不能访问本机、内网与保留地址；此处每行一个允许访问的主机名（可用 *.example.com）、IP 或网段（如 10.20.0.0/16）',
      icon: '上传 PNG、JPG、GIF 或 WebP 图片（不超过 1 MB），或填写图片地址（/api/file/... 或 https://...）',
      logRetention: '超过天数的日志会被自动删除；填 0 表示永久保留',
      mail: '注意：系统邮件设置成功后所有邮件会由此邮箱发出',
      third: '注意：打开同步开关并保存后，可将本系统的组织与用户同步到企业微信、阿里钉钉',
      admins: '注意：设为超级管理员后该用户拥有系统最高权限',
      newUserDefaultPassword: '新建用户与重置密码时使用',
    },
    testConnection: '测试连接',
    logo: { upload: '上传图片', remove: '移除', uploaded: '图片已上传，保存后生效' },
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
      outboundAllowHosts:
        '資料介面、同步等出站請求預設不能存取本機、內網與保留位址；此處每行一個允許存取的主機名稱（可用 *.example.com）、IP 或網段（如 10.20.0.0/16）',
      icon: '上傳 PNG、JPG、GIF 或 WebP 圖片（不超過 1 MB），或填寫圖片位址（/api/file/... 或 https://...）',
      logRetention: '超過天數的日誌會被自動刪除；填 0 表示永久保留',
      mail: '注意：系統郵件設定成功後所有郵件會由此郵箱發出',
      third: '注意：打開同步開關並保存後，可將本系統的組織與使用者同步到企業微信、阿里釘釘',
      admins: '注意：設為超級管理員後該使用者擁有系統最高權限',
      newUserDefaultPassword: '新增使用者與重設密碼時使用',
    },
    testConnection: '測試連線',
    logo: { upload: '上傳圖片', remove: '移除', uploaded: '圖片已上傳，儲存後生效' },
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
      outboundAllowHosts:
        'Outbound calls (data interfaces, sync) cannot reach this host, internal or reserved addresses by default; list here, one per line, the host names (*.example.com allowed), IPs or ranges (such as 10.20.0.0/16) they may reach',
      icon: 'Upload a PNG, JPG, GIF or WebP image (up to 1 MB), or enter an image address (/api/file/... or https://...)',
      logRetention: 'Older logs are deleted automatically; 0 keeps them for ever',
      mail: 'Note: once set, every system mail is sent from this mailbox',
      third: 'Note: turn a sync switch on and save, then push organizations and users to WeCom or DingTalk',
      admins: 'Note: a super administrator has every permission in the system',
      newUserDefaultPassword: 'Given to new accounts and to reset passwords',
    },
    testConnection: 'Test connection',
    logo: { upload: 'Upload image', remove: 'Remove', uploaded: 'Image uploaded; save to apply it' },
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
