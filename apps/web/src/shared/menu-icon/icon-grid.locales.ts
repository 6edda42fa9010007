import { defineLocales } from '../../platform/i18n/define-locales.ts';

/** Strings of the icon grid shared by the system icon gallery and the menu icon picker. */
export const iconGridLocales = defineLocales(
  'iconGrid',
  {
    searchPlaceholder: '请输入图标名称',
    total: '共 {{count}} 个图标',
    copied: '复制成功',
    copyFailed: '复制失败, 请手动复制',
    pick: '选择图标',
    clear: '清除',
  },
  {
    searchPlaceholder: '請輸入圖示名稱',
    total: '共 {{count}} 個圖示',
    copied: '複製成功',
    copyFailed: '複製失敗, 請手動複製',
    pick: '選擇圖示',
    clear: '清除',
  },
  {
    searchPlaceholder: 'Search icon names',
    total: '{{count}} icons',
    copied: 'Copied',
    copyFailed: 'Copy failed, please copy it by hand',
    pick: 'Choose an icon',
    clear: 'Clear',
  },
);

declare module '../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    iconGrid: KeysOf<typeof iconGridLocales>;
  }
}
