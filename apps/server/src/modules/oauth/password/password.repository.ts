import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { passwordHistory, users } from '../../../db/schema/index.ts';
import { newId } from '../../../shared/ids.ts';

/** History rows kept per user: the largest disableTheNumberOfOldPasswords the config allows. */
const HISTORY_KEPT = 24;

export async function findPasswordState(db: Db, userId: string) {
  const rows = await db
    .select({ changePasswordDate: users.changePasswordDate, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** The newest `count` password hashes of the user (the current one included). */
export async function findRecentPasswordHashes(db: Db, userId: string, count: number): Promise<string[]> {
  const rows = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(count);
  return rows.map((r) => r.hash);
}

/** Stores the new hash, stamps changePasswordDate, appends to the history and trims it. */
export async function saveNewPassword(db: Db, userId: string, passwordHash: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, changePasswordDate: at, logErrorCount: 0, updatedAt: at })
    .where(eq(users.id, userId));
  await db.insert(passwordHistory).values({ id: newId(), userId, passwordHash, createdAt: at });
  const stale = await db
    .select({ id: passwordHistory.id })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .offset(HISTORY_KEPT);
  if (stale.length === 0) return;
  await db.delete(passwordHistory).where(
    inArray(
      passwordHistory.id,
      stale.map((row) => row.id),
    ),
  );
}
