import type { MessageCatalogue } from './types.ts';

/** 常用语. */
export const commonWordsMessages = {
  'commonWords.notFound': {
    'zh-CN': '常用语不存在',
    'zh-TW': '常用語不存在',
    'en-US': 'No such common words',
  },
  'commonWords.systemNotFound': {
    'zh-CN': '所属应用不存在：{id}',
    'zh-TW': '所屬應用不存在：{id}',
    'en-US': 'No such application: {id}',
  },
} satisfies MessageCatalogue;
