import {
  MESSAGE_SEND_TYPE_NAMES,
  MESSAGE_SOURCE_NAMES,
  type MessageMonitorInfo,
  type MessageMonitorListItem,
  type MessageMonitorListQuery,
  type MessageSendType,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import {
  deleteMonitors,
  deleteOldestMonitors,
  findMonitor,
  findMonitorPage,
  findUserNames,
  insertMonitorRow,
  type MonitorRow,
} from './message-monitor.repository.ts';

/*
 * 消息监控: every sender records what it sent through `recordMessageSend` (in its own transaction when
 * the send writes to the database, so a rolled-back send leaves no record). The list and the detail
 * answer the type and source by name, as the original does; deleting and emptying are logged.
 */

const DAY_MS = 86_400_000;
const EMPTY_BATCH = 5000;
const WEBHOOK = '6';

/** What a sender knows of one send. */
export interface MessageSendRecord {
  messageType: string;
  messageSource: string | null;
  title: string | null;
  content: string | null;
  /** User ids; none for a webhook. */
  receiverIds: readonly string[];
  account?: { id: string; fullName: string | null; enCode: string | null } | null;
  templateId?: string | null;
  sendTime: Date;
  senderId: string;
  /** The failure's text, in the caller's language; absent when the send succeeded. */
  error?: string | null;
}

/** Writes the record of one send through `db` (the sender's transaction when it has one). */
export async function recordMessageSend(db: Db, send: MessageSendRecord): Promise<void> {
  await insertMonitorRow(db, {
    id: newId(),
    accountId: send.account?.id ?? null,
    accountName: send.account?.fullName ?? null,
    accountCode: send.account?.enCode ?? null,
    messageType: send.messageType,
    messageSource: send.messageSource,
    sendTime: send.sendTime,
    messageTemplateId: send.templateId ?? null,
    title: send.title,
    receiveUser: send.receiverIds.length ? [...new Set(send.receiverIds)].join(',') : null,
    content: send.content,
    isSuccess: send.error ? '0' : '1',
    errorMessage: send.error ?? null,
    createdBy: send.senderId,
  });
}

const typeName = (code: string) => MESSAGE_SEND_TYPE_NAMES[code as MessageSendType] ?? code;
const sourceName = (code: string | null) => (code === null ? null : (MESSAGE_SOURCE_NAMES[code] ?? code));

function toListItem(row: MonitorRow): MessageMonitorListItem {
  return {
    id: row.id,
    messageType: typeName(row.messageType),
    messageSource: sourceName(row.messageSource),
    sendTime: row.sendTime.getTime(),
    title: row.title,
    messageTypeCode: row.messageType,
    messageSourceCode: row.messageSource,
    isSuccess: row.isSuccess === '0' ? '0' : '1',
    errorMessage: row.errorMessage,
  };
}

export async function listMessageMonitors(ctx: AppContext, query: MessageMonitorListQuery) {
  const { rows, total } = await findMonitorPage(ctx.db, {
    keyword: query.keyword,
    messageType: query.messageType,
    messageSource: query.messageSource,
    from: query.startTime === undefined ? undefined : new Date(query.startTime),
    // The end is a day the client picked (its midnight): that whole day is included.
    before: query.endTime === undefined ? undefined : new Date(query.endTime + DAY_MS),
    ...pageWindow(query),
  });
  return pageOf(rows.map(toListItem), total, query);
}

async function requireMonitor(ctx: AppContext, id: string) {
  const row = await findMonitor(ctx.db, id);
  if (!row) throw notFound('messageMonitor.notFound');
  return row;
}

function toInfo(row: MonitorRow, receiveUser: string | null): MessageMonitorInfo {
  return {
    ...toListItem(row),
    accountId: row.accountId,
    accountName: row.accountName,
    accountCode: row.accountCode,
    messageTemplateId: row.messageTemplateId,
    receiveUser,
    content: row.content,
  };
}

/** GET /MessageMonitor/{id}: the record as stored (receivers as ids). */
export async function getMessageMonitor(ctx: AppContext, id: string) {
  const row = await requireMonitor(ctx, id);
  return toInfo(row, row.receiveUser);
}

/** GET /MessageMonitor/detail/{id}: the receivers by name (a webhook has none). */
export async function getMessageMonitorDetail(ctx: AppContext, id: string) {
  const row = await requireMonitor(ctx, id);
  if (row.messageType === WEBHOOK || !row.receiveUser) return toInfo(row, row.receiveUser);
  const names = await findUserNames(ctx.db, row.receiveUser.split(','));
  return toInfo(row, names.join(','));
}

function logRemoval(ctx: AppContext, caller: SessionUser, recordId: string, count: number) {
  ctx.systemLog?.operation({
    userId: caller.userId,
    account: caller.account,
    moduleName: 'message_monitors',
    action: 'remove',
    recordId,
    before: { count },
    after: null,
  });
}

export async function removeMessageMonitors(ctx: AppContext, caller: SessionUser, ids: string[]) {
  const count = await deleteMonitors(ctx.db, ids);
  logRemoval(ctx, caller, ids.join(',').slice(0, 500), count);
  return { count };
}

/** Deletes every record, in batches (the table grows with every send). */
export async function emptyMessageMonitors(ctx: AppContext, caller: SessionUser) {
  let count = 0;
  for (;;) {
    const deleted = await deleteOldestMonitors(ctx.db, EMPTY_BATCH);
    count += deleted;
    if (deleted < EMPTY_BATCH) break;
  }
  logRemoval(ctx, caller, 'all', count);
  return { count };
}
