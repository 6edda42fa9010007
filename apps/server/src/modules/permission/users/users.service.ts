import type { UserInfo, UserList, UserListItem, UserListQuery } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { hashPassword, md5Hex } from '../../../shared/password-hash.ts';
import { keysetPage } from '../../../shared/record-kit/keyset-page.ts';
import { omitKeys } from '../../../shared/record-kit/record-access.ts';
import { avatarUrl } from '../../file/upload-policy.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { manageableUserScope } from '../organize/organize-scope.service.ts';
import { findMemberships, findOrganizationsByIds, type UserRow } from './users.repository.ts';
import { assertManageable, readableUser, userRecords } from './users-access.service.ts';
import { userGrants } from './users-grants.service.ts';
import { type ResolvedMembership, resolveMemberships } from './users-membership.service.ts';
import { findUserListRow, findUserPage, userKeyValues, userOrderKeys } from './users-page.repository.ts';
import { organizationPaths } from './users-picker.repository.ts';
import {
  assertEchoUnchanged,
  USER_PROFILE_TEXT_FIELDS,
  type UserCreateWrite,
  type UserWrite,
  withoutUnchanged,
} from './users-wire.ts';
import { avatarColumn, profileColumns, saveMemberships } from './users-write-columns.ts';

/*
 * User administration (permission → user): list, read, create, edit. State, password, delete and
 * work handover are in users-actions.service.ts; pickers in users-picker.service.ts.
 */

type ListRow = Awaited<ReturnType<typeof findUserPage>>['rows'][number];

/** The user's organizations, main first (the `organize` column and organizeIdTree follow this order). */
function organizationsOf(row: { organizeId: string | null; organizeIds: string[] }): string[] {
  const rest = row.organizeIds.filter((id) => id !== row.organizeId);
  return row.organizeId ? [row.organizeId, ...rest] : rest;
}

/** Name paths of every organization of the rows ("公司/部门"), in one look-up. */
async function organizationPathsOf(ctx: AppContext, rows: readonly ListRow[]) {
  return organizationPaths(ctx.db, [...new Set(rows.flatMap(organizationsOf))]);
}

/** Every field of a row; the routes leave out what the caller's column grants hide (omitKeys). */
export function toListItem(row: ListRow, paths: ReadonlyMap<string, string>): Required<UserListItem> {
  return {
    id: row.id,
    account: row.account,
    realName: row.realName,
    gender: row.gender,
    mobilePhone: row.mobilePhone,
    email: row.email,
    headIcon: avatarUrl(row.headIcon),
    organizeId: row.organizeId,
    organizeName: row.organizeName,
    organize: organizationsOf(row)
      .flatMap((id) => paths.get(id) ?? [])
      .join(','),
    positionName: row.positionName,
    managerName: row.managerName,
    isAdministrator: row.isAdministrator,
    enabledMark: row.enabledMark,
    description: row.description,
    sortCode: row.sortCode,
    creatorTime: row.createdAt.getTime(),
  };
}

/** The list's filters (the export's too): the query's, and the organizations the caller manages. */
export async function userFilterOf(
  ctx: AppContext,
  caller: SessionUser,
  query: Omit<UserListQuery, 'currentPage' | 'pageSize'>,
) {
  return {
    keyword: query.keyword,
    organizeId: query.organizeId,
    enabledMark: query.enabledMark,
    scope: await manageableUserScope(ctx, caller),
    sidx: query.sidx,
    sort: query.sort,
  };
}

/**
 * GET /permission/Users: paged; non-administrators see only users of the organizations they manage
 * and of their data schemes, without the fields of columns they do not hold.
 */
export function listUsers(ctx: AppContext, caller: SessionUser, query: UserListQuery): Promise<UserList> {
  const keyset = keysetPage(query, userOrderKeys(query.sidx, query.sort));
  return userRecords.page(
    ctx,
    caller,
    query,
    async (filter) => {
      const found = await findUserPage(ctx.db, {
        ...(await userFilterOf(ctx, caller, query)),
        ...filter,
        seek: keyset.seek,
      });
      return { ...found, cursors: keyset.cursorsOf(found.rows, (row) => userKeyValues(row, query.sidx)) };
    },
    async (rows) => {
      const paths = await organizationPathsOf(ctx, rows);
      return rows.map((row) => toListItem(row, paths));
    },
  );
}

export async function getUser(ctx: AppContext, caller: SessionUser, id: string): Promise<UserInfo> {
  const [user, access] = await Promise.all([
    readableUser(ctx, caller, id),
    userGrants.readAccess(ctx, caller),
  ]);
  const [row, memberships] = await Promise.all([findUserListRow(ctx.db, id), findMemberships(ctx.db, id)]);
  if (!row) throw notFound('users.notFound');
  const organizeIds = memberships.Organize;
  if (user.organizeId && !organizeIds.includes(user.organizeId)) organizeIds.unshift(user.organizeId);
  const paths = await organizationPathsOf(ctx, [row]);
  const idPaths = await organizationIdPaths(ctx, organizeIds);
  const positionIds = memberships.Position;
  const positions =
    user.positionId && positionIds.includes(user.positionId)
      ? [user.positionId, ...positionIds.filter((p) => p !== user.positionId)]
      : positionIds;
  const ms = (date: Date | null) => date?.getTime() ?? null;
  return omitKeys(
    {
      ...toListItem(row, paths),
      // The original's form binds the `sex` dictionary code, a text.
      gender: row.gender === null ? null : String(row.gender),
      organizeIds,
      organizeIdTree: organizeIds.flatMap((o) => idPaths.get(o) ?? []),
      positionId: positions.length > 0 ? positions.join(',') : null,
      positionIds,
      roleIds: memberships.Role,
      roleId: memberships.Role.join(','),
      managerId: user.managerId,
      ...Object.fromEntries(USER_PROFILE_TEXT_FIELDS.map((key) => [key, user[key]])),
      entryDate: ms(user.entryDate),
      birthday: ms(user.birthday),
      logErrorCount: user.logErrorCount,
      unlockTime: ms(user.unlockTime),
      changePasswordDate: ms(user.changePasswordDate),
    } as Required<UserInfo>,
    access.detailHidden,
  );
}

