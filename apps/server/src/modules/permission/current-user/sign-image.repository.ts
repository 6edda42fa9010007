import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { signImages } from '../../../db/schema/index.ts';

export type SignImageRow = typeof signImages.$inferSelect;

/** Newest first. */
export async function listSignImages(db: Db | Tx, userId: string): Promise<SignImageRow[]> {
  return db
    .select()
    .from(signImages)
    .where(eq(signImages.userId, userId))
    .orderBy(desc(signImages.createdAt), desc(signImages.id));
}

export async function countSignImages(db: Db | Tx, userId: string): Promise<number> {
  const rows = await db.select({ total: count() }).from(signImages).where(eq(signImages.userId, userId));
  return rows[0]?.total ?? 0;
}

export async function insertSignImage(db: Db | Tx, row: typeof signImages.$inferInsert): Promise<void> {
  await db.insert(signImages).values(row);
}

/** Always by owner and id: another user's id finds nothing. */
export async function findSignImage(
  db: Db | Tx,
  userId: string,
  id: string,
): Promise<SignImageRow | undefined> {
  const rows = await db
    .select()
    .from(signImages)
    .where(and(eq(signImages.userId, userId), eq(signImages.id, id)))
    .limit(1);
  return rows[0];
}

export async function deleteSignImage(db: Db | Tx, userId: string, id: string): Promise<void> {
  await db.delete(signImages).where(and(eq(signImages.userId, userId), eq(signImages.id, id)));
}

/**
 * Points one of the user's signatures at another image file in one statement; false when the user has
 * no signature with that id (someone else's id matches nothing).
 */
export async function replaceSignImageFile(
  db: Db | Tx,
  userId: string,
  id: string,
  fileId: string,
): Promise<boolean> {
  const rows = await db
    .update(signImages)
    .set({ fileId })
    .where(and(eq(signImages.userId, userId), eq(signImages.id, id)))
    .returning({ id: signImages.id });
  return rows.length > 0;
}

/** Makes `id` the user's only default signature in one statement. */
export async function setDefaultSignImage(db: Db | Tx, userId: string, id: string): Promise<void> {
  await db
    .update(signImages)
    .set({ isDefault: sql`${signImages.id} = ${id}` })
    .where(eq(signImages.userId, userId));
}
