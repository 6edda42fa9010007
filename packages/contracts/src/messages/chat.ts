import type { MessageCatalogue } from './types.ts';

/** Chat between two users (socket frames and the IM image upload). */
export const chatMessages = {
  'chat.receiverNotFound': {
    'zh-CN': '接收人不存在或已被禁用',
    'zh-TW': '接收人不存在或已被停用',
    'en-US': 'The receiver does not exist or is disabled',
  },
  'chat.selfNotAllowed': {
    'zh-CN': '不能给自己发送消息',
    'zh-TW': '不能給自己傳送訊息',
    'en-US': 'You cannot send a message to yourself',
  },
  'chat.textEmpty': {
    'zh-CN': '消息内容不能为空',
    'zh-TW': '訊息內容不能為空',
    'en-US': 'The message must not be empty',
  },
  'chat.textTooLong': {
    'zh-CN': '消息内容不能超过 {max} 个字符',
    'zh-TW': '訊息內容不能超過 {max} 個字元',
    'en-US': 'The message must not be longer than {max} characters',
  },
  'chat.imageNotFound': {
    'zh-CN': '图片不存在，请重新上传',
    'zh-TW': '圖片不存在，請重新上傳',
    'en-US': 'The image was not found; please upload it again',
  },
  'chat.typeNotSupported': {
    'zh-CN': '不支持的消息类型：{type}',
    'zh-TW': '不支援的訊息類型：{type}',
    'en-US': 'Unsupported message type: {type}',
  },
  'chat.imageTooLarge': {
    'zh-CN': '图片大小不能超过5M',
    'zh-TW': '圖片大小不能超過5M',
    'en-US': 'Image size cannot exceed 5M',
  },
  'chat.notYourConversation': {
    'zh-CN': '只能查看自己的聊天记录',
    'zh-TW': '只能查看自己的聊天記錄',
    'en-US': 'You can only read your own conversations',
  },
  'chat.frameInvalid': {
    'zh-CN': '消息格式不正确：{field}',
    'zh-TW': '訊息格式不正確：{field}',
    'en-US': 'Invalid frame field: {field}',
  },
  'chat.tooManyFrames': {
    'zh-CN': '发送过于频繁，请稍后再试',
    'zh-TW': '傳送過於頻繁，請稍後再試',
    'en-US': 'Too many messages; please wait a moment',
  },
} satisfies MessageCatalogue;
