/** A node of the trees administration screens show (organizations, menus, roles…). */
export interface TreeNodeData {
  id: string;
  fullName: string;
  children?: TreeNodeData[] | null;
}

/**
 * Keeps the nodes whose name contains the keyword (case-insensitive), with their ancestors so each
 * match stays in place; a matching node keeps its whole subtree.
 */
export function filterTree<T extends TreeNodeData>(nodes: readonly T[], keyword: string): T[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [...nodes];
  const walk = (list: readonly T[]): T[] =>
    list.flatMap((node) => {
      if (node.fullName.toLowerCase().includes(needle)) return [node];
      const children = walk((node.children ?? []) as T[]);
      return children.length > 0 ? [{ ...node, children }] : [];
    });
  return walk(nodes);
}

/** Every id of the tree, parents first (for "expand all"). */
export function collectIds(nodes: readonly { id: string; children?: readonly unknown[] | null }[]): string[] {
  return nodes.flatMap((node) => [node.id, ...collectIds((node.children ?? []) as typeof nodes)]);
}
