import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the 代码生成 page, its output dialog and the code preview; the rest are the admin kit's. */
export const codeGeneratorLocales = defineLocales(
  'codeGenerator',
  {
    searchPlaceholder: '请输入名称或编码查询',
    category: '分类',
    lastModifyTime: '最后修改时间',
    generate: '生成代码',
    outputTitle: '输出设置',
    nameRule: '注意：以下只能包含数字、字母、下划线，不能用数字开头。',
    module: '模块命名',
    className: '功能类名',
    description: '功能描述',
    namePattern: '只能包含数字、字母、下划线，不能用数字开头',
    preview: '预览代码',
    download: '下载代码',
    previewTitle: '代码预览',
    close: '关闭',
    previewFailed: '代码生成失败',
    noFile: '请选择文件',
  },
  {
    searchPlaceholder: '請輸入名稱或編碼查詢',
    category: '分類',
    lastModifyTime: '最後修改時間',
    generate: '生成程式碼',
    outputTitle: '輸出設定',
    nameRule: '注意：以下只能包含數字、字母、底線，不能以數字開頭。',
    module: '模組命名',
    className: '功能類名',
    description: '功能描述',
    namePattern: '只能包含數字、字母、底線，不能以數字開頭',
    preview: '預覽程式碼',
    download: '下載程式碼',
    previewTitle: '程式碼預覽',
    close: '關閉',
    previewFailed: '程式碼生成失敗',
    noFile: '請選擇檔案',
  },
  {
    searchPlaceholder: 'Search by name or code',
    category: 'Category',
    lastModifyTime: 'Last modified',
    generate: 'Generate code',
    outputTitle: 'Output settings',
    nameRule: 'Names may hold letters, digits and underscores only, and may not start with a digit.',
    module: 'Module',
    className: 'Class name',
    description: 'Description',
    namePattern: 'Letters, digits and underscores only, not starting with a digit',
    preview: 'Preview code',
    download: 'Download code',
    previewTitle: 'Code preview',
    close: 'Close',
    previewFailed: 'Code generation failed',
    noFile: 'Choose a file',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    codeGenerator: KeysOf<typeof codeGeneratorLocales>;
  }
}
