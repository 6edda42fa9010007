import type { MessageCatalogue } from './types.ts';

/** 系统公告. */
export const noticeMessages = {
  'notice.notFound': {
    'zh-CN': '公告不存在',
    'zh-TW': '公告不存在',
    'en-US': 'No such notice',
  },
  'notice.releasedNotEditable': {
    'zh-CN': '公告已发布，不能编辑',
    'zh-TW': '公告已發佈，不能編輯',
    'en-US': 'A released notice cannot be edited',
  },
  'notice.alreadyReleased': {
    'zh-CN': '公告已发布，不能重复发布',
    'zh-TW': '公告已發佈，不能重複發佈',
    'en-US': 'The notice has already been released',
  },
  'notice.noReceivers': {
    'zh-CN': '发送范围内没有可接收公告的用户',
    'zh-TW': '發送範圍內沒有可接收公告的用戶',
    'en-US': 'Nobody in the chosen scope can receive the notice',
  },
  'notice.attachmentNotFound': {
    'zh-CN': '附件不存在：{name}',
    'zh-TW': '附件不存在：{name}',
    'en-US': 'No such attachment: {name}',
  },
  'notice.released': {
    'zh-CN': '发布成功',
    'zh-TW': '發佈成功',
    'en-US': 'Released',
  },
} satisfies MessageCatalogue;
