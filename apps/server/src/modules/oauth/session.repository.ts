import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

/**
 * The session and the few user fields every request needs, in one indexed lookup: the guard decides
 * disabled accounts, administrator bypass and the initial-password rule from this row alone.
 */
export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const rows = await db
    .select({
      session: sessions,
      account: users.account,
      isAdministrator: users.isAdministrator,
      enabledMark: users.enabledMark,
      changePasswordDate: users.changePasswordDate,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** What decides whether these sessions still sign their users in (findEndedSessions). */
export async function findSessionStates(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: sessions.id,
      revokedAt: sessions.revokedAt,
      revokeReason: sessions.revokeReason,
      expiresAt: sessions.expiresAt,
      enabledMark: users.enabledMark,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(inArray(sessions.id, ids));
}

export async function touchSession(db: Db, id: string, lastSeenAt: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
}

export async function setSessionLocked(db: Db, id: string, isLocked: boolean): Promise<void> {
  await db.update(sessions).set({ isLocked }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: string, reason: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes all live sessions of a user, optionally keeping one (the caller's own). */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  at: Date,
  exceptSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(and(...conditions));
}

export async function listLiveSessions(db: Db, userId: string, now: Date) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return rows.filter((r) => r.expiresAt > now);
}
