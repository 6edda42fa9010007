import {
  type ImUserPage,
  ORGANIZE_TOP_ID,
  SELECTED_TYPES,
  type SelectedItem,
  type SelectedType,
  type SelectedUserListBody,
  USER_ALL_LIMIT,
  type UserConditionBody,
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
import { avatarUrl } from '../../file/file.service.ts';
import { userInOrganizations, usersNamed } from '../organize/organization-members.ts';
import { manageableUserScope } from '../organize/organize-scope.service.ts';
import { keywordMatch, subtreeOf } from './users.repository.ts';
import {
  findChildOrganizations,
  findNames,
  findOptions,
  findOrganizationCategories,
  findUserOrganizationIds,
  type OptionRow,
  organizationPaths,
  pageOptions,
  selectionCondition,
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
const paged = async (
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
  const result = await paged(
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
  return paged(ctx, await pageOptions(ctx.db, where, { ...pageWindow(body), except }), body);
}

/** The original's organization suffixes, read as ours. */
const SUFFIX_ALIASES: Record<string, SelectedType> = { company: 'organize', department: 'organize' };

/** Splits `<id>--<type>` selections (a bare id is a user; --company and --department are organizations). */
function parseSelection(ids: string[]) {
  const selection = Object.fromEntries(SELECTED_TYPES.map((t) => [t, [] as string[]])) as Record<
    SelectedType,
    string[]
  >;
  const parsed = ids.map((raw) => {
    const at = raw.lastIndexOf('--');
    const suffix = at > 0 ? raw.slice(at + 2) : '';
    const named = (SELECTED_TYPES as readonly string[]).includes(suffix)
      ? (suffix as SelectedType)
      : SUFFIX_ALIASES[suffix];
    const type = named ?? 'user';
    const id = named ? raw.slice(0, at) : raw;
    selection[type].push(id);
    return { raw, id, type, isBare: !suffix };
  });
  return { selection, parsed };
}

/**
 * POST /Users/getSelectedList: names of a picked selection, in the order given; unknown ids are left
 * out. `original` (the selection came as `userId`, jnpf-web 3.4.7): items carry the bare id, which its
 * client suffixes with `--type` again, and organizations are typed company or department.
 */
export async function selectedList(
  ctx: AppContext,
  ids: string[],
  original = false,
): Promise<{ list: SelectedItem[] }> {
  const { selection, parsed } = parseSelection(ids);
  const [people, categories, ...named] = await Promise.all([
    selection.user.length > 0 ? findOptions(ctx.db, [inArray(users.id, selection.user)]) : [],
    findOrganizationCategories(ctx.db, selection.organize),
    ...(['organize', 'role', 'position', 'group'] as const).map(async (type) => ({
      type,
      rows: await findNames(ctx.db, type, selection[type]),
    })),
  ]);
  const paths = await organizationPaths(ctx.db, [
    ...selection.organize,
    ...people.flatMap((p) => (p.organizeId ? [p.organizeId] : [])),
  ]);
  const list: SelectedItem[] = [];
  for (const item of parsed) {
    if (item.type === 'user') {
      const person = people.find((p) => p.id === item.id);
      if (person)
        list.push({
          id: original ? item.id : item.raw,
          type: 'user',
          icon: ICONS.user,
          fullName: `${person.realName}/${person.account}`,
          headIcon: avatarUrl(person.headIcon),
          organize: person.organizeId ? (paths.get(person.organizeId) ?? null) : null,
        });
      continue;
    }
    const row = named.find((n) => n.type === item.type)?.rows.find((r) => r.id === item.id);
    if (!row) continue;
    const category = categories.get(row.id) === 'company' ? 'company' : 'department';
    list.push({
      id: original ? item.id : item.raw,
      type: item.type === 'organize' && original ? category : item.type,
      icon: item.type === 'organize' ? ICONS[category] : ICONS[item.type],
      fullName: row.fullName,
      headIcon: null,
      organize: item.type === 'organize' ? (paths.get(row.id) ?? null) : null,
    });
  }
  return { list };
}

/**
 * POST /Users/getSelectedUserList: the enabled users behind a selection, paged. Ours sends `ids` and
 * flat paging; the original `userId` and a `pagination` object (normalised here, flat fields first).
 */
export async function selectedUserList(ctx: AppContext, body: SelectedUserListBody) {
  const { selection } = parseSelection(body.ids ?? body.userId ?? []);
  const page = {
    currentPage: body.currentPage ?? body.pagination?.currentPage ?? 1,
    pageSize: body.pageSize ?? body.pagination?.pageSize ?? 20,
  };
  const where = [selectionCondition(selection), keywordMatch(body.keyword ?? body.pagination?.keyword)];
  return paged(ctx, await pageOptions(ctx.db, where, pageWindow(page)), page);
}

/** The original's UserConditionModel as a condition on users: direct members of the objects, or the users. */
function conditionOf(body: UserConditionBody) {
  return selectionCondition(
    {
      user: body.userIds ?? [],
      organize: body.departIds ?? [],
      position: body.positionIds ?? [],
      role: body.roleIds ?? [],
      group: body.groupIds ?? [],
    },
    true,
  );
}

/** POST /Users/UserCondition: the enabled users the condition names, paged (the original's pagination). */
export async function usersByCondition(ctx: AppContext, body: UserConditionBody): Promise<UserOptionPage> {
  const page = {
    currentPage: body.pagination?.currentPage ?? 1,
    pageSize: body.pagination?.pageSize ?? 20,
  };
  const where = [conditionOf(body), keywordMatch(body.pagination?.keyword)];
  return paged(ctx, await pageOptions(ctx.db, where, pageWindow(page)), page);
}

/**
 * POST /Users/getDefaultCurrentValueUserId: a form's "current user" default is the caller only when the
 * condition includes them.
 */
export async function defaultCurrentUser(ctx: AppContext, caller: SessionUser, body: UserConditionBody) {
  const rows = await findOptions(ctx.db, [conditionOf(body), eq(users.id, caller.userId)], 1);
  return { userId: rows.length > 0 ? caller.userId : '' };
}
