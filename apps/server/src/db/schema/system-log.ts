import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

/**
 * 系统日志: login (1), operation (3), exception (4) and request (5) entries in one table. A list pages
 * one category newest first by keyset over (category, created_at, id); retention deletes one
 * category's oldest rows through the same index.
 */
export const systemLogs = pgTable(
  'system_logs',
  {
    id: id(),
    category: smallint('category').notNull(),
    createdAt: createdAt(),
    userId: text('user_id'),
    /** The caller's account as it was when the entry was written. */
    userName: text('user_name'),
    ip: text('ip'),
    ipAddressName: text('ip_address_name'),
    userAgent: text('user_agent'),
    requestMethod: text('request_method'),
    /** The path without its query string (queries can carry codes and tokens). */
    requestUrl: text('request_url'),
    requestDuration: integer('request_duration'),
    status: integer('status'),
    /** Login entries: 0 sign-in, 1 sign-out. */
    loginType: smallint('login_type'),
    /** Login entries: 1 success, 0 failure. */
    loginMark: smallint('login_mark'),
    /** A one-line summary: the login outcome, the operation, the error message. */
    abstracts: text('abstracts'),
    /** Operation entries: the record's table, the change and the record id. */
    moduleName: text('module_name'),
    action: text('action'),
    recordId: text('record_id'),
    beforeJson: jsonb('before_json'),
    afterJson: jsonb('after_json'),
    /** Exception entries: the error's name, message and stack. */
    json: text('json'),
    requestId: text('request_id'),
  },
  (t) => [index('system_logs_category_order').on(t.category, t.createdAt, t.id)],
);
