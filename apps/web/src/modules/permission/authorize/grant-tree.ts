import type {
  AuthorizeData,
  GrantedIds,
  GrantHolderType,
  GrantItemType,
  SaveAuthorizeBody,
} from '@platform/contracts';

/*
 * The grant screen's trees and tri-state rules, kept free of React so they are tested directly.
 * Granted items are held as one set of keys 'itemType:id'. Every tab shows systems → menus; the
 * resource tabs hang that tab's buttons/columns/forms/schemes under their menu. The portal tab is a
 * flat list: a portal grant stands alone (ADR 0008). The rules keep the set consistent with what the
 * server accepts: checking anything also grants its menus and system (a resource needs its menu), and
 * unchecking a menu drops its resources.
 */

export type GrantTab = GrantItemType;
export const GRANT_TABS: GrantTab[] = ['module', 'button', 'column', 'form', 'resource', 'system', 'portal'];

export interface GrantNode {
  /** 'itemType:itemId' — unique across the tree; `fullName` and `children` fit the admin kit's filterTree. */
  id: string;
  fullName: string;
  itemType: GrantItemType;
  itemId: string;
  isDisabled: boolean;
  children: GrantNode[];
}

export const grantKey = (itemType: GrantItemType, id: string) => `${itemType}:${id}`;

const RESOURCE_LISTS = { button: 'buttons', column: 'columns', form: 'forms', resource: 'schemes' } as const;
type ResourceTab = keyof typeof RESOURCE_LISTS;
const isResourceTab = (tab: GrantTab): tab is ResourceTab => tab in RESOURCE_LISTS;

/** Systems with their menu trees; a menu whose parent is missing sits at its system's top. */
function menuForest(data: AuthorizeData): GrantNode[] {
  const nodes = new Map<string, GrantNode>();
  for (const m of data.menus) {
    nodes.set(m.id, {
      id: grantKey('module', m.id),
      fullName: m.fullName,
      itemType: 'module',
      itemId: m.id,
      isDisabled: m.enabledMark !== 1,
      children: [],
    });
  }
  const systems = data.systems.map<GrantNode>((s) => ({
    id: grantKey('system', s.id),
    fullName: s.fullName,
    itemType: 'system',
    itemId: s.id,
    isDisabled: s.enabledMark !== 1,
    children: [],
  }));
  const systemById = new Map(data.systems.map((s, i) => [s.id, systems[i] as GrantNode]));
  for (const m of data.menus) {
    const node = nodes.get(m.id) as GrantNode;
    const parent = nodes.get(m.parentId) ?? systemById.get(m.systemId);
    parent?.children.push(node);
  }
  return systems;
}

/** Hangs the tab's resources under their menus and keeps only branches that have some. */
function withResources(forest: GrantNode[], data: AuthorizeData, tab: ResourceTab): GrantNode[] {
  const byMenu = new Map<string, GrantNode[]>();
  for (const r of data[RESOURCE_LISTS[tab]]) {
    const leaf: GrantNode = {
      id: grantKey(tab, r.id),
      fullName: r.fullName,
      itemType: tab,
      itemId: r.id,
      isDisabled: r.enabledMark !== 1,
      children: [],
    };
    byMenu.set(r.moduleId, [...(byMenu.get(r.moduleId) ?? []), leaf]);
  }
  const walk = (list: GrantNode[]): GrantNode[] =>
    list.flatMap((node) => {
      const leaves = node.itemType === 'module' ? (byMenu.get(node.itemId) ?? []) : [];
      const children = [...leaves, ...walk(node.children)];
      return children.length > 0 ? [{ ...node, children }] : [];
    });
  return walk(forest);
}

const portalList = (data: AuthorizeData): GrantNode[] =>
  data.portals.map((p) => ({
    id: grantKey('portal', p.id),
    fullName: p.fullName,
    itemType: 'portal',
    itemId: p.id,
    isDisabled: p.enabledMark !== 1,
    children: [],
  }));

export function buildTabTree(data: AuthorizeData, tab: GrantTab): GrantNode[] {
  if (tab === 'portal') return portalList(data);
  const forest = menuForest(data);
  if (tab === 'system') return forest.map((s) => ({ ...s, children: [] }));
  if (tab === 'module') return forest;
  return withResources(forest, data, tab);
}

