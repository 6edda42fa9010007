import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the system cache page (系统缓存). */
export const cacheLocales = defineLocales(
  'cache',
  {
    searchPlaceholder: '请输入关键词查询',
    names: { permission: '菜单与权限', sysConfig: '系统配置', dictionary: '数据字典' },
    field: { name: '名称', entries: '缓存条数', overdueTime: '过期时间', version: '版本' },
    untilChanged: '变更时失效',
    clear: '清空',
    clearAll: '清空所有',
    confirmClear: '您确定要清空缓存数据吗, 是否继续?',
    confirmClearAll: '您确定要清空所有缓存数据吗, 是否继续?',
  },
  {
    searchPlaceholder: '請輸入關鍵詞查詢',
    names: { permission: '選單與權限', sysConfig: '系統配置', dictionary: '資料字典' },
    field: { name: '名稱', entries: '快取條數', overdueTime: '過期時間', version: '版本' },
    untilChanged: '變更時失效',
    clear: '清空',
    clearAll: '清空所有',
    confirmClear: '您確定要清空快取資料嗎, 是否繼續?',
    confirmClearAll: '您確定要清空所有快取資料嗎, 是否繼續?',
  },
  {
    searchPlaceholder: 'Search by keyword',
    names: {
      permission: 'Menus and permissions',
      sysConfig: 'System configuration',
      dictionary: 'Data dictionary',
    },
    field: { name: 'Name', entries: 'Entries', overdueTime: 'Expires', version: 'Version' },
    untilChanged: 'Until changed',
    clear: 'Clear',
    clearAll: 'Clear all',
    confirmClear: 'Clear this cache?',
    confirmClearAll: 'Clear every cache?',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    cache: KeysOf<typeof cacheLocales>;
  }
}
