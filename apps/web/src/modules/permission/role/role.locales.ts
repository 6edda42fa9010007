import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the role page and its dialog (角色管理); the rest are the admin kit's. */
export const roleLocales = defineLocales(
  'role',
  {
    thing: '角色',
    global: '全局',
    organization: '组织',
    field: {
      fullName: '角色名称',
      enCode: '角色编码',
      globalMark: '角色类型',
      organize: '所属组织',
      type: '分类',
    },
  },
  {
    thing: '角色',
    global: '全域',
    organization: '組織',
    field: {
      fullName: '角色名稱',
      enCode: '角色編碼',
      globalMark: '角色類型',
      organize: '所屬組織',
      type: '分類',
    },
  },
  {
    thing: 'role',
    global: 'Global',
    organization: 'Organization',
    field: {
      fullName: 'Name',
      enCode: 'Code',
      globalMark: 'Kind',
      organize: 'Organizations',
      type: 'Category',
    },
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    role: KeysOf<typeof roleLocales>;
  }
}
