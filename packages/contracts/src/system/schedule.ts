import { z } from 'zod';
import * as record from '../record-schemas.ts';
import { multiline } from '../text-input.ts';

/*
 * 日程 (schedules): a user's calendar entries with participants. A repeating entry is stored as one
 * row per occurrence; the occurrences of one series share a groupId. Times are epoch milliseconds on
 * the wire; `startTime`/`endTime` are the wall-clock 'HH:mm' of the day in the platform's time zone.
 */

/** urgent: 1 普通 (normal), 2 重要 (important), 3 紧急 (urgent). */
export const SCHEDULE_URGENCIES = ['1', '2', '3'] as const;
/** repetition: 1 none, 2 daily, 3 weekly, 4 monthly, 5 yearly. */
export const SCHEDULE_REPETITIONS = [1, 2, 3, 4, 5] as const;
/** reminderTime: -2 no reminder, -1 at the start; otherwise minutes before (timed) or a code 1–12 (all-day). */
export const NO_REMINDER = -2;
/** Edit and delete scopes: 1 this one, 2 this and the following ones, 3 every occurrence. */
export const SCHEDULE_SCOPES = ['1', '2', '3'] as const;
/** At most this many occurrences per series (a longer repetition is refused). */
export const MAX_SCHEDULE_OCCURRENCES = 1000;
/** A list or an export spans at most this many days. */
export const MAX_SCHEDULE_RANGE_DAYS = 400;

/** The original client sends numbers as text ('1'); both are accepted. */
const intLike = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^-?\d{1,9}$/.test(value) ? Number(value) : value),
    schema,
  );

const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const epochMs = z.number().int().min(0).max(253402300799999);

/*
 * The original's dialog sends, besides the form's fields, `type` (its name of the category), `id` (0 on
 * create), `creatorUserId` and `userName`, and on edit the whole record it read: the echoes are
 * accepted and not stored (the creator is always the caller).
 */
const originalEcho = {
  id: z.union([z.string().max(64), z.literal(0)]).optional(),
  creatorUserId: z.string().max(64).nullish(),
  userName: z.string().max(200).nullish(),
  groupId: z.string().max(64).nullish(),
};

export const createScheduleBodySchema = z.object({
  /** A 日程类型 (dictionary scheduleType) entry id. */
  category: record.optionalText(64),
  /** The original client's name of `category`; `category` wins when both are sent. */
  type: record.optionalText(64),
  urgent: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.enum(SCHEDULE_URGENCIES)).optional(),
  title: z.string().trim().min(1).max(200),
  content: multiline(record.optionalText(5000)),
  /** 1 all day (the day's 00:00 to 23:59:59), 0 timed. */
  allDay: intLike(z.number().int().min(0).max(1)).optional(),
  startDay: epochMs,
  startTime: z.preprocess(record.blankToUndefined, wallTime.optional()),
  endDay: z.preprocess(record.blankToUndefined, epochMs.optional()),
  endTime: z.preprocess(record.blankToUndefined, wallTime.optional()),
  /** Minutes from the start (timed entries); -1 means the end is endDay + endTime. */
  duration: intLike(z.number().int().min(-1).max(10080)).optional(),
  /** The participants (user ids); the creator takes part anyway. */
  toUserIds: z.preprocess(record.splitCommaText, record.idList(500)).optional(),
  color: record.optionalText(20),
  reminderTime: intLike(z.number().int().min(-2).max(43200)).optional(),
  /** 1 default (an in-app message), 2 a send configuration (`send`). */
  reminderType: intLike(z.number().int().min(1).max(2)).optional(),
  send: record.optionalText(64),
  sendName: record.optionalText(200),
  repetition: intLike(z.number().int().min(1).max(5)).optional(),
  /** The last day of the repetition (epoch ms of any time that day); required when repeating. */
  repeatTime: z.preprocess(record.blankToNull, epochMs.nullish()),
  /** JSON text of the attached files, kept as a string. */
  files: record.optionalText(20000),
  ...originalEcho,
});
export type CreateScheduleBody = z.infer<typeof createScheduleBodySchema>;

