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
import { namedRecordInfo, namedRecordValues } from '../../../shared/record-kit/named-record.ts';
import { recordKit } from '../../../shared/record-kit/record-kit.ts';
import { deleteGrantsOf } from '../authority/authorize.repository.ts';
import { bumpUnlessCreate } from '../authority/permission-cache.ts';
import { countGroupUsers, findGroup, findGroupOptions, findGroupPage } from './group.repository.ts';
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
  // A group's grants count only while it is enabled and exists.
  afterChange: bumpUnlessCreate,
});

function toInfo(row: GroupRow): Required<GroupInfo> {
  return { ...namedRecordInfo(row), userCount: Number(row.userCount) };
}

export function listGroups(ctx: AppContext, caller: SessionUser, query: GroupListQuery): Promise<GroupList> {
  return groupRecords.page(
    ctx,
    caller,
    query,
    (filter) => findGroupPage(ctx.db, { keyword: query.keyword, ...filter }),
    (rows) => rows.map(toInfo),
  );
}

export function getGroup(ctx: AppContext, caller: SessionUser, id: string): Promise<GroupInfo> {
  return groupRecords.read(ctx, caller, id, toInfo);
}

export function createGroup(ctx: AppContext, caller: SessionUser, body: CreateGroupBody): Promise<string> {
  return groupRecords.create(ctx, caller, body, namedRecordValues(body));
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
  return groupRecords.remove(ctx, caller, id, {
    within: (tx) => deleteGrantsOf(tx, { objectType: 'Group', objectId: id }),
  });
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
