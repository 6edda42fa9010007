import type {
  CreateGroupBody,
  GroupConditionBody,
  GroupInfo,
  GroupList,
  GroupListQuery,
  GroupOptionList,
  GroupSelector,
  GroupSelectorNode,
  UpdateGroupBody,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { groups } from '../../../db/schema/index.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageOf, pageWindow, recordKit } from '../../../shared/record-kit/record-kit.ts';
import { omitKeys } from '../authority/field-grants.service.ts';
import { bumpPermissionVersion } from '../authority/permission-cache.ts';
import {
  countGroupUsers,
  deleteGroupGrants,
  findGroup,
  findGroupOptions,
  findGroupPage,
} from './group.repository.ts';
import { groupGrants } from './group-grants.service.ts';

/*
 * User groups (分组): enCode unique; groups hold grants, so enabling, disabling and deleting one
 * bumps the permission version. A group with members cannot be deleted (remove them first), so no
 * user silently loses what the group granted. Columns, form fields and rows follow the caller's
 * grants on the group menu (ADR 0009).
 */

type GroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

const groupRecords = recordKit<GroupRow, Awaited<ReturnType<typeof groupGrants.readAccess>>>({
  table: groups,
  find: findGroup,
  grants: groupGrants,
  notFound: 'group.notFound',
  unique: { column: groups.enCode, field: 'enCode', message: 'group.duplicateCode', param: 'code' },
  inUse: { count: countGroupUsers, message: 'group.hasUsers' },
  editable: ['fullName', 'enCode', 'type', 'description', 'sortCode', 'enabledMark'],
  afterChange: async (ctx, change) => {
    // A group's grants count only while it is enabled and exists.
    if (change !== 'create') await bumpPermissionVersion(ctx);
  },
});

function toInfo(row: GroupRow): Required<GroupInfo> {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    type: row.type,
    description: row.description,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    userCount: Number(row.userCount),
    creatorTime: row.createdAt.getTime(),
  };
}

export async function listGroups(
  ctx: AppContext,
  caller: SessionUser,
  query: GroupListQuery,
): Promise<GroupList> {
  const access = await groupGrants.readAccess(ctx, caller);
  const { rows, total } = await findGroupPage(ctx.db, {
    keyword: query.keyword,
    schemeCondition: access.schemeCondition,
    ...pageWindow(query),
  });
  return pageOf(
    rows.map((row) => omitKeys(toInfo(row), access.listHidden)),
    total,
    query,
  );
}

export async function getGroup(ctx: AppContext, caller: SessionUser, id: string): Promise<GroupInfo> {
  const { row, access } = await groupRecords.require(ctx, caller, id);
  return omitKeys(toInfo(row), access.detailHidden);
}

export function createGroup(ctx: AppContext, caller: SessionUser, body: CreateGroupBody): Promise<string> {
  return groupRecords.create(ctx, caller, body, {
    fullName: body.fullName,
    enCode: body.enCode,
    type: body.type ?? null,
    description: body.description ?? null,
    sortCode: body.sortCode,
    enabledMark: body.enabledMark,
  });
}

/** PUT /Group/{id}: only what the body carries changes. */
export async function updateGroup(
  ctx: AppContext,
  caller: SessionUser,
  id: string,
  body: UpdateGroupBody,
): Promise<void> {
  await groupRecords.update(ctx, caller, id, body);
}

export function removeGroup(ctx: AppContext, caller: SessionUser, id: string): Promise<void> {
  return groupRecords.remove(ctx, caller, id, { within: (tx) => deleteGroupGrants(tx, id) });
}

/** POST /Group/GroupCondition: enabled groups, ids and names only. */
export async function listGroupOptions(
  ctx: AppContext,
  body: GroupConditionBody = {},
): Promise<GroupOptionList> {
  return { list: await findGroupOptions(ctx.db, body) };
}

const GROUP_ICON = 'icon-ym icon-ym-generator-group1';

/**
 * GET /Group/Selector: the enabled groups under a node per category (their type text, in order of
 * first appearance); groups without a category sit at the top after the categories. `data` is the
 * bare array, as the original answers it.
 */
export async function groupSelector(ctx: AppContext): Promise<GroupSelector> {
  const rows = await findGroupOptions(ctx.db, {});
  const leaf = (row: (typeof rows)[number], parentId: string): GroupSelectorNode => ({
    id: row.id,
    parentId,
    fullName: row.fullName,
    type: 'group',
    icon: GROUP_ICON,
    enCode: row.enCode,
    category: row.type,
    num: 0,
    enabledMark: 1,
    hasChildren: false,
    children: [],
  });
  const categories = new Map<string, GroupSelectorNode[]>();
  const loose: GroupSelectorNode[] = [];
  for (const row of rows) {
    if (!row.type) {
      loose.push(leaf(row, '0'));
      continue;
    }
    categories.set(row.type, [...(categories.get(row.type) ?? []), leaf(row, row.type)]);
  }
  const nodes = [...categories].map(
    ([category, children]): GroupSelectorNode => ({
      id: category,
      parentId: '0',
      fullName: category,
      type: '0',
      icon: '',
      enCode: '',
      category,
      num: children.length,
      enabledMark: 1,
      hasChildren: true,
      children,
    }),
  );
  return [...nodes, ...loose];
}
