import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** App预览: the designer's button and QR dialog, and the phone-width page the QR code opens. */
export const appPreviewLocales = defineLocales(
  'appPreview',
  {
    button: 'App预览',
    title: 'App预览',
    scanHint: '用手机扫描二维码打开预览',
    qrcode: '二维码',
    link: '预览链接',
    copyLink: '复制链接',
    open: '打开',
    copied: '链接已复制',
    copyFailed: '复制失败，请手动复制链接',
    regenerate: '重新生成',
    expiry: '预览 {{minutes}} 分钟内有效（至 {{time}}），过期后请重新生成',
    page: {
      title: 'App预览',
      loading: '正在加载预览…',
      expired: '预览已过期',
      expiredHint: '预览只保留 {{minutes}} 分钟，或链接有误。请在表单设计中重新生成 App 预览。',
      missingId: '链接缺少预览编号',
      failed: '预览加载失败',
      designInvalid: '预览的表单设计无法加载',
      retry: '重试',
    },
  },
  {
    button: 'App預覽',
    title: 'App預覽',
    scanHint: '用手機掃描二維碼開啟預覽',
    qrcode: '二維碼',
    link: '預覽連結',
    copyLink: '複製連結',
    open: '開啟',
    copied: '連結已複製',
    copyFailed: '複製失敗，請手動複製連結',
    regenerate: '重新產生',
    expiry: '預覽 {{minutes}} 分鐘內有效（至 {{time}}），過期後請重新產生',
    page: {
      title: 'App預覽',
      loading: '正在載入預覽…',
      expired: '預覽已過期',
      expiredHint: '預覽只保留 {{minutes}} 分鐘，或連結有誤。請在表單設計中重新產生 App 預覽。',
      missingId: '連結缺少預覽編號',
      failed: '預覽載入失敗',
      designInvalid: '預覽的表單設計無法載入',
      retry: '重試',
    },
  },
  {
    button: 'App preview',
    title: 'App preview',
    scanHint: 'Scan the QR code with a phone to open the preview',
    qrcode: 'QR code',
    link: 'Preview link',
    copyLink: 'Copy link',
    open: 'Open',
    copied: 'Link copied',
    copyFailed: 'Copying failed: copy the link by hand',
    regenerate: 'Create again',
    expiry:
      'The preview is valid for {{minutes}} minutes (until {{time}}); create it again once it has expired',
    page: {
      title: 'App preview',
      loading: 'Loading the preview…',
      expired: 'The preview has expired',
      expiredHint:
        'A preview is kept for {{minutes}} minutes, or the link is wrong. Create the App preview again in the form designer.',
      missingId: 'The link names no preview',
      failed: 'The preview could not be loaded',
      designInvalid: 'The form design of the preview cannot be loaded',
      retry: 'Retry',
    },
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    appPreview: KeysOf<typeof appPreviewLocales>;
  }
}
