import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, enabledMark, id, sortCode } from './columns.ts';

/**
 * 消息中心 › 账号配置: one row per account, `type` as the original's codes (2 mail, 3 SMS, 4 DingTalk,
 * 5 WeCom, 6 webhook, 7 official account). The *_cipher columns hold secrets sealed (AES-256-GCM).
 */
export const messageAccounts = pgTable(
  'message_accounts',
  {
    id: id(),
    type: text('type').notNull(),
    fullName: text('full_name').notNull(),
    enCode: text('en_code').notNull(),
    addressorName: text('addressor_name'),
    smtpServer: text('smtp_server'),
    smtpPort: integer('smtp_port'),
    sslLink: integer('ssl_link'),
    smtpUser: text('smtp_user'),
    smtpPasswordCipher: text('smtp_password_cipher'),
    channel: integer('channel'),
    smsSignature: text('sms_signature'),
    appId: text('app_id'),
    appSecretCipher: text('app_secret_cipher'),
    endPoint: text('end_point'),
    sdkAppId: text('sdk_app_id'),
    appKeyCipher: text('app_key_cipher'),
    zoneName: text('zone_name'),
    zoneParam: text('zone_param'),
    enterpriseId: text('enterprise_id'),
    agentId: text('agent_id'),
    webhookType: integer('webhook_type'),
    webhookAddress: text('webhook_address'),
    approveType: integer('approve_type'),
    bearerCipher: text('bearer_cipher'),
    userName: text('user_name'),
    passwordCipher: text('password_cipher'),
    description: text('description'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('message_accounts_type_code_uq').on(t.type, t.enCode),
    index('message_accounts_type_sort_idx').on(t.type, t.sortCode),
  ],
);
