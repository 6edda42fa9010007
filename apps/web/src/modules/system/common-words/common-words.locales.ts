import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the common words page and its dialog (常用语); the rest are the admin kit's. */
export const commonWordsLocales = defineLocales(
  'commonWords',
  {
    thing: '常用语',
    searchPlaceholder: '请输入常用语或应用名称查询',
    field: { commonWordsText: '常用语', systemIds: '所属应用', systemNames: '所属应用' },
    allSystems: '全部应用',
    textPlaceholder: '输入常用语',
  },
  {
    thing: '常用語',
    searchPlaceholder: '請輸入常用語或應用名稱查詢',
    field: { commonWordsText: '常用語', systemIds: '所屬應用', systemNames: '所屬應用' },
    allSystems: '全部應用',
    textPlaceholder: '輸入常用語',
  },
  {
    thing: 'common words',
    searchPlaceholder: 'Search by words or application',
    field: { commonWordsText: 'Common words', systemIds: 'Applications', systemNames: 'Applications' },
    allSystems: 'All applications',
    textPlaceholder: 'Type the words',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    commonWords: KeysOf<typeof commonWordsLocales>;
  }
}
