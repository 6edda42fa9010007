import { and, count, desc, eq, ilike, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dataBackups } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';

export type DataBackupRow = typeof dataBackups.$inferSelect;

export async function findDataBackupPage(
  db: Db,
  filter: { keyword?: string; offset: number; limit: number },
): Promise<{ rows: DataBackupRow[]; total: number }> {
  const where = filter.keyword ? ilike(dataBackups.fileName, containsPattern(filter.keyword)) : undefined;
  const rows = await db
    .select()
    .from(dataBackups)
    .where(where)
    .orderBy(desc(dataBackups.createdAt), desc(dataBackups.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await db.select({ n: count() }).from(dataBackups).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findDataBackup(db: Db, id: string): Promise<DataBackupRow | undefined> {
  const rows = await db.select().from(dataBackups).where(eq(dataBackups.id, id)).limit(1);
  return rows[0];
}

export async function findRunningDataBackup(db: Db): Promise<DataBackupRow | undefined> {
  const rows = await db.select().from(dataBackups).where(eq(dataBackups.state, 'running')).limit(1);
  return rows[0];
}

export async function insertDataBackup(db: Db, row: typeof dataBackups.$inferInsert): Promise<void> {
  await db.insert(dataBackups).values(row);
}

export async function updateDataBackupRow(
  db: Db,
  id: string,
  values: Partial<typeof dataBackups.$inferInsert>,
): Promise<void> {
  await db.update(dataBackups).set(values).where(eq(dataBackups.id, id));
}

/** Marks jobs still "running" since before `before` as failed: their process stopped mid-way. */
export async function updateStaleDataBackups(db: Db, before: Date, errorText: string): Promise<void> {
  await db
    .update(dataBackups)
    .set({ state: 'failed', errorText, finishedAt: before })
    .where(and(eq(dataBackups.state, 'running'), lt(dataBackups.createdAt, before)));
}

export async function deleteDataBackup(db: Db, id: string): Promise<void> {
  await db.delete(dataBackups).where(eq(dataBackups.id, id));
}
