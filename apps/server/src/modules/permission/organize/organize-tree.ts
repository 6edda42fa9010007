/*
 * Tree helpers shared by the organization, department and position pickers. Rows arrive in display
 * order; a row whose parent is not among them becomes a root (the top '-1', or an ancestor that was
 * filtered out), so a filtered list still nests as far as it can.
 */

export type Nested<T> = T & { hasChildren: boolean; children: Nested<T>[] };

export function nestByParent<T extends { id: string; parentId: string }>(rows: T[]): Nested<T>[] {
  const nodes = new Map<string, Nested<T>>();
  for (const row of rows) nodes.set(row.id, { ...row, hasChildren: false, children: [] });
  const roots: Nested<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === node.id ? undefined : nodes.get(node.parentId);
    if (parent) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}

/** The ids on a node's path from the top, the node included (organizations.idPath). */
export const pathIds = (idPath: string): string[] => idPath.split(',').filter(Boolean);

/** "company/department" names along the path; unknown ids (never expected) are skipped. */
export function pathName(idPath: string, names: ReadonlyMap<string, string>): string {
  return pathIds(idPath)
    .map((id) => names.get(id))
    .filter((name): name is string => name !== undefined)
    .join('/');
}

/** True when `id` is the node itself or one of its ancestors. */
export const isOnPath = (idPath: string, id: string): boolean => pathIds(idPath).includes(id);

/**
 * A picker tree of the organizations holding leaves (positions, roles): `leavesOf` gives an
 * organization's own leaves and `nodeOf` its node around its children; an organization with no leaf
 * anywhere below it is left out.
 */
export function treeWithLeaves<O extends { children: O[] }, N>(
  roots: O[],
  leavesOf: (org: O) => N[],
  nodeOf: (org: O, children: N[]) => N,
): N[] {
  const convert = (org: O): N[] => {
    const children = [...leavesOf(org), ...org.children.flatMap(convert)];
    return children.length === 0 ? [] : [nodeOf(org, children)];
  };
  return roots.flatMap(convert);
}

/** getListByOrgIds (the original's shape): a group per asked organization that exists, in the order asked. */
export function groupsOfOrganizations<C>(
  ids: string[],
  organizations: readonly { id: string; fullName: string }[],
  childrenOf: (id: string) => C[],
) {
  const names = new Map(organizations.map((o) => [o.id, o.fullName]));
  return ids.flatMap((id) => {
    const fullName = names.get(id);
    return fullName === undefined ? [] : [{ id, fullName, hasChildren: true, children: childrenOf(id) }];
  });
}
