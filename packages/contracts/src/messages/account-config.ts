import type { MessageCatalogue } from './types.ts';

/** 消息中心 › 账号配置. */
export const accountConfigMessages = {
  'accountConfig.notFound': {
    'zh-CN': '账号配置不存在',
    'zh-TW': '帳號配置不存在',
    'en-US': 'No such account configuration',
  },
  'accountConfig.codeTaken': {
    'zh-CN': '编码不能重复',
    'zh-TW': '編碼不能重複',
    'en-US': 'The code is already in use',
  },
  'accountConfig.mpIdTaken': {
    'zh-CN': '微信公众号原始id不能重复',
    'zh-TW': '微信公眾號原始id不能重複',
    'en-US': 'The official account ID is already in use',
  },
  'accountConfig.typeChanged': {
    'zh-CN': '配置类型不能修改',
    'zh-TW': '配置類型不能修改',
    'en-US': 'The account type cannot change',
  },
  'accountConfig.copyTooLong': {
    'zh-CN': '已到达该模板复制上限，请复制源模板',
    'zh-TW': '已到達該模板複製上限，請複製源模板',
    'en-US': 'This copy cannot be copied again; copy the original',
  },
  'accountConfig.missingField': {
    'zh-CN': '测试失败，失败原因：{field}为空',
    'zh-TW': '測試失敗，失敗原因：{field}為空',
    'en-US': 'Test failed: {field} is empty',
  },
  'accountConfig.webhookFailed': {
    'zh-CN': '连接失败。失败原因：{reason}',
    'zh-TW': '連接失敗。失敗原因：{reason}',
    'en-US': 'Connection failed: {reason}',
  },
  'accountConfig.testPassed': {
    'zh-CN': '连接成功',
    'zh-TW': '連接成功',
    'en-US': 'Connected',
  },
} satisfies MessageCatalogue;
