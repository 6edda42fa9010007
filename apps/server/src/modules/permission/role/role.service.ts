import {
  type CreateRoleBody,
  ROLE_GLOBAL_GROUP_ID,
  type RoleInfo,
  type RoleList,
  type RoleListQuery,
  type UpdateRoleBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { roles } from '../../../db/schema/index.ts';
import { badRequest, forbidden } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { namedRecordInfo, namedRecordValues } from '../../../shared/record-kit/named-record.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import { deleteGrantsOf } from '../authority/authorize.repository.ts';
import type { MenuReadAccess } from '../authority/menu-grants.service.ts';
import { bumpUnlessCreate } from '../authority/permission-cache.ts';
import { findOrganizationsByIds } from '../organize/organize.repository.ts';
import { manageableOrganizeIds, type OrganizeAction } from '../organize/organize-scope.service.ts';
import { pathIds, pathName } from '../organize/organize-tree.ts';
import {
  countRoleUsers,
  deleteRoleOrganizations,
  findExistingOrganizeIds,
  findRole,
  findRoleClash,
  findRoleOrganizations,
  findRolePage,
  type RoleRow,
  replaceRoleOrganizations,
} from './role.repository.ts';
import { roleGrants } from './role-grants.service.ts';

/*
 * Roles (permission → role). Who manages which role:
 * - administrators (and anyone whose organization scope is 'all'): every role;
 * - anyone else: only organization roles whose organizations all lie in their scope for the action
 *   (grade management, manageableOrganizeIds); global roles are visible to them but need an
 *   administrator to change, since a global role applies in organizations they do not manage.
 * Columns, form fields and rows also follow the caller's grants on the role menu (ADR 0009).
 */

/** Names of every organization on the paths (ancestors included), for "company/department" texts. */
async function pathNames(db: Db, idPaths: (string | null)[]): Promise<Map<string, string>> {
  const ids = [...new Set(idPaths.flatMap((p) => (p ? pathIds(p) : [])))];
  return new Map((await findOrganizationsByIds(db, ids)).map((o) => [o.id, o.fullName]));
}

async function withDetails(db: Db, rows: RoleRow[]): Promise<Required<RoleInfo>[]> {
  const ids = rows.map((r) => r.id);
  const [links, counts] = await Promise.all([findRoleOrganizations(db, ids), countRoleUsers(db, ids)]);
  const names = await pathNames(
    db,
    links.map((l) => l.idPath),
  );
  return rows.map((row) => {
    const own = links.filter((l) => l.roleId === row.id);
    return {
      ...namedRecordInfo(row),
      globalMark: row.globalMark,
      organizeIds: own.map((l) => l.organizeId),
      organizeNames: own.map((l) => l.fullName ?? l.organizeId).join(','),
      organizeInfo: own.map((l) => (l.idPath ? pathName(l.idPath, names) : l.organizeId)).join(','),
      organizeIdsTree: own.map((l) => (l.idPath ? pathIds(l.idPath) : [l.organizeId])),
      userCount: counts.get(row.id) ?? 0,
    };
  });
}

/** The original's 角色类型 column of the role list. */
const kindText = (globalMark: number) => (globalMark === 1 ? '全局' : '组织');

/** GET /permission/Role: paged, by keyword, organization and kind; scoped for non-administrators. */
export function listRoles(ctx: AppContext, caller: SessionUser, query: RoleListQuery): Promise<RoleList> {
  // The original's 全局 node asks for organizeId '0': the global roles.
  const isGlobalNode = query.organizeId === ROLE_GLOBAL_GROUP_ID;
  const globalMark = query.globalMark ?? (isGlobalNode ? 1 : undefined);
  // The 全局 node filters on globalMark too (refused when that column is hidden).
  const asked = { ...query, globalMark };
  return roleRecords.page(
    ctx,
    caller,
    asked,
    async (filter) =>
      findRolePage(ctx.db, {
        keyword: query.keyword,
        organizeId: isGlobalNode ? undefined : query.organizeId,
        globalMark,
        scope: await manageableOrganizeIds(ctx, caller),
        isGlobalVisible: true,
        sidx: query.sidx,
        sort: query.sort,
        ...filter,
      }),
    async (rows) =>
      (await withDetails(ctx.db, rows)).map(({ organizeIdsTree: _tree, ...info }) => ({
        ...info,
        type: kindText(info.globalMark),
      })),
  );
}

/** Refuses a change to a role (as it is, or as it would become) outside the caller's scope. */
async function checkManageable(
  ctx: AppContext,
  caller: SessionUser,
  action: OrganizeAction,
  role: { globalMark: number; organizeIds: string[] },
): Promise<void> {
  const scope = await manageableOrganizeIds(ctx, caller, action);
  if (scope === 'all') return;
  if (role.globalMark === 1) throw forbidden('role.globalNeedsAdministrator');
  if (!role.organizeIds.every((id) => scope.includes(id))) throw forbidden('role.outOfScope');
}

/** The role with its organizations and member count, undefined when there is none. */
async function findRoleInfo(db: Db, id: string): Promise<Required<RoleInfo> | undefined> {
  const row = await findRole(db, id);
  return row ? (await withDetails(db, [row]))[0] : undefined;
}

const roleRecords = recordKit<Required<RoleInfo>, MenuReadAccess>({
  table: roles,
  find: findRoleInfo,
  grants: roleGrants,
  // An organization role bound only to organizations outside the caller's scope is not theirs to see.
  isVisible: async (ctx, caller, info) => {
    if (info.globalMark === 1) return true;
    const scope = await manageableOrganizeIds(ctx, caller);
    return scope === 'all' || info.organizeIds.some((o) => scope.includes(o));
  },
  notFound: 'role.notFound',
  unique: { column: roles.enCode, field: 'enCode', message: 'role.codeTaken', param: 'enCode' },
  editable: ['fullName', 'enCode', 'globalMark', 'type', 'description', 'sortCode', 'enabledMark'],
  // Enabled state and organizations decide whose grants a role carries.
  afterChange: bumpUnlessCreate,
});

/**
 * GET /Role/{id}: the role with its organizations (ids, names and the original's id paths); missing,
 * outside the caller's data schemes or scope: 404.
 */
export function getRole(ctx: AppContext, caller: SessionUser, id: string): Promise<RoleInfo> {
  return roleRecords.read(ctx, caller, id, ({ organizeInfo: _info, ...detail }) => detail);
}

/** What checkBody judges: the role as it would be saved. */
interface RoleFields {
  fullName: string;
  enCode: string;
  globalMark: number;
  organizeIds: string[];
}

/** Validates the body's organizations and uniqueness; returns the organizations to store. */
async function checkBody(ctx: AppContext, body: RoleFields, exceptId?: string): Promise<string[]> {
  const organizeIds = body.globalMark === 1 ? [] : [...new Set(body.organizeIds)];
  if (body.globalMark === 0 && organizeIds.length === 0) throw badRequest('role.organizeRequired');
  const existing = await findExistingOrganizeIds(ctx.db, organizeIds);
  const missing = organizeIds.find((id) => !existing.has(id));
  if (missing) throw badRequest('role.organizeNotFound', { id: missing });
  const clash = await findRoleClash(ctx.db, body.enCode, body.fullName, exceptId);
  if (clash?.enCode === body.enCode) throw badRequest('role.codeTaken', { enCode: body.enCode });
  if (clash) throw badRequest('role.nameTaken', { fullName: body.fullName });
  return organizeIds;
}

export function createRole(ctx: AppContext, caller: SessionUser, body: CreateRoleBody): Promise<string> {
  const fields = { ...body, globalMark: body.globalMark ?? 1, organizeIds: body.organizeIds ?? [] };
  let organizeIds: string[] = [];
  return roleRecords.create(
    ctx,
    caller,
    body,
    { ...namedRecordValues(body), globalMark: fields.globalMark, updatedAt: ctx.now() },
    {
      check: async () => {
        organizeIds = await checkBody(ctx, fields);
        await checkManageable(ctx, caller, 'add', { globalMark: fields.globalMark, organizeIds });
      },
      within: (tx, id) => replaceRoleOrganizations(tx, id, organizeIds, newId),
    },
  );
}

/** PUT /Role/{id}: only what the body carries changes (organizations too). */
export async function updateRole(ctx: AppContext, caller: SessionUser, id: string, body: UpdateRoleBody) {
  let organizeIds: string[] = [];
  const isRebound = body.globalMark !== undefined || body.organizeIds !== undefined;
  await roleRecords.update(ctx, caller, id, body, {
    check: async (current) => {
      await checkManageable(ctx, caller, 'edit', current);
      const fields: RoleFields = {
        fullName: body.fullName ?? current.fullName,
        enCode: body.enCode ?? current.enCode,
        globalMark: body.globalMark ?? current.globalMark,
        organizeIds: body.organizeIds ?? current.organizeIds,
      };
      organizeIds = await checkBody(ctx, fields, id);
      await checkManageable(ctx, caller, 'edit', { globalMark: fields.globalMark, organizeIds });
    },
    within: async (tx) => {
      if (isRebound) await replaceRoleOrganizations(tx, id, organizeIds, newId);
    },
  });
}

/** DELETE /Role/{id}: refused while users hold the role; its organization links and grants go with it. */
export function removeRole(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  return roleRecords.remove(ctx, caller, id, {
    check: async (current) => {
      await checkManageable(ctx, caller, 'delete', current);
      if (current.userCount > 0) throw badRequest('role.hasUsers', { count: current.userCount });
    },
    within: async (tx) => {
      await deleteRoleOrganizations(tx, id);
      await deleteGrantsOf(tx, { objectType: 'Role', objectId: id });
    },
  });
}

/** PUT /Role/{id}/Actions/State: flips enabled ↔ disabled; a disabled role grants nothing. */
export function toggleRoleState(ctx: AppContext, caller: SessionUser, id: string): Promise<number> {
  return roleRecords.toggleState(ctx, caller, id, {
    check: async (current) => {
      await checkManageable(ctx, caller, 'edit', current);
    },
  });
}
