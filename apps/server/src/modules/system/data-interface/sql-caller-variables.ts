import { and, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { organizations, users } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../http/route.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import type { SystemVariables } from './sql/sql-template.ts';

/*
 * The system variables of interface SQL, from the caller: @user is the user's id;
 * @currentUsersAndSubordinates the user and everyone reporting to them (users.managerId, followed down
 * every level; disabled accounts left out); @organization the user's main organization;
 * @currentOrganizationAndSuborganization it and every organization below it (idPath);
 * @chargeorganization the organizations whose manager (organizations.managerId) is the user, and
 * @currentChargeorganizationAndSuborganization those with everything below them. Without a caller
 * (never on a signed-in route) every list is empty.
 */

/** Management chains deeper than this are treated as broken data (or a cycle) and end the walk. */
const MAX_LEVELS = 32;

async function usersAndSubordinates(ctx: AppContext, userId: string): Promise<string[]> {
  const seen = new Set([userId]);
  let level = [userId];
  for (let depth = 0; depth < MAX_LEVELS && level.length > 0; depth++) {
    const rows = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.managerId, level), ne(users.enabledMark, 0)));
    level = rows.map((row) => row.id).filter((id) => !seen.has(id));
    for (const id of level) seen.add(id);
  }
  return [...seen];
}

/** The organizations with every organization below them (their id on another's idPath). */
async function withSuborganizations(ctx: AppContext, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const wanted = new Set(ids);
  const found = await ctx.db
    .select({ id: organizations.id, idPath: organizations.idPath })
    .from(organizations)
    .where(
      or(
        inArray(organizations.id, [...ids]),
        ...ids.map((id) => like(organizations.idPath, containsPattern(id))),
      ),
    );
  // LIKE narrows the rows; the exact test is on the comma-separated path.
  return found
    .filter((row) => wanted.has(row.id) || row.idPath.split(',').some((id) => wanted.has(id)))
    .map((row) => row.id);
}

export async function callerSystemVariables(
  ctx: AppContext,
  caller: SessionUser | undefined,
): Promise<SystemVariables> {
  if (!caller) return {};
  const [user] = await ctx.db
    .select({ organizeId: users.organizeId })
    .from(users)
    .where(eq(users.id, caller.userId))
    .limit(1);
  const organizeId = user?.organizeId ?? undefined;
  const charged = await ctx.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.managerId, caller.userId));
  const chargeorganization = charged.map((row) => row.id);
  return {
    user: caller.userId,
    currentUsersAndSubordinates: await usersAndSubordinates(ctx, caller.userId),
    organization: organizeId,
    currentOrganizationAndSuborganization: organizeId ? await withSuborganizations(ctx, [organizeId]) : [],
    chargeorganization,
    currentChargeorganizationAndSuborganization: await withSuborganizations(ctx, chargeorganization),
  };
}
