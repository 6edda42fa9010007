import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { positions, roleOrganizations, roles, userRelations, users } from '../../../db/schema/index.ts';
import { userInOrganizations } from '../organize/organization-members.ts';
import type { GrantObject } from './authority.repository.ts';

/* Where grant holders sit in the organization tree: what the delegate checks of grant-scope.service need. */

/** A holder's place: the organizations it belongs to; undefined = unknown holder. */
export interface HolderPlace {
  /** Roles: a global role applies everywhere; groups are always global. */
  isGlobal: boolean;
  /** Role: its organizations; position: its organization; user: main organization first, then memberships. */
  organizeIds: string[];
  /** Users only: the main organization (what changing a user is checked against). */
  mainOrganizeId?: string | null;
  isAdministrator?: boolean;
}

export async function findHolderPlace(
  db: Db,
  objectType: GrantObject['objectType'],
  id: string,
): Promise<HolderPlace | undefined> {
  if (objectType === 'Group') return { isGlobal: true, organizeIds: [] };
  if (objectType === 'Role') {
    const [role] = await db.select({ globalMark: roles.globalMark }).from(roles).where(eq(roles.id, id));
    if (!role) return undefined;
    const links = await db
      .select({ organizeId: roleOrganizations.organizeId })
      .from(roleOrganizations)
      .where(eq(roleOrganizations.roleId, id));
    return { isGlobal: role.globalMark === 1, organizeIds: links.map((l) => l.organizeId) };
  }
  if (objectType === 'Position') {
    const [row] = await db
      .select({ organizeId: positions.organizeId })
      .from(positions)
      .where(eq(positions.id, id));
    return row ? { isGlobal: false, organizeIds: [row.organizeId] } : undefined;
  }
  const [user] = await db
    .select({ organizeId: users.organizeId, isAdministrator: users.isAdministrator })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return undefined;
  const memberships = await db
    .select({ organizeId: userRelations.objectId })
    .from(userRelations)
    .where(and(eq(userRelations.userId, id), eq(userRelations.objectType, 'Organize')));
  const organizeIds = [...new Set([user.organizeId, ...memberships.map((m) => m.organizeId)])];
  return {
    isGlobal: false,
    organizeIds: organizeIds.filter((o): o is string => Boolean(o)),
    mainOrganizeId: user.organizeId,
    isAdministrator: user.isAdministrator,
  };
}

/** Holders of the type a delegate may see: global roles and groups, and those of the organizations. */
export function holderInOrganizations(objectType: GrantObject['objectType'], scope: readonly string[]): SQL {
  if (objectType === 'Group') return sql`true`;
  if (objectType === 'User') return userInOrganizations(scope);
  if (objectType === 'Position')
    return scope.length === 0 ? sql`false` : inArray(positions.organizeId, [...scope]);
  if (scope.length === 0) return eq(roles.globalMark, 1);
  const linked = sql`(select ${roleOrganizations.roleId} from ${roleOrganizations} where ${inArray(roleOrganizations.organizeId, [...scope])})`;
  return or(eq(roles.globalMark, 1), inArray(roles.id, linked)) ?? sql`false`;
}
