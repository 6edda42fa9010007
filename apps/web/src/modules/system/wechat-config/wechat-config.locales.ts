import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of 微信配置: 公众号配置 and 企业号配置. */
export const weChatConfigLocales = defineLocales(
  'weChatConfig',
  {
    hint: {
      mp: '公众号开发者信息，在微信公众平台「设置与开发 › 基本配置」中获取',
      qyh: '企业微信应用信息，与「系统配置 › 第三方设置 › 企业微信」为同一份配置',
    },
    required: '请输入{{field}}',
    save: '保 存',
    test: '测试连接',
    loadFailed: '微信配置加载失败',
    retry: '重试',
    sync: {
      title: '通讯录同步',
      hint: '将本系统的组织与用户同步到企业微信（需在“系统配置 › 第三方设置 › 企业微信”中打开同步开关并保存）',
      execute: '执行同步',
      confirm: '先同步全部组织，再同步全部用户到企业微信（已同步的会被更新），是否继续？',
      step: { '1': '同步组织', '2': '同步用户' },
      done: '同步完成：成功 {{success}} 条，失败 {{fail}} 条',
    },
  },
  {
    hint: {
      mp: '公眾號開發者資訊，在微信公眾平台「設定與開發 › 基本配置」中取得',
      qyh: '企業微信應用資訊，與「系統配置 › 第三方設定 › 企業微信」為同一份配置',
    },
    required: '請輸入{{field}}',
    save: '保 存',
    test: '測試連線',
    loadFailed: '微信配置載入失敗',
    retry: '重試',
    sync: {
      title: '通訊錄同步',
      hint: '將本系統的組織與使用者同步到企業微信（需在「系統配置 › 第三方設定 › 企業微信」中打開同步開關並保存）',
      execute: '執行同步',
      confirm: '先同步全部組織，再同步全部使用者到企業微信（已同步的會被更新），是否繼續？',
      step: { '1': '同步組織', '2': '同步使用者' },
      done: '同步完成：成功 {{success}} 筆，失敗 {{fail}} 筆',
    },
  },
  {
    hint: {
      mp: 'Developer credentials of the official account, from the WeChat Official Accounts Platform (Settings and development › Basic configuration)',
      qyh: 'The WeCom application; the same settings as System settings › Third parties › WeCom',
    },
    required: 'Enter the {{field}}',
    save: 'Save',
    test: 'Test connection',
    loadFailed: 'The WeChat settings could not be loaded',
    retry: 'Retry',
    sync: {
      title: 'Directory sync',
      hint: 'Pushes the organizations and users of this system to WeCom (turn the sync switches on under System settings › Third parties › WeCom and save first)',
      execute: 'Run sync',
      confirm:
        'Push every organization, then every user, to WeCom (records already there are updated). Continue?',
      step: { '1': 'Organizations', '2': 'Users' },
      done: 'Sync finished: {{success}} succeeded, {{fail}} failed',
    },
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    weChatConfig: KeysOf<typeof weChatConfigLocales>;
  }
}
