import {
  type ImUserPage,
  ORGANIZE_TOP_ID,
  USER_ALL_LIMIT,
  type UserOption,
  type UserOptionPage,
  type UserPageBody,
  type UserSelectorList,
  type UserSelectorNode,
} from '@platform/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import { users } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../http/route.ts';
import type { ListTotal } from '../../../shared/record-kit/list-total.ts';
import { pageOf, pageWindow } from '../../../shared/record-kit/page-of.ts';
import { avatarUrl } from '../../file/upload-policy.ts';
import { userInOrganizations, usersNamed } from '../organize/organization-members.ts';
import { manageableUserScope } from '../organize/organize-scope.service.ts';
import { keywordMatch, subtreeOf } from './users.repository.ts';
import {
  findChildOrganizations,
  findOptions,
  findUserOrganizationIds,
  type OptionRow,
  organizationPaths,
  pageOptions,
} from './users-picker.repository.ts';

/*
 * The user pickers: open to every signed-in user because forms anywhere choose people
 * with them. They list enabled users only and return names and ids, never contact details.
 * GetListByAuthorize is the exception that follows the caller's organization scope. The trees of
 * administration screens (whole user tree, members dialogs) are in users-picker-tree.service.ts.
 */

/** The original's icon classes of picker nodes. */
export const ICONS = {
  company: 'icon-ym icon-ym-tree-organization3',
  department: 'icon-ym icon-ym-tree-department1',
  user: 'icon-ym icon-ym-tree-user2',
  role: 'icon-ym icon-ym-generator-role',
  position: 'icon-ym icon-ym-tree-position1',
  group: 'icon-ym icon-ym-generator-group1',
} as const;
/** The original's node type of an organization: its category. */
export const organizationType = (category: string | undefined) =>
  category === 'company' ? 'company' : 'department';

/** Picker rows with their main organization's name path (the original's `organize`). */

export async function toOptions(ctx: AppContext, rows: OptionRow[]): Promise<UserOption[]> {
  const paths = await organizationPaths(
    ctx.db,
    rows.flatMap((r) => (r.organizeId ? [r.organizeId] : [])),
  );
  return rows.map((row) => ({
    ...row,
    headIcon: avatarUrl(row.headIcon),
    fullName: `${row.realName}/${row.account}`,
    organize: row.organizeId ? (paths.get(row.organizeId) ?? '') : '',
  }));
}
const options = async (ctx: AppContext, rows: OptionRow[]) => ({ list: await toOptions(ctx, rows) });
/** A page of picker rows, with their organization paths. */
export const pagedOptions = async (
  ctx: AppContext,
  result: { rows: OptionRow[]; total: ListTotal },
  page: { currentPage: number; pageSize: number },
): Promise<UserOptionPage> => pageOf(await toOptions(ctx, result.rows), result.total, page);
/** GET /Users/All: the enabled users (optionally by keyword), at most USER_ALL_LIMIT of them. */
export async function allUsers(ctx: AppContext, keyword?: string) {
  return options(ctx, await findOptions(ctx.db, [keywordMatch(keyword)], USER_ALL_LIMIT));
}

/**
 * POST /ImUser/Selector/{id}: one level of the organization → user tree. The top ('-1', '0' or
 * nothing) lists the top organizations; a keyword lists the matching users, paged (as the original).
 */
