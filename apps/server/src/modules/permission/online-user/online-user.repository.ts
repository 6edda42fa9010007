import { and, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { organizations, sessions, users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

/** Live = not revoked and not expired. */
function liveConditions(now: Date, keyword?: string): SQL[] {
  const conditions = [isNull(sessions.revokedAt), gt(sessions.expiresAt, now)];
  if (keyword) {
    const pattern = containsPattern(keyword);
    const match = or(ilike(users.account, pattern), ilike(users.realName, pattern));
    if (match) conditions.push(match);
  }
  return conditions;
}

type LiveSessionFilter = { keyword?: string; scope?: SQL; offset: number; limit: number };

/** The query of one page of live sessions, most recently active first (walks sessions_live_order). */
export function liveSessionsPage(db: Db, now: Date, filter: LiveSessionFilter) {
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      account: users.account,
      realName: users.realName,
      organizeName: organizations.fullName,
      device: sessions.device,
      ip: sessions.ip,
      loginType: sessions.loginType,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizeId))
    .where(and(...liveConditions(now, filter.keyword), filter.scope))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** Live sessions, most recently active first; `scope` narrows them to some users (delegates). */
export async function listLiveSessions(db: Db, now: Date, filter: LiveSessionFilter) {
  const [rows, total] = await Promise.all([
    liveSessionsPage(db, now, filter),
    listTotal(
      db,
      { table: sessions, joins: sql`inner join ${users} on ${users.id} = ${sessions.userId}` },
      and(...liveConditions(now, filter.keyword), filter.scope),
    ),
  ]);
  return { rows, total };
}

/**
 * The live sessions among the ids (of users within `scope` when given), with their user's main
 * organization and whether the user is an administrator.
 */
export async function findLiveSessions(db: Db, ids: string[], now: Date, scope?: SQL) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      organizeId: users.organizeId,
      isAdministrator: users.isAdministrator,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, ids), ...liveConditions(now), scope));
}
