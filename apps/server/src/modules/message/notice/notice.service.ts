import {
  type CreateNoticeBody,
  type NoticeInfo,
  type NoticeList,
  type NoticeListBody,
  type NoticeListItem,
  sanitizeRichText,
  type UpdateNoticeBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notices } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import { unreadableFileIds } from '../../file/file.service.ts';
import type { MenuReadAccess } from '../../permission/authority/menu-grants.service.ts';
import { selectedUserIds } from '../../permission/users/users-selection.service.ts';
import { deliverMessage } from '../message.service.ts';
import { recordMessageSend } from '../monitor/message-monitor.service.ts';
import { pushMessage } from '../realtime/realtime-notify.ts';
import { findNotice, findNoticePage, type NoticeRow, updateNoticeReleasedRow } from './notice.repository.ts';
import { noticeGrants } from './notice-grants.service.ts';

/*
 * 系统公告. A notice is a draft (0) until it is released (1); only a draft may be edited or released, and
 * a release happens once. Releasing sends one type-3 message to every enabled user the notice targets
 * (everyone when it names nobody) and marks the notice released, in one transaction: either both
 * happen or neither. The body is sanitised on every write.
 */

const NOTICE_MESSAGE_TYPE = 3;
/** The original's msgSendType 站内信 and msgSourceType 公告. */
const STATION_MESSAGE_TYPE = '1';
const NOTICE_SOURCE = '1';
const DRAFT = 0;
const EXCERPT_LENGTH = 100;

const noticeRecords = recordKit<NoticeRow, MenuReadAccess>({
  table: notices,
  find: findNotice,
  grants: noticeGrants,
  notFound: 'notice.notFound',
  editable: [
    'title',
    'bodyText',
    'excerpt',
    'files',
    'toUserIds',
    'category',
    'coverImage',
    'expirationTime',
  ],
});

