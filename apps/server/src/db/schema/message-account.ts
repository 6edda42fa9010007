import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, createdAt, enabledMark, id, sortCode, updatedAt } from './columns.ts';
import { users } from './permission.ts';

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

/**
 * Who follows an official account (the original's base_msg_wechat_user): the platform user, the
 * follower's openid at that account, and whether they still follow it. Written by the account's
 * follow/unfollow event callback; template messages go to followers only.
 */
export const messageWechatUsers = pgTable(
  'message_wechat_users',
  {
    id: id(),
    accountId: text('account_id')
      .notNull()
      .references(() => messageAccounts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openId: text('open_id').notNull(),
    /** 1 follows the account, 0 unfollowed it (the original's close mark). */
    isFollowing: integer('is_following').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('message_wechat_users_account_user_uq').on(t.accountId, t.userId),
    uniqueIndex('message_wechat_users_account_open_id_uq').on(t.accountId, t.openId),
    index('message_wechat_users_user_idx').on(t.userId),
    // 关注用户: one account's followers, newest binding first.
    index('message_wechat_users_account_created_idx').on(t.accountId, t.createdAt),
  ],
);
