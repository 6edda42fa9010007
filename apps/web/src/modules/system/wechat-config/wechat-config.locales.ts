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
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    weChatConfig: KeysOf<typeof weChatConfigLocales>;
  }
}
