import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.ts';

/**
 * 日程: one row per occurrence; the occurrences of a repeating entry share group_id (a series is
 * edited or deleted through it). start_day/end_day are the occurrence's instants; start_time/end_time
 * the wall-clock 'HH:mm' the user chose, kept for the form.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    groupId: text('group_id').notNull(),
    /** A 日程类型 dictionary entry id. */
    category: text('category'),
    /** 1 normal, 2 important, 3 urgent. */
    urgent: integer('urgent').notNull().default(1),
    title: text('title').notNull(),
    content: text('content'),
    allDay: integer('all_day').notNull().default(0),
    startDay: ts('start_day').notNull(),
    startTime: text('start_time').notNull(),
    endDay: ts('end_day').notNull(),
    endTime: text('end_time').notNull(),
    /** Minutes from the start, or -1 when the end was chosen. */
    duration: integer('duration').notNull().default(-1),
    color: text('color'),
    /** -2 none, -1 at the start, minutes before (timed) or a code 1–12 (all-day). */
    reminderTime: integer('reminder_time').notNull().default(-2),
    reminderType: integer('reminder_type').notNull().default(1),
    sendConfigId: text('send_config_id'),
    sendConfigName: text('send_config_name'),
    /** 1 none, 2 daily, 3 weekly, 4 monthly, 5 yearly. */
    repetition: integer('repetition').notNull().default(1),
    /** The end of the repetition (23:59:59 of its last day). */
    repeatTime: ts('repeat_time'),
    /** When the reminder is due; null without a reminder. */
    pushTime: ts('push_time'),
    /** When the reminder went out (or was skipped because its time had passed on save): sent once. */
    remindedAt: ts('reminded_at'),
    /** JSON text of the attached files. */
    files: text('files'),
    creatorUserId: text('creator_user_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('schedules_group_start').on(t.groupId, t.startDay),
    index('schedules_creator_start').on(t.creatorUserId, t.startDay),
    index('schedules_push_due').on(t.pushTime).where(sql`reminded_at IS NULL`),
  ],
);

/**
 * Who takes part in an occurrence: type 2 a chosen participant, type 1 the creator when not chosen
 * (added so the entry is on their calendar too). Reading and reminders go by these rows.
 */
export const scheduleUsers = pgTable(
  'schedule_users',
  {
    scheduleId: text('schedule_id').notNull(),
    userId: text('user_id').notNull(),
    type: integer('type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.userId] }), index('schedule_users_user').on(t.userId)],
);
