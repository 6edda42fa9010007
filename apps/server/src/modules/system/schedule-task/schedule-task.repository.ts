import { and, asc, desc, eq, ilike, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { scheduleTaskLogs, scheduleTasks } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';
import { findSortedPage } from '../../../shared/record-kit/sorted-page.ts';

export type ScheduleTaskRow = typeof scheduleTasks.$inferSelect;
export type ScheduleTaskLogRow = typeof scheduleTaskLogs.$inferSelect;

/** A page of jobs by sort code, newest first; keyword on name or code. */
export async function findScheduleTaskPage(
  db: Db,
  filter: { keyword?: string; offset: number; limit: number },
) {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const where = pattern
    ? or(ilike(scheduleTasks.fullName, pattern), ilike(scheduleTasks.enCode, pattern))
    : undefined;
  return findSortedPage(db, scheduleTasks, where, filter);
}

export async function findScheduleTask(db: Db, id: string): Promise<ScheduleTaskRow | undefined> {
  const [row] = await db.select().from(scheduleTasks).where(eq(scheduleTasks.id, id)).limit(1);
  return row;
}

export async function findScheduleTaskByCode(db: Db, enCode: string): Promise<ScheduleTaskRow | undefined> {
  const [row] = await db.select().from(scheduleTasks).where(eq(scheduleTasks.enCode, enCode)).limit(1);
  return row;
}

export async function insertScheduleTask(db: Db, row: typeof scheduleTasks.$inferInsert): Promise<void> {
  await db.insert(scheduleTasks).values(row);
}

export async function updateScheduleTaskRow(
  db: Db,
  id: string,
  patch: Partial<typeof scheduleTasks.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(scheduleTasks)
    .set(patch)
    .where(eq(scheduleTasks.id, id))
    .returning({ id: scheduleTasks.id });
  return rows.length > 0;
}

export async function deleteScheduleTask(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(scheduleTasks)
    .where(eq(scheduleTasks.id, id))
    .returning({ id: scheduleTasks.id });
  return rows.length > 0;
}

/** Enabled jobs whose next run is due at `now`. */
export function findDueScheduleTasks(db: Db, now: Date) {
  return db
    .select()
    .from(scheduleTasks)
    .where(
      and(
        eq(scheduleTasks.enabledMark, 1),
        isNotNull(scheduleTasks.nextRunAt),
        lte(scheduleTasks.nextRunAt, now),
      ),
    )
    .orderBy(asc(scheduleTasks.nextRunAt))
    .limit(100);
}

/**
 * Claims the run due at `due`: moves the job's next run to `next` only if it still is `due`, in one
 * statement. Of several processes that read the same due run, exactly one gets the row back.
 */
export async function claimDueRun(db: Db, id: string, due: Date, next: Date | null): Promise<boolean> {
  const rows = await db
    .update(scheduleTasks)
    .set({ nextRunAt: next })
    .where(and(eq(scheduleTasks.id, id), eq(scheduleTasks.enabledMark, 1), eq(scheduleTasks.nextRunAt, due)))
    .returning({ id: scheduleTasks.id });
  return rows.length > 0;
}

/** Counts a finished run on its job. */
export async function recordRunOnTask(db: Db, id: string, startedAt: Date, runResult: number): Promise<void> {
  await db
    .update(scheduleTasks)
    .set({ runCount: sql`${scheduleTasks.runCount} + 1`, lastRunAt: startedAt, lastRunResult: runResult })
    .where(eq(scheduleTasks.id, id));
}

export async function insertScheduleTaskLog(
  db: Db,
  row: typeof scheduleTaskLogs.$inferInsert,
): Promise<void> {
  await db.insert(scheduleTaskLogs).values(row);
}

/** A job's runs, newest first. */
export async function findScheduleTaskLogPage(
  db: Db,
  taskId: string,
  page: { offset: number; limit: number },
) {
  const where = eq(scheduleTaskLogs.taskId, taskId);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(scheduleTaskLogs)
      .where(where)
      .orderBy(desc(scheduleTaskLogs.startedAt), desc(scheduleTaskLogs.id))
      .limit(page.limit)
      .offset(page.offset),
    listTotal(db, scheduleTaskLogs, where),
  ]);
  return { rows, total };
}
