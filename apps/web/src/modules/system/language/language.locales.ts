import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of 翻译管理 and its dialog; the rest are the admin kit's. */
export const languageLocales = defineLocales(
  'language',
  {
    searchPlaceholder: '请输入名称、译文或编码查询',
    allEntities: '全部类型',
    onlyMissing: '仅显示缺少译文',
    entity: {
      system: '应用',
      module: '菜单',
      dictionaryType: '字典分类',
      dictionaryData: '字典项',
      sysConfig: '系统配置',
    },
    field: { entity: '类型', enCode: '编码', 'zh-CN': '简体中文', 'zh-TW': '繁體中文', 'en-US': 'English' },
    missing: '未翻译',
    edit: '编辑翻译',
    sourceHint: '简体中文名称请在记录所在的页面修改；留空的译文显示简体中文名称',
    export: '导出',
    import: '导入',
  },
  {
    searchPlaceholder: '請輸入名稱、譯文或編碼查詢',
    allEntities: '全部類型',
    onlyMissing: '僅顯示缺少譯文',
    entity: {
      system: '應用',
      module: '選單',
      dictionaryType: '字典分類',
      dictionaryData: '字典項',
      sysConfig: '系統配置',
    },
    field: { entity: '類型', enCode: '編碼', 'zh-CN': '简体中文', 'zh-TW': '繁體中文', 'en-US': 'English' },
    missing: '未翻譯',
    edit: '編輯翻譯',
    sourceHint: '簡體中文名稱請在記錄所在的頁面修改；留空的譯文顯示簡體中文名稱',
    export: '匯出',
    import: '匯入',
  },
  {
    searchPlaceholder: 'Search by name, translation or code',
    allEntities: 'All kinds',
    onlyMissing: 'Missing translations only',
    entity: {
      system: 'Application',
      module: 'Menu',
      dictionaryType: 'Dictionary',
      dictionaryData: 'Dictionary entry',
      sysConfig: 'System setting',
    },
    field: {
      entity: 'Kind',
      enCode: 'Code',
      'zh-CN': '简体中文',
      'zh-TW': '繁體中文',
      'en-US': 'English',
    },
    missing: 'Missing',
    edit: 'Edit translations',
    sourceHint:
      'The simplified Chinese name is changed where the record is kept; an empty translation shows that name',
    export: 'Export',
    import: 'Import',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    language: KeysOf<typeof languageLocales>;
  }
}
