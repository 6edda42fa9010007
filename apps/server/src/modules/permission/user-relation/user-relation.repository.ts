import type { UserRelationObjectType } from '@platform/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { groups, positions, roles, userRelations, users } from '../../../db/schema/index.ts';

/** Which kind of object the id names (ids are unique across tables), undefined when none. */
export async function findObjectType(db: Db, id: string): Promise<UserRelationObjectType | undefined> {
  const [role, position, group] = await Promise.all(
    [roles, positions, groups].map((table) =>
      db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1),
    ),
  );
  if (role?.length) return 'Role';
  if (position?.length) return 'Position';
  return group?.length ? 'Group' : undefined;
}

/** The member user ids of an object, oldest first. */
export async function findMemberIds(db: Db, objectType: UserRelationObjectType, objectId: string) {
  const rows = await db
    .select({ userId: userRelations.userId })
    .from(userRelations)
    .where(and(eq(userRelations.objectType, objectType), eq(userRelations.objectId, objectId)))
    .orderBy(asc(userRelations.createdAt), asc(userRelations.id));
  return rows.map((r) => r.userId);
}

export async function findUsersByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

export async function deleteMembers(
  db: Db,
  objectType: UserRelationObjectType,
  objectId: string,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .delete(userRelations)
    .where(
      and(
        eq(userRelations.objectType, objectType),
        eq(userRelations.objectId, objectId),
        inArray(userRelations.userId, userIds),
      ),
    );
}

/** Adds the users as members; each membership goes last among the user's memberships of that kind. */
export async function insertMembers(
  db: Db,
  objectType: UserRelationObjectType,
  objectId: string,
  userIds: string[],
  newId: () => string,
): Promise<void> {
  if (userIds.length === 0) return;
  const last = (userId: string) => sql`(select coalesce(max(${userRelations.sortCode}) + 1, 0)
    from ${userRelations}
    where ${userRelations.userId} = ${userId} and ${userRelations.objectType} = ${objectType})`;
  await db
    .insert(userRelations)
    .values(userIds.map((userId) => ({ id: newId(), userId, objectType, objectId, sortCode: last(userId) })));
}
