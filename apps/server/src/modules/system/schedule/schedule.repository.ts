import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { schedules, scheduleUsers } from '../../../db/schema/index.ts';

export type ScheduleRow = typeof schedules.$inferSelect;
export type NewScheduleRow = typeof schedules.$inferInsert;
export type ScheduleUserRow = typeof scheduleUsers.$inferSelect;

export async function findSchedule(db: Db, id: string): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(schedules).where(eq(schedules.id, id));
  return row;
}

/** The group's first occurrence (the view dialog opened from a message naming only the group). */
export async function findFirstOfGroup(db: Db, groupId: string): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(eq(schedules.groupId, groupId))
    .orderBy(asc(schedules.startDay), asc(schedules.id))
    .limit(1);
  return row;
}

/** The group's occurrences, from `from` on when given, in time order. */
export function findGroupRows(db: Db, groupId: string, from?: Date): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(schedules)
    .where(and(eq(schedules.groupId, groupId), from && gte(schedules.startDay, from)))
    .orderBy(asc(schedules.startDay), asc(schedules.id));
}

/** The latest start of the group's occurrences before `before` (null when none). */
export async function findLastStartBefore(db: Db, groupId: string, before: Date): Promise<Date | null> {
  const [row] = await db
    .select({ last: max(schedules.startDay) })
    .from(schedules)
    .where(and(eq(schedules.groupId, groupId), lt(schedules.startDay, before)));
  return row?.last ?? null;
}

/** The group's occurrences before `before` now repeat up to `repeatTime`. */
export async function updateRepeatTimeBefore(db: Db, groupId: string, before: Date, repeatTime: Date) {
  await db
    .update(schedules)
    .set({ repeatTime })
    .where(and(eq(schedules.groupId, groupId), lt(schedules.startDay, before)));
}

/** The participants of these occurrences (type 1 the creator added, 2 chosen). */
export function findScheduleUsers(db: Db, scheduleIds: readonly string[]): Promise<ScheduleUserRow[]> {
  if (scheduleIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(scheduleUsers)
    .where(inArray(scheduleUsers.scheduleId, [...scheduleIds]));
}

export async function isScheduleUser(db: Db, scheduleId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: scheduleUsers.userId })
    .from(scheduleUsers)
    .where(and(eq(scheduleUsers.scheduleId, scheduleId), eq(scheduleUsers.userId, userId)));
  return rows.length > 0;
}

/** The user's occurrences overlapping [start, end), all-day ones first, then by time (as the original). */
export function findUserSchedulesInRange(db: Db, userId: string, start: Date, end: Date, limit: number) {
  return db
    .select({ schedule: schedules })
    .from(scheduleUsers)
    .innerJoin(schedules, eq(schedules.id, scheduleUsers.scheduleId))
    .where(and(eq(scheduleUsers.userId, userId), lt(schedules.startDay, end), gte(schedules.endDay, start)))
    .orderBy(
      desc(schedules.allDay),
      asc(schedules.startDay),
      asc(schedules.endDay),
      desc(schedules.createdAt),
    )
    .limit(limit);
}

export async function insertSchedules(db: Db, rows: NewScheduleRow[], users: ScheduleUserRow[]) {
  if (rows.length === 0) return;
  await db.insert(schedules).values(rows);
  if (users.length > 0) await db.insert(scheduleUsers).values(users);
}

export async function deleteSchedules(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.delete(scheduleUsers).where(inArray(scheduleUsers.scheduleId, [...ids]));
  await db.delete(schedules).where(inArray(schedules.id, [...ids]));
}

/** The user no longer takes part in these occurrences (a participant's delete). */
export async function deleteScheduleUser(db: Db, ids: readonly string[], userId: string) {
  if (ids.length === 0) return;
  await db
    .delete(scheduleUsers)
    .where(and(inArray(scheduleUsers.scheduleId, [...ids]), eq(scheduleUsers.userId, userId)));
}

/**
 * Marks up to `limit` due reminders as sent and answers them: a reminder another process (or an
 * earlier run) claimed is not claimed again, so each goes out once.
 */
export async function claimDueReminders(db: Db, now: Date, limit: number): Promise<ScheduleRow[]> {
  const due = db
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(isNull(schedules.remindedAt), lte(schedules.pushTime, now)))
    .orderBy(asc(schedules.pushTime))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(schedules)
    .set({ remindedAt: now })
    .where(and(inArray(schedules.id, due), isNull(schedules.remindedAt)))
    .returning();
}
