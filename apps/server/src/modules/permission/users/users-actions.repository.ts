import { GRADE_FLAGS } from '@platform/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  authorizations,
  groups,
  organizationAdministrators,
  organizations,
  passwordHistory,
  positions,
  roleOrganizations,
  roles,
  sessions,
  userColumnSettings,
  userRelations,
  users,
} from '../../../db/schema/index.ts';

/**
 * Removes the account and what only made sense with it: memberships, delegated administration,
 * direct grants, column choices, password history and sessions (the old token then answers 602).
 * Others who named the user as manager (users, organizations) lose that link. Messages, files and
 * logs keep the id as history.
 */
export async function deleteUserCascade(db: Db, id: string): Promise<void> {
  await db.delete(userRelations).where(eq(userRelations.userId, id));
  await db.delete(organizationAdministrators).where(eq(organizationAdministrators.userId, id));
  await db
    .delete(authorizations)
    .where(and(eq(authorizations.objectType, 'User'), eq(authorizations.objectId, id)));
  await db.delete(userColumnSettings).where(eq(userColumnSettings.userId, id));
  await db.delete(passwordHistory).where(eq(passwordHistory.userId, id));
  await db.delete(sessions).where(eq(sessions.userId, id));
  await db.update(users).set({ managerId: null }).where(eq(users.managerId, id));
  await db.update(organizations).set({ managerId: null }).where(eq(organizations.managerId, id));
  await db.delete(users).where(eq(users.id, id));
}

export async function insertPasswordHistory(db: Db, row: typeof passwordHistory.$inferInsert): Promise<void> {
  await db.insert(passwordHistory).values(row);
}

/** What a work handover of the user would move (see UserWork). */
export async function findWork(db: Db, userId: string) {
  const [managed, delegated, positionRows, roleRows, groupRows, subordinates] = await Promise.all([
    db
      .select({ id: organizations.id, fullName: organizations.fullName })
      .from(organizations)
      .where(eq(organizations.managerId, userId))
      .orderBy(asc(organizations.sortCode), asc(organizations.id)),
    db
      .select({ id: organizations.id, fullName: organizations.fullName })
      .from(organizationAdministrators)
      .innerJoin(organizations, eq(organizations.id, organizationAdministrators.organizeId))
      .where(eq(organizationAdministrators.userId, userId))
      .orderBy(asc(organizations.sortCode), asc(organizations.id)),
    db
      .select({ id: positions.id, fullName: positions.fullName })
      .from(userRelations)
      .innerJoin(positions, eq(positions.id, userRelations.objectId))
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Position')))
      .orderBy(asc(userRelations.sortCode), asc(positions.id)),
    db
      .select({ id: roles.id, fullName: roles.fullName })
      .from(userRelations)
      .innerJoin(roles, eq(roles.id, userRelations.objectId))
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Role')))
      .orderBy(asc(userRelations.sortCode), asc(roles.id)),
    db
      .select({ id: groups.id, fullName: groups.fullName })
      .from(userRelations)
      .innerJoin(groups, eq(groups.id, userRelations.objectId))
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Group')))
      .orderBy(asc(userRelations.sortCode), asc(groups.id)),
    db
      .select({ id: users.id, account: users.account, realName: users.realName })
      .from(users)
      .where(eq(users.managerId, userId))
      .orderBy(asc(users.sortCode), asc(users.account)),
  ]);
  return {
    organizations: managed,
    delegations: delegated,
    positions: positionRows,
    roles: roleRows,
    groups: groupRows,
    subordinates,
  };
}

/**
 * Moves the Position, Role or Group memberships of `fromId` to `toId`: the target gains those it
 * lacks and the source loses them all.
 */
export async function moveMemberships(
  db: Db,
  fromId: string,
  toId: string,
  objectType: 'Position' | 'Role' | 'Group',
  newId: () => string,
): Promise<number> {
  const [moving, held] = await Promise.all([
    db
      .select({ objectId: userRelations.objectId })
      .from(userRelations)
      .where(and(eq(userRelations.userId, fromId), eq(userRelations.objectType, objectType))),
    db
      .select({ objectId: userRelations.objectId })
      .from(userRelations)
      .where(and(eq(userRelations.userId, toId), eq(userRelations.objectType, objectType))),
  ]);
  const heldIds = new Set(held.map((r) => r.objectId));
  const gained = moving.map((r) => r.objectId).filter((id) => !heldIds.has(id));
  if (gained.length > 0)
    await db.insert(userRelations).values(
      gained.map((objectId, i) => ({
        id: newId(),
        userId: toId,
        objectType,
        objectId,
        sortCode: held.length + i,
      })),
    );
  await db
    .delete(userRelations)
    .where(and(eq(userRelations.userId, fromId), eq(userRelations.objectType, objectType)));
  return moving.length;
}

