import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** The upload control of generated forms: the picker's default texts. */
export const visualdevUploadLocales = defineLocales(
  'visualdevUpload',
  { pickFile: '点击上传', pickImage: '上传图片' },
  { pickFile: '點擊上傳', pickImage: '上傳圖片' },
  { pickFile: 'Click to upload', pickImage: 'Upload image' },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    visualdevUpload: KeysOf<typeof visualdevUploadLocales>;
  }
}
