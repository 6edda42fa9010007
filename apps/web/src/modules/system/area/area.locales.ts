import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the area page and its dialog (行政区划); the rest are the admin kit's. */
export const areaLocales = defineLocales(
  'area',
  {
    thing: '区域',
    searchPlaceholder: '请输入区域名称或编码查询',
    field: { fullName: '区域名称', enCode: '区域编码', parentId: '区域上级' },
    root: '顶级节点',
    codeDigits: '区域编码只能是数字',
  },
  {
    thing: '區域',
    searchPlaceholder: '請輸入區域名稱或編碼查詢',
    field: { fullName: '區域名稱', enCode: '區域編碼', parentId: '區域上級' },
    root: '頂級節點',
    codeDigits: '區域編碼只能是數字',
  },
  {
    thing: 'area',
    searchPlaceholder: 'Search by area name or code',
    field: {
      fullName: 'Area name',
      enCode: 'Area code',
      parentId: 'Parent area',
    },
    root: 'Top level',
    codeDigits: 'The area code may hold digits only',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    area: KeysOf<typeof areaLocales>;
  }
}
