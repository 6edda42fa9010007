import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, enabledMark, id, sortCode, ts, updatedAt, updatedBy } from './columns.ts';

/**
 * 系统公告: enabledMark 0 draft, 1 released (expired is computed from expiration_time). Releasing copies
 * the notice into one type-3 message (message_id) with a receiver row per target user.
 */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    title: text('title').notNull(),
    /** Sanitised rich text. */
    bodyText: text('body_text'),
    excerpt: text('excerpt'),
    /** JSON list of {fileId,name,fileSize,url}, kept as a string on the wire. */
    files: text('files'),
    /** Comma-joined picker selections (`<id>--<type>`); '' = every enabled user. */
    toUserIds: text('to_user_ids').notNull().default(''),
    category: text('category'),
    coverImage: text('cover_image'),
    expirationTime: ts('expiration_time'),
    releaseUserId: text('release_user_id'),
    releaseTime: ts('release_time'),
    messageId: text('message_id'),
    sortCode: sortCode(),
    enabledMark: enabledMark(),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [index('notices_created_order').on(t.createdAt, t.id)],
);
