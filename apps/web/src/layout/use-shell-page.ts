import type { MenuNode } from '@platform/contracts';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buildMenuRoutes, type MenuRoute } from '../platform/navigation/menu-routes.ts';
import { isRedirectPath, REDIRECT_PAGE_KEY, redirectTarget } from '../platform/navigation/redirect-path.ts';
import { useSession } from '../platform/stores/session-store.ts';
import { type TabView, useTags } from '../platform/stores/tags-store.ts';
import { menuTrail, visibleMenus } from './menu/menu-tree.ts';
import type { ShellPage, ShellPageResolver } from './shell-page.ts';
import { sysConfigText } from './sys-config-info.ts';

/** Pages that never become tabs (the hidden 404 page, the refresh bounce). */
const UNTABBED = new Set(['/404', REDIRECT_PAGE_KEY]);

export function toTabView(page: ShellPage): TabView {
  return {
    path: page.key,
    fullPath: page.fullPath,
    title: page.title,
    titleKey: page.isTitleKey ? page.title : undefined,
    icon: page.icon,
    affix: page.affix,
    noCache: page.noCache,
  };
}

/** Adds the page to the tab bar when absent, and keeps its full path (query) current. */
function useTabSync(page: ShellPage | undefined, title: string) {
  const appTitle = useSession((s) => sysConfigText(s.current?.sysConfigInfo, 'title'));
  useEffect(() => {
    if (!page || UNTABBED.has(page.key)) return;
    const view = toTabView(page);
    const tags = useTags.getState();
    const existing = tags.visited.find((v) => v.path === view.path);
    if (!existing) tags.addView(view);
    else if (existing.fullPath !== view.fullPath || existing.title !== view.title) tags.updateView(view);
  }, [page]);
  useEffect(() => {
    if (title) document.title = appTitle ? `${title} - ${appTitle}` : title;
  }, [title, appTitle]);
}

/**
 * Tabs of menu pages carry the menus' names, which change with the language (CurrentUser is reloaded
 * in the new language): every open tab, not only the current one, takes its menu's current name.
 */
function useTabTitles(menuRoutes: MenuRoute[]) {
  useEffect(() => {
    const names = new Map(menuRoutes.map((route) => [route.path, route.menu.fullName]));
    const tags = useTags.getState();
    for (const view of tags.visited) {
      const name = names.get(view.path);
      if (name !== undefined && !view.titleKey && name !== view.title)
        tags.updateView({ ...view, title: name });
    }
  }, [menuRoutes]);
}

export interface ShellState {
  /** The page of the current location; undefined for an unknown path (the shell goes to /404). */
  page: ShellPage | undefined;
  pageTitle: string;
  /** The visible menu tree (hidden items removed). */
  menus: MenuNode[];
  /** Menus from the top level down to the current page's menu. */
  trail: MenuNode[];
}

/**
 * Resolves the current location to its page (through the app's resolver) and menu trail, and keeps
 * the tab bar in step.
 */
export function useShellPage(resolveShellPage: ShellPageResolver): ShellState {
  const location = useLocation();
  // Fixed pages are titled by keys of the router's namespace ('router:fixed.home').
  const { t } = useTranslation(['router']);
  const menuList = useSession((s) => s.current?.menuList);
  const menus = useMemo(() => visibleMenus(menuList ?? []), [menuList]);
  // Hidden menus still route; they are only left out of the navigation.
  const menuRoutes = useMemo(() => buildMenuRoutes(menuList ?? []), [menuList]);
  const page = useMemo(
    () => resolveShellPage(location.pathname, location.search, menuRoutes, t),
    [resolveShellPage, location.pathname, location.search, menuRoutes, t],
  );
  // During a refresh bounce the breadcrumb and menu keep showing the page being refreshed.
  const trailPath = isRedirectPath(location.pathname) ? redirectTarget(location.pathname) : location.pathname;
  const trail = useMemo(
    () => menuTrail(menus, trailPath, location.search),
    [menus, trailPath, location.search],
  );
  const pageTitle = page ? (page.isTitleKey ? t(page.title) : page.title) : '';
  useTabSync(page, pageTitle);
  useTabTitles(menuRoutes);
  return { page, pageTitle, menus, trail };
}
