import type { DataInterfaceTreeNode } from '@platform/contracts';

/** A node of a tree select over the enabled interfaces. */
export interface InterfaceTreeItem {
  value: string;
  title: string;
  selectable: boolean;
  children?: InterfaceTreeItem[];
}

/** Categories (not selectable, their values prefixed so they never clash with an id) with their interfaces. */
export function interfaceTreeItems(nodes: readonly DataInterfaceTreeNode[]): InterfaceTreeItem[] {
  return nodes.map((node) => ({
    value: node.category === '1' ? node.id : `category:${node.id}`,
    title: node.fullName,
    selectable: node.category === '1',
    children: node.children ? interfaceTreeItems(node.children) : undefined,
  }));
}

/** The name of the interface of this id anywhere in the selector's tree, or undefined. */
export function interfaceNameIn(nodes: readonly DataInterfaceTreeNode[], id: string): string | undefined {
  for (const node of nodes) {
    if (node.category === '1' && node.id === id) return node.fullName;
    const found = interfaceNameIn(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}
