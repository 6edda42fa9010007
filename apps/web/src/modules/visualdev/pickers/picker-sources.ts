import { positionEndpoints, usersPickerEndpoints } from '@platform/contracts/web-endpoints';
import type {
  FormDataSources,
  NameLookupKind,
  PickerAbleIds,
  PickerDirectory,
  PickerNode,
  PickerPage,
  PickerQuery,
} from '@platform/form-engine/react';
import { call } from '../../../platform/http/call.ts';
import {
  childrenIn,
  fetchWholeTree,
  flattenTree,
  type PickerTree,
  SILENT,
  userOptionNode,
  userTreeNode,
  type WholeTreeDirectory,
} from './picker-trees.ts';

export type PickerDataSources = Required<
  Pick<FormDataSources, 'pickerNodes' | 'pickerSearch' | 'lookupNames'>
>;

/** The kinds getSelectedList names (`<id>--<kind>`); areas are not among them. */
const SELECTED_KINDS: Partial<Record<NameLookupKind, string>> = {
  user: 'user',
  organize: 'organize',
  position: 'position',
  role: 'role',
  group: 'group',
};

/** The items of a list on one page. */
function pageOf(nodes: readonly PickerNode[], { currentPage, pageSize }: PickerQuery): PickerPage {
  const start = (currentPage - 1) * pageSize;
  return { list: nodes.slice(start, start + pageSize), total: nodes.length };
}

const matches = (node: PickerNode, keyword: string) =>
  node.fullName.toLowerCase().includes(keyword.toLowerCase());

/** The ids a custom picker of a whole-tree directory allows. */
function allowedIds(directory: WholeTreeDirectory, able: PickerAbleIds): string[] {
  if (directory === 'organize') return able.depIds;
  if (directory === 'role') return able.roleIds;
  if (directory === 'group') return able.groupIds;
  return able.posIds;
}

/**
 * The form renderer's picker data from the server's selector routes. Whole trees (organizations,
 * positions, roles, groups) are fetched once per sources object and answered a level at a time; the
 * users are asked one level or one search page at a time (the directory is large). Names come from
 * POST /Users/getSelectedList, which names users, organizations, positions, roles and groups at once.
 */
export function createPickerSources(): PickerDataSources {
  const trees = new Map<WholeTreeDirectory, Promise<PickerTree[]>>();
  const wholeTree = (directory: WholeTreeDirectory) => {
    let held = trees.get(directory);
    if (!held) {
      held = fetchWholeTree(directory);
      trees.set(directory, held);
      // A failed load is asked again next time.
      held.catch(() => trees.delete(directory));
    }
    return held;
  };
  /** Global roles: the children of the role tree's 全局 folder. */
  const globalRoles = async () =>
    (await wholeTree('role')).filter((node) => node.type === 'category').flatMap((node) => node.children);

  const searchUsers = async (query: PickerQuery): Promise<PickerPage> => {
    const { keyword, currentPage, pageSize, able } = query;
    if (able) {
      const page = await call(
        usersPickerEndpoints.condition,
        {
          body: {
            departIds: able.depIds,
            positionIds: able.posIds,
            userIds: able.userIds,
            roleIds: able.roleIds,
            groupIds: able.groupIds,
            pagination: { keyword, currentPage, pageSize },
          },
        },
        SILENT,
      );
      return { list: page.list.map(userOptionNode), total: page.pagination.total };
    }
    const found = await call(
      usersPickerEndpoints.imSelector,
      {
        params: { id: '0' },
        body: { keyword, currentPage, pageSize },
      },
      SILENT,
    );
    const users = found.list.filter((node) => node.type === 'user').map(userTreeNode);
    return { list: users, total: found.pagination?.total ?? users.length };
  };

  const searchList = async (directory: PickerDirectory, query: PickerQuery): Promise<PickerNode[]> => {
    const keyword = query.keyword;
    switch (directory) {
      case 'currentOrganize':
        return (await call(usersPickerEndpoints.organizations, { query: { keyword } }, SILENT)).map(
          userOptionNode,
        );
      case 'subordinates':
        return (await call(usersPickerEndpoints.subordinates, { body: { keyword } }, SILENT)).map(
          userOptionNode,
        );
      case 'globalRole':
        return (await globalRoles()).filter((node) => matches(node, keyword));
      case 'position':
        if (query.able) return positionsAllowed(query.able, keyword);
        return flattenTree(await wholeTree(directory)).filter((node) => matches(node, keyword));
      case 'organize':
      case 'role':
      case 'group': {
        const allowed = query.able ? new Set(allowedIds(directory, query.able)) : undefined;
        return flattenTree(await wholeTree(directory)).filter(
          (node) => matches(node, keyword) && (!allowed || allowed.has(node.id)),
        );
      }
      default:
        return [];
    }
  };

  return {
    pickerNodes: async (directory, parentId) => {
      if (directory === 'user') {
        const level = await call(
          usersPickerEndpoints.imSelector,
          {
            params: { id: parentId ?? '0' },
            body: { keyword: '', currentPage: 1, pageSize: 20 },
          },
          SILENT,
        );
        return level.list.map(userTreeNode);
      }
      if (directory === 'globalRole') return parentId === null ? globalRoles() : [];
      if (directory === 'currentOrganize' || directory === 'subordinates') return [];
      return childrenIn(await wholeTree(directory), parentId).map(({ children: _children, ...node }) => node);
    },
    pickerSearch: async (directory, query) => {
      if (directory === 'user') return searchUsers(query);
      return pageOf(await searchList(directory, query), query);
    },
    lookupNames: async (kind, ids) => {
      const suffix = SELECTED_KINDS[kind];
      if (!suffix || ids.length === 0) return {};
      const { list } = await call(
        usersPickerEndpoints.selectedList,
        { body: { ids: ids.map((id) => `${id}--${suffix}`) } },
        SILENT,
      );
      const tail = `--${suffix}`;
      return Object.fromEntries(
        list.map((item) => [
          item.id.endsWith(tail) ? item.id.slice(0, -tail.length) : item.id,
          item.fullName,
        ]),
      );
    },
  };
}

/**
 * A custom position picker: the positions of the allowed departments' subtrees plus the allowed
 * positions (POST /Position/PositionCondition); nothing when neither is given.
 */
async function positionsAllowed(able: PickerAbleIds, keyword: string): Promise<PickerNode[]> {
  if (able.depIds.length === 0 && able.posIds.length === 0) return [];
  const { list } = await call(
    positionEndpoints.condition,
    {
      body: { organizeIds: [], departIds: able.depIds, positionIds: able.posIds, keyword },
    },
    SILENT,
  );
  return flattenTree(
    list.map(function toTree(node): PickerTree {
      return {
        id: node.id,
        fullName: node.fullName,
        type: node.type === 'position' ? 'position' : 'department',
        hasChildren: node.hasChildren,
        organize: node.organize,
        children: node.children.map(toTree),
      };
    }),
  ).filter((node) => node.type === 'position');
}

/**
 * `base` with the pickers' data added: names of users, organizations, positions, roles and groups come
 * from the server, other kinds (areas) still from `base`. Make one per page mount, so the directory
 * trees are fetched again on the next visit.
 */
export function withPickerSources(base: FormDataSources): FormDataSources {
  const pickers = createPickerSources();
  return {
    ...base,
    ...pickers,
    lookupNames: async (kind, ids) =>
      kind in SELECTED_KINDS ? pickers.lookupNames(kind, ids) : (base.lookupNames?.(kind, ids) ?? {}),
  };
}
