import { ORGANIZE_TOP_ID, USER_ALL_LIMIT, type UserTreeNode } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import type { SessionUser } from '../../../http/route.ts';
import { userInOrganizations } from '../organize/organization-members.ts';
import { manageableUsers } from '../organize/organize-scope.service.ts';
import { isOnPath, type Nested, nestByParent, pathIds } from '../organize/organize-tree.ts';
import { keywordMatch, subtreeOf } from './users.repository.ts';
import {
  findEnabledOrganizations,
  findOptions,
  findPositionOrganization,
  findRoleOrganizations,
  type TreeOrganization,
} from './users-picker.repository.ts';
import { ICONS, organizationType, userNodes } from './users-picker.service.ts';

/*
 * The user trees the original's screens load: the whole organization → user tree of its user picker
 * (GET /Users/Selector) and the candidates of the position and role members dialogs
 * (GetUsersByPositionId, GetUsersByRoleOrgId). Organizations are typed by their category, users are
 * leaves (`type: 'user'`); only enabled organizations and users appear.
 */

/** A keyword search in a tree returns at most this many users. */
const KEYWORD_LIMIT = 100;

/** "a/b/c" names of the path, from `from` (exclusive) down when given. */
function nameAlong(org: TreeOrganization, names: ReadonlyMap<string, string>, from?: string): string {
  const ids = pathIds(org.idPath);
  const start = from ? ids.indexOf(from) + 1 : 0;
  return ids
    .slice(start)
    .flatMap((id) => names.get(id) ?? [])
    .join('/');
}

function organizationNode(
  org: TreeOrganization,
  fullName: string,
  organize: string,
  children?: UserTreeNode[],
): UserTreeNode {
  const type = organizationType(org.category);
  const hasChildren = children ? children.length > 0 : true;
  return {
    id: org.id,
    parentId: org.parentId,
    fullName,
    type,
    icon: ICONS[type],
    hasChildren,
    isLeaf: !hasChildren,
    account: null,
    headIcon: null,
    organize,
    ...(children ? { children } : {}),
  };
}

/**
 * GET /Users/Selector: the enabled organizations nested, each holding (first) the users whose main
 * organization it is. Users are those of the caller's organization scope, at most USER_ALL_LIMIT;
 * `organizeId` answers that node's subtree; a keyword the matching users, flat.
 */
export async function userTree(
  ctx: AppContext,
  caller: SessionUser,
  organizeId?: string,
  keyword?: string,
): Promise<{ list: UserTreeNode[] }> {
  const inScope = await manageableUsers(ctx, caller);
  if (keyword) {
    const rows = await findOptions(ctx.db, [inScope, keywordMatch(keyword)], KEYWORD_LIMIT);
    return { list: await userNodes(ctx, rows, '') };
  }
  const root = !organizeId || organizeId === '0' ? ORGANIZE_TOP_ID : organizeId;
  const isTop = root === ORGANIZE_TOP_ID;
  const all = await findEnabledOrganizations(ctx.db);
  const orgs = isTop ? all : all.filter((o) => isOnPath(o.idPath, root) && o.id !== root);
  const names = new Map(all.map((o) => [o.id, o.fullName]));
  const people = await findOptions(
    ctx.db,
    [inScope, isTop ? undefined : userInOrganizations(subtreeOf(root))],
    USER_ALL_LIMIT,
  );
  const leaves = new Map<string, UserTreeNode[]>();
  for (const node of await userNodes(ctx, people, '')) {
    const siblings = leaves.get(node.parentId);
    if (siblings) siblings.push(node);
    else leaves.set(node.parentId, [node]);
  }
  const toNode = (org: Nested<TreeOrganization>): UserTreeNode =>
    organizationNode(org, org.fullName, nameAlong(org, names), [
      ...(leaves.get(org.id) ?? []),
      ...org.children.map(toNode),
    ]);
  const nested = nestByParent(orgs).map(toNode);
  return { list: isTop ? nested : [...(leaves.get(root) ?? []), ...nested] };
}

/**
 * GET /Users/GetUsersByPositionId: the position's organization (its name path) holding the enabled
 * users of that organization: the candidates of the original's position members dialog.
 */
export async function usersByPosition(ctx: AppContext, positionId: string, keyword?: string) {
  const org = await findPositionOrganization(ctx.db, positionId);
  if (!org) return [];
  const names = new Map((await findEnabledOrganizations(ctx.db)).map((o) => [o.id, o.fullName]));
  const rows = await findOptions(ctx.db, [userInOrganizations([org.id]), keywordMatch(keyword)]);
  const path = nameAlong(org, names);
  return [organizationNode(org, path, path, await userNodes(ctx, rows, org.id))];
}

/**
 * GET /Users/GetUsersByRoleOrgId, the original's lazy tree of the role members dialog: '0' (or nothing)
 * answers the role's organizations that have no other of the role's organizations above them (named by
 * their whole path); a role organization's id answers its enabled users and the role's organizations
 * below it (named by the path below it); a keyword answers the matching users of all the role's
 * organizations. Global roles have no organizations: nothing.
 */
export async function usersByRoleOrg(ctx: AppContext, roleId: string, organizeId?: string, keyword?: string) {
  const roleOrgs = await findRoleOrganizations(ctx.db, roleId);
  const ids = roleOrgs.map((o) => o.id);
  if (keyword) {
    const rows = await findOptions(ctx.db, [userInOrganizations(ids), keywordMatch(keyword)], KEYWORD_LIMIT);
    return userNodes(ctx, rows, '');
  }
  const names = new Map((await findEnabledOrganizations(ctx.db)).map((o) => [o.id, o.fullName]));
  /** The nearest of the role's organizations above `org`, if any. */
  const roleParent = (org: TreeOrganization) =>
    pathIds(org.idPath)
      .slice(0, -1)
      .reverse()
      .find((id) => ids.includes(id));
  const node = (org: TreeOrganization, from?: string) => {
    const path = nameAlong(org, names);
    return organizationNode(org, from ? nameAlong(org, names, from) : path, path);
  };
  if (!organizeId || organizeId === '0') {
    return roleOrgs.filter((o) => roleParent(o) === undefined).map((o) => node(o));
  }
  if (!ids.includes(organizeId)) return [];
  const rows = await findOptions(ctx.db, [userInOrganizations([organizeId])]);
  const below = roleOrgs.filter((o) => roleParent(o) === organizeId).map((o) => node(o, organizeId));
  return [...(await userNodes(ctx, rows, organizeId)), ...below];
}
