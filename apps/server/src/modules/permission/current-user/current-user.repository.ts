import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { files, organizations, positions, roles, userRelations, users } from '../../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type UserPatch = Partial<Omit<typeof users.$inferInsert, 'id'>>;

export async function findUser(db: Db, userId: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

export async function updateUser(db: Db, userId: string, patch: UserPatch): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, userId));
}

/** Object ids of one relation type (Organize, Position, Role, Group), in the admin's order. */
export async function findRelationIds(db: Db, userId: string, objectType: string): Promise<string[]> {
  const rows = await db
    .select({ objectId: userRelations.objectId })
    .from(userRelations)
    .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, objectType)))
    .orderBy(asc(userRelations.sortCode), asc(userRelations.createdAt));
  return rows.map((r) => r.objectId);
}

export async function findOrganizations(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: organizations.id,
      fullName: organizations.fullName,
      idPath: organizations.idPath,
      category: organizations.category,
      enabledMark: organizations.enabledMark,
    })
    .from(organizations)
    .where(inArray(organizations.id, ids));
}

export async function findPositions(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: positions.id,
      fullName: positions.fullName,
      organizeId: positions.organizeId,
      enabledMark: positions.enabledMark,
      sortCode: positions.sortCode,
    })
    .from(positions)
    .where(inArray(positions.id, ids));
}

export async function findEnabledRoleNames(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ fullName: roles.fullName })
    .from(roles)
    .where(and(inArray(roles.id, ids), eq(roles.enabledMark, 1)))
    .orderBy(asc(roles.sortCode));
  return rows.map((r) => r.fullName);
}

const subordinateColumns = {
  id: users.id,
  account: users.account,
  realName: users.realName,
  headIcon: users.headIcon,
  organizeId: users.organizeId,
  positionId: users.positionId,
};
export type SubordinateRow = { [K in keyof typeof subordinateColumns]: UserRow[K] };

/** Users whose manager is `managerId`; disabled accounts (0) are left out. */
export async function findUsersByManager(db: Db, managerId: string): Promise<SubordinateRow[]> {
  return db
    .select(subordinateColumns)
    .from(users)
    .where(and(eq(users.managerId, managerId), ne(users.enabledMark, 0)))
    .orderBy(asc(users.sortCode), asc(users.account));
}

export async function findSubordinateRow(db: Db, userId: string): Promise<SubordinateRow | undefined> {
  const rows = await db.select(subordinateColumns).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0];
}

/** How many (non-disabled) subordinates each of the given users has. */
export async function countSubordinates(db: Db, managerIds: string[]): Promise<Map<string, number>> {
  if (managerIds.length === 0) return new Map();
  const rows = await db
    .select({ managerId: users.managerId, total: count() })
    .from(users)
    .where(and(inArray(users.managerId, managerIds), ne(users.enabledMark, 0)))
    .groupBy(users.managerId);
  return new Map(rows.map((r) => [r.managerId ?? '', r.total]));
}

export async function findManagerId(db: Db, userId: string): Promise<string | null | undefined> {
  const rows = await db
    .select({ managerId: users.managerId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.managerId;
}

/** The id of the user's newest upload of a category with this file name (the original names avatars so). */
export async function findNewestOwnFileIdByName(
  db: Db,
  ownerId: string,
  category: string,
  originalName: string,
): Promise<string | undefined> {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(eq(files.ownerId, ownerId), eq(files.category, category), eq(files.originalName, originalName)),
    )
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(1);
  return rows[0]?.id;
}
