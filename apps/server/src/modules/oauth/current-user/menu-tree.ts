import type { MenuNode, PermissionEntry, PermissionItem } from '@platform/contracts';

/** A menu row as the tree builder needs it (modules table). */
export interface MenuRow {
  id: string;
  systemId: string;
  parentId: string;
  type: number;
  fullName: string;
  enCode: string;
  icon: string | null;
  urlAddress: string | null;
  linkTarget: string | null;
  category: string;
  propertyJson: string | null;
  sortCode: number;
  isHidden: number;
  /** 1: the menu's columns (forms) are granted one by one; 0: whoever has the menu has them all. */
  isColumnAuthorize: number;
  isFormAuthorize: number;
}

export interface ResourceRow {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
}

/** Grouping types: a directory or folder left without children is not shown. */
const GROUP_TYPES = new Set([0, 1]);

/**
 * The visible menus: the granted ones plus their ancestors (a granted page under an ungranted
 * directory still shows). `granted` 'all' is the administrator.
 */
export function visibleMenuIds(rows: MenuRow[], granted: Set<string> | 'all'): Set<string> {
  if (granted === 'all') return new Set(rows.map((r) => r.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const visible = new Set<string>();
  for (const id of granted) {
    let row = byId.get(id);
    while (row && !visible.has(row.id)) {
      visible.add(row.id);
      row = byId.get(row.parentId);
    }
  }
  return visible;
}

/** Builds each system's menu tree from the visible rows (sorted by sortCode); top nodes have parentId '-1'. */
export function buildMenuTrees(rows: MenuRow[], visible: Set<string>): Map<string, MenuNode[]> {
  const nodes = new Map<string, MenuNode>();
  const sorted = rows.filter((r) => visible.has(r.id)).sort((a, b) => a.sortCode - b.sortCode);
  for (const r of sorted) {
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      fullName: r.fullName,
      enCode: r.enCode,
      icon: r.icon,
      type: r.type,
      urlAddress: r.urlAddress,
      linkTarget: r.linkTarget,
      category: r.category,
      propertyJson: r.propertyJson,
      sortCode: r.sortCode,
      isHidden: r.isHidden,
      hasChildren: false,
      children: [],
    });
  }
  const roots = new Map<string, MenuNode[]>();
  for (const r of sorted) {
    const node = nodes.get(r.id)!;
    const parent = nodes.get(r.parentId);
    if (parent) parent.children.push(node);
    else {
      // A child whose parent is hidden or disabled would float to the top otherwise.
      if (r.parentId !== '-1') continue;
      node.parentId = '-1';
      roots.set(r.systemId, [...(roots.get(r.systemId) ?? []), node]);
    }
  }
  for (const [systemId, list] of roots) roots.set(systemId, prune(list));
  return roots;
}

function prune(list: MenuNode[]): MenuNode[] {
  const kept: MenuNode[] = [];
  for (const node of list) {
    node.children = prune(node.children);
    node.hasChildren = node.children.length > 0;
    if (GROUP_TYPES.has(node.type) && !node.hasChildren) continue;
    kept.push(node);
  }
  return kept;
}

/** Every node of the trees, depth first. */
export function flattenMenus(trees: Iterable<MenuNode[]>): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (list: MenuNode[]) => {
    for (const node of list) {
      out.push(node);
      walk(node.children);
    }
  };
  for (const list of trees) walk(list);
  return out;
}

export interface ResourceSets {
  buttons: ResourceRow[];
  columns: ResourceRow[];
  forms: ResourceRow[];
}

/** Menus whose column or form switch is off: their columns or forms go to everyone with the menu. */
export interface OpenResourceMenus {
  columns: ReadonlySet<string>;
  forms: ReadonlySet<string>;
}

/** The menus of `rows` with the column or form switch off (the server does not restrict them either). */
export function openResourceMenus(rows: MenuRow[]): OpenResourceMenus {
  return {
    columns: new Set(rows.filter((r) => r.isColumnAuthorize !== 1).map((r) => r.id)),
    forms: new Set(rows.filter((r) => r.isFormAuthorize !== 1).map((r) => r.id)),
  };
}

/**
 * One permission entry per page-like menu (type ≠ 0/1), listing the buttons, columns and forms the
 * user holds on it. `granted` undefined is the administrator (everything). Columns and forms of menus
 * in `open` are listed whole, as the server's column and form rules treat them (ADR 0009).
 */
export function buildPermissionList(
  menus: MenuNode[],
  resources: ResourceSets,
  granted?: { buttons: Set<string>; columns: Set<string>; forms: Set<string> },
  open: OpenResourceMenus = { columns: new Set(), forms: new Set() },
): PermissionEntry[] {
  const group = (rows: ResourceRow[], allowed: Set<string> | undefined, openMenus?: ReadonlySet<string>) => {
    const byModule = new Map<string, PermissionItem[]>();
    for (const row of rows) {
      if (allowed && !allowed.has(row.id) && !openMenus?.has(row.moduleId)) continue;
      const list = byModule.get(row.moduleId) ?? [];
      list.push({ fullName: row.fullName, enCode: row.enCode });
      byModule.set(row.moduleId, list);
    }
    return byModule;
  };
  const buttons = group(resources.buttons, granted?.buttons);
  const columns = group(resources.columns, granted?.columns, open.columns);
  const forms = group(resources.forms, granted?.forms, open.forms);
  return menus
    .filter((m) => !GROUP_TYPES.has(m.type))
    .map((m) => ({
      modelId: m.id,
      moduleName: m.fullName,
      button: buttons.get(m.id) ?? [],
      column: columns.get(m.id) ?? [],
      form: forms.get(m.id) ?? [],
      resource: [],
    }));
}
