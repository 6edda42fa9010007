import {
  ROLE_GLOBAL_GROUP_ID,
  ROLE_GLOBAL_NODE_ID,
  type RoleConditionBody,
  type RoleGroupList,
  type RoleOption,
  type RoleOptionList,
  type RoleSelectorList,
  type RoleSelectorNode,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { SessionUser } from '../../../http/route.ts';
import { findOrganizationsByIds } from '../organize/organize.repository.ts';
import { organizeTree } from '../organize/organize-query.service.ts';
import { manageableOrganizeIds } from '../organize/organize-scope.service.ts';
import { groupsOfOrganizations, treeWithLeaves } from '../organize/organize-tree.ts';
import { findRoleOptions, findRoleOrganizations, type RoleRow } from './role.repository.ts';

/* Role pickers and option lists: the enabled roles as trees, flat options and per-organization groups. */

const toOption = (row: RoleRow, organizeIds: string[]): RoleOption => ({
  id: row.id,
  fullName: row.fullName,
  enCode: row.enCode,
  globalMark: row.globalMark,
  organizeIds,
});

async function toOptions(ctx: AppContext, rows: RoleRow[]): Promise<RoleOption[]> {
  const links = await findRoleOrganizations(
    ctx.db,
    rows.filter((r) => r.globalMark !== 1).map((r) => r.id),
  );
  return rows.map((row) =>
    toOption(
      row,
      links.filter((l) => l.roleId === row.id).map((l) => l.organizeId),
    ),
  );
}

/**
 * The picker tree of these roles (Selector, SelectorByPermission): the organizations holding them,
 * each organization role a leaf (type 'role') under every organization it belongs to, then the 全局
 * node (id '1') with the global roles when there are any.
 */
async function roleTree(ctx: AppContext, rows: RoleRow[]): Promise<RoleSelectorList> {
  const [{ list: organizations }, links] = await Promise.all([
    organizeTree(ctx),
    findRoleOrganizations(
      ctx.db,
      rows.filter((r) => r.globalMark !== 1).map((r) => r.id),
    ),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const leaf = (
    role: RoleRow,
    parentId: string,
    organize: string,
    organizeIds: string[],
  ): RoleSelectorNode => ({
    id: role.id,
    parentId,
    fullName: role.fullName,
    type: 'role',
    icon: 'icon-ym icon-ym-generator-role',
    onlyId: `${parentId}_${role.id}`,
    organize,
    organizeIds,
    enCode: role.enCode,
    globalMark: role.globalMark,
    hasChildren: false,
    children: [],
  });
  const list = treeWithLeaves(
    organizations,
    (org) =>
      links
        .filter((l) => l.organizeId === org.id)
        .map((l) => byId.get(l.roleId))
        .filter((role): role is RoleRow => role !== undefined)
        .map((role) => leaf(role, org.id, org.organize, org.organizeIds)),
    (org, children): RoleSelectorNode => ({
      id: org.id,
      parentId: org.parentId,
      fullName: org.fullName,
      type: org.category,
      icon: org.icon,
      onlyId: org.id,
      organize: org.organize,
      organizeIds: org.organizeIds,
      enCode: '',
      globalMark: null,
      hasChildren: true,
      children,
    }),
  );
  const global = rows.filter((r) => r.globalMark === 1).map((r) => leaf(r, ROLE_GLOBAL_NODE_ID, '', []));
  if (global.length > 0)
    list.push({
      id: ROLE_GLOBAL_NODE_ID,
      parentId: '0',
      fullName: '全局',
      type: 'global',
      icon: 'icon-ym icon-ym-global-role',
      onlyId: 'organizeList_0',
      organize: '',
      organizeIds: [],
      enCode: '',
      globalMark: null,
      hasChildren: true,
      children: global,
    });
  return { list };
}

/** GET /Role/Selector: every enabled role, as the picker tree. */
export async function listRoleOptions(ctx: AppContext, keyword?: string): Promise<RoleSelectorList> {
  return roleTree(ctx, await findRoleOptions(ctx.db, { keyword, isEnabledOnly: true }));
}

/**
 * GET /Role/SelectorByPermission: the enabled roles the caller may assign to users — all for
 * administrators, otherwise the organization roles of the organizations they may edit.
 */
export async function listAssignableRoles(
  ctx: AppContext,
  caller: SessionUser,
  keyword?: string,
): Promise<RoleSelectorList> {
  const scope = await manageableOrganizeIds(ctx, caller, 'edit');
  const rows = await findRoleOptions(ctx.db, { keyword, isEnabledOnly: true, scope, isGlobalVisible: false });
  return roleTree(ctx, rows);
}

/** POST /RoleCondition: enabled roles usable in any of the organizations (global ones included). */
export async function listRolesByCondition(
  ctx: AppContext,
  body: RoleConditionBody,
): Promise<RoleOptionList> {
  const rows = await findRoleOptions(ctx.db, {
    keyword: body.keyword,
    isEnabledOnly: true,
    anyOfOrganizeIds: body.organizeIds,
  });
  return { list: await toOptions(ctx, rows) };
}

/** POST /Role/OptionsByOrgIds: the global roles plus the roles of these organizations, one flat list. */
export async function listRolesOfOrganizations(
  ctx: AppContext,
  organizeIds: string[],
): Promise<RoleOptionList> {
  if (organizeIds.length === 0)
    return {
      list: await toOptions(ctx, await findRoleOptions(ctx.db, { globalMark: 1, isEnabledOnly: true })),
    };
  return listRolesByCondition(ctx, { organizeIds });
}

/**
 * POST /Role/getListByOrgIds (the original's shape): a group per asked organization that exists, in
 * the order asked, with its enabled organization roles, then the 全局 group (id '0') with the
 * enabled global roles.
 */
export async function groupRolesByOrganizations(
  ctx: AppContext,
  organizeIds: string[],
): Promise<RoleGroupList> {
  const ids = [...new Set(organizeIds)];
  const [organizations, rows] = await Promise.all([
    findOrganizationsByIds(ctx.db, ids),
    findRoleOptions(ctx.db, { isEnabledOnly: true, anyOfOrganizeIds: ids.length > 0 ? ids : undefined }),
  ]);
  const visible = ids.length > 0 ? rows : rows.filter((r) => r.globalMark === 1);
  const options = await toOptions(ctx, visible);
  const groups = groupsOfOrganizations(ids, organizations, (id) =>
    options.filter((o) => o.globalMark !== 1 && o.organizeIds.includes(id)),
  );
  const global = options.filter((o) => o.globalMark === 1);
  return {
    list: [...groups, { id: ROLE_GLOBAL_GROUP_ID, fullName: '全局', hasChildren: true, children: global }],
  };
}
