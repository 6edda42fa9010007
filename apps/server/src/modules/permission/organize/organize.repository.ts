import { asc, count, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  organizationAdministrators,
  organizations,
  positions,
  roleOrganizations,
  userRelations,
  users,
} from '../../../db/schema/index.ts';
import { prefixPattern } from '../../../shared/like-pattern.ts';

export type OrganizeRow = typeof organizations.$inferSelect;
export type NewOrganizeRow = typeof organizations.$inferInsert;
export type OrganizeRowWithManager = OrganizeRow & { managerName: string | null };

const withManager = {
  row: organizations,
  managerName: users.realName,
};

/**
 * Every organization with its manager's name, in tree order (sort code, then name). Organization
 * counts stay in the hundreds, so trees are built in memory from one indexed scan.
 */
export async function findAllOrganizations(db: Db): Promise<OrganizeRowWithManager[]> {
  const rows = await db
    .select(withManager)
    .from(organizations)
    .leftJoin(users, eq(users.id, organizations.managerId))
    .orderBy(asc(organizations.sortCode), asc(organizations.fullName), asc(organizations.id));
  return rows.map((r) => ({ ...r.row, managerName: r.managerName }));
}

export async function findOrganization(db: Db, id: string): Promise<OrganizeRowWithManager | undefined> {
  const [row] = await db
    .select(withManager)
    .from(organizations)
    .leftJoin(users, eq(users.id, organizations.managerId))
    .where(eq(organizations.id, id))
    .limit(1);
  return row ? { ...row.row, managerName: row.managerName } : undefined;
}

/** The rows with these ids (ancestors of a node, read from its idPath). */
export async function findOrganizationsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: organizations.id, fullName: organizations.fullName })
    .from(organizations)
    .where(inArray(organizations.id, ids));
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return row !== undefined;
}

/**
 * Rewrites the idPath of every node below a moved node: the old path prefix becomes the new one.
 * The node itself is updated by the caller; prefix matching on "path," keeps siblings with a longer id
 * sharing the same digits out.
 */
export async function moveDescendants(db: Db, oldPath: string, newPath: string): Promise<void> {
  await db
    .update(organizations)
    .set({ idPath: sql`${newPath} || substr(${organizations.idPath}, ${oldPath.length + 1})` })
    .where(like(organizations.idPath, prefixPattern(`${oldPath},`)));
}

/** What still hangs off an organization: child organizations, members and positions. */
export async function countDependants(db: Db, id: string) {
  const [children, members, positionCount] = await Promise.all([
    db.select({ n: count() }).from(organizations).where(eq(organizations.parentId, id)),
    db
      .select({ n: count() })
      .from(users)
      .where(
        or(
          eq(users.organizeId, id),
          sql`exists (select 1 from ${userRelations} where ${userRelations.userId} = ${users.id} and ${userRelations.objectType} = 'Organize' and ${userRelations.objectId} = ${id})`,
        ),
      ),
    db.select({ n: count() }).from(positions).where(eq(positions.organizeId, id)),
  ]);
  return { children: children[0]?.n ?? 0, users: members[0]?.n ?? 0, positions: positionCount[0]?.n ?? 0 };
}

/** Deletes the organization and the rows that only point at it (role links, grade delegations). */
export async function deleteOrganizationLinks(db: Db, id: string): Promise<void> {
  await db.delete(roleOrganizations).where(eq(roleOrganizations.organizeId, id));
  await db.delete(organizationAdministrators).where(eq(organizationAdministrators.organizeId, id));
}
