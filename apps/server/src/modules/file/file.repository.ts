import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: Db, row: typeof files.$inferInsert): Promise<void> {
  await db.insert(files).values(row);
}

export async function deleteFileRow(db: Db, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

export async function findFileById(db: Db, id: string): Promise<FileRow | undefined> {
  const rows = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return rows[0];
}

/** The files of these ids that exist (any order), in one look-up. */
export async function findFilesByIds(db: Db, ids: readonly string[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(inArray(files.id, [...ids]));
}
