import type {
  CreateGroupBody,
  GroupConditionBody,
  GroupInfo,
  GroupList,
  GroupListQuery,
  GroupOptionList,
  UpdateGroupBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { definedFields } from '../../../shared/defined-fields.ts';
import { newId } from '../../../shared/ids.ts';
import { isUniqueViolation } from '../../../shared/unique-violation.ts';
import { bumpPermissionVersion } from '../../oauth/current-user/permission-cache.ts';
import { omitKeys } from '../authority/field-grants.service.ts';
import type { MenuReadAccess } from '../authority/menu-grants.service.ts';
import {
  countGroupUsers,
  deleteGroup,
  findGroup,
  findGroupIdByCode,
  findGroupOptions,
  insertGroup,
  listGroups,
  updateGroup,
} from './group.repository.ts';
import { groupGrants } from './group-grants.service.ts';

/*
 * User groups (分组, §7.4): enCode unique; groups hold grants, so enabling, disabling and deleting one
 * bumps the permission version. A group with members cannot be deleted (remove them first), so no
 * user silently loses what the group granted. Columns, form fields and rows follow the caller's
 * grants on the group menu (ADR 0009).
 */

type InfoRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

function toInfo({ row, userCount }: InfoRow): Required<GroupInfo> {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    type: row.type,
    description: row.description,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    userCount: Number(userCount),
    creatorTime: row.createdAt.getTime(),
  };
}

export async function getGroupList(
  ctx: AppContext,
  caller: SessionUser,
  query: GroupListQuery,
): Promise<GroupList> {
  const access = await groupGrants.readAccess(ctx, caller);
  const { rows, total } = await listGroups(ctx.db, {
    keyword: query.keyword,
    schemeCondition: access.schemeCondition,
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: rows.map((row) => omitKeys(toInfo(row), access.listHidden)),
    pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total },
  };
}

/** The group, or 404 when it is missing or outside the caller's data schemes. */
async function requireGroup(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
): Promise<InfoRow & { access: MenuReadAccess }> {
  const [found, access] = await Promise.all([findGroup(ctx.db, id), groupGrants.readAccess(ctx, caller)]);
  if (!found || !(await groupGrants.isRowReadable(ctx, access, id))) throw notFound('group.notFound');
  return { ...found, access };
}

export async function getGroup(ctx: AppContext, caller: SessionUser, id: string): Promise<GroupInfo> {
  const found = await requireGroup(ctx, caller, id);
  return omitKeys(toInfo(found), found.access.detailHidden);
}

async function checkCode(ctx: AppContext, enCode: string, id?: string): Promise<void> {
  const owner = await findGroupIdByCode(ctx.db, enCode);
  if (owner && owner !== id) throw badRequest('group.duplicateCode', { code: enCode });
}

const EDITABLE = ['fullName', 'enCode', 'type', 'description', 'sortCode', 'enabledMark'] as const;

function rethrowDuplicate(err: unknown, code: string): never {
  if (isUniqueViolation(err)) throw badRequest('group.duplicateCode', { code });
  throw err;
}

export async function createGroup(
  ctx: AppContext,
  caller: SessionUser,
  body: CreateGroupBody,
): Promise<string> {
  await groupGrants.assertFormGranted(ctx, caller, body);
  await checkCode(ctx, body.enCode);
  const id = newId();
  try {
    await insertGroup(ctx.db, {
      id,
      fullName: body.fullName,
      enCode: body.enCode,
      type: body.type ?? null,
      description: body.description ?? null,
      sortCode: body.sortCode ?? 0,
      enabledMark: body.enabledMark ?? 1,
      createdAt: ctx.now(),
    });
  } catch (err) {
    rethrowDuplicate(err, body.enCode);
  }
  return id;
}

/** PUT /Group/{id}: only what the body carries changes. */
export async function updateGroupInfo(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdateGroupBody,
): Promise<void> {
  await groupGrants.assertFormGranted(ctx, caller, body);
  const { row } = await requireGroup(ctx, caller, id);
  const enCode = body.enCode ?? row.enCode;
  await checkCode(ctx, enCode, id);
  try {
    await updateGroup(ctx.db, id, { ...definedFields(body, EDITABLE), updatedAt: ctx.now() });
  } catch (err) {
    if (err instanceof AppError) throw err;
    rethrowDuplicate(err, enCode);
  }
  if (body.enabledMark !== undefined && body.enabledMark !== row.enabledMark)
    await bumpPermissionVersion(ctx);
}

export async function removeGroup(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  await requireGroup(ctx, caller, id);
  await ctx.db.transaction(async (tx) => {
    if ((await countGroupUsers(tx, id)) > 0) throw badRequest('group.hasUsers');
    await deleteGroup(tx, id);
  });
  await bumpPermissionVersion(ctx);
}

/** GET /Group/Selector and POST /Group/GroupCondition: enabled groups, ids and names only. */
export async function groupOptions(ctx: AppContext, body: GroupConditionBody = {}): Promise<GroupOptionList> {
  return { list: await findGroupOptions(ctx.db, body) };
}
