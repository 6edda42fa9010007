import type { CreateScheduleBody, ScheduleListItem } from '@platform/contracts';
import { newId } from '../../../shared/ids.ts';
import type { NewScheduleRow, ScheduleRow, ScheduleUserRow } from './schedule.repository.ts';
import { categoryOf } from './schedule-checks.ts';
import { reminderAt, type ScheduleTimes } from './schedule-times.ts';

/** Participant row types: the creator added because they were not chosen, and a chosen participant. */
export const CREATOR_ADDED = 1;
export const CHOSEN = 2;

export interface SeriesInput {
  body: CreateScheduleBody;
  times: ScheduleTimes;
  starts: Date[];
  creatorId: string;
  groupId: string;
  /** Ids to give the first occurrences (an edit keeps the ids of the occurrences it replaces). */
  reuseIds: readonly string[];
  now: Date;
}

/** The rows of a series: one per occurrence start, each with its participants. */
export function seriesRows(input: SeriesInput): { rows: NewScheduleRow[]; users: ScheduleUserRow[] } {
  const { body, times, creatorId, now } = input;
  const chosen = [...new Set(body.toUserIds ?? [])];
  const length = times.end.getTime() - times.start.getTime();
  const reminderTime = body.reminderTime ?? -2;
  const rows: NewScheduleRow[] = [];
  const users: ScheduleUserRow[] = [];
  input.starts.forEach((start, index) => {
    const id = input.reuseIds[index] ?? newId();
    const pushTime = reminderAt(start, times.isAllDay, reminderTime);
    rows.push({
      id,
      groupId: input.groupId,
      category: categoryOf(body) ?? null,
      urgent: Number(body.urgent ?? '1'),
      title: body.title,
      content: body.content ?? null,
      allDay: times.isAllDay ? 1 : 0,
      startDay: start,
      startTime: times.startTime,
      endDay: new Date(start.getTime() + length),
      endTime: times.endTime,
      duration: times.duration,
      color: body.color ?? null,
      reminderTime,
      reminderType: body.reminderType ?? 1,
      sendConfigId: body.send ?? null,
      sendConfigName: body.sendName ?? null,
      repetition: times.repetition,
      repeatTime: times.repeatTime,
      pushTime,
      // A reminder whose time has already passed on save is not sent (as the original).
      remindedAt: pushTime && pushTime.getTime() < now.getTime() ? now : null,
      files: body.files ?? null,
      creatorUserId: creatorId,
      createdAt: now,
      updatedAt: now,
    });
    for (const userId of chosen) users.push({ scheduleId: id, userId, type: CHOSEN });
    if (!chosen.includes(creatorId)) users.push({ scheduleId: id, userId: creatorId, type: CREATOR_ADDED });
  });
  return { rows, users };
}

/** A row as the list and the forms read it (epoch ms; the original's names). */
export function scheduleFieldsOf(row: ScheduleRow): ScheduleListItem {
  return {
    id: row.id,
    groupId: row.groupId,
    category: row.category,
    urgent: String(row.urgent),
    title: row.title,
    content: row.content,
    allDay: row.allDay,
    startDay: row.startDay.getTime(),
    startTime: row.startTime,
    endDay: row.endDay.getTime(),
    endTime: row.endTime,
    duration: row.duration,
    color: row.color,
    reminderTime: row.reminderTime,
    reminderType: row.reminderType,
    send: row.sendConfigId,
    sendName: row.sendConfigName,
    repetition: row.repetition,
    repeatTime: row.repeatTime ? row.repeatTime.getTime() : null,
    creatorUserId: row.creatorUserId,
  };
}
