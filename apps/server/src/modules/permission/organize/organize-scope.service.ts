import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { organizationAdministrators, organizations, userRelations, users } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../http/route.ts';
import { cachedByVersion, readPermissionVersion } from '../authority/permission-cache.ts';
import {
  type UsersInScope,
  userInOrganizations,
  userOutsideOnly,
  usersInScope,
  userWhollyIn,
} from './organization-members.ts';

/** Every organization, or exactly these ids. */
export type OrganizeScope = 'all' | readonly string[];

/** What the caller wants to do in the organizations (grade management flags of organization_administrators). */
export type OrganizeAction = 'select' | 'add' | 'edit' | 'delete';

const LAYER_FLAGS = {
  select: [organizationAdministrators.thisLayerSelect, organizationAdministrators.subLayerSelect],
  add: [organizationAdministrators.thisLayerAdd, organizationAdministrators.subLayerAdd],
  edit: [organizationAdministrators.thisLayerEdit, organizationAdministrators.subLayerEdit],
  delete: [organizationAdministrators.thisLayerDelete, organizationAdministrators.subLayerDelete],
} as const;

/**
 * The organizations a user may manage (SelectorByAuth, user lists, imports, grade management):
 * - administrators: all;
 * - a user with grade-management rows (分级管理): each row's organization when its this-layer flag is
 *   set, and every organization below it when its sub-layer flag is set (idPath holds the ancestors);
 * - anyone else: only their own organizations (main organization and Organize memberships).
 *
 * Resolved once per user, action and permission version, and kept: every list, picker and check of
 * the user reuses the same set of ids, so a list filters by a constant set instead of working the
 * scope out inside each of its queries. Whatever moves a scope bumps the permission version: grade
 * rows, any change to the organization tree (a new department falls into a sub-layer scope at once),
 * and memberships. The array is frozen: callers share it.
 */
export async function manageableOrganizeIds(
  ctx: AppContext,
  user: Pick<SessionUser, 'userId' | 'isAdministrator'>,
  action: OrganizeAction = 'select',
): Promise<OrganizeScope> {
  if (user.isAdministrator) return 'all';
  return scopeAt(ctx, user.userId, action, await readPermissionVersion(ctx.db));
}

function scopeAt(ctx: AppContext, userId: string, action: OrganizeAction, version: number) {
  return cachedByVersion(ctx, `organizeScope:${userId}:${action}`, version, async () =>
    Object.freeze(await resolveScope(ctx, userId, action)),
  );
}

function everyOrganizationAt(ctx: AppContext, version: number) {
  return cachedByVersion(ctx, 'organizeScope:every', version, async () =>
    Object.freeze((await ctx.db.select({ id: organizations.id }).from(organizations)).map((r) => r.id)),
  );
}

/**
 * The users the caller may see through their organization scope, as a condition on users (undefined:
 * everyone). The scope and the list of every organization come from the same permission version, so
 * a scope holding more than half of the organizations is tested by the (shorter) list of those it
 * leaves out: a grade administrator of nearly everything then costs what the administrator does.
 */
export async function manageableUsers(
  ctx: AppContext,
  user: Pick<SessionUser, 'userId' | 'isAdministrator'>,
  action: OrganizeAction = 'select',
): Promise<SQL | undefined> {
  return usersInScope(await manageableUserScope(ctx, user, action));
}

const EVERYONE: UsersInScope = Object.freeze({ within: undefined, exceptIds: Object.freeze([]) });

/**
 * manageableUsers in two parts, for lists that count: the users the scope holds, and the few it
 * leaves out by id (which a list's total subtracts rather than tests on every row).
 */
export async function manageableUserScope(
  ctx: AppContext,
  user: Pick<SessionUser, 'userId' | 'isAdministrator'>,
  action: OrganizeAction = 'select',
): Promise<UsersInScope> {
  if (user.isAdministrator) return EVERYONE;
  const version = await readPermissionVersion(ctx.db);
  const [scope, every] = await Promise.all([
    scopeAt(ctx, user.userId, action, version),
    everyOrganizationAt(ctx, version),
  ]);
  if (scope.length * 2 <= every.length) return { within: userInOrganizations(scope), exceptIds: [] };
  const inScope = new Set(scope);
  const leftOut = every.filter((id) => !inScope.has(id));
  // The users the scope leaves out: those with no organization outside leftOut (the GIN index of
  // organize_ids finds them, the users of no organization included). When they are few, the list
  // skips them by id, as cheap per row as the administrator's list; they change only with a write
  // that bumps the permission version (memberships, users, organizations).
  const excluded = await cachedByVersion(
    ctx,
    `organizeScope:excluded:${user.userId}:${action}`,
    version,
    async () =>
      Object.freeze(
        (
          await ctx.db
            .select({ id: users.id })
            .from(users)
            .where(userWhollyIn(leftOut))
            .limit(EXCLUDED_USERS_MAX + 1)
        ).map((r) => r.id),
      ),
  );
  if (excluded.length <= EXCLUDED_USERS_MAX) return { within: undefined, exceptIds: excluded };
  return { within: userOutsideOnly(leftOut), exceptIds: [] };
}

/** Up to this many users left out of a scope, the list skips them by id. */
const EXCLUDED_USERS_MAX = 1_000;

async function resolveScope(ctx: AppContext, userId: string, action: OrganizeAction): Promise<string[]> {
  const [thisLayer, subLayer] = LAYER_FLAGS[action];
  const graded = await ctx.db
    .selectDistinct({ id: organizations.id })
    .from(organizations)
    .innerJoin(
      organizationAdministrators,
      and(
        eq(organizationAdministrators.userId, userId),
        or(
          and(eq(thisLayer, 1), eq(organizations.id, organizationAdministrators.organizeId)),
          and(
            eq(subLayer, 1),
            sql`${organizations.id} <> ${organizationAdministrators.organizeId}`,
            sql`${organizationAdministrators.organizeId} = any(string_to_array(${organizations.idPath}, ','))`,
          ),
        ),
      ),
    );
  if (graded.length > 0 || (await hasGradeRows(ctx, userId))) return graded.map((r) => r.id);
  return ownOrganizeIds(ctx, userId);
}

async function hasGradeRows(ctx: AppContext, userId: string): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: organizationAdministrators.id })
    .from(organizationAdministrators)
    .where(eq(organizationAdministrators.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** The user's main organization and the organizations they belong to. */
async function ownOrganizeIds(ctx: AppContext, userId: string): Promise<string[]> {
  const [main, memberships] = await Promise.all([
    ctx.db.select({ id: users.organizeId }).from(users).where(eq(users.id, userId)).limit(1),
    ctx.db
      .select({ id: userRelations.objectId })
      .from(userRelations)
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Organize'))),
  ]);
  const ids = new Set(memberships.map((m) => m.id));
  if (main[0]?.id) ids.add(main[0].id);
  return [...ids];
}

/** True when the scope covers the organization. */
export function isInScope(scope: OrganizeScope, organizeId: string): boolean {
  return scope === 'all' || scope.includes(organizeId);
}
