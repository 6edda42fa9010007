import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { organizationAdministrators, organizations, userRelations, users } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../http/route.ts';

/** Every organization, or exactly these ids. */
export type OrganizeScope = 'all' | string[];

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
 * Computed per call (two small indexed queries) so a move or a new department is seen at once.
 */
export async function manageableOrganizeIds(
  ctx: AppContext,
  user: Pick<SessionUser, 'userId' | 'isAdministrator'>,
  action: OrganizeAction = 'select',
): Promise<OrganizeScope> {
  if (user.isAdministrator) return 'all';
  const [thisLayer, subLayer] = LAYER_FLAGS[action];
  const graded = await ctx.db
    .selectDistinct({ id: organizations.id })
    .from(organizations)
    .innerJoin(
      organizationAdministrators,
      and(
        eq(organizationAdministrators.userId, user.userId),
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
  if (graded.length > 0 || (await hasGradeRows(ctx, user.userId))) return graded.map((r) => r.id);
  return ownOrganizeIds(ctx, user.userId);
}

/**
 * manageableOrganizeIds as a subquery of ids, for list queries that filter by it: the database
 * computes the scope inside the list's own statement instead of in a round trip before it (what a
 * delegate's user search costs over an administrator's). Same rules; own organizations are
 * users.organize_ids (main organization and Organize memberships).
 */
export function manageableOrganizeIdsSql(
  user: Pick<SessionUser, 'userId' | 'isAdministrator'>,
  action: OrganizeAction = 'select',
): 'all' | SQL {
  if (user.isAdministrator) return 'all';
  const [thisLayer, subLayer] = LAYER_FLAGS[action];
  const a = organizationAdministrators;
  const o = organizations;
  return sql`(select ${o.id} from ${o} join ${a} on ${a.userId} = ${user.userId} and (
      (${thisLayer} = 1 and ${o.id} = ${a.organizeId})
      or (${subLayer} = 1 and ${o.id} <> ${a.organizeId} and ${a.organizeId} = any(string_to_array(${o.idPath}, ',')))
    )
    union
    select unnest(${users.organizeIds}) from ${users} where ${users.id} = ${user.userId}
      and not exists (select 1 from ${a} where ${a.userId} = ${user.userId}))`;
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
