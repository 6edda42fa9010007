import { defineLocales } from '../../../platform/i18n/define-locales.ts';

/** Strings of the data map page (数据地图). */
export const mapLocales = defineLocales(
  'map',
  {
    maps: '地图列表',
    searchPlaceholder: '请输入地区名称或编码',
    preview: '预览',
    choose: '请在左侧选择一个地图',
    noPreview: '您没有预览地图的权限',
    empty: '暂无地图数据',
    loadFailed: '地图加载失败',
    retry: '重试',
    areas: '{{count}} 个区域',
    code: '区划编码',
  },
  {
    maps: '地圖列表',
    searchPlaceholder: '請輸入地區名稱或編碼',
    preview: '預覽',
    choose: '請在左側選擇一個地圖',
    noPreview: '您沒有預覽地圖的權限',
    empty: '暫無地圖資料',
    loadFailed: '地圖載入失敗',
    retry: '重試',
    areas: '{{count}} 個區域',
    code: '區劃編碼',
  },
  {
    maps: 'Maps',
    searchPlaceholder: 'Area name or code',
    preview: 'Preview',
    choose: 'Choose a map on the left',
    noPreview: 'You may not preview maps',
    empty: 'No maps',
    loadFailed: 'The map could not be loaded',
    retry: 'Retry',
    areas: '{{count}} areas',
    code: 'Division code',
  },
);

declare module '../../../platform/i18n/define-locales.ts' {
  interface AppNamespaces {
    map: KeysOf<typeof mapLocales>;
  }
}
