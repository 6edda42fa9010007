import type { MenuNode } from '@platform/contracts';
import { cleanAddress } from '../../platform/navigation/menu-routes.ts';

/*
 * Pure helpers over the server menu tree: what the shell shows, which entry a location
 * belongs to, and the search index. Menus are identified by id everywhere in the shell.
 */

export const isGroupType = (menu: MenuNode) => menu.type === 0 || menu.type === 1;

/** The tree without hidden items (and without their subtrees). */
export function visibleMenus(menus: readonly MenuNode[]): MenuNode[] {
  return menus
    .filter((menu) => menu.isHidden !== 1)
    .map((menu) => (menu.children?.length ? { ...menu, children: visibleMenus(menu.children) } : menu));
}

export function findMenu(menus: readonly MenuNode[], id: string): MenuNode | undefined {
  for (const menu of menus) {
    if (menu.id === id) return menu;
    const found = menu.children ? findMenu(menu.children, id) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The in-app location a menu routes to, compared against pathname (+ search for embedded links). */
export function menuLocation(menu: MenuNode): string | undefined {
  if (menu.type === 6 || isGroupType(menu)) return undefined;
  if (menu.type === 7) {
    if (menu.linkTarget !== '_self') return undefined;
    // Embedded links share /externalLink; their title query tells them apart.
    return `/externalLink?title=${encodeURIComponent(menu.fullName)}`;
  }
  const address = cleanAddress(menu.urlAddress);
  return address ? `/${address}` : undefined;
}

function matchesLocation(menu: MenuNode, pathname: string, search: string): boolean {
  const target = menuLocation(menu);
  if (!target) return false;
  if (target.startsWith('/externalLink?')) {
    return pathname === '/externalLink' && new URLSearchParams(search).get('title') === menu.fullName;
  }
  return target === pathname;
}

/** The chain from the top level down to the menu of this location; empty when no menu matches. */
export function menuTrail(menus: readonly MenuNode[], pathname: string, search = ''): MenuNode[] {
  for (const menu of menus) {
    if (matchesLocation(menu, pathname, search)) return [menu];
    const below = menu.children ? menuTrail(menu.children, pathname, search) : [];
    if (below.length) return [menu, ...below];
  }
  return [];
}

/** A clickable entry of the menu search. */
export interface MenuSearchEntry {
  id: string;
  title: string;
  /** Route path, or the link address for window menus, so either can be searched. */
  path: string;
  menu: MenuNode;
}

/** Every visible, clickable menu (pages, runtime pages, links), with its route as the searchable path. */
export function menuSearchEntries(menus: readonly MenuNode[]): MenuSearchEntry[] {
  const entries: MenuSearchEntry[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const menu of nodes) {
      if (!isGroupType(menu)) {
        const path = menuLocation(menu)?.split('?')[0] ?? menu.urlAddress ?? '';
        entries.push({ id: menu.id, title: menu.fullName, path, menu });
      }
      if (menu.children?.length) walk(menu.children);
    }
  };
  walk(menus);
  return entries;
}