/** The id path from the top of each organization ([company, …, it]), for organizeIdTree. */
async function organizationIdPaths(ctx: AppContext, organizeIds: string[]): Promise<Map<string, string[][]>> {
  const rows = await findOrganizationsByIds(ctx.db, organizeIds);
  return new Map(rows.map((r) => [r.id, [r.idPath.split(',')]]));
}

/**
 * POST /permission/Users: the password is the configured default for new users
 * (sys config newUserDefaultPassword, stored as argon2id of its md5 like any password) and
 * changePasswordDate stays null, so the user must change it at first login. The body is either
 * dialect, normalised (users-wire.ts).
 */
export async function createUser(
  ctx: AppContext,
  caller: SessionUser,
  body: UserCreateWrite,
): Promise<string> {
  let resolved: ResolvedMembership | undefined;
  let passwordHash = '';
  let avatar: Partial<UserRow> = {};
  return userRecords.create(
    ctx,
    caller,
    body,
    () => ({
      account: body.account,
      realName: body.realName,
      gender: body.gender ?? null,
      mobilePhone: body.mobilePhone ?? null,
      email: body.email ?? null,
      organizeId: resolved?.organizeId,
      positionId: resolved?.positionId,
      managerId: resolved?.managerId,
      description: body.description ?? null,
      sortCode: body.sortCode,
      enabledMark: body.enabledMark,
      ...profileColumns(body),
      ...avatar,
      passwordHash,
      changePasswordDate: null,
      updatedAt: ctx.now(),
    }),
    {
      check: async () => {
        await userRecords.assertUnique(ctx.db, body.account);
        resolved = await resolveMemberships(ctx, caller, 'add', {
          ...body,
          organizeIds: body.organizeIds ?? [],
          positionIds: body.positionIds ?? [],
          roleIds: body.roleIds ?? [],
        });
        avatar = await avatarColumn(ctx, caller, body.headIcon, null);
        const config = await getSysConfig(ctx);
        passwordHash = await hashPassword(md5Hex(config.newUserDefaultPassword));
      },
      within: async (tx, id) => {
        if (resolved) await saveMemberships(tx, id, resolved);
      },
    },
  );
}

/** The user's organizations: the main one (when not also a membership) first, then the memberships. */
const organizationsHeld = (user: UserRow, memberships: string[]) =>
  user.organizeId && !memberships.includes(user.organizeId) ? [user.organizeId, ...memberships] : memberships;

/**
 * PUT /permission/Users/{id}: profile fields, organizations, positions, roles and manager. Only what
 * the body carries changes (the edit dialog leaves out the fields the caller may not write). `echo`
 * is the body as sent, whose read-only fields (the original sends GET /{id} back) must be unchanged.
 */
export async function updateUser(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  edit: UserWrite,
  echo: Parameters<typeof assertEchoUnchanged>[1] = {},
) {
  let resolved: ResolvedMembership | undefined;
  let avatar: Partial<UserRow> = {};
  const before = await readableUser(ctx, caller, id);
  const held = await findMemberships(ctx.db, id);
  const body = withoutUnchanged(edit, before, {
    organizeIds: organizationsHeld(before, held.Organize),
    positionIds: held.Position,
    roleIds: held.Role,
  });
  await userRecords.update(ctx, caller, id, body, {
    check: async (user) => {
      assertEchoUnchanged(id, echo, user);
      await assertManageable(ctx, caller, user, 'edit');
      const memberships = await findMemberships(ctx.db, id);
      const currentOrgs = organizationsHeld(user, memberships.Organize);
      resolved = await resolveMemberships(
        ctx,
        caller,
        'edit',
        {
          organizeIds: body.organizeIds ?? currentOrgs,
          organizeId: body.organizeId,
          positionIds: body.positionIds ?? memberships.Position,
          positionId: body.positionId,
          roleIds: body.roleIds ?? memberships.Role,
          managerId: body.managerId === undefined ? user.managerId : body.managerId,
        },
        { userId: id, organizeId: user.organizeId, positionId: user.positionId, memberships },
      );
      avatar = await avatarColumn(ctx, caller, body.headIcon, user.headIcon);
    },
    extra: () => ({
      organizeId: resolved?.organizeId,
      positionId: resolved?.positionId,
      managerId: resolved?.managerId,
      ...profileColumns(body),
      ...avatar,
    }),
    within: async (tx) => {
      if (resolved) await saveMemberships(tx, id, resolved);
    },
  });
}
