import { useEffect, useMemo, useState } from 'react';

/* Tree lists (organizations, menus): their rows nest by `children`, and some branches are open. */

type TreeNode = { id: string; children?: readonly TreeNode[] | null };

/** antd shows an expand arrow for any children array, so leaves lose theirs. */
export function treeRows<Row>(nodes: readonly Row[]): Row[] {
  return nodes.map((node) => {
    const { children, ...rest } = node as TreeNode;
    return (children?.length ? { ...rest, children: treeRows(children) } : rest) as Row;
  });
}

const idsWithChildren = (nodes: readonly TreeNode[]): string[] =>
  nodes.flatMap((n) => (n.children?.length ? [n.id, ...idsWithChildren(n.children)] : []));

/** Which branches of a tree list are open: all, none, or as the user left them. */
export interface TreeExpansion {
  expandedKeys: readonly string[];
  onChange: (keys: string[]) => void;
  expandAll: () => void;
  collapseAll: () => void;
}

/**
 * The open branches of a tree list (AdminTable `tree`). While `isOpenOnLoad`, every branch opens
 * whenever the nodes change (a new load, a search); otherwise they stay as the user left them.
 */
export function useTreeExpansion(
  nodes: readonly TreeNode[] | undefined,
  isOpenOnLoad: boolean,
): TreeExpansion {
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const all = useMemo(() => idsWithChildren(nodes ?? []), [nodes]);
  useEffect(() => {
    if (isOpenOnLoad) setExpanded(all);
  }, [isOpenOnLoad, all]);
  return {
    expandedKeys: expanded,
    onChange: setExpanded,
    expandAll: () => setExpanded(all),
    collapseAll: () => setExpanded([]),
  };
}
