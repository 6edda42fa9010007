import type {
  CreateUserBody,
  UpdateUserBody,
  UserInfo,
  UserList,
  UserListItem,
  UserListQuery,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { hashPassword, md5Hex } from '../../../shared/password-hash.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { omitKeys } from '../authority/field-grants.service.ts';
import { manageableOrganizeIdsSql } from '../organize/organize-scope.service.ts';
import { findMemberships, findUserListRow, findUserPage, replaceMemberships } from './users.repository.ts';
import { assertManageable, readableUser, userRecords } from './users-access.service.ts';
import { userGrants } from './users-grants.service.ts';
import { type ResolvedMembership, resolveMemberships } from './users-membership.service.ts';

/*
 * User administration (permission → user): list, read, create, edit. State, password, delete and
 * work handover are in users-actions.service.ts; pickers in users-picker.service.ts.
 */

type ListRow = Awaited<ReturnType<typeof findUserPage>>['rows'][number];

/** Every field of a row; the routes leave out what the caller's column grants hide (omitKeys). */
export function toListItem(row: ListRow): Required<UserListItem> {
  return {
    id: row.id,
    account: row.account,
    realName: row.realName,
    gender: row.gender,
    mobilePhone: row.mobilePhone,
    email: row.email,
    headIcon: row.headIcon,
    organizeId: row.organizeId,
    organizeName: row.organizeName,
    positionName: row.positionName,
    managerName: row.managerName,
    isAdministrator: row.isAdministrator,
    enabledMark: row.enabledMark,
    description: row.description,
    sortCode: row.sortCode,
    creatorTime: row.createdAt.getTime(),
  };
}

/**
 * GET /permission/Users: paged; non-administrators see only users of the organizations they manage
 * and of their data schemes, without the fields of columns they do not hold.
 */
export async function listUsers(
  ctx: AppContext,
  caller: SessionUser,
  query: UserListQuery,
): Promise<UserList> {
  const scope = manageableOrganizeIdsSql(caller);
  const access = await userGrants.readAccess(ctx, caller);
  const { rows, total } = await findUserPage(ctx.db, {
    keyword: query.keyword,
    organizeId: query.organizeId,
    enabledMark: query.enabledMark,
    scope,
    schemeCondition: access.schemeCondition,
    sidx: query.sidx,
    sort: query.sort,
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: rows.map((row) => omitKeys(toListItem(row), access.listHidden)),
    pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total },
  };
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
  return omitKeys(
    {
      ...toListItem(row),
      organizeIds,
      positionId: user.positionId,
      positionIds: memberships.Position,
      roleIds: memberships.Role,
      managerId: user.managerId,
      logErrorCount: user.logErrorCount,
      unlockTime: user.unlockTime?.getTime() ?? null,
      changePasswordDate: user.changePasswordDate?.getTime() ?? null,
    },
    access.detailHidden,
  );
}

async function saveMemberships(db: Db, userId: string, resolved: ResolvedMembership) {
  await replaceMemberships(db, userId, 'Organize', resolved.organizeIds, newId);
  await replaceMemberships(db, userId, 'Position', resolved.positionIds, newId);
  await replaceMemberships(db, userId, 'Role', resolved.roleIds, newId);
}

/**
 * POST /permission/Users: the password is the configured default for new users
 * (sys config newUserDefaultPassword, stored as argon2id of its md5 like any password) and
 * changePasswordDate stays null, so the user must change it at first login.
 */
export async function createUser(
  ctx: AppContext,
  caller: SessionUser,
  body: CreateUserBody,
): Promise<string> {
  let resolved: ResolvedMembership | undefined;
  let passwordHash = '';
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
      passwordHash,
      changePasswordDate: null,
      updatedAt: ctx.now(),
    }),
    {
      check: async () => {
        await userRecords.assertUnique(ctx.db, body.account);
        resolved = await resolveMemberships(ctx, caller, 'add', {
          ...body,
          positionIds: body.positionIds ?? [],
          roleIds: body.roleIds ?? [],
        });
        const config = await getSysConfig(ctx);
        passwordHash = await hashPassword(md5Hex(config.newUserDefaultPassword));
      },
      within: async (tx, id) => {
        if (resolved) await saveMemberships(tx, id, resolved);
      },
    },
  );
}

/**
 * PUT /permission/Users/{id}: profile fields, organizations, positions, roles and manager. Only what
 * the body carries changes (the edit dialog leaves out the fields the caller may not write).
 */
export async function updateUser(ctx: AppContext, caller: SessionUser, id: string, body: UpdateUserBody) {
  let resolved: ResolvedMembership | undefined;
  await userRecords.update(ctx, caller, id, body, {
    check: async (user) => {
      await assertManageable(ctx, caller, user, 'edit');
      const memberships = await findMemberships(ctx.db, id);
      const currentOrgs =
        user.organizeId && !memberships.Organize.includes(user.organizeId)
          ? [user.organizeId, ...memberships.Organize]
          : memberships.Organize;
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
    },
    extra: () => ({
      organizeId: resolved?.organizeId,
      positionId: resolved?.positionId,
      managerId: resolved?.managerId,
    }),
    within: async (tx) => {
      if (resolved) await saveMemberships(tx, id, resolved);
    },
  });
}
