import { and, asc, eq, inArray, not } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { users } from '../../../db/schema/index.ts';

const adminColumns = {
  id: users.id,
  account: users.account,
  realName: users.realName,
  headIcon: users.headIcon,
  enabledMark: users.enabledMark,
};

/** The super administrators, by account. */
export async function findAdministrators(db: Db) {
  return db
    .select(adminColumns)
    .from(users)
    .where(eq(users.isAdministrator, true))
    .orderBy(asc(users.account));
}

/** The users among `ids` that exist, with their state. */
export async function findAdminCandidates(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select(adminColumns).from(users).where(inArray(users.id, ids));
}

/** Makes exactly `ids` the administrators; stamps who changed the rows whose flag changed. */
export async function replaceAdministrators(tx: Tx, ids: string[], by: string, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ isAdministrator: true, updatedAt: at, updatedBy: by })
    .where(and(inArray(users.id, ids), eq(users.isAdministrator, false)));
  await tx
    .update(users)
    .set({ isAdministrator: false, updatedAt: at, updatedBy: by })
    .where(and(eq(users.isAdministrator, true), not(inArray(users.id, ids))));
}
