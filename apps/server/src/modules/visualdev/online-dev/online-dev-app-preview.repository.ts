import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { visualAppPreviews } from '../../../db/schema/index.ts';

/** Keeps a preview, removing those expired by `now` first. */
export async function insertAppPreview(
  db: Db,
  row: { id: string; data: string; createdBy: string; expiresAt: Date },
  now: Date,
) {
  await db.transaction(async (tx) => {
    await tx.delete(visualAppPreviews).where(lte(visualAppPreviews.expiresAt, now));
    await tx.insert(visualAppPreviews).values(row);
  });
}

/** The data of a preview that has not expired by `now`. */
export async function findAppPreviewData(db: Db, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ data: visualAppPreviews.data })
    .from(visualAppPreviews)
    .where(and(eq(visualAppPreviews.id, id), gt(visualAppPreviews.expiresAt, now)));
  return row?.data;
}
