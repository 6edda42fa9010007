import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { organizations, positions, users } from '../../../db/schema/index.ts';
import { pageWalk } from '../../../shared/record-kit/keyset-page.ts';
import { listTotal } from '../../../shared/record-kit/list-total.ts';
import { type OrderKey, orderOf } from '../../../shared/record-kit/order-keys.ts';
import type { Seek } from '../../../shared/record-kit/page-cursor.ts';
import { pageIdsLeavingOut } from '../../../shared/record-kit/page-leaving-out.ts';
import { usersNamed } from '../organize/organization-members.ts';
import { type UserFilter, userFilterWhere } from './users.repository.ts';

/*
 * A page of the user list: its order (the keys of keyset paging), the window by offset or past a cursor,
 * the scope's few left-out users, and the rows joined to their names.
 */

const managers = alias(users, 'managers');

/** Sort fields of the list, mapped to columns (the only way a client names a column). */
const SORT_COLUMNS = {
  account: users.account,
  realName: users.realName,
  sortCode: users.sortCode,
  creatorTime: users.createdAt,
  enabledMark: users.enabledMark,
} as const;

export type UserSortField = keyof typeof SORT_COLUMNS;

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
  const walk = pageWalk(userOrderKeys(filter.sidx, filter.sort), filter.seek, filter);
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(userFilterWhere(filter), walk.after))
    .orderBy(...walk.orderBy)
    .limit(walk.limit)
    .offset(walk.offset);
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
