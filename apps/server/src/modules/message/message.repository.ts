import { MESSAGE_TYPES } from '@platform/contracts';
import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messageReceivers, messages, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../shared/like-pattern.ts';
import { inListOrder, type PageWalk } from '../../shared/record-kit/keyset-page.ts';
import { EXACT_TOTAL_LIMIT, listTotal } from '../../shared/record-kit/list-total.ts';
import type { OrderKey } from '../../shared/record-kit/order-keys.ts';

export interface MessageFilter {
  keyword?: string;
  type?: number;
  isRead?: number;
}

/** Message columns of a list row; the sender's name comes from a display-only join on users. */
const listColumns = {
  id: messages.id,
  title: messages.title,
  type: messages.type,
  flowType: messages.flowType,
  isRead: messageReceivers.isRead,
  releaseUser: users.realName,
  /** The receiver's copy of the release time: the key of their list's order. */
  releaseTime: messageReceivers.releaseTime,
  excerpt: messages.excerpt,
};

function messageConditions(filter: MessageFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.type !== undefined) conditions.push(eq(messages.type, filter.type));
  if (filter.keyword) conditions.push(ilike(messages.title, containsPattern(filter.keyword)));
  return conditions;
}

/**
 * Always scoped to one receiver: a user can only ever reach their own message_receivers rows. The read
 * state and the type are the receiver row's own; the title is tested by the message's key, per row
 * walked, so a page walks the receiver's index in order and stops after it.
 */
function receiverConditions(userId: string, filter: MessageFilter): SQL[] {
  const conditions = [eq(messageReceivers.userId, userId)];
  if (filter.isRead !== undefined) conditions.push(eq(messageReceivers.isRead, filter.isRead));
  if (filter.type !== undefined) conditions.push(eq(messageReceivers.type, filter.type));
  if (filter.keyword)
    conditions.push(
      sql`exists (select 1 from ${messages} where ${messages.id} = ${messageReceivers.messageId} and ${ilike(messages.title, containsPattern(filter.keyword))})`,
    );
  return conditions;
}

/**
 * A receiver's messages by release time, the message id breaking ties; with the read filter the
 * order follows it (message_receivers_user_order, message_receivers_user_read_order).
 */
export function messageOrderKeys(sort: 'asc' | 'desc'): OrderKey[] {
  return [
    { column: messageReceivers.releaseTime, direction: sort },
    { column: messageReceivers.messageId, direction: sort },
  ];
}

/** The values of the order's keys on a list row, for the page's cursors. */
export const messageKeyValues = (row: { releaseTime: Date; id: string }) => [row.releaseTime, row.id];

/**
 * The query of one page of the receiver's messages. The page's message ids come from the receiver's
 * index alone (a deep page by number counts off index entries, not joined rows); only those rows are
 * then joined to the messages and their senders.
 */
export function userMessagesPage(db: Db, userId: string, filter: MessageFilter, walk: PageWalk) {
  const page = db
    .select({ messageId: messageReceivers.messageId })
    .from(messageReceivers)
    .where(and(...receiverConditions(userId, filter), walk.after))
    .orderBy(...walk.orderBy)
    .limit(walk.limit)
    .offset(walk.offset)
    .as('page');
  return db
    .select(listColumns)
    .from(page)
    .innerJoin(
      messageReceivers,
      and(eq(messageReceivers.messageId, page.messageId), eq(messageReceivers.userId, userId)),
    )
    .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
    .leftJoin(users, eq(users.id, messages.releaseUserId))
    .orderBy(...walk.orderBy);
}

export async function listUserMessages(db: Db, userId: string, filter: MessageFilter, walk: PageWalk) {
  const [rows, total] = await Promise.all([
    userMessagesPage(db, userId, filter, walk),
    listTotal(db, messageReceivers, and(...receiverConditions(userId, filter))),
  ]);
  return { rows: inListOrder(walk, rows), total };
}

