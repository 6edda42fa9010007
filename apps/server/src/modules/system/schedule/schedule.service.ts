import {
  type CreateScheduleBody,
  formatMessage,
  type Language,
  MAX_SCHEDULE_RANGE_DAYS,
  type MessageKey,
  type ScheduleDetail,
  type ScheduleDetailQuery,
  type ScheduleInfo,
  type ScheduleListItem,
  type ScheduleListQuery,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { usersByIds } from '../../permission/users/users-picker.service.ts';
import { getSysConfig } from '../sys-config/sys-config.service.ts';
import {
  deleteSchedules,
  deleteScheduleUser,
  findFirstOfGroup,
  findGroupRows,
  findLastStartBefore,
  findSchedule,
  findScheduleUsers,
  findUserSchedulesInRange,
  insertSchedules,
  isScheduleUser,
  type ScheduleRow,
  updateRepeatTimeBefore,
} from './schedule.repository.ts';
import { categoryName, checkCategory, checkParticipants } from './schedule-checks.ts';
import { pushScheduleMessages, type ScheduleMessageKind, writeScheduleMessage } from './schedule-messages.ts';
import { CHOSEN, scheduleFieldsOf, seriesRows } from './schedule-rows.ts';
import { endOfDayOf, occurrenceStarts, scheduleTimes } from './schedule-times.ts';
import { parseWallText } from './wall-clock.ts';

/*
 * 日程. Every signed-in user keeps their own calendar: the creator edits and deletes an entry; its
 * participants read it, and a participant's delete takes them out of it. Anyone else is told the
 * entry does not exist.
 */

const LIST_LIMIT = 2000;
const URGENCY_NAMES: Record<number, MessageKey> = {
  1: 'schedule.urgent.1',
  2: 'schedule.urgent.2',
  3: 'schedule.urgent.3',
};
const DAY_MS = 86_400_000;
type Scope = 1 | 2 | 3;

/** The edit/delete scope of the path: 1 this one, 2 this and the following, 3 all. */
function scopeOf(type: string): Scope {
  if (type === '1' || type === '2' || type === '3') return Number(type) as Scope;
  throw badRequest('schedule.scopeRequired');
}

/** The occurrence, when the caller created it or takes part in it. */
async function requireVisible(ctx: AppContext, caller: SessionUser, row: ScheduleRow | undefined) {
  if (row && (row.creatorUserId === caller.userId || (await isScheduleUser(ctx.db, row.id, caller.userId)))) {
    return row;
  }
  throw notFound('schedule.notFound');
}

/** A query's 'yyyy-MM-dd HH:mm' range in the platform's zone, at most MAX_SCHEDULE_RANGE_DAYS long. */
export function rangeOf(startText: string, endText: string, timeZone: string): { start: Date; end: Date } {
  const start = parseWallText(startText, timeZone);
  const end = parseWallText(endText, timeZone);
  if (!start || !end || end <= start || end.getTime() - start.getTime() > MAX_SCHEDULE_RANGE_DAYS * DAY_MS) {
    throw badRequest('schedule.badRange', { max: MAX_SCHEDULE_RANGE_DAYS });
  }
  return { start, end };
}

/** The caller's occurrences in a range (list and export). */
export async function findCallerSchedules(ctx: AppContext, caller: SessionUser, start: Date, end: Date) {
  const rows = await findUserSchedulesInRange(ctx.db, caller.userId, start, end, LIST_LIMIT);
  return rows.map((r) => r.schedule);
}

/** GET /Schedule: an all-day entry ends at the next day's 00:00 (23:59:59 + 1 s), as the original's calendar wants. */
export async function listSchedules(
  ctx: AppContext,
  caller: SessionUser,
  query: ScheduleListQuery,
): Promise<{ list: ScheduleListItem[] }> {
  const { timeZone } = await getSysConfig(ctx);
  const { start, end } = rangeOf(query.startTime, query.endTime, timeZone);
  const rows = await findCallerSchedules(ctx, caller, start, end);
  return {
    list: rows.map((row) => {
      const item = scheduleFieldsOf(row);
      return row.allDay === 1 ? { ...item, endDay: item.endDay + 1000 } : item;
    }),
  };
}

/** GET /Schedule/{id}: the entry and its chosen participants. */
export async function getSchedule(ctx: AppContext, caller: SessionUser, id: string): Promise<ScheduleInfo> {
  const row = await requireVisible(ctx, caller, await findSchedule(ctx.db, id));
  const users = await findScheduleUsers(ctx.db, [row.id]);
  return {
    ...scheduleFieldsOf(row),
    toUserIds: users.filter((u) => u.type === CHOSEN).map((u) => u.userId),
    files: row.files,
  };
}

/** GET /Schedule/detail: the 查看日程 dialog's read, names instead of ids. */
export async function getScheduleDetail(
  ctx: AppContext,
  caller: SessionUser,
  lang: Language,
  query: ScheduleDetailQuery,
): Promise<ScheduleDetail> {
  const found = query.id
    ? await findSchedule(ctx.db, query.id)
    : query.groupId
      ? await findFirstOfGroup(ctx.db, query.groupId)
      : undefined;
  const row = await requireVisible(ctx, caller, found);
  const chosen = (await findScheduleUsers(ctx.db, [row.id]))
    .filter((u) => u.type === CHOSEN)
    .map((u) => u.userId);
  const { list: people } = await usersByIds(ctx, [...new Set([row.creatorUserId, ...chosen])]);
  const nameOf = (userId: string) => people.find((p) => p.id === userId)?.fullName;
  const category = await categoryName(ctx, row.category, lang);
  return {
    ...scheduleFieldsOf(row),
    category,
    type: category,
    urgent: formatMessage(URGENCY_NAMES[row.urgent] ?? 'schedule.urgent.1', lang),
    creatorUserId: nameOf(row.creatorUserId) ?? '',
    toUserIds: chosen.flatMap((userId) => nameOf(userId) ?? []).join(','),
    files: row.files,
    isCreator: row.creatorUserId === caller.userId,
  };
}

/** Writes a new series (its first rows taking `reuseIds`); answers its first occurrence. */
async function writeSeries(
  db: Db,
  ctx: AppContext,
  caller: SessionUser,
  body: CreateScheduleBody,
  reuseIds: readonly string[],
  timeZone: string,
) {
  const times = scheduleTimes(body, timeZone);
  const starts = occurrenceStarts(times, timeZone);
  const { rows, users } = seriesRows({
    body,
    times,
    starts,
    creatorId: caller.userId,
    groupId: newId(),
    reuseIds,
    now: ctx.now(),
  });
  await insertSchedules(db, rows, users);
  return (await findSchedule(db, rows[0]?.id ?? '')) as ScheduleRow;
}

/** Tells these users but the caller about an occurrence, in the caller's transaction. */
function tellOthers(
  ctx: AppContext,
  db: Db,
  caller: SessionUser,
  message: { row: ScheduleRow; kind: ScheduleMessageKind | 'changed'; userIds: readonly string[] },
  timeZone: string,
) {
  return writeScheduleMessage(db, message.row, message.kind, {
    userIds: message.userIds.filter((id) => id !== caller.userId),
    senderId: caller.userId,
    at: ctx.now(),
    timeZone,
  });
}

/** POST /Schedule: the series in one transaction; the chosen participants get a message. */
export async function createSchedule(
  ctx: AppContext,
  caller: SessionUser,
  body: CreateScheduleBody,
): Promise<void> {
  const { timeZone } = await getSysConfig(ctx);
  occurrenceStarts(scheduleTimes(body, timeZone), timeZone);
  await checkParticipants(ctx, body);
  await checkCategory(ctx, body);
  const sent = await ctx.db.transaction(async (tx) => {
    const first = await writeSeries(tx, ctx, caller, body, [], timeZone);
    return tellOthers(ctx, tx, caller, { row: first, kind: '2', userIds: body.toUserIds ?? [] }, timeZone);
  });
  pushScheduleMessages(ctx, [sent]);
}

/** The occurrences a scope covers, cutting the series short before them for scope 2. */
async function scopedRows(db: Db, row: ScheduleRow, scope: Scope, timeZone: string): Promise<ScheduleRow[]> {
  if (scope === 1) return [row];
  if (scope === 3) return findGroupRows(db, row.groupId);
  if (row.repeatTime) {
    const last = await findLastStartBefore(db, row.groupId, row.startDay);
    if (last) await updateRepeatTimeBefore(db, row.groupId, row.startDay, endOfDayOf(last, timeZone));
  }
  return findGroupRows(db, row.groupId, row.startDay);
}

/**
 * PUT /Schedule/{id}/{type}: the covered occurrences are replaced by a new series built from the body
 * (a new group; scope 1 makes the one occurrence a single entry), keeping their ids in order.
 */
export async function updateSchedule(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  type: string,
  body: CreateScheduleBody,
): Promise<void> {
  const scope = scopeOf(type);
  const row = await requireVisible(ctx, caller, await findSchedule(ctx.db, id));
  if (row.creatorUserId !== caller.userId) throw forbidden('schedule.notCreator');
  const { timeZone } = await getSysConfig(ctx);
  const edited: CreateScheduleBody = scope === 1 ? { ...body, repetition: 1, repeatTime: null } : body;
  occurrenceStarts(scheduleTimes(edited, timeZone), timeZone);
  await checkParticipants(ctx, edited);
  await checkCategory(ctx, edited, row.category);
  const sent = await ctx.db.transaction(async (tx) => {
    const replaced = await scopedRows(tx, row, scope, timeZone);
    const ids = replaced.map((r) => r.id);
    await deleteSchedules(tx, ids);
    const first = await writeSeries(tx, ctx, caller, edited, ids, timeZone);
    return tellOthers(
      ctx,
      tx,
      caller,
      { row: first, kind: 'changed', userIds: edited.toUserIds ?? [] },
      timeZone,
    );
  });
  pushScheduleMessages(ctx, [sent]);
}

/**
 * DELETE /Schedule/{id}/{type}: the creator deletes the covered occurrences (their participants are
 * told); a participant only leaves them.
 */
export async function removeSchedule(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  type: string,
): Promise<void> {
  const scope = scopeOf(type);
  const row = await requireVisible(ctx, caller, await findSchedule(ctx.db, id));
  const { timeZone } = await getSysConfig(ctx);
  const isCreator = row.creatorUserId === caller.userId;
  const sent = await ctx.db.transaction(async (tx) => {
    if (!isCreator) {
      const covered =
        scope === 1 ? [row] : await findGroupRows(tx, row.groupId, scope === 2 ? row.startDay : undefined);
      await deleteScheduleUser(
        tx,
        covered.map((r) => r.id),
        caller.userId,
      );
      return undefined;
    }
    const participants = (await findScheduleUsers(tx, [row.id])).map((u) => u.userId);
    const covered = await scopedRows(tx, row, scope, timeZone);
    await deleteSchedules(
      tx,
      covered.map((r) => r.id),
    );
    return tellOthers(ctx, tx, caller, { row, kind: '3', userIds: participants }, timeZone);
  });
  pushScheduleMessages(ctx, [sent]);
}
