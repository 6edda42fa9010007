import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the group page and its dialog (分组管理); the rest are the admin kit's. */
export const groupLocales = defineLocales(
  'group',
  { thing: '分组', field: { fullName: '分组名称', enCode: '分组编码', type: '分组类型' } },
  { thing: '分組', field: { fullName: '分組名稱', enCode: '分組編碼', type: '分組類型' } },
  { thing: 'group', field: { fullName: 'Name', enCode: 'Code', type: 'Type' } },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    group: KeysOf<typeof groupLocales>;
  }
}
