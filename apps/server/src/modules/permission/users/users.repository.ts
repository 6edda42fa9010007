import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import { listTotal } from '../../../shared/record-kit/list-total.ts';
import { type OrderKey, orderOf, seekPast } from '../../../shared/record-kit/order-keys.ts';
import type { Seek } from '../../../shared/record-kit/page-cursor.ts';
import { pageIdsLeavingOut } from '../../../shared/record-kit/page-leaving-out.ts';
import {
  type UsersInScope,
  userInOrganizations,
  usersInScope,
  usersNamed,
} from '../organize/organization-members.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
/** The membership kinds user administration edits (groups belong to the group screen). */
export type MembershipType = 'Organize' | 'Position' | 'Role';

const managers = alias(users, 'managers');

/** Sort fields of the list, mapped to columns (the only way a client names a column). */
const SORT_COLUMNS = {
  account: users.account,
  realName: users.realName,
  sortCode: users.sortCode,
  creatorTime: users.createdAt,
  enabledMark: users.enabledMark,
} as const;

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

export type UserSortField = keyof typeof SORT_COLUMNS;

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

/**
 * The list order: the chosen sort field, the id breaking ties the same way (the field's (column, id)
 * index serves either direction); or the default, sort code then newest first, spelled exactly as the
 * users_list_order index so that every key runs the same way (keyset paging).
 */
export function userOrderKeys(sidx?: UserSortField, sort?: 'asc' | 'desc'): OrderKey[] {
  const direction = sort === 'desc' ? 'desc' : 'asc';
  return sidx
    ? [
        { column: SORT_COLUMNS[sidx], direction },
        { column: users.id, direction },
      ]
    : [
        { column: sql`(-${users.sortCode})`, direction: 'desc' },
        { column: users.createdAt, direction: 'desc' },
        { column: users.id, direction: 'desc' },
      ];
}

export function userListOrder(sidx?: UserSortField, sort?: 'asc' | 'desc'): SQL[] {
  return orderOf(userOrderKeys(sidx, sort));
}

/** The row's values of the order's keys (userOrderKeys), for the page's cursors. */
export function userKeyValues(row: ListRow, sidx?: UserSortField): unknown[] {
  if (!sidx) return [-row.sortCode, row.createdAt, row.id];
  const field = sidx === 'creatorTime' ? 'createdAt' : sidx;
  return [row[field], row.id];
}

export const listColumns = {
  id: users.id,
  account: users.account,
  realName: users.realName,
  gender: users.gender,
  mobilePhone: users.mobilePhone,
  email: users.email,
  headIcon: users.headIcon,
  organizeId: users.organizeId,
  /** The main organization and every membership (kept by triggers), for the `organize` paths. */
  organizeIds: users.organizeIds,
  organizeName: organizations.fullName,
  positionName: positions.fullName,
  managerName: managers.realName,
  isAdministrator: users.isAdministrator,
  enabledMark: users.enabledMark,
  description: users.description,
  sortCode: users.sortCode,
  createdAt: users.createdAt,
};

/** A list page's window and order over the filter: by offset, or past a cursor's row (seek). */
export type UserPageFilter = UserFilter & {
  offset: number;
  limit: number;
  sidx?: UserSortField;
  sort?: 'asc' | 'desc';
  seek?: Seek;
};

type ListRow = Awaited<ReturnType<typeof findUserListRows>>[number];

/**
 * The ids of a page, from users alone (an index walk, or the few keyword matches); only those rows are
 * then joined to their names: joining first made the planner join all 100,000 users, then sort.
 */
export function userPageIds(db: Db, filter: UserPageFilter) {
  const keys = userOrderKeys(filter.sidx, filter.sort);
  const { seek } = filter;
  if (seek)
    return db
      .select({ id: users.id })
      .from(users)
      .where(and(userFilterWhere(filter), seekPast(keys, seek.values, seek.toward)))
      .orderBy(...orderOf(keys, seek.toward === 'previous'))
      .limit(filter.limit);
  return db
    .select({ id: users.id })
    .from(users)
    .where(userFilterWhere(filter))
    .orderBy(...orderOf(keys))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** From this offset on, a scope's few left-out users are skipped by shifting the window (below). */
const SHIFTED_WINDOW_FROM = 1_000;

/**
 * A page of the list and its total. A scope that leaves a few users out by id (organize-scope) is
 * applied outside the walk: the page skips them (pageIdsLeavingOut) and the total subtracts them,
 * so neither tests every row against them.
 */
export async function findUserPage(db: Db, filter: UserPageFilter) {
  const exceptIds = filter.scope?.exceptIds ?? [];
  const withinScope = { ...filter, scope: filter.scope && { ...filter.scope, exceptIds: [] } };
  const [rows, total] = await Promise.all([
    // A seek or a near page walks few rows: testing the few left out on those costs less than the
    // two extra look-ups of the shifted window (each a round trip on the embedded database).
    exceptIds.length === 0 || filter.seek || filter.offset < SHIFTED_WINDOW_FROM
      ? userPageRows(db, filter)
      : userPageRowsLeavingOut(db, withinScope, exceptIds),
    listTotal(db, users, userFilterWhere(withinScope), { except: usersNamed(exceptIds) }),
  ]);
  return { rows, total };
}

/** The page's rows: its ids from users alone, then joined to their names. */
function userPageRows(db: Db, filter: UserPageFilter) {
  const page = userPageIds(db, filter).as('page');
  return db
    .select(listColumns)
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(organizations, eq(organizations.id, users.organizeId))
    .leftJoin(positions, eq(positions.id, users.positionId))
    .leftJoin(managers, eq(managers.id, users.managerId))
    .orderBy(...userListOrder(filter.sidx, filter.sort));
}

async function userPageRowsLeavingOut(db: Db, filter: UserPageFilter, exceptIds: readonly string[]) {
  const ids = await pageIdsLeavingOut(db, {
    table: users,
    id: users.id,
    where: userFilterWhere(filter),
    keys: userOrderKeys(filter.sidx, filter.sort),
    offset: filter.offset,
    limit: filter.limit,
    exceptIds,
  });
  const byId = new Map((await findUserListRows(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The list rows of these users (any order). */
export async function findUserListRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(listColumns)
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizeId))
    .leftJoin(positions, eq(positions.id, users.positionId))
    .leftJoin(managers, eq(managers.id, users.managerId))
    .where(inArray(users.id, ids));
}

export async function findUserListRow(db: Db, id: string) {
  const [row] = await findUserListRows(db, [id]);
  return row;
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
