import { and, asc, count, desc, eq, gt, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { chatConversations, chatMessages, organizations, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

/** The conversation's key, the same from both sides. */
export function pairKeyOf(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** What the chat shows of a user: names, avatar, main organization, and whether they may receive. */
export async function findChatUsers(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      account: users.account,
      realName: users.realName,
      headIcon: users.headIcon,
      enabledMark: users.enabledMark,
      department: organizations.fullName,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizeId))
    .where(inArray(users.id, ids));
}

/**
 * Stores a message and brings both sides' conversations forward: each shows it as the latest and a
 * conversation the owner removed from their list comes back.
 */
export async function insertChatMessage(tx: Tx, row: typeof chatMessages.$inferInsert & { sendTime: Date }) {
  await tx.insert(chatMessages).values(row);
  for (const [ownerId, partnerId] of [
    [row.sendUserId, row.receiveUserId],
    [row.receiveUserId, row.sendUserId],
  ]) {
    await tx
      .insert(chatConversations)
      .values({ ownerId, partnerId, latestMessageId: row.id, latestTime: row.sendTime, isRemoved: 0 })
      .onConflictDoUpdate({
        target: [chatConversations.ownerId, chatConversations.partnerId],
        set: { latestMessageId: row.id, latestTime: row.sendTime, isRemoved: 0 },
      });
  }
}

export async function findConversation(db: Db, ownerId: string, partnerId: string) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.ownerId, ownerId), eq(chatConversations.partnerId, partnerId)));
  return row;
}

/** Messages of the conversation the owner still sees (sent after they cleared it), keyword over text. */
function visibleMessages(
  ownerId: string,
  partnerId: string,
  clearedAt: Date | null | undefined,
  keyword?: string,
) {
  const conditions: (SQL | undefined)[] = [eq(chatMessages.pairKey, pairKeyOf(ownerId, partnerId))];
  if (clearedAt) conditions.push(gt(chatMessages.sendTime, clearedAt));
  if (keyword) {
    conditions.push(
      eq(chatMessages.contentType, 'text'),
      ilike(chatMessages.content, containsPattern(keyword)),
    );
  }
  return and(...conditions);
}

/** One page of the conversation, newest first, and the number of its messages. */
export async function findChatMessagePage(
  db: Db,
  filter: { ownerId: string; partnerId: string; keyword?: string; offset: number; limit: number },
) {
  const conversation = await findConversation(db, filter.ownerId, filter.partnerId);
  const where = visibleMessages(filter.ownerId, filter.partnerId, conversation?.clearedAt, filter.keyword);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(chatMessages)
      .where(where)
      .orderBy(desc(chatMessages.sendTime), desc(chatMessages.id))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(chatMessages).where(where),
  ]);
  return { rows, total };
}

/** Marks what `senderId` sent to `receiverId` read; returns how many messages changed. */
export async function updateChatMessagesRead(db: Db | Tx, senderId: string, receiverId: string, now: Date) {
  const changed = await db
    .update(chatMessages)
    .set({ state: 1, receiveTime: now })
    .where(
      and(
        eq(chatMessages.receiveUserId, receiverId),
        eq(chatMessages.state, 0),
        eq(chatMessages.sendUserId, senderId),
      ),
    )
    .returning({ id: chatMessages.id });
  return changed.length;
}

/** Unread messages to the user per sender, with the newest of each. */
export async function findUnreadBySender(db: Db, receiverId: string) {
  const unread = and(eq(chatMessages.receiveUserId, receiverId), eq(chatMessages.state, 0));
  const [counts, latest] = await Promise.all([
    db
      .select({ sendUserId: chatMessages.sendUserId, unread: count() })
      .from(chatMessages)
      .where(unread)
      .groupBy(chatMessages.sendUserId),
    db
      .selectDistinctOn([chatMessages.sendUserId])
      .from(chatMessages)
      .where(unread)
      .orderBy(asc(chatMessages.sendUserId), desc(chatMessages.sendTime), desc(chatMessages.id)),
  ]);
  return { counts, latest };
}

/** The owner's conversations still on their list, newest first, with the latest message they see. */
export async function findConversationList(db: Db, ownerId: string, limit: number) {
  return db
    .select({
      partnerId: chatConversations.partnerId,
      latestTime: chatConversations.latestTime,
      content: chatMessages.content,
      contentType: chatMessages.contentType,
      sendTime: chatMessages.sendTime,
    })
    .from(chatConversations)
    .leftJoin(chatMessages, eq(chatMessages.id, chatConversations.latestMessageId))
    .where(and(eq(chatConversations.ownerId, ownerId), eq(chatConversations.isRemoved, 0)))
    .orderBy(desc(chatConversations.latestTime), asc(chatConversations.partnerId))
    .limit(limit);
}

/** Hides the conversation from its owner's list (it comes back with the next message). */
export async function updateConversationRemoved(db: Db, ownerId: string, partnerId: string) {
  await db
    .update(chatConversations)
    .set({ isRemoved: 1 })
    .where(and(eq(chatConversations.ownerId, ownerId), eq(chatConversations.partnerId, partnerId)));
}

/** Clears the conversation for its owner: earlier messages are hidden from them and no longer unread. */
export async function updateConversationCleared(db: Db, ownerId: string, partnerId: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx
      .update(chatConversations)
      .set({ clearedAt: now, latestMessageId: null, isRemoved: 1 })
      .where(and(eq(chatConversations.ownerId, ownerId), eq(chatConversations.partnerId, partnerId)));
    await updateChatMessagesRead(tx, partnerId, ownerId, now);
  });
}

/** Whether the user sent or received a chat message showing this file. */
export async function hasChatMessageWithFile(db: Db, userId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.fileId, fileId),
        or(eq(chatMessages.sendUserId, userId), eq(chatMessages.receiveUserId, userId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