/** Marks the receiver's unread messages that match the filter read; returns how many changed. */
export async function markUserMessagesRead(
  db: Db,
  userId: string,
  filter: Omit<MessageFilter, 'isRead'>,
  at: Date,
): Promise<number> {
  const conditions = [eq(messageReceivers.userId, userId), eq(messageReceivers.isRead, 0)];
  const messageFilter = messageConditions(filter);
  if (messageFilter.length > 0) {
    const matching = db
      .select({ id: messages.id })
      .from(messages)
      .where(and(...messageFilter));
    conditions.push(inArray(messageReceivers.messageId, matching));
  }
  const changed = await db
    .update(messageReceivers)
    .set({ isRead: 1, readTime: at })
    .where(and(...conditions))
    .returning({ id: messageReceivers.id });
  return changed.length;
}

export async function findUserMessage(db: Db, userId: string, messageId: string) {
  const rows = await db
    .select({ ...listColumns, bodyText: messages.bodyText, files: messages.files })
    .from(messageReceivers)
    .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
    .leftJoin(users, eq(users.id, messages.releaseUserId))
    .where(and(eq(messageReceivers.userId, userId), eq(messageReceivers.messageId, messageId)))
    .limit(1);
  return rows[0];
}

export async function markUserMessageRead(db: Db, userId: string, messageId: string, at: Date) {
  await db
    .update(messageReceivers)
    .set({ isRead: 1, readTime: at })
    .where(
      and(
        eq(messageReceivers.userId, userId),
        eq(messageReceivers.messageId, messageId),
        eq(messageReceivers.isRead, 0),
      ),
    );
}

/**
 * The receiver's unread messages of each type, each counted no further than `limit` + 1 (the bell shows
 * 99+ long before): one index range per type (message_receivers_user_read_type), never the whole list.
 */
export async function countUnreadByType(db: Db, userId: string, limit = EXACT_TOTAL_LIMIT) {
  const result = await db.execute(sql`
    select t.type::int as type,
           (select count(*)::int from (
              select 1 from ${messageReceivers}
              where ${messageReceivers.userId} = ${userId} and ${messageReceivers.isRead} = 0
                and ${messageReceivers.type} = t.type
              limit ${limit + 1}) capped) as total
    from unnest(array[${sql.join(
      MESSAGE_TYPES.map((type) => sql`${type}`),
      sql`, `,
    )}]::int[]) as t(type)`);
  return (result as unknown as { rows: { type: number; total: number }[] }).rows;
}

/**
 * True when one of the user's messages lists the file in its `files` JSON. The needle is a bound
 * parameter matched with strpos (no LIKE wildcards); ids are [A-Za-z0-9_-] only.
 */
export async function hasMessageAttachment(db: Db, userId: string, fileId: string): Promise<boolean> {
  // Compact JSON (JSON.stringify) and the one-space style both match.
  const compact = `"fileId":"${fileId}"`;
  const spaced = `"fileId": "${fileId}"`;
  const rows = await db
    .select({ id: messageReceivers.id })
    .from(messageReceivers)
    .innerJoin(messages, eq(messages.id, messageReceivers.messageId))
    .where(
      and(
        eq(messageReceivers.userId, userId),
        sql`(strpos(${messages.files}, ${compact}) > 0 or strpos(${messages.files}, ${spaced}) > 0)`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Removes the receiver's rows of these messages (never another user's); returns how many went. */
export async function deleteUserMessages(db: Db, userId: string, messageIds: string[]): Promise<number> {
  const removed = await db
    .delete(messageReceivers)
    .where(and(eq(messageReceivers.userId, userId), inArray(messageReceivers.messageId, messageIds)))
    .returning({ id: messageReceivers.id });
  return removed.length;
}

/** Receiver rows per insert statement: well under the protocol's bind-parameter limit. */
const RECEIVER_BATCH = 1000;

/** Inserts one message and a receiver row per user (call inside the sender's transaction). */
export async function insertMessageWithReceivers(
  db: Db,
  message: typeof messages.$inferInsert & { releaseTime: Date },
  userIds: readonly string[],
  newId: () => string,
): Promise<void> {
  await db.insert(messages).values(message);
  for (let start = 0; start < userIds.length; start += RECEIVER_BATCH) {
    await db.insert(messageReceivers).values(
      userIds.slice(start, start + RECEIVER_BATCH).map((userId) => ({
        id: newId(),
        messageId: message.id,
        userId,
        releaseTime: message.releaseTime,
        type: message.type,
      })),
    );
  }
}
