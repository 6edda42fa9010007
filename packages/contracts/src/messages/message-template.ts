import type { MessageCatalogue } from './types.ts';

/** 消息中心 › 消息模板 and 发送配置. */
export const messageTemplateMessages = {
  'messageTemplate.notFound': {
    'zh-CN': '消息模板不存在',
    'zh-TW': '消息模板不存在',
    'en-US': 'No such message template',
  },
  'messageTemplate.systemCode': {
    'zh-CN': '自定义模板编码不能使用系统模板编码规则',
    'zh-TW': '自定義模板編碼不能使用系統模板編碼規則',
    'en-US': 'A custom code cannot follow the system templates’ rule (MBXT)',
  },
  'messageTemplate.titleRequired': {
    'zh-CN': '消息标题不能为空',
    'zh-TW': '消息標題不能為空',
    'en-US': 'The message title is required',
  },
  'messageTemplate.contentRequired': {
    'zh-CN': '消息内容不能为空',
    'zh-TW': '消息內容不能為空',
    'en-US': 'The message content is required',
  },
  'messageTemplate.templateCodeRequired': {
    'zh-CN': '模版编号不能为空',
    'zh-TW': '模版編號不能為空',
    'en-US': 'The provider template number is required',
  },
  'messageTemplate.oneTitleField': {
    'zh-CN': '微信公众号模板须有且只有一个标题参数',
    'zh-TW': '微信公眾號模板須有且只有一個標題參數',
    'en-US': 'An official-account template needs exactly one title variable',
  },
  'messageTemplate.duplicateParam': {
    'zh-CN': '参数“{field}”已重复',
    'zh-TW': '參數「{field}」已重複',
    'en-US': 'The parameter "{field}" is declared twice',
  },
  'messageTemplate.undeclaredParam': {
    'zh-CN': '参数“{field}”未添加，请先在参数列表中添加',
    'zh-TW': '參數「{field}」未添加，請先在參數列表中添加',
    'en-US': 'The parameter "{field}" is not declared in the parameter list',
  },
  'messageTemplate.kindChanged': {
    'zh-CN': '消息来源和消息类型不能修改',
    'zh-TW': '消息來源和消息類型不能修改',
    'en-US': 'The message source and type cannot change',
  },
  'messageTemplate.inUse': {
    'zh-CN': '此记录与“消息发送配置”关联引用，不允许被删除',
    'zh-TW': '此記錄與「消息發送配置」關聯引用，不允許被刪除',
    'en-US': 'A send configuration uses this template; it cannot be deleted',
  },
  'messageTemplate.inUseDisable': {
    'zh-CN': '此记录与“消息发送配置”关联引用，不允许被禁用',
    'zh-TW': '此記錄與「消息發送配置」關聯引用，不允許被禁用',
    'en-US': 'A send configuration uses this template; it cannot be disabled',
  },
  'sendConfig.accountInUse': {
    'zh-CN': '此记录与“消息发送配置”关联引用，不允许被删除',
    'zh-TW': '此記錄與「消息發送配置」關聯引用，不允許被刪除',
    'en-US': 'A send configuration uses this account; it cannot be deleted',
  },
  'sendConfig.notFound': {
    'zh-CN': '发送配置不存在',
    'zh-TW': '發送配置不存在',
    'en-US': 'No such send configuration',
  },
  'sendConfig.badTemplate': {
    'zh-CN': '第{row}行的消息模板不存在，或与消息类型、消息来源不符',
    'zh-TW': '第{row}行的消息模板不存在，或與消息類型、消息來源不符',
    'en-US': 'Row {row}: the template does not exist or does not match the message type and source',
  },
  'sendConfig.badAccount': {
    'zh-CN': '第{row}行的账号不存在，或与消息类型不符',
    'zh-TW': '第{row}行的帳號不存在，或與消息類型不符',
    'en-US': 'Row {row}: the account does not exist or does not match the message type',
  },
  'sendConfig.noRows': {
    'zh-CN': '配置模板无数据，无法测试',
    'zh-TW': '配置模板無數據，無法測試',
    'en-US': 'The configuration has no enabled template to test',
  },
  'sendConfig.rowNotFound': {
    'zh-CN': '测试的配置模板不存在，请重新进入测试页面',
    'zh-TW': '測試的配置模板不存在，請重新進入測試頁面',
    'en-US': 'The binding being tested no longer exists; reopen the test screen',
  },
  'sendConfig.noReceivers': {
    'zh-CN': '接收人为空',
    'zh-TW': '接收人為空',
    'en-US': 'No receiver chosen',
  },
  'sendConfig.noAccount': {
    'zh-CN': '账号配置不存在或已禁用',
    'zh-TW': '帳號配置不存在或已禁用',
    'en-US': 'The account configuration does not exist or is disabled',
  },
  'sendConfig.mailRefused': {
    'zh-CN': '邮件服务器拒收了邮件',
    'zh-TW': '郵件服務器拒收了郵件',
    'en-US': 'The mail server refused the message',
  },
  'sendConfig.notSupported': {
    'zh-CN': '暂不支持{type}的测试发送',
    'zh-TW': '暫不支持{type}的測試發送',
    'en-US': 'Test sends through {type} are not supported yet',
  },
  'sendConfig.resultType': {
    'zh-CN': '消息类型：{type}',
    'zh-TW': '消息類型：{type}',
    'en-US': 'Message type: {type}',
  },
  'sendConfig.unknownParam': {
    'zh-CN': '模板没有参数{field}',
    'zh-TW': '模板沒有參數{field}',
    'en-US': 'The template has no parameter {field}',
  },
  'sendConfig.userMissing': {
    'zh-CN': '用户不存在或已禁用',
    'zh-TW': '用戶不存在或已禁用',
    'en-US': 'No such enabled user',
  },
  'sendConfig.userNoMail': {
    'zh-CN': '用户没有设置邮箱',
    'zh-TW': '用戶沒有設置郵箱',
    'en-US': 'The user has no mail address',
  },
  'sendConfig.userNoMobile': {
    'zh-CN': '用户没有设置手机号',
    'zh-TW': '用戶沒有設置手機號',
    'en-US': 'The user has no mobile number',
  },
  'sendConfig.userNotSynced': {
    'zh-CN': '用户未同步到{type}',
    'zh-TW': '用戶未同步到{type}',
    'en-US': 'The user is not synchronised to {type}',
  },
  'sendConfig.userNoOpenId': {
    'zh-CN': '用户未绑定公众号',
    'zh-TW': '用戶未綁定公眾號',
    'en-US': 'The user has not bound the official account',
  },
  'sendConfig.userRefused': {
    'zh-CN': '{type}拒收此用户',
    'zh-TW': '{type}拒收此用戶',
    'en-US': '{type} refused this user',
  },
  'sendConfig.thirdRejected': {
    'zh-CN': '{type}拒绝了消息：{reason}（错误码 {code}）',
    'zh-TW': '{type}拒絕了消息：{reason}（錯誤碼 {code}）',
    'en-US': '{type} refused the message: {reason} (error code {code})',
  },
  'sendConfig.thirdUnreachable': {
    'zh-CN': '无法访问{type}服务',
    'zh-TW': '無法存取{type}服務',
    'en-US': 'The {type} service cannot be reached',
  },
  'sendConfig.someFailed': {
    'zh-CN': '{count}个接收人发送失败：{names}',
    'zh-TW': '{count}個接收人發送失敗：{names}',
    'en-US': '{count} receiver(s) failed: {names}',
  },
} satisfies MessageCatalogue;
