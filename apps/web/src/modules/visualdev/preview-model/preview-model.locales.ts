import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Function preview: load a form design, render it in both modes, and the widget gallery. */
export const previewModelLocales = defineLocales(
  'previewModel',
  {
    tabs: { preview: '表单预览', gallery: '控件库' },
    source: {
      label: '表单设计 JSON',
      placeholder: '在此粘贴表单设计 JSON',
      load: '加载',
      sample: '加载示例',
    },
    readMode: '只读模式',
    print: '打印',
    printRefused: '功能预览不支持打印',
    parseFailed: '表单设计无法加载',
    sampleFailed: '示例加载失败',
    submitted: '提交的数据',
    gallery: { edit: '编辑', read: '只读' },
  },
  {
    tabs: { preview: '表單預覽', gallery: '控件庫' },
    source: {
      label: '表單設計 JSON',
      placeholder: '在此貼上表單設計 JSON',
      load: '載入',
      sample: '載入範例',
    },
    readMode: '唯讀模式',
    print: '列印',
    printRefused: '功能預覽不支援列印',
    parseFailed: '表單設計無法載入',
    sampleFailed: '範例載入失敗',
    submitted: '提交的資料',
    gallery: { edit: '編輯', read: '唯讀' },
  },
  {
    tabs: { preview: 'Form preview', gallery: 'Widget gallery' },
    source: {
      label: 'Form design JSON',
      placeholder: 'Paste a form design JSON here',
      load: 'Load',
      sample: 'Load sample',
    },
    readMode: 'Read mode',
    print: 'Print',
    printRefused: 'Printing is not supported in function preview',
    parseFailed: 'The form design could not be loaded',
    sampleFailed: 'The sample could not be loaded',
    submitted: 'Submitted data',
    gallery: { edit: 'Edit', read: 'Read' },
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    previewModel: KeysOf<typeof previewModelLocales>;
  }
}