/** Organizations managed by `fromId` get `toId` as manager. */
export async function moveManagedOrganizations(db: Db, fromId: string, toId: string): Promise<number> {
  const rows = await db
    .update(organizations)
    .set({ managerId: toId })
    .where(eq(organizations.managerId, fromId))
    .returning({ id: organizations.id });
  return rows.length;
}

/** Users managed by `fromId` report to `toId` (the target itself gets no manager rather than itself). */
export async function moveSubordinates(db: Db, fromId: string, toId: string): Promise<number> {
  const rows = await db
    .update(users)
    .set({ managerId: toId })
    .where(and(eq(users.managerId, fromId), ne(users.id, toId)))
    .returning({ id: users.id });
  await db
    .update(users)
    .set({ managerId: null })
    .where(and(eq(users.id, toId), eq(users.managerId, fromId)));
  return rows.length;
}

/**
 * Organizations the moved positions and organization roles need (a position belongs to one; an
 * organization role applies in its organizations) that the user does not belong to yet: the first
 * organization of each uncovered role, the organization of each uncovered position.
 */
export async function missingOrganizationsFor(db: Db, userId: string): Promise<string[]> {
  const [held, main, positionOrgs, roleOrgs] = await Promise.all([
    db
      .select({ id: userRelations.objectId })
      .from(userRelations)
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Organize'))),
    db.select({ id: users.organizeId }).from(users).where(eq(users.id, userId)),
    db
      .select({ organizeId: positions.organizeId })
      .from(userRelations)
      .innerJoin(positions, eq(positions.id, userRelations.objectId))
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Position'))),
    db
      .select({ roleId: roleOrganizations.roleId, organizeId: roleOrganizations.organizeId })
      .from(userRelations)
      .innerJoin(roleOrganizations, eq(roleOrganizations.roleId, userRelations.objectId))
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, 'Role')))
      .orderBy(asc(roleOrganizations.id)),
  ]);
  const have = new Set([...held.map((r) => r.id), ...main.map((r) => r.id ?? '')]);
  const missing = new Set<string>();
  for (const { organizeId } of positionOrgs) if (!have.has(organizeId)) missing.add(organizeId);
  const byRole = new Map<string, string[]>();
  for (const link of roleOrgs) byRole.set(link.roleId, [...(byRole.get(link.roleId) ?? []), link.organizeId]);
  for (const orgs of byRole.values()) {
    if (!orgs.some((o) => have.has(o) || missing.has(o))) missing.add(orgs[0]);
  }
  return [...missing];
}

/**
 * Moves the grade-management rows (分级管理) of `fromId` to `toId`: an organization the target
 * already administers keeps one row with the flags of both; an administrator target gets none (they
 * manage everything). The source loses them all. Returns how many rows `fromId` had.
 */
export async function moveDelegations(
  db: Db,
  fromId: string,
  toId: string,
  isTargetAdministrator: boolean,
  now: Date,
): Promise<number> {
  const [moving, held] = await Promise.all([
    db.select().from(organizationAdministrators).where(eq(organizationAdministrators.userId, fromId)),
    db.select().from(organizationAdministrators).where(eq(organizationAdministrators.userId, toId)),
  ]);
  if (moving.length === 0) return 0;
  await db.delete(organizationAdministrators).where(eq(organizationAdministrators.userId, fromId));
  if (isTargetAdministrator) return moving.length;
  for (const row of moving) {
    const existing = held.find((h) => h.organizeId === row.organizeId);
    if (!existing) {
      await db.insert(organizationAdministrators).values({ ...row, userId: toId, updatedAt: now });
      continue;
    }
    const merged = Object.fromEntries(GRADE_FLAGS.map((flag) => [flag, Math.max(existing[flag], row[flag])]));
    await db
      .update(organizationAdministrators)
      .set({ ...merged, updatedAt: now })
      .where(eq(organizationAdministrators.id, existing.id));
  }
  return moving.length;
}

/** The grade-management rows of the user (checked before a handover moves them). */
export async function findDelegations(db: Db, userId: string) {
  return db.select().from(organizationAdministrators).where(eq(organizationAdministrators.userId, userId));
}
