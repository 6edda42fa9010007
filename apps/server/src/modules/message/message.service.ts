import type {
  MessageInfo,
  MessageList,
  MessageListItem,
  MessageListQuery,
  MessageReadAllBody,
  MessageUnreadCount,
} from '@platform/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { newId } from '../../shared/ids.ts';
import { keysetPage } from '../../shared/record-kit/keyset-page.ts';
import { pageOf } from '../../shared/record-kit/page-of.ts';
import {
  countUnreadByType,
  deleteUserMessages,
  findUserMessage,
  hasMessageAttachment,
  insertMessageWithReceivers,
  listUserMessages,
  markUserMessageRead,
  markUserMessagesRead,
  messageKeyValues,
  messageOrderKeys,
} from './message.repository.ts';

interface ListRow {
  id: string;
  title: string;
  type: number;
  flowType: number | null;
  isRead: number;
  releaseUser: string | null;
  releaseTime: Date;
  excerpt: string | null;
}

function toListItem(row: ListRow): MessageListItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    flowType: row.flowType,
    isRead: row.isRead === 1 ? '1' : '0',
    releaseUser: row.releaseUser,
    releaseTime: row.releaseTime.getTime(),
    excerpt: row.excerpt,
  };
}

/** The caller's messages, newest first by default (drawer and message center). */
export async function listMessages(
  ctx: AppContext,
  userId: string,
  query: MessageListQuery,
): Promise<MessageList> {
  const keyset = keysetPage(query, messageOrderKeys(query.sort));
  const { rows, total } = await listUserMessages(
    ctx.db,
    userId,
    { keyword: query.keyword, type: query.type, isRead: query.isRead },
    keyset.walk,
  );
  return pageOf(rows.map(toListItem), total, query, keyset.cursorsOf(rows, messageKeyValues));
}

/**
 * Mark-all-read with the drawer's filters. Only the caller's unread rows change; with the
 * "read only" filter (isRead 1) there is nothing to mark.
 */
export async function readAllMessages(
  ctx: AppContext,
  userId: string,
  filter: MessageReadAllBody | null | undefined,
): Promise<{ count: number }> {
  if (filter?.isRead === 1) return { count: 0 };
  const count = await markUserMessagesRead(
    ctx.db,
    userId,
    { keyword: filter?.keyword, type: filter?.type },
    ctx.now(),
  );
  return { count };
}

/** Opens one of the caller's messages and marks it read; someone else's is 404. */
export async function readMessage(ctx: AppContext, userId: string, messageId: string): Promise<MessageInfo> {
  const row = await findUserMessage(ctx.db, userId, messageId);
  if (!row) throw notFound();
  if (row.isRead === 0) await markUserMessageRead(ctx.db, userId, messageId, ctx.now());
  return { ...toListItem({ ...row, isRead: 1 }), bodyText: row.bodyText, files: row.files };
}

/**
 * DELETE /message/Record: takes the messages off the caller's list (their receiver rows). The message
 * stays for its other receivers; ids that are not the caller's change nothing.
 */
export async function removeMessageRecords(
  ctx: AppContext,
  userId: string,
  messageIds: string[],
): Promise<{ count: number }> {
  return { count: await deleteUserMessages(ctx.db, userId, [...new Set(messageIds)]) };
}

/** Bell badge counts per type: 1 system, 2 flow, 3 notice, 4 schedule (JNPF initMessage names). */
export async function getUnreadCount(ctx: AppContext, userId: string): Promise<MessageUnreadCount> {
  const byType = new Map((await countUnreadByType(ctx.db, userId)).map((r) => [r.type, r.total]));
  const of = (type: number) => byType.get(type) ?? 0;
  return {
    unreadTotalCount: [...byType.values()].reduce((a, b) => a + b, 0),
    unreadSystemMessageCount: of(1),
    unreadMessageCount: of(2),
    unreadNoticeCount: of(3),
    unreadScheduleCount: of(4),
  };
}

/** Lets the file module serve a message attachment to the message's receivers. */
export async function isFileAttachedToUserMessage(
  ctx: AppContext,
  userId: string,
  fileId: string,
): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(fileId)) return false;
  return hasMessageAttachment(ctx.db, userId, fileId);
}

export interface NewMessage {
  /** Given when the sender records the id in the same transaction; new otherwise. */
  id?: string;
  type: number;
  title: string;
  bodyText: string | null;
  excerpt: string | null;
  files: string | null;
  releaseUserId: string;
  releaseTime: Date;
}

/**
 * Sends one message to these users (each once) through `db`, the caller's transaction when the message
 * belongs to a larger change; returns the message id. Once that transaction has committed, the caller
 * announces it to the receivers' open tabs with `pushMessage` (realtime/realtime-notify.ts).
 */
export async function deliverMessage(
  db: Db,
  message: NewMessage,
  userIds: readonly string[],
): Promise<string> {
  const id = message.id ?? newId();
  await insertMessageWithReceivers(db, { ...message, id }, [...new Set(userIds)], newId);
  return id;
}
