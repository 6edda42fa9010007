import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { userColumnSettings } from '../../../db/schema/index.ts';

export async function findColumnSettings(db: Db, userId: string, moduleId: string) {
  const [row] = await db
    .select({ columnJson: userColumnSettings.columnJson })
    .from(userColumnSettings)
    .where(and(eq(userColumnSettings.userId, userId), eq(userColumnSettings.moduleId, moduleId)))
    .limit(1);
  return row;
}

/** One row per (user, menu): the newest choice replaces the previous one. */
export async function upsertColumnSettings(
  db: Db,
  row: { id: string; userId: string; moduleId: string; columnJson: string; updatedAt: Date },
): Promise<void> {
  await db
    .insert(userColumnSettings)
    .values(row)
    .onConflictDoUpdate({
      target: [userColumnSettings.userId, userColumnSettings.moduleId],
      set: { columnJson: row.columnJson, updatedAt: row.updatedAt },
    });
}
