/**
 * The directories the picker widgets browse (organization, user, position, role, group pickers) and the
 * data functions the host gives for them. The renderer never fetches: the web app answers these from its
 * API, tests from the in-memory trees of `fakePickerSources`.
 */

/**
 * A directory a picker tab shows:
 * - `organize`: companies and departments;
 * - `user`: the organization tree with users as leaves (large: one level at a time, search paged);
 * - `currentOrganize` / `subordinates`: the caller's organization's users, the caller's reports (lists);
 * - `position` / `role`: the organization tree with positions / organization roles as leaves;
 * - `globalRole`: the roles usable everywhere (a list);
 * - `group`: group categories with their groups.
 */
export type PickerDirectory =
  | 'organize'
  | 'user'
  | 'currentOrganize'
  | 'subordinates'
  | 'position'
  | 'role'
  | 'globalRole'
  | 'group';

/** What a node is: organizations are companies or departments; `category` is a folder (a group category). */
export type PickerItemType = 'company' | 'department' | 'user' | 'position' | 'role' | 'group' | 'category';

/** One node of a directory as a picker shows it. */
export interface PickerNode {
  id: string;
  fullName: string;
  type: PickerItemType;
  hasChildren: boolean;
  /** Shown but never choosable (a disabled organization, an ancestor outside the caller's scope). */
  disabled?: boolean;
  /** An organization's id path from the top (itself last): what the organization picker stores. */
  organizeIds?: string[];
  /** The organization path as text ("公司/部门"), shown under the name. */
  organize?: string;
}

/** The ids a `selectType: 'custom'` user picker is limited to: users related to any of them. */
export interface PickerAbleIds {
  depIds: string[];
  posIds: string[];
  userIds: string[];
  roleIds: string[];
  groupIds: string[];
}

export interface PickerQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
  /** Only for the user directory of a custom picker: the answer holds only the users these name. */
  able?: PickerAbleIds;
}

export interface PickerPage {
  list: PickerNode[];
  total: number;
}

/** The picker data functions of `FormDataSources`. */
export interface PickerSources {
  /** The children of `parentId` in a directory; `null` asks for the top level. */
  pickerNodes?: (directory: PickerDirectory, parentId: string | null) => Promise<PickerNode[]>;
  /**
   * Nodes of a directory whose name matches `keyword` (every node of a list directory when empty), one
   * page at a time.
   */
  pickerSearch?: (directory: PickerDirectory, query: PickerQuery) => Promise<PickerPage>;
}

/** A directory given whole to the fake sources: nodes with their children. */
export interface PickerTreeNode extends Omit<PickerNode, 'hasChildren'> {
  children?: PickerTreeNode[];
}

const toNode = ({ children, ...node }: PickerTreeNode): PickerNode => ({
  ...node,
  hasChildren: (children?.length ?? 0) > 0,
});

function flatten(nodes: readonly PickerTreeNode[]): PickerTreeNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

function findChildren(nodes: readonly PickerTreeNode[], parentId: string): PickerTreeNode[] | undefined {
  for (const node of nodes) {
    if (node.id === parentId) return node.children ?? [];
    const found = findChildren(node.children ?? [], parentId);
    if (found) return found;
  }
  return undefined;
}

const isListed = (node: PickerTreeNode, able: PickerAbleIds | undefined) =>
  !able || able.userIds.includes(node.id) || able.depIds.some((id) => node.organizeIds?.includes(id));

/**
 * In-memory picker sources over whole trees: one level per `pickerNodes` call, and a search by name
 * over every node (a user custom picker keeps the users named by `able.userIds` or inside `able.depIds`).
 */
export function fakePickerSources(trees: Partial<Record<PickerDirectory, PickerTreeNode[]>>): PickerSources {
  return {
    pickerNodes: async (directory, parentId) => {
      const tree = trees[directory] ?? [];
      return (parentId === null ? tree : (findChildren(tree, parentId) ?? [])).map(toNode);
    },
    pickerSearch: async (directory, { keyword, currentPage, pageSize, able }) => {
      const matches = flatten(trees[directory] ?? []).filter(
        (node) => node.fullName.includes(keyword) && isListed(node, able),
      );
      const start = (currentPage - 1) * pageSize;
      return { list: matches.slice(start, start + pageSize).map(toNode), total: matches.length };
    },
  };
}
