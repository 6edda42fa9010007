import { defineLocales } from '../../platform/i18n/define-locales.ts';

/** The column drawer of list pages (column-settings-drawer.tsx). */
export const columnSettingsLocales = defineLocales(
  'columnSettings',
  { title: '列设置', save: '保存', reset: '恢复默认', up: '上移', down: '下移' },
  { title: '欄設定', save: '保存', reset: '恢復預設', up: '上移', down: '下移' },
  { title: 'Columns', save: 'Save', reset: 'Restore defaults', up: 'Move up', down: 'Move down' },
);

declare module '../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    columnSettings: KeysOf<typeof columnSettingsLocales>;
  }
}
