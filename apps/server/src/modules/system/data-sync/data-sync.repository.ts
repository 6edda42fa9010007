import { and, desc, eq, gte, lt, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dataSyncJobs } from '../../../db/schema/data-sync.ts';
import { users } from '../../../db/schema/index.ts';
import { type KeywordColumn, keywordIn } from '../../../shared/record-kit/keyword-in.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

export type DataSyncJobRow = typeof dataSyncJobs.$inferSelect;
export type DataSyncJobInsert = typeof dataSyncJobs.$inferInsert;

const withCreator = { job: dataSyncJobs, creatorName: users.realName };

/** The keyword matches either table name. */
const KEYWORD_COLUMNS: Record<string, KeywordColumn> = {
  fromTable: dataSyncJobs.fromTable,
  toTable: dataSyncJobs.toTable,
};

export async function insertSyncJob(db: Db, row: DataSyncJobInsert): Promise<void> {
  await db.insert(dataSyncJobs).values(row);
}

export async function updateSyncJob(db: Db, id: string, change: Partial<DataSyncJobInsert>): Promise<void> {
  await db.update(dataSyncJobs).set(change).where(eq(dataSyncJobs.id, id));
}

/** A running job whose heartbeat is older than this died with its process (a batch takes seconds). */
export const STALE_AFTER_MS = 10 * 60_000;

/** Failed, or running with a heartbeat that stopped before `staleBefore`. */
const isResumable = (staleBefore: Date) =>
  or(
    eq(dataSyncJobs.state, 'failed'),
    and(eq(dataSyncJobs.state, 'running'), lt(dataSyncJobs.heartbeatAt, staleBefore)),
  );

/**
 * Marks a resumable job running again, in one statement: of two resumes at once only one gets the row.
 */
export async function claimResumableJob(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(dataSyncJobs)
    .set({ state: 'running', errorText: null, finishedAt: null, heartbeatAt: now })
    .where(and(eq(dataSyncJobs.id, id), isResumable(new Date(now.getTime() - STALE_AFTER_MS))))
    .returning({ id: dataSyncJobs.id });
  return rows.length > 0;
}

/** Whether a live job is running into this target table. */
export async function findRunningInto(
  db: Db,
  toLinkId: string,
  toTable: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: dataSyncJobs.id })
    .from(dataSyncJobs)
    .where(
      and(
        eq(dataSyncJobs.toLinkId, toLinkId),
        eq(dataSyncJobs.toTable, toTable),
        eq(dataSyncJobs.state, 'running'),
        gte(dataSyncJobs.heartbeatAt, new Date(now.getTime() - STALE_AFTER_MS)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function findSyncJob(db: Db, id: string) {
  const [row] = await db
    .select(withCreator)
    .from(dataSyncJobs)
    .leftJoin(users, eq(users.id, dataSyncJobs.createdBy))
    .where(eq(dataSyncJobs.id, id))
    .limit(1);
  return row;
}

/** A page of jobs, newest first; the keyword matches either table name. */
export async function findSyncJobsPage(
  db: Db,
  filter: { keyword?: string | undefined; offset: number; limit: number },
) {
  const where = keywordIn(filter.keyword, KEYWORD_COLUMNS);
  const [rows, total] = await Promise.all([
    db
      .select(withCreator)
      .from(dataSyncJobs)
      .leftJoin(users, eq(users.id, dataSyncJobs.createdBy))
      .where(where)
      .orderBy(desc(dataSyncJobs.createdAt), desc(dataSyncJobs.id))
      .limit(filter.limit)
      .offset(filter.offset),
    listTotal(db, dataSyncJobs, where),
  ]);
  return { rows, total: total.total };
}
