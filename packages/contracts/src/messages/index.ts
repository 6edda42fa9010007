import { DEFAULT_LANGUAGE, type Language } from '../language.ts';
import { accountConfigMessages } from './account-config.ts';
import { areaMessages } from './area.ts';
import { authorizeMessages } from './authorize.ts';
import { billRuleMessages } from './bill-rule.ts';
import { chatMessages } from './chat.ts';
import { codeGeneratorMessages } from './code-generator.ts';
import { commonMessages } from './common.ts';
import { commonWordsMessages } from './common-words.ts';
import { currentUserMessages } from './current-user.ts';
import { dataBackupMessages } from './data-backup.ts';
import { dataInterfaceMessages } from './data-interface.ts';
import { dataInterfaceSqlMessages } from './data-interface-sql.ts';
import { dataMapMessages } from './data-map.ts';
import { dataModelMessages } from './data-model.ts';
import { dataSourceMessages } from './data-source.ts';
import { dataSyncMessages } from './data-sync.ts';
import { dictionaryMessages } from './dictionary.ts';
import { fileMessages } from './file.ts';
import { gradeMessages } from './grade.ts';
import { groupMessages } from './group.ts';
import { importExportMessages } from './import-export.ts';
import { interfaceOauthMessages } from './interface-oauth.ts';
import { logMessages } from './log.ts';
import { menuMessages } from './menu.ts';
import { messageMessages } from './message.ts';
import { messageMonitorMessages } from './message-monitor.ts';
import { messageTemplateMessages } from './message-template.ts';
import { noticeMessages } from './notice.ts';
import { oauthMessages } from './oauth.ts';
import { onlineDevMessages } from './online-dev.ts';
import { onlineUserMessages } from './online-user.ts';
import { organizeMessages } from './organize.ts';
import { outboundMessages } from './outbound.ts';
import { positionMessages } from './position.ts';
import { roleMessages } from './role.ts';
import { scheduleMessages } from './schedule.ts';
import { scheduleTaskMessages } from './schedule-task.ts';
import { sysConfigMessages } from './sys-config.ts';
import { thirdSyncMessages } from './third-sync.ts';
import { translationMessages } from './translation.ts';
import type { MessageCatalogue } from './types.ts';
import { usersMessages } from './users.ts';
import { validationMessages } from './validation.ts';
import { visualDevMessages } from './visual-dev.ts';
import { shortLinkMessages } from './visual-dev-short-link.ts';
import { wechatBindingMessages } from './wechat-binding.ts';

export type { MessageCatalogue, MessageText } from './types.ts';

/** Every server-side message; each area adds its own catalogue here. */
export const serverMessages = {
  ...commonMessages,
  ...oauthMessages,
  ...currentUserMessages,
  ...fileMessages,
  ...importExportMessages,
  ...messageMessages,
  ...chatMessages,
  ...noticeMessages,
  ...accountConfigMessages,
  ...messageMonitorMessages,
  ...messageTemplateMessages,
  ...wechatBindingMessages,
  ...validationMessages,
  ...authorizeMessages,
  ...onlineUserMessages,
  ...gradeMessages,
  ...menuMessages,
  ...organizeMessages,
  ...positionMessages,
  ...groupMessages,
  ...roleMessages,
  ...usersMessages,
  ...commonWordsMessages,
  ...codeGeneratorMessages,
  ...dataBackupMessages,
  ...areaMessages,
  ...logMessages,
  ...sysConfigMessages,
  ...thirdSyncMessages,
  ...billRuleMessages,
  ...dictionaryMessages,
  ...dataSourceMessages,
  ...dataInterfaceMessages,
  ...interfaceOauthMessages,
  ...translationMessages,
  ...scheduleMessages,
  ...scheduleTaskMessages,
  ...dataInterfaceSqlMessages,
  ...outboundMessages,
  ...dataMapMessages,
  ...dataModelMessages,
  ...dataSyncMessages,
  ...visualDevMessages,
  ...onlineDevMessages,
  ...shortLinkMessages,
} satisfies MessageCatalogue;

export type MessageKey = keyof typeof serverMessages;

export function formatMessage(
  key: MessageKey,
  lang: Language = DEFAULT_LANGUAGE,
  params: Record<string, string | number> = {},
): string {
  const text = serverMessages[key][lang] ?? serverMessages[key][DEFAULT_LANGUAGE];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
