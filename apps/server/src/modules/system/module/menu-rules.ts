import {
  isMenuGroupType,
  LINK_ADDRESS_PATTERN,
  MENU_TYPE_FIELDS,
  type MenuBody,
  type MenuInfo,
  type MenuSelectorNode,
  type MenuTreeNode,
  parseMenuProperty,
  ROUTE_ADDRESS_PATTERN,
} from '@platform/contracts';
import { badRequest } from '../../../http/app-error.ts';
import type { MenuRow } from './menu.repository.ts';

/*
 * The pure rules of menus: which fields a type keeps (fields a type does not use are stored
 * empty so a later type change cannot resurrect them), and the trees of the list and the parent picker.
 */

export interface TypedFields {
  urlAddress: string | null;
  linkTarget: string | null;
  propertyJson: string | null;
  isButtonAuthorize: number;
  isColumnAuthorize: number;
  isFormAuthorize: number;
  isDataAuthorize: number;
}

export function typedFields(body: MenuBody): TypedFields {
  const rules = MENU_TYPE_FIELDS[body.type];
  if (!rules) throw badRequest('common.fieldInvalid', { field: 'type', detail: '0-8' });
  let urlAddress: string | null = null;
  if (rules.needsUrl) {
    if (!body.urlAddress) throw badRequest('menu.urlRequired');
    const pattern = rules.isLink ? LINK_ADDRESS_PATTERN : ROUTE_ADDRESS_PATTERN;
    if (!pattern.test(body.urlAddress)) throw badRequest('menu.urlInvalid');
    urlAddress = body.urlAddress;
  }
  let linkTarget: string | null = null;
  if (rules.needsLinkTarget) {
    if (!body.linkTarget) throw badRequest('menu.linkTargetRequired');
    linkTarget = body.linkTarget;
  }
  let propertyJson: string | null = null;
  if (rules.needsModuleId) {
    if (!parseMenuProperty(body.propertyJson)) throw badRequest('menu.moduleIdRequired');
    propertyJson = body.propertyJson ?? null;
  }
  const flag = (value: number) => (rules.hasResources ? value : 0);
  return {
    urlAddress,
    linkTarget,
    propertyJson,
    isButtonAuthorize: flag(body.isButtonAuthorize),
    isColumnAuthorize: flag(body.isColumnAuthorize),
    isFormAuthorize: flag(body.isFormAuthorize),
    isDataAuthorize: flag(body.isDataAuthorize),
  };
}

/** True when `candidate` is `id` itself or lies below it (so it cannot become id's parent). */
export function isSelfOrDescendant(rows: readonly MenuRow[], id: string, candidate: string): boolean {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<string>();
  let current: string | undefined = candidate;
  while (current && current !== '-1' && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = byId.get(current)?.parentId;
  }
  return false;
}

export function toMenuInfo(row: MenuRow): MenuInfo {
  return {
    id: row.id,
    systemId: row.systemId,
    parentId: row.parentId,
    category: row.category,
    type: row.type,
    fullName: row.fullName,
    enCode: row.enCode,
    icon: row.icon,
    urlAddress: row.urlAddress,
    linkTarget: row.linkTarget,
    propertyJson: row.propertyJson,
    isHidden: row.isHidden,
    isButtonAuthorize: row.isButtonAuthorize,
    isColumnAuthorize: row.isColumnAuthorize,
    isFormAuthorize: row.isFormAuthorize,
    isDataAuthorize: row.isDataAuthorize,
    description: row.description,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    creatorTime: row.createdAt.getTime(),
  };
}

interface Node<T> {
  hasChildren: boolean;
  children: T[];
}

/**
 * Links rows (already in display order) into a tree. A row whose parent is not among `rows` becomes a
 * root, so a filtered or partial list still shows everything it holds.
 */
function linkTree<T extends Node<T>>(rows: readonly MenuRow[], toNode: (row: MenuRow) => T): T[] {
  const nodes = new Map(rows.map((r) => [r.id, toNode(r)]));
  const roots: T[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as T;
    const parent = nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  for (const node of nodes.values()) node.hasChildren = node.children.length > 0;
  return roots;
}

/** Rows matching the keyword (name or code), with their ancestors so each match keeps its place. */
function withAncestors(rows: readonly MenuRow[], keyword: string): MenuRow[] {
  const needle = keyword.toLowerCase();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const row of rows) {
    if (!row.fullName.toLowerCase().includes(needle) && !row.enCode.toLowerCase().includes(needle)) continue;
    let current: MenuRow | undefined = row;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = byId.get(current.parentId);
    }
  }
  return rows.filter((r) => keep.has(r.id));
}

export function menuTree(rows: readonly MenuRow[], keyword?: string): MenuTreeNode[] {
  const shown = keyword ? withAncestors(rows, keyword) : rows;
  return linkTree<MenuTreeNode>(shown, (row) => ({ ...toMenuInfo(row), hasChildren: false, children: [] }));
}

/** Directories and folders that can become the parent of `excludeId` (its own subtree left out). */
export function selectorTree(rows: readonly MenuRow[], excludeId?: string): MenuSelectorNode[] {
  const groups = rows.filter((r) => isMenuGroupType(r.type));
  const eligible = excludeId ? groups.filter((r) => !isSelfOrDescendant(rows, excludeId, r.id)) : groups;
  return linkTree<MenuSelectorNode>(eligible, (row) => ({
    id: row.id,
    parentId: row.parentId,
    fullName: row.fullName,
    enCode: row.enCode,
    icon: row.icon,
    type: row.type,
    hasChildren: false,
    children: [],
  }));
}