export function grantedKeys(granted: GrantedIds): Set<string> {
  const keys = new Set<string>();
  for (const type of GRANT_TABS) for (const id of granted[type]) keys.add(grantKey(type, id));
  return keys;
}

export function toSaveBody(keys: ReadonlySet<string>, objectType: GrantHolderType): SaveAuthorizeBody {
  const body = Object.fromEntries(GRANT_TABS.map((type) => [type, [] as string[]])) as GrantedIds;
  for (const key of keys) {
    const at = key.indexOf(':');
    const type = key.slice(0, at) as GrantItemType;
    body[type]?.push(key.slice(at + 1));
  }
  return { objectType, ...body };
}

/** Whether clicking the node in this tab grants the node itself (resource tabs: only their leaves). */
const isGrantable = (node: GrantNode, tab: GrantTab) =>
  tab === 'module' ? node.itemType === 'module' || node.itemType === 'system' : node.itemType === tab;

export interface CheckState {
  checked: string[];
  halfChecked: string[];
}

/** antd's {checked, halfChecked} for a tree: full when the node and everything under it is granted. */
export function checkState(tree: GrantNode[], keys: ReadonlySet<string>, tab: GrantTab): CheckState {
  const state: CheckState = { checked: [], halfChecked: [] };
  const visit = (node: GrantNode): { all: boolean; some: boolean } => {
    const children = node.children.map(visit);
    const childAll = children.every((c) => c.all);
    const childSome = children.some((c) => c.some);
    let all: boolean;
    let some: boolean;
    if (isGrantable(node, tab)) {
      const self = keys.has(node.id);
      all = self && childAll;
      some = self || childSome;
    } else {
      all = children.length > 0 && childAll;
      some = childSome;
    }
    if (all) state.checked.push(node.id);
    else if (some) state.halfChecked.push(node.id);
    return { all, some };
  };
  tree.forEach(visit);
  return state;
}

function parentsOf(tree: GrantNode[]): Map<string, GrantNode> {
  const parents = new Map<string, GrantNode>();
  const walk = (node: GrantNode) => {
    for (const child of node.children) {
      parents.set(child.id, node);
      walk(child);
    }
  };
  tree.forEach(walk);
  return parents;
}

const descendants = (node: GrantNode): GrantNode[] => node.children.flatMap((c) => [c, ...descendants(c)]);

function ancestors(node: GrantNode, parents: Map<string, GrantNode>): GrantNode[] {
  const out: GrantNode[] = [];
  for (let p = parents.get(node.id); p; p = parents.get(p.id)) out.push(p);
  return out;
}

/**
 * The keys after clicking a node of the tab's tree (`tree` unfiltered). A fully checked node is
 * cleared; otherwise it is filled, and its menus and system are granted with it.
 */
export function toggleNode(
  tree: GrantNode[],
  node: GrantNode,
  keys: ReadonlySet<string>,
  tab: GrantTab,
  data: AuthorizeData,
): Set<string> {
  const next = new Set(keys);
  const parents = parentsOf(tree);
  const subtree = [node, ...descendants(node)];
  const isFull = checkState([node], keys, tab).checked.includes(node.id);
  if (!isFull) {
    for (const n of [...subtree, ...ancestors(node, parents)]) next.add(n.id);
    return next;
  }
  if (isResourceTab(tab)) {
    for (const n of subtree) if (n.itemType === tab) next.delete(n.id);
    return next;
  }
  for (const n of subtree) next.delete(n.id);
  // A menu that goes takes its resources with it (the server refuses resources without their menu).
  const removedMenus = new Set(subtree.filter((n) => n.itemType === 'module').map((n) => n.itemId));
  for (const type of Object.keys(RESOURCE_LISTS) as ResourceTab[]) {
    for (const r of data[RESOURCE_LISTS[type]])
      if (removedMenus.has(r.moduleId)) next.delete(grantKey(type, r.id));
  }
  // Parents left with nothing granted below them go too (they were only there for the children).
  for (const parent of ancestors(node, parents)) {
    if (descendants(parent).some((d) => next.has(d.id))) break;
    if (tab === 'module') next.delete(parent.id);
  }
  return next;
}

/** Finds a node by key in the unfiltered tree. */
export function findNode(tree: GrantNode[], id: string): GrantNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}
