import type { MenuNode } from '@platform/contracts';

export type MenuRouteKind = 'page' | 'form' | 'dictionary' | 'report' | 'portal' | 'dataScreen';

/** A routed menu entry (menu types 2, 3, 4, 5, 6, 8). */
export interface MenuRoute {
  path: string;
  kind: MenuRouteKind;
  menu: MenuNode;
  /** The page key for type 2 ('permission/user'); the runtime kind for the others. */
  pageKey: string;
  moduleId?: string;
  isTree?: number;
}

const RUNTIME_KINDS: Record<number, MenuRouteKind> = { 3: 'form', 4: 'dictionary', 5: 'report', 8: 'portal' };

/** urlAddress with the query string and surrounding slashes removed. */
export function cleanAddress(urlAddress: string | null | undefined): string {
  return (urlAddress ?? '').split('?')[0].replace(/^\/+|\/+$/g, '');
}

export function parseProperty(propertyJson: string | null | undefined): {
  moduleId?: string;
  isTree?: number;
} {
  if (!propertyJson) return {};
  try {
    const value: unknown = JSON.parse(propertyJson);
    if (typeof value !== 'object' || value === null) return {};
    const record = value as Record<string, unknown>;
    return {
      moduleId: typeof record.moduleId === 'string' ? record.moduleId : undefined,
      isTree: typeof record.isTree === 'number' ? record.isTree : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * Where a large-screen menu (type 6) opens inside the shell. Until the large-screen module exists the
 * route shows "not built yet"; the stored address (a ${dataV} host, a view id) is not used, and no
 * session token goes into any address.
 */
export function dataScreenPath(menu: MenuNode): string {
  return `/dataScreen/${encodeURIComponent(menu.id)}`;
}

/** Flattens the server menu tree into routes; directories, folders and links do not route. */
export function buildMenuRoutes(menus: MenuNode[]): MenuRoute[] {
  const routes: MenuRoute[] = [];
  const walk = (nodes: MenuNode[]) => {
    for (const menu of nodes) {
      const address = cleanAddress(menu.urlAddress);
      if (menu.type === 6) {
        routes.push({ path: dataScreenPath(menu), kind: 'dataScreen', menu, pageKey: 'dataScreen' });
      } else if (menu.type === 2 && address) {
        routes.push({ path: `/${address}`, kind: 'page', menu, pageKey: address });
      } else if (RUNTIME_KINDS[menu.type] && address) {
        const kind = RUNTIME_KINDS[menu.type];
        routes.push({ path: `/${address}`, kind, menu, pageKey: kind, ...parseProperty(menu.propertyJson) });
      }
      if (menu.children?.length) walk(menu.children);
    }
  };
  walk(menus);
  return routes;
}

/** The first routable menu, used as the landing page when the user has no home access. */
export function firstRoute(menus: MenuNode[]): MenuRoute | undefined {
  return buildMenuRoutes(menus)[0];
}
