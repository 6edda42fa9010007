import type { MessageCatalogue } from './types.ts';

/** In-app messages (bell, drawer, detail). */
export const messageMessages = {
  'message.allRead': {
    'zh-CN': '已全部标记为已读',
    'zh-TW': '已全部標記為已讀',
    'en-US': 'All marked as read',
  },
} satisfies MessageCatalogue;