export async function userSelector(
  ctx: AppContext,
  organizeId: string | undefined,
  keyword: string | undefined,
  page: { currentPage: number; pageSize: number },
): Promise<UserSelectorList> {
  if (keyword) {
    const result = await pageOptions(ctx.db, [keywordMatch(keyword)], pageWindow(page));
    return pageOf(await userNodes(ctx, result.rows, ''), result.total, page);
  }
  const parentId = !organizeId || organizeId === '0' ? ORGANIZE_TOP_ID : organizeId;
  const orgs = await findChildOrganizations(ctx.db, parentId);
  const paths = await organizationPaths(
    ctx.db,
    orgs.map((o) => o.id),
  );
  const orgNodes: UserSelectorNode[] = orgs.map((o) => ({
    id: o.id,
    parentId: o.parentId,
    fullName: o.fullName,
    type: organizationType(o.category),
    icon: ICONS[organizationType(o.category)],
    hasChildren: o.hasChildren,
    isLeaf: !o.hasChildren,
    account: null,
    headIcon: null,
    organize: paths.get(o.id) ?? o.fullName,
  }));
  const members =
    parentId === ORGANIZE_TOP_ID ? [] : await findOptions(ctx.db, [userInOrganizations([parentId])]);
  return { list: [...orgNodes, ...(await userNodes(ctx, members, parentId))] };
}

/** Users as tree leaves; `parentId` '' puts each under their main organization. */
export async function userNodes(
  ctx: AppContext,
  rows: OptionRow[],
  parentId: string,
): Promise<UserSelectorNode[]> {
  return (await toOptions(ctx, rows)).map((r) => ({
    id: r.id,
    parentId: parentId || (r.organizeId ?? ''),
    fullName: r.fullName,
    type: 'user',
    icon: ICONS.user,
    hasChildren: false,
    isLeaf: true,
    account: r.account,
    headIcon: r.headIcon,
    organize: r.organize,
  }));
}

/** GET /Users/ImUser: the contact list of the chat, paged; `department` is the original's name. */
export async function imUsers(
  ctx: AppContext,
  page: { currentPage: number; pageSize: number; keyword?: string },
): Promise<ImUserPage> {
  const result = await pagedOptions(
    ctx,
    await pageOptions(ctx.db, [keywordMatch(page.keyword)], pageWindow(page)),
    page,
  );
  return { ...result, list: result.list.map((u) => ({ ...u, department: u.organizeName })) };
}

/** POST /Users/getUserList: the enabled users among the ids. */
export async function usersByIds(ctx: AppContext, ids: string[]) {
  if (ids.length === 0) return { list: [] };
  return options(ctx, await findOptions(ctx.db, [inArray(users.id, ids)]));
}

/** POST /Users/getSubordinates: the caller's direct reports (a bare array, as the original). */
export async function subordinates(ctx: AppContext, caller: SessionUser, keyword?: string) {
  return toOptions(
    ctx,
    await findOptions(ctx.db, [eq(users.managerId, caller.userId), keywordMatch(keyword)]),
  );
}

/**
 * GET /Users/getOrganization: the enabled users of one organization (main or membership), a bare array;
 * '0' (or nothing) is the caller's main organization (the picker's 本部门 tab).
 */
export async function usersOfOrganization(
  ctx: AppContext,
  caller: SessionUser,
  organizeId: string | undefined,
  keyword?: string,
) {
  const id =
    !organizeId || organizeId === '0'
      ? (await findUserOrganizationIds(ctx.db, caller.userId)).main
      : organizeId;
  if (!id) return [];
  return toOptions(ctx, await findOptions(ctx.db, [userInOrganizations([id]), keywordMatch(keyword)]));
}

/**
 * POST /Users/GetListByAuthorize/{organizeId}: users of the organization and its subtree that the
 * caller may see (their organization scope); '0' or '-1' = everyone in scope.
 */
export async function usersByAuthorize(
  ctx: AppContext,
  caller: SessionUser,
  organizeId: string,
  body: UserPageBody,
) {
  const isTop = organizeId === '0' || organizeId === ORGANIZE_TOP_ID;
  const scope = await manageableUserScope(ctx, caller);
  const where = [
    isTop ? undefined : userInOrganizations(subtreeOf(organizeId)),
    scope.within,
    keywordMatch(body.keyword),
  ];
  const except = usersNamed(scope.exceptIds);
  return pagedOptions(ctx, await pageOptions(ctx.db, where, { ...pageWindow(body), except }), body);
}
