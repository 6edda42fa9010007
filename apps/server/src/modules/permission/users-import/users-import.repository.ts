import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { organizations, positions, roles, userRelations, users } from '../../../db/schema/index.ts';

/** Accounts among the given ones that already exist. */
export async function findExistingAccounts(db: Db, accounts: string[]): Promise<Set<string>> {
  if (accounts.length === 0) return new Set();
  const rows = await db
    .select({ account: users.account })
    .from(users)
    .where(inArray(users.account, accounts));
  return new Set(rows.map((r) => r.account));
}

/** Organizations, positions and roles by enCode (the template refers to them by code). */
export async function findCodeMaps(db: Db) {
  const [orgRows, positionRows, roleRows] = await Promise.all([
    db.select({ id: organizations.id, enCode: organizations.enCode }).from(organizations),
    db
      .select({ id: positions.id, enCode: positions.enCode, organizeId: positions.organizeId })
      .from(positions),
    db.select({ id: roles.id, enCode: roles.enCode }).from(roles),
  ]);
  return {
    organizations: new Map(orgRows.map((r) => [r.enCode, r.id])),
    positions: new Map(positionRows.map((r) => [r.enCode, r])),
    roles: new Map(roleRows.map((r) => [r.enCode, r.id])),
  };
}

export type NewUserRow = typeof users.$inferInsert;
export type NewRelationRow = typeof userRelations.$inferInsert;

/** Inserts the users and their memberships in one transaction: all of them or none. */
export async function insertUsersWithRelations(db: Db, rows: NewUserRow[], relations: NewRelationRow[]) {
  await db.transaction(async (tx) => {
    if (rows.length > 0) await tx.insert(users).values(rows);
    if (relations.length > 0) await tx.insert(userRelations).values(relations);
  });
}
