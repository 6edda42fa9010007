import type { MessageCatalogue } from './types.ts';

/** In-app messages (bell, drawer, detail). */
export const messageMessages = {
  'message.allRead': {
    'zh-CN': '已全部标记为已读',
    'zh-TW': '已全部標記為已讀',
    'en-US': 'All marked as read',
  },
  'message.socketOriginRefused': {
    'zh-CN': '不允许从该来源连接消息通道',
    'zh-TW': '不允許從該來源連接訊息通道',
    'en-US': 'The message socket does not accept connections from this origin',
  },
  'message.socketUpgradeRequired': {
    'zh-CN': '该地址仅支持 WebSocket 连接',
    'zh-TW': '該位址僅支援 WebSocket 連線',
    'en-US': 'This address only accepts WebSocket connections',
  },
  'message.socketUnknownMethod': {
    'zh-CN': '不支持的消息类型：{method}',
    'zh-TW': '不支援的訊息類型：{method}',
    'en-US': 'Unsupported socket method: {method}',
  },
} satisfies MessageCatalogue;
