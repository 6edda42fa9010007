import type {
  GroupSelectorNode,
  OrganizeSelectorNode,
  PositionSelectorNode,
  RoleSelectorNode,
  UserOption,
  UserSelectorNode,
} from '@platform/contracts';
import {
  groupEndpoints,
  organizeEndpoints,
  positionEndpoints,
  roleEndpoints,
} from '@platform/contracts/web-endpoints';
import type { PickerItemType, PickerNode } from '@platform/form-engine/react';
import { call } from '../../../platform/http/call.ts';

/** Picker calls do not toast: the dialog shows a failed load in its pane. */
export const SILENT = { isSilent: true };

/** A picker node with its children, as the whole-tree selectors answer. */
export interface PickerTree extends PickerNode {
  children: PickerTree[];
}

/** The form-engine's directories the server answers as one whole tree. */
export type WholeTreeDirectory = 'organize' | 'position' | 'role' | 'group';

const organizationType = (category: string): PickerItemType =>
  category === 'company' ? 'company' : 'department';

function tree<T extends { children?: T[] }>(
  nodes: readonly T[],
  toNode: (node: T) => PickerNode,
): PickerTree[] {
  return nodes.map((node) => {
    const children = tree(node.children ?? [], toNode);
    return { ...toNode(node), hasChildren: children.length > 0, children };
  });
}

const organizeNode = (node: OrganizeSelectorNode): PickerNode => ({
  id: node.id,
  fullName: node.fullName,
  type: organizationType(node.category),
  hasChildren: node.hasChildren,
  disabled: node.disabled,
  organizeIds: node.organizeIds,
  organize: node.organize,
});

const positionNode = (node: PositionSelectorNode): PickerNode => ({
  id: node.id,
  fullName: node.fullName,
  type: node.type === 'position' ? 'position' : organizationType(node.type),
  hasChildren: node.hasChildren,
  organize: node.organize,
});

/** The 全局 node (global roles) is a folder; its roles are also the 全局 tab's list. */
const roleNode = (node: RoleSelectorNode): PickerNode => ({
  id: node.id,
  fullName: node.fullName,
  type: node.type === 'role' ? 'role' : node.type === 'global' ? 'category' : organizationType(node.type),
  hasChildren: node.hasChildren,
  organize: node.organize || undefined,
});

/** Group categories ('0') are folders. */
const groupNode = (node: GroupSelectorNode): PickerNode => ({
  id: node.id,
  fullName: node.fullName,
  type: node.type === 'group' ? 'group' : 'category',
  hasChildren: node.hasChildren,
});

/** Fetches a whole-tree directory from its selector route. */
export async function fetchWholeTree(directory: WholeTreeDirectory): Promise<PickerTree[]> {
  switch (directory) {
    case 'organize':
      return tree((await call(organizeEndpoints.tree, {}, SILENT)).list, organizeNode);
    case 'position':
      return tree((await call(positionEndpoints.selector, {}, SILENT)).list, positionNode);
    case 'role':
      return tree((await call(roleEndpoints.selector, { query: {} }, SILENT)).list, roleNode);
    case 'group':
      return tree(await call(groupEndpoints.selector, {}, SILENT), groupNode);
  }
}

/** A node of the organization → user tree (POST /Users/ImUser/Selector/{id}). */
export const userTreeNode = (node: UserSelectorNode): PickerNode => ({
  id: node.id,
  fullName: node.fullName,
  type: node.type === 'user' ? 'user' : organizationType(node.type),
  hasChildren: node.hasChildren,
  organize: node.organize || undefined,
});

/** A user of the flat user lists (current organization, subordinates, condition). */
export const userOptionNode = (user: UserOption): PickerNode => ({
  id: user.id,
  fullName: user.fullName,
  type: 'user',
  hasChildren: false,
  organize: user.organize || undefined,
});

/** Every node of a tree, parents first; a node listed under several parents (a role) once. */
export function flattenTree(nodes: readonly PickerTree[]): PickerNode[] {
  const seen = new Set<string>();
  const out: PickerNode[] = [];
  const visit = (list: readonly PickerTree[]) => {
    for (const { children, ...node } of list) {
      const key = `${node.type}:${node.id}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push(node);
      }
      visit(children);
    }
  };
  visit(nodes);
  return out;
}

/** The children of `parentId` (the top level for null); the first match wins. */
export function childrenIn(nodes: readonly PickerTree[], parentId: string | null): PickerTree[] {
  if (parentId === null) return [...nodes];
  for (const node of nodes) {
    if (node.id === parentId) return node.children;
    const found = childrenIn(node.children, parentId);
    if (found.length > 0) return found;
  }
  return [];
}
