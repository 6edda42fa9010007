import type {
  CreateUserBody,
  UpdateUserBody,
  UserInfo,
  UserList,
  UserListItem,
  UserListQuery,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { hashPassword, md5Hex } from '../../../shared/password-hash.ts';
import { isUniqueViolation } from '../../../shared/unique-violation.ts';
import { bumpPermissionVersion } from '../../oauth/current-user/permission-cache.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { omitKeys } from '../authority/field-grants.service.ts';
import { manageableOrganizeIdsSql } from '../organize/organize-scope.service.ts';
import {
  findMemberships,
  findUserListRow,
  insertUser,
  isAccountTaken,
  listUsers,
  type NewUserRow,
  replaceMemberships,
  updateUser,
} from './users.repository.ts';
import { manageableUser, readableUser } from './users-access.service.ts';
import { userGrants } from './users-grants.service.ts';
import { type ResolvedMembership, resolveMemberships } from './users-membership.service.ts';

/*
 * User administration (permission → user): list, read, create, edit. State, password, delete and
 * work handover are in users-actions.service.ts; pickers in users-picker.service.ts.
 */

type ListRow = Awaited<ReturnType<typeof listUsers>>['rows'][number];

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
export async function listUsersFor(
  ctx: AppContext,
  caller: SessionUser,
  query: UserListQuery,
): Promise<UserList> {
  const scope = manageableOrganizeIdsSql(caller);
  const access = await userGrants.readAccess(ctx, caller);
  const { rows, total } = await listUsers(ctx.db, {
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

async function saveMemberships(ctx: AppContext, userId: string, resolved: ResolvedMembership) {
  await replaceMemberships(ctx.db, userId, 'Organize', resolved.organizeIds, newId);
  await replaceMemberships(ctx.db, userId, 'Position', resolved.positionIds, newId);
  await replaceMemberships(ctx.db, userId, 'Role', resolved.roleIds, newId);
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
): Promise<{ id: string }> {
  await userGrants.assertFormGranted(ctx, caller, body);
  if (await isAccountTaken(ctx.db, body.account))
    throw badRequest('users.accountTaken', { account: body.account });
  const resolved = await resolveMemberships(ctx, caller, 'add', {
    ...body,
    positionIds: body.positionIds ?? [],
    roleIds: body.roleIds ?? [],
  });
  const config = await getSysConfig(ctx);
  const passwordHash = await hashPassword(md5Hex(config.newUserDefaultPassword));
  const id = newId();
  const now = ctx.now();
  try {
    await ctx.db.transaction(async (tx) => {
      await insertUser(tx, {
        id,
        account: body.account,
        realName: body.realName,
        gender: body.gender ?? null,
        mobilePhone: body.mobilePhone ?? null,
        email: body.email ?? null,
        organizeId: resolved.organizeId,
        positionId: resolved.positionId,
        managerId: resolved.managerId,
        description: body.description ?? null,
        sortCode: body.sortCode ?? 0,
        enabledMark: body.enabledMark ?? 1,
        passwordHash,
        changePasswordDate: null,
        createdAt: now,
        updatedAt: now,
      });
      await saveMemberships({ ...ctx, db: tx }, id, resolved);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest('users.accountTaken', { account: body.account });
    throw err;
  }
  await bumpPermissionVersion(ctx);
  return { id };
}

/** The profile fields the body carries; a field left out keeps its value. */
function profilePatch(body: UpdateUserBody): Partial<NewUserRow> {
  const patch: Partial<NewUserRow> = {};
  if (body.realName !== undefined) patch.realName = body.realName;
  if (body.gender !== undefined) patch.gender = body.gender;
  if (body.mobilePhone !== undefined) patch.mobilePhone = body.mobilePhone;
  if (body.email !== undefined) patch.email = body.email;
  if (body.description !== undefined) patch.description = body.description;
  if (body.sortCode !== undefined) patch.sortCode = body.sortCode;
  return patch;
}

/**
 * PUT /permission/Users/{id}: profile fields, organizations, positions, roles and manager. Only what
 * the body carries changes (the edit dialog leaves out the fields the caller may not write).
 */
export async function updateUserFor(ctx: AppContext, caller: SessionUser, id: string, body: UpdateUserBody) {
  await userGrants.assertFormGranted(ctx, caller, body);
  const user = await manageableUser(ctx, caller, id, 'edit');
  const memberships = await findMemberships(ctx.db, id);
  const currentOrgs =
    user.organizeId && !memberships.Organize.includes(user.organizeId)
      ? [user.organizeId, ...memberships.Organize]
      : memberships.Organize;
  const resolved = await resolveMemberships(
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
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, id, {
      ...profilePatch(body),
      organizeId: resolved.organizeId,
      positionId: resolved.positionId,
      managerId: resolved.managerId,
      updatedAt: ctx.now(),
    });
    await saveMemberships({ ...ctx, db: tx }, id, resolved);
  });
  await bumpPermissionVersion(ctx);
}
