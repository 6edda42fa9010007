import type { MessageCatalogue } from './types.ts';

/** 消息中心 › 消息监控. */
export const messageMonitorMessages = {
  'messageMonitor.notFound': {
    'zh-CN': '消息记录不存在',
    'zh-TW': '消息記錄不存在',
    'en-US': 'No such message record',
  },
  'messageMonitor.emptied': {
    'zh-CN': '清空成功',
    'zh-TW': '清空成功',
    'en-US': 'Cleared',
  },
} satisfies MessageCatalogue;