/** PUT /Schedule/{id}/{type}: the whole entry again (as on create). */
export const updateScheduleBodySchema = createScheduleBodySchema;
export type UpdateScheduleBody = CreateScheduleBody;

export const scheduleScopeParamsSchema = z.object({
  id: z.string().min(1).max(64),
  /** 1 this one, 2 this and the following ones, 3 all (checked by the service: 请选择日程 otherwise). */
  type: z.string().max(8),
});

/** GET /Schedule: the caller's entries overlapping the range ('yyyy-MM-dd HH:mm', the platform's zone). */
export const scheduleListQuerySchema = z.object({
  startTime: z.string().trim().min(10).max(19),
  endTime: z.string().trim().min(10).max(19),
  /** The AppList's current day; accepted and not used by this list. */
  dateTime: z.preprocess(record.blankToUndefined, z.string().max(19).optional()),
});
export type ScheduleListQuery = z.infer<typeof scheduleListQuerySchema>;

const scheduleFields = {
  id: z.string(),
  /** Ours: the series the occurrence belongs to (the original's list leaves it out). */
  groupId: z.string(),
  category: z.string().nullable(),
  urgent: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  allDay: z.number().int(),
  startDay: z.number(),
  startTime: z.string(),
  endDay: z.number(),
  endTime: z.string(),
  duration: z.number().int(),
  color: z.string().nullable(),
  reminderTime: z.number().int(),
  reminderType: z.number().int(),
  send: z.string().nullable(),
  sendName: z.string().nullable(),
  repetition: z.number().int(),
  repeatTime: z.number().nullable(),
  creatorUserId: z.string(),
};
/** A list row: an all-day entry ends one second after 23:59:59, at the next day's start (as the original). */
export const scheduleListItemSchema = z.object(scheduleFields);
export type ScheduleListItem = z.infer<typeof scheduleListItemSchema>;
export const scheduleListSchema = record.listOf(scheduleListItemSchema);

/** GET /Schedule/{id}: the entry to edit; toUserIds are the chosen participants. */
export const scheduleInfoSchema = z.object({
  ...scheduleFields,
  toUserIds: z.array(z.string()),
  files: z.string().nullable(),
});
export type ScheduleInfo = z.infer<typeof scheduleInfoSchema>;

/** GET /Schedule/detail?groupId=&id=: by id, else the group's first occurrence. */
export const scheduleDetailQuerySchema = z.object({
  groupId: z.preprocess(record.blankToUndefined, z.string().max(64).optional()),
  id: z.preprocess(record.blankToUndefined, z.string().max(64).optional()),
});
export type ScheduleDetailQuery = z.infer<typeof scheduleDetailQuerySchema>;

/**
 * The 查看日程 dialog's read: category is the dictionary entry's name, urgent its name (普通/重要/紧急),
 * creatorUserId and toUserIds are "name/account" (participants comma-joined), as the original shows them.
 * `type` repeats the category's name for the original dialog, which reads that field.
 */
export const scheduleDetailSchema = z.object({
  ...scheduleFields,
  type: z.string(),
  toUserIds: z.string(),
  files: z.string().nullable(),
  /** Ours: whether the caller created the entry (only the creator edits it). */
  isCreator: z.boolean(),
});
export type ScheduleDetail = z.infer<typeof scheduleDetailSchema>;

/** Ours: GET /Schedule/Actions/Export, the caller's entries as iCalendar; the range defaults to a day ago to a year ahead. */
export const scheduleExportQuerySchema = z.object({
  startTime: z.preprocess(record.blankToUndefined, z.string().trim().min(10).max(19).optional()),
  endTime: z.preprocess(record.blankToUndefined, z.string().trim().min(10).max(19).optional()),
});
export type ScheduleExportQuery = z.infer<typeof scheduleExportQuerySchema>;
