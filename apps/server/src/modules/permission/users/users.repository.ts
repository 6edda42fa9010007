import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  organizations,
  positions,
  roleOrganizations,
  roles,
  userRelations,
  users,
} from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { keywordIn } from '../../../shared/record-kit/keyword-in.ts';
import { type UsersInScope, userInOrganizations, usersInScope } from '../organize/organization-members.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
/** The membership kinds user administration edits (groups belong to the group screen). */
export type MembershipType = 'Organize' | 'Position' | 'Role';

/** The organization and every organization below it (idPath holds the ancestors). */
export const subtreeOf = (organizeId: string): SQL =>
  sql`(select ${organizations.id} from ${organizations} where ${organizations.id} = ${organizeId} or ${organizeId} = any(string_to_array(${organizations.idPath}, ',')))`;

/** Below this many characters trigrams cannot serve a "contains" search (see the users indexes). */
const TRIGRAM_MIN_LENGTH = 3;

/** The columns the keyword searches (all held in searchText), by the list rows' keys. */
const KEYWORD_COLUMNS = { account: users.account, realName: users.realName, mobilePhone: users.mobilePhone };
const KEYWORD_KEYS = Object.keys(KEYWORD_COLUMNS);

/**
 * Case-insensitive "contains" over account, name and mobile (the generated searchText). Short keywords
 * are first narrowed by the character-pair index, then checked literally; longer ones use trigrams.
 * `keys` limits the search to those columns (the caller's granted ones): searchText still narrows
 * through its index, and the keyword must then be in one of them.
 */
export function keywordMatch(keyword: string | undefined, keys?: readonly string[]): SQL | undefined {
  if (!keyword) return undefined;
  const contains = sql`${users.searchText} like lower(${containsPattern(keyword)})`;
  const indexed =
    [...keyword].length >= TRIGRAM_MIN_LENGTH
      ? contains
      : sql`(search_ngrams(${users.searchText}) @> search_ngrams(lower(${keyword})) and ${contains})`;
  if (!keys || KEYWORD_KEYS.every((key) => keys.includes(key))) return indexed;
  return and(indexed, keywordIn(keyword, KEYWORD_COLUMNS, keys));
}

export interface UserFilter {
  keyword?: string;
  /** The keys the keyword may search (the caller's granted columns); all when left out. */
  keywordKeys?: readonly string[];
  organizeId?: string;
  enabledMark?: number;
  /** The users the caller's organization scope holds (organize-scope.service), undefined for all. */
  scope?: UsersInScope;
  /** The caller's data schemes on the user menu (users-grants.service), built from the allowlist. */
  schemeCondition?: SQL;
}

/** The WHERE of the list and the export: filters, grade scope and data schemes, all over users alone. */
export function userFilterWhere(filter: UserFilter): SQL | undefined {
  return and(
    keywordMatch(filter.keyword, filter.keywordKeys),
    filter.organizeId ? userInOrganizations(subtreeOf(filter.organizeId)) : undefined,
    filter.enabledMark === undefined ? undefined : eq(users.enabledMark, filter.enabledMark),
    filter.scope && usersInScope(filter.scope),
    filter.schemeCondition,
  );
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user's memberships of each kind, in their saved order. */
export async function findMemberships(db: Db, userId: string): Promise<Record<MembershipType, string[]>> {
  const rows = await db
    .select({ objectType: userRelations.objectType, objectId: userRelations.objectId })
    .from(userRelations)
    .where(
      and(
        eq(userRelations.userId, userId),
        inArray(userRelations.objectType, ['Organize', 'Position', 'Role']),
      ),
    )
    .orderBy(asc(userRelations.sortCode), asc(userRelations.createdAt), asc(userRelations.id));
  const result: Record<MembershipType, string[]> = { Organize: [], Position: [], Role: [] };
  for (const row of rows) result[row.objectType as MembershipType].push(row.objectId);
  return result;
}

/** Replaces the user's memberships of one kind (sortCode keeps the given order). */
export async function replaceMemberships(
  db: Db,
  userId: string,
  objectType: MembershipType,
  objectIds: string[],
  newId: () => string,
): Promise<void> {
  await db
    .delete(userRelations)
    .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, objectType)));
  if (objectIds.length === 0) return;
  await db
    .insert(userRelations)
    .values(objectIds.map((objectId, sortCode) => ({ id: newId(), userId, objectType, objectId, sortCode })));
}

export async function findOrganizationsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: organizations.id, fullName: organizations.fullName, idPath: organizations.idPath })
    .from(organizations)
    .where(inArray(organizations.id, ids));
}

export async function findPositionsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: positions.id, fullName: positions.fullName, organizeId: positions.organizeId })
    .from(positions)
    .where(inArray(positions.id, ids));
}

/** Roles with the organizations they are bound to (empty for global roles). */
export async function findRolesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const [rows, links] = await Promise.all([
    db
      .select({ id: roles.id, fullName: roles.fullName, globalMark: roles.globalMark })
      .from(roles)
      .where(inArray(roles.id, ids)),
    db
      .select({ roleId: roleOrganizations.roleId, organizeId: roleOrganizations.organizeId })
      .from(roleOrganizations)
      .where(inArray(roleOrganizations.roleId, ids)),
  ]);
  return rows.map((r) => ({
    ...r,
    organizeIds: links.filter((l) => l.roleId === r.id).map((l) => l.organizeId),
  }));
}

/** Manager ids from the user upwards (stops at a repeat or after `limit` steps). */
export async function managerChain(db: Db, fromUserId: string, limit = 50): Promise<string[]> {
  const chain: string[] = [];
  let current: string | null = fromUserId;
  while (current && chain.length < limit && !chain.includes(current)) {
    chain.push(current);
    const [row] = await db
      .select({ managerId: users.managerId })
      .from(users)
      .where(eq(users.id, current))
      .limit(1);
    current = row?.managerId ?? null;
  }
  return chain;
}

/** Enabled administrators other than the user. */
export async function countOtherEnabledAdministrators(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.isAdministrator, true), eq(users.enabledMark, 1), ne(users.id, userId)));
  return row?.total ?? 0;
}

export async function updateUserRow(db: Db, id: string, patch: Partial<NewUserRow>): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}
