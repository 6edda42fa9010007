import type { MessageCatalogue } from './types.ts';

/** 数据地图. */
export const dataMapMessages = {
  'dataMap.notFound': {
    'zh-CN': '没有该区划的地图：{code}',
    'zh-TW': '沒有該區劃的地圖：{code}',
    'en-US': 'No map for division {code}',
  },
} satisfies MessageCatalogue;