/** The body's fields as stored (only those it carries): sanitised HTML, JSON files, joined targets. */
function storedFields(body: UpdateNoticeBody) {
  const fields = {
    title: body.title,
    bodyText: body.bodyText === undefined ? undefined : body.bodyText && sanitizeRichText(body.bodyText),
    excerpt: body.excerpt,
    files: body.files === undefined ? undefined : body.files.length > 0 ? JSON.stringify(body.files) : null,
    toUserIds: body.toUserIds?.join(','),
    category: body.category,
    coverImage: body.coverImage,
    expirationTime:
      body.expirationTime === undefined ? undefined : body.expirationTime && new Date(body.expirationTime),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

const person = (name: string | null, account: string | null) => (name ? `${name}/${account}` : null);

/** 0 draft, 1 released, 2 released and past its expiration time. */
function shownState(row: NoticeRow, now: Date): number {
  if (row.enabledMark === DRAFT) return DRAFT;
  return row.expirationTime && row.expirationTime < now ? 2 : 1;
}

function toListItem(row: NoticeRow, now: Date): Required<NoticeListItem> {
  return {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    expirationTime: row.expirationTime?.getTime() ?? null,
    coverImage: row.coverImage,
    creatorUser: person(row.creatorName, row.creatorAccount) ?? '',
    creatorTime: row.createdAt.getTime(),
    lastModifyTime: row.updatedAt?.getTime() ?? null,
    releaseUser: row.enabledMark === DRAFT ? null : person(row.releaserName, row.releaserAccount),
    releaseTime: row.releaseTime?.getTime() ?? null,
    enabledMark: shownState(row, now),
  };
}

function toInfo(row: NoticeRow, now: Date): Required<NoticeInfo> {
  return { ...toListItem(row, now), bodyText: row.bodyText, files: row.files, toUserIds: row.toUserIds };
}

/** The text of sanitised HTML, for a message's excerpt. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Attachments new to the notice must be files the caller may open (their uploads, files sent to them). */
async function requireReadableFiles(
  ctx: AppContext,
  caller: SessionUser,
  files: UpdateNoticeBody['files'],
  stored: string | null = null,
): Promise<void> {
  if (!files) return;
  const kept = new Set((JSON.parse(stored ?? '[]') as { fileId: string }[]).map((file) => file.fileId));
  const added = files.filter((file) => !kept.has(file.fileId));
  const refused = await unreadableFileIds(
    ctx,
    caller.userId,
    added.map((file) => file.fileId),
  );
  const first = added.find((file) => refused.includes(file.fileId));
  if (first) throw badRequest('notice.attachmentNotFound', { name: first.name });
}

export function listNotices(
  ctx: AppContext,
  caller: SessionUser,
  body: NoticeListBody | null | undefined,
): Promise<NoticeList> {
  const query = body ?? { currentPage: 1, pageSize: 20 };
  const now = ctx.now();
  return noticeRecords.page(
    ctx,
    caller,
    query,
    (filter) =>
      findNoticePage(ctx.db, {
        keyword: query.keyword,
        states: query.enabledMark,
        categories: query.type,
        now,
        ...filter,
      }),
    (rows) => rows.map((row) => toListItem(row, now)),
  );
}

export function getNotice(ctx: AppContext, caller: SessionUser, id: string): Promise<NoticeInfo> {
  return noticeRecords.read(ctx, caller, id, (row) => toInfo(row, ctx.now()));
}

export function createNotice(ctx: AppContext, caller: SessionUser, body: CreateNoticeBody): Promise<string> {
  const fields = storedFields(body);
  return noticeRecords.create(
    ctx,
    caller,
    fields,
    { ...fields, enabledMark: DRAFT },
    { check: () => requireReadableFiles(ctx, caller, body.files) },
  );
}

export async function updateNotice(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdateNoticeBody,
): Promise<void> {
  await noticeRecords.update(ctx, caller, id, storedFields(body), {
    check: async (row) => {
      if (row.enabledMark !== DRAFT) throw badRequest('notice.releasedNotEditable');
      await requireReadableFiles(ctx, caller, body.files, row.files);
    },
  });
}

/** Deletes a notice; the messages a release delivered stay with their receivers. */
export function removeNotice(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  return noticeRecords.remove(ctx, caller, id);
}

/** PUT /Notice/{id}/Actions/Release: returns how many users received the notice. */
export async function releaseNotice(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
): Promise<{ count: number }> {
  const { row } = await noticeRecords.require(ctx, caller, id);
  if (row.enabledMark !== DRAFT) throw badRequest('notice.alreadyReleased');
  const releaseTime = ctx.now();
  const messageId = newId();
  const released = await ctx.db.transaction(async (tx) => {
    // The state is tested and changed first: a concurrent release waits on the row, then finds no draft.
    const isReleased = await updateNoticeReleasedRow(tx, id, {
      messageId,
      releaseUserId: caller.userId,
      releaseTime,
    });
    if (!isReleased) throw badRequest('notice.alreadyReleased');
    const targets = row.toUserIds ? row.toUserIds.split(',') : [];
    const userIds = await selectedUserIds(tx, targets);
    if (userIds.length === 0) throw badRequest('notice.noReceivers');
    const bodyText = row.bodyText ?? null;
    await deliverMessage(
      tx,
      {
        id: messageId,
        type: NOTICE_MESSAGE_TYPE,
        title: row.title,
        bodyText,
        excerpt: row.excerpt || (bodyText ? plainText(bodyText).slice(0, EXCERPT_LENGTH) : null) || null,
        files: row.files,
        releaseUserId: caller.userId,
        releaseTime,
      },
      userIds,
    );
    // 消息监控: a notice goes out as a 站内信 of the source 公告.
    await recordMessageSend(tx, {
      messageType: STATION_MESSAGE_TYPE,
      messageSource: NOTICE_SOURCE,
      title: row.title,
      content: bodyText,
      receiverIds: userIds,
      sendTime: releaseTime,
      senderId: caller.userId,
    });
    return { userIds: [...new Set(userIds)] };
  });
  // After the commit: a tab told of the message reads it at once.
  pushMessage(ctx, released.userIds, {
    id: messageId,
    type: NOTICE_MESSAGE_TYPE,
    title: row.title,
    releaseTime,
  });
  return { count: released.userIds.length };
}
