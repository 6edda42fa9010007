import { and, asc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  groups,
  organizations,
  positions,
  roleOrganizations,
  roles,
  userRelations,
  users,
} from '../../../db/schema/index.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';
import { userInOrganizations } from '../organize/organization-members.ts';
import { subtreeOf } from './users.repository.ts';

/** What a picker shows of a user (never contact details or account state). */
const optionColumns = {
  id: users.id,
  account: users.account,
  realName: users.realName,
  headIcon: users.headIcon,
  organizeId: users.organizeId,
  organizeName: organizations.fullName,
};
export type OptionRow = {
  id: string;
  account: string;
  realName: string;
  headIcon: string | null;
  organizeId: string | null;
  organizeName: string | null;
};

const ORDER = [asc(users.sortCode), asc(users.account)];
const isEnabled = sql`${users.enabledMark} <> 0`;

/** Enabled users matching every condition, by sort code then account; `limit` caps big pickers. */
export async function findOptions(db: Db, where: (SQL | undefined)[], limit?: number): Promise<OptionRow[]> {
  const query = db
    .select(optionColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizeId))
    .where(and(isEnabled, ...where))
    .orderBy(...ORDER);
  return limit ? query.limit(limit) : query;
}

/** A page of the enabled users matching every condition but `except` (a few users named by id). */
export async function pageOptions(
  db: Db,
  where: (SQL | undefined)[],
  page: { offset: number; limit: number; except?: SQL },
) {
  const condition = and(isEnabled, ...where);
  const [rows, total] = await Promise.all([
    db
      .select(optionColumns)
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizeId))
      .where(and(condition, page.except && not(page.except)))
      .orderBy(...ORDER, asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    listTotal(db, users, condition, { except: page.except }),
  ]);
  return { rows, total };
}

/** Users holding a membership (Position, Role, Group or Organize) of one of the objects. */
export function memberOf(objectType: string, objectIds: string[]): SQL {
  if (objectIds.length === 0) return sql`false`;
  return inArray(
    users.id,
    sql`(select ${userRelations.userId} from ${userRelations} where ${userRelations.objectType} = ${objectType} and ${inArray(userRelations.objectId, objectIds)})`,
  );
}

/** The child organizations of a node ('-1' = top), with whether they have children or users. */
export async function findChildOrganizations(db: Db, parentId: string) {
  return db
    .select({
      id: organizations.id,
      parentId: organizations.parentId,
      fullName: organizations.fullName,
      idPath: organizations.idPath,
      category: organizations.category,
      // Spelled out: drizzle leaves columns of the select list unqualified, which the subqueries would capture.
      hasChildren: sql<boolean>`exists (select 1 from ${organizations} c where c.parent_id = organizations.id)
        or exists (select 1 from ${users} u where u.organize_id = organizations.id)`,
    })
    .from(organizations)
    .where(and(eq(organizations.parentId, parentId), eq(organizations.enabledMark, 1)))
    .orderBy(asc(organizations.sortCode), asc(organizations.fullName));
}

/** "company/department" name paths of the organizations, from their idPath. */
export async function organizationPaths(db: Db, organizeIds: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(organizeIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, idPath: organizations.idPath })
    .from(organizations)
    .where(inArray(organizations.id, unique));
  const ancestors = [...new Set(rows.flatMap((r) => r.idPath.split(',')))];
  const names = new Map(
    (
      await db
        .select({ id: organizations.id, fullName: organizations.fullName })
        .from(organizations)
        .where(inArray(organizations.id, ancestors))
    ).map((o) => [o.id, o.fullName]),
  );
  return new Map(
    rows.map((r) => [
      r.id,
      r.idPath
        .split(',')
        .map((id) => names.get(id) ?? id)
        .join('/'),
    ]),
  );
}

/** The organizations of a user: main first, then memberships. */
export async function findUserOrganizationIds(
  db: Db,
  userId: string,
): Promise<{ main: string | null; all: string[] }> {
  const [main, memberships] = await Promise.all([
    db.select({ id: users.organizeId }).from(users).where(eq(users.id, userId)).limit(1),
    db
      .select({ id: userRelations.objectId })
      .from(userRelations)
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Organize')))
      .orderBy(asc(userRelations.sortCode)),
  ]);
  const mainId = main[0]?.id ?? null;
  return { main: mainId, all: [...new Set([...(mainId ? [mainId] : []), ...memberships.map((m) => m.id)])] };
}

/** Names of picked objects of one kind. */
export async function findNames(db: Db, type: 'organize' | 'role' | 'position' | 'group', ids: string[]) {
  if (ids.length === 0) return [];
  const table = { organize: organizations, role: roles, position: positions, group: groups }[type];
  return db.select({ id: table.id, fullName: table.fullName }).from(table).where(inArray(table.id, ids));
}

/** The category (company | department) of each organization. */
export async function findOrganizationCategories(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organizations.id, category: organizations.category })
    .from(organizations)
    .where(inArray(organizations.id, ids));
  return new Map(rows.map((r) => [r.id, r.category]));
}

/**
 * The users behind a picked selection: users, organizations (with their subtree, or `isDirect`: their
 * direct members only), roles, positions, groups.
 */
export function selectionCondition(
  selection: Record<'user' | 'organize' | 'role' | 'position' | 'group', string[]>,
  isDirect = false,
) {
  const parts: SQL[] = [];
  if (selection.user.length > 0) parts.push(inArray(users.id, selection.user));
  if (isDirect) {
    if (selection.organize.length > 0) parts.push(userInOrganizations(selection.organize));
  } else for (const id of selection.organize) parts.push(userInOrganizations(subtreeOf(id)));
  if (selection.role.length > 0) parts.push(memberOf('Role', selection.role));
  if (selection.position.length > 0) parts.push(memberOf('Position', selection.position));
  if (selection.group.length > 0) parts.push(memberOf('Group', selection.group));
  return parts.length > 0 ? (or(...parts) ?? sql`false`) : sql`false`;
}

/** An organization as the user trees show it. */
export type TreeOrganization = {
  id: string;
  parentId: string;
  fullName: string;
  category: string;
  idPath: string;
};
const treeOrganizationColumns = {
  id: organizations.id,
  parentId: organizations.parentId,
  fullName: organizations.fullName,
  category: organizations.category,
  idPath: organizations.idPath,
};

/** The enabled organizations, in display order (parents' order decides siblings' order). */
export async function findEnabledOrganizations(db: Db): Promise<TreeOrganization[]> {
  return db
    .select(treeOrganizationColumns)
    .from(organizations)
    .where(eq(organizations.enabledMark, 1))
    .orderBy(asc(organizations.sortCode), asc(organizations.fullName));
}

/** The organization a position belongs to (enabled organizations only). */
export async function findPositionOrganization(
  db: Db,
  positionId: string,
): Promise<TreeOrganization | undefined> {
  const [row] = await db
    .select(treeOrganizationColumns)
    .from(positions)
    .innerJoin(organizations, eq(organizations.id, positions.organizeId))
    .where(and(eq(positions.id, positionId), eq(organizations.enabledMark, 1)))
    .limit(1);
  return row;
}

/** The enabled organizations a role is bound to. */
export async function findRoleOrganizations(db: Db, roleId: string): Promise<TreeOrganization[]> {
  return db
    .select(treeOrganizationColumns)
    .from(roleOrganizations)
    .innerJoin(organizations, eq(organizations.id, roleOrganizations.organizeId))
    .where(and(eq(roleOrganizations.roleId, roleId), eq(organizations.enabledMark, 1)))
    .orderBy(asc(organizations.sortCode), asc(organizations.fullName));
}
