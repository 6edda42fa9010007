import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.ts';

/** In-app messages: type 1 system, 2 flow, 3 notice, 4 schedule. */
export const messages = pgTable('messages', {
  id: id(),
  type: integer('type').notNull(),
  flowType: integer('flow_type'),
  title: text('title').notNull(),
  excerpt: text('excerpt'),
  bodyText: text('body_text'),
  /** JSON list of {fileId,name,fileSize,url}, kept as a string on the wire. */
  files: text('files'),
  releaseUserId: text('release_user_id'),
  releaseTime: ts('release_time').notNull().defaultNow(),
  createdAt: createdAt(),
});

export const messageReceivers = pgTable(
  'message_receivers',
  {
    id: id(),
    messageId: text('message_id').notNull(),
    userId: text('user_id').notNull(),
    isRead: integer('is_read').notNull().default(0),
    readTime: ts('read_time'),
    /**
     * The message's release time, copied here when it is sent: a receiver's list is ordered by it, and
     * one index of this table then serves the order (no sort of everything the receiver ever got).
     */
    releaseTime: ts('release_time').notNull(),
    /** The message's type, copied the same way: the bell's unread counts per type read this table alone. */
    type: integer('type').notNull(),
  },
  (t) => [
    uniqueIndex('message_receivers_pair').on(t.messageId, t.userId),
    index('message_receivers_user_read_order').on(t.userId, t.isRead, t.releaseTime, t.messageId),
    index('message_receivers_user_order').on(t.userId, t.releaseTime, t.messageId),
    index('message_receivers_user_read_type').on(t.userId, t.isRead, t.type),
  ],
);
