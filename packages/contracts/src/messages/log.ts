import type { MessageCatalogue } from './types.ts';

/** 系统日志. */
export const logMessages = {
  'log.notFound': {
    'zh-CN': '日志不存在',
    'zh-TW': '日誌不存在',
    'en-US': 'No such log entry',
  },
  'log.cleared': {
    'zh-CN': '日志已清空',
    'zh-TW': '日誌已清空',
    'en-US': 'Logs cleared',
  },
} satisfies MessageCatalogue;
