import { and, asc, count, desc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { organizations, roleOrganizations, roles, userRelations } from '../../../db/schema/index.ts';
import { keywordIn } from '../../../shared/record-kit/keyword-in.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';

export type RoleRow = typeof roles.$inferSelect;
export type NewRoleRow = typeof roles.$inferInsert;

/** Sort fields of the list, mapped to columns (the only way a client names a column). */
const SORT_COLUMNS = {
  fullName: roles.fullName,
  enCode: roles.enCode,
  sortCode: roles.sortCode,
  creatorTime: roles.createdAt,
} as const;

/** The columns the keyword searches, by the list rows' keys. */
const KEYWORD_COLUMNS = { fullName: roles.fullName, enCode: roles.enCode };

export interface RoleFilter {
  keyword?: string;
  /** The keys the keyword may search (the caller's granted columns); all when left out (pickers). */
  keywordKeys?: readonly string[];
  /** Roles bound to this organization. */
  organizeId?: string;
  globalMark?: 0 | 1;
  /** Only enabled roles (pickers). */
  isEnabledOnly?: boolean;
  /** Non-global roles must be bound to one of these organizations ('all' = no limit). */
  scope?: 'all' | readonly string[];
  /** With scope: global roles are visible too. */
  isGlobalVisible?: boolean;
  /** The caller's data schemes on the role menu (role-grants.service), built from its allowlist. */
  schemeCondition?: SQL;
}

const boundTo = (organizeIds: readonly string[]): SQL =>
  inArray(
    roles.id,
    sql`(select ${roleOrganizations.roleId} from ${roleOrganizations} where ${inArray(roleOrganizations.organizeId, [...organizeIds])})`,
  );

function conditions(filter: RoleFilter): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  where.push(keywordIn(filter.keyword, KEYWORD_COLUMNS, filter.keywordKeys));
  if (filter.organizeId) where.push(boundTo([filter.organizeId]));
  if (filter.globalMark !== undefined) where.push(eq(roles.globalMark, filter.globalMark));
  if (filter.isEnabledOnly) where.push(eq(roles.enabledMark, 1));
  if (filter.scope && filter.scope !== 'all') {
    const inScope = filter.scope.length > 0 ? boundTo(filter.scope) : sql`false`;
    where.push(filter.isGlobalVisible ? or(eq(roles.globalMark, 1), inScope) : inScope);
  }
  where.push(filter.schemeCondition);
  return and(...where);
}

export async function findRolePage(
  db: Db,
  filter: RoleFilter & {
    offset: number;
    limit: number;
    sidx?: keyof typeof SORT_COLUMNS;
    sort?: 'asc' | 'desc';
  },
) {
  const where = conditions(filter);
  const order = filter.sidx
    ? [(filter.sort === 'desc' ? desc : asc)(SORT_COLUMNS[filter.sidx]), asc(roles.id)]
    : [asc(roles.sortCode), desc(roles.createdAt), asc(roles.id)];
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(roles)
      .where(where)
      .orderBy(...order)
      .limit(filter.limit)
      .offset(filter.offset),
    listTotal(db, roles, where),
  ]);
  return { rows, total };
}

/** Every matching role, by sort code (pickers; the role table is small). */
export async function findRoleOptions(db: Db, filter: RoleFilter & { anyOfOrganizeIds?: string[] }) {
  const extra =
    filter.anyOfOrganizeIds && filter.anyOfOrganizeIds.length > 0
      ? or(eq(roles.globalMark, 1), boundTo(filter.anyOfOrganizeIds))
      : undefined;
  return db
    .select()
    .from(roles)
    .where(and(conditions(filter), extra))
    .orderBy(asc(roles.sortCode), asc(roles.fullName), asc(roles.id));
}

export async function findRole(db: Db, id: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  return row;
}

export async function findRolesByIds(db: Db, ids: string[]): Promise<RoleRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(roles).where(inArray(roles.id, ids));
}

/** A role other than `exceptId` that already uses the code or the name. */
export async function findRoleClash(db: Db, enCode: string, fullName: string, exceptId?: string) {
  const match = or(eq(roles.enCode, enCode), eq(roles.fullName, fullName));
  const [row] = await db
    .select({ enCode: roles.enCode, fullName: roles.fullName })
    .from(roles)
    .where(exceptId ? and(match, ne(roles.id, exceptId)) : match)
    .limit(1);
  return row;
}

/** The organizations of each role, with their names. */
export async function findRoleOrganizations(db: Db, roleIds: string[]) {
  if (roleIds.length === 0) return [];
  return db
    .select({
      roleId: roleOrganizations.roleId,
      organizeId: roleOrganizations.organizeId,
      fullName: organizations.fullName,
      idPath: organizations.idPath,
    })
    .from(roleOrganizations)
    .leftJoin(organizations, eq(organizations.id, roleOrganizations.organizeId))
    .where(inArray(roleOrganizations.roleId, roleIds))
    .orderBy(asc(organizations.sortCode), asc(roleOrganizations.organizeId));
}

export async function countRoleUsers(db: Db, roleIds: string[]): Promise<Map<string, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ roleId: userRelations.objectId, total: count() })
    .from(userRelations)
    .where(and(eq(userRelations.objectType, 'Role'), inArray(userRelations.objectId, roleIds)))
    .groupBy(userRelations.objectId);
  return new Map(rows.map((r) => [r.roleId, r.total]));
}

export async function findExistingOrganizeIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(inArray(organizations.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function replaceRoleOrganizations(
  db: Db,
  roleId: string,
  organizeIds: string[],
  newId: () => string,
) {
  await db.delete(roleOrganizations).where(eq(roleOrganizations.roleId, roleId));
  if (organizeIds.length > 0)
    await db
      .insert(roleOrganizations)
      .values(organizeIds.map((organizeId) => ({ id: newId(), roleId, organizeId })));
}

/** The role's organization links (inside the transaction that deletes the role). */
export async function deleteRoleOrganizations(db: Db, id: string) {
  await db.delete(roleOrganizations).where(eq(roleOrganizations.roleId, id));
}
