import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the position page and its dialog (岗位管理); the rest are the admin kit's. */
export const positionLocales = defineLocales(
  'position',
  {
    thing: '岗位',
    detail: '详情',
    detailTitle: '岗位详情',
    field: { fullName: '岗位名称', enCode: '岗位编码', type: '岗位类型', organize: '所属组织' },
  },
  {
    thing: '職位',
    detail: '詳情',
    detailTitle: '職位詳情',
    field: { fullName: '職位名稱', enCode: '職位編碼', type: '職位類型', organize: '所屬組織' },
  },
  {
    thing: 'position',
    detail: 'Details',
    detailTitle: 'Position details',
    field: { fullName: 'Name', enCode: 'Code', type: 'Type', organize: 'Organization' },
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    position: KeysOf<typeof positionLocales>;
  }
}
