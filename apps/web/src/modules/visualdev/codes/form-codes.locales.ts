import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** The QR code and barcode drawer of generated forms. */
export const visualdevCodesLocales = defineLocales(
  'visualdevCodes',
  { invalid: '无法按{{format}}格式生成条形码：{{text}}', qrFailed: '无法生成二维码' },
  { invalid: '無法按{{format}}格式生成條碼：{{text}}', qrFailed: '無法生成二維碼' },
  { invalid: 'Cannot draw {{text}} as a {{format}} barcode', qrFailed: 'Cannot draw the QR code' },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    visualdevCodes: KeysOf<typeof visualdevCodesLocales>;
  }
}
