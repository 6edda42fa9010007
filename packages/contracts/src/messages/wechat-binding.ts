import type { MessageCatalogue } from './types.ts';

/** 微信公众号 followers and the SMS providers' answers. */
export const wechatBindingMessages = {
  'wechatBinding.accountNotFound': {
    'zh-CN': '公众号账号不存在或已停用',
    'zh-TW': '公眾號帳號不存在或已停用',
    'en-US': 'No such enabled official account',
  },
  'wechatBinding.notFound': {
    'zh-CN': '绑定记录不存在',
    'zh-TW': '綁定記錄不存在',
    'en-US': 'No such binding',
  },
  'wechatBinding.qrRefused': {
    'zh-CN': '公众号拒绝生成二维码：{reason}（错误码 {code}）',
    'zh-TW': '公眾號拒絕生成二維碼：{reason}（錯誤碼 {code}）',
    'en-US': 'The official account refused the QR code: {reason} (error code {code})',
  },
  'wechatBinding.unbound': {
    'zh-CN': '已解除绑定',
    'zh-TW': '已解除綁定',
    'en-US': 'Unbound',
  },
  'sendConfig.userUnfollowed': {
    'zh-CN': '用户已取消关注公众号',
    'zh-TW': '用戶已取消關注公眾號',
    'en-US': 'The user no longer follows the official account',
  },
  'sendConfig.templateCodeMissing': {
    'zh-CN': '消息模板未填写模板编号',
    'zh-TW': '消息模板未填寫模板編號',
    'en-US': "The template has no provider's template code",
  },
  'sendConfig.aliyunRejected': {
    'zh-CN': '阿里云拒绝发送短信：{reason}（{code}）',
    'zh-TW': '阿里雲拒絕發送簡訊：{reason}（{code}）',
    'en-US': 'Aliyun refused the SMS: {reason} ({code})',
  },
  'sendConfig.tencentRejected': {
    'zh-CN': '腾讯云拒绝发送短信：{reason}（{code}）',
    'zh-TW': '騰訊雲拒絕發送簡訊：{reason}（{code}）',
    'en-US': 'Tencent Cloud refused the SMS: {reason} ({code})',
  },
  'sendConfig.aliyunUnreachable': {
    'zh-CN': '无法访问阿里云短信服务',
    'zh-TW': '無法訪問阿里雲簡訊服務',
    'en-US': 'The Aliyun SMS service could not be reached',
  },
  'sendConfig.tencentUnreachable': {
    'zh-CN': '无法访问腾讯云短信服务',
    'zh-TW': '無法訪問騰訊雲簡訊服務',
    'en-US': 'The Tencent Cloud SMS service could not be reached',
  },
} satisfies MessageCatalogue;
