import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, id, ts } from './columns.ts';

/**
 * 消息中心 › 消息监控: one row per message sent, written by the sender (in its transaction when the
 * send writes to the database). `message_type` and `message_source` are the original's codes;
 * `receive_user` the receivers' user ids, comma-joined (null for a webhook); `is_success` '1' or '0'
 * with the failure's text in `error_message`. Account and template are copied, not referenced: the
 * record outlives them.
 */
export const messageMonitors = pgTable(
  'message_monitors',
  {
    id: id(),
    accountId: text('account_id'),
    accountName: text('account_name'),
    accountCode: text('account_code'),
    messageType: text('message_type').notNull(),
    messageSource: text('message_source'),
    sendTime: ts('send_time').notNull(),
    messageTemplateId: text('message_template_id'),
    title: text('title'),
    receiveUser: text('receive_user'),
    content: text('content'),
    isSuccess: text('is_success').notNull().default('1'),
    errorMessage: text('error_message'),
    createdAt: createdAt(),
    createdBy: createdBy(),
  },
  (t) => [
    index('message_monitors_send_time_idx').on(t.sendTime.desc(), t.id),
    index('message_monitors_type_idx').on(t.messageType, t.sendTime),
  ],
);
