import { Spin } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { ShellPage, ShellPageTitle } from '../../layout/shell-page.ts';
import type { NamespacedKey } from '../../platform/i18n/define-locales.ts';
import { buildMenuRoutes, type MenuRoute } from '../../platform/navigation/menu-routes.ts';
import {
  isRedirectPath,
  REDIRECT_PAGE_KEY,
  redirectTarget,
} from '../../platform/navigation/redirect-path.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import { LazyExternalLinkPage, LazyNotBuiltPage, LazyNotFoundPage } from '../pages/lazy-pages.tsx';
import { RedirectPage } from '../pages/redirect-page.tsx';
import { pageLoader, resolvePage } from './page-registry.tsx';
import { preloadInIdle } from './route-preload.ts';

/** Fixed routes under the layout root, each mapped to a page key or a built-in page. */
const FIXED: Record<
  string,
  {
    titleKey: NamespacedKey<'router'>;
    pageKey?: string;
    element?: ComponentType;
    icon?: string;
    affix?: boolean;
    noCache?: boolean;
  }
> = {
  '/home': { titleKey: 'router:fixed.home', pageKey: 'home/home', icon: 'HomeOutlined', affix: true },
  '/dashboard': { titleKey: 'router:fixed.dashboard', pageKey: 'home/dashboard', icon: 'DashboardOutlined' },
  '/messageRecord': {
    titleKey: 'router:fixed.messageRecord',
    pageKey: 'message/messageRecord',
    icon: 'MailOutlined',
  },
  '/previewModel': { titleKey: 'router:fixed.previewModel', pageKey: 'visualdev/previewModel' },
  '/profile': { titleKey: 'router:fixed.profile', pageKey: 'profile/profile', icon: 'UserOutlined' },
  '/emailDetail': { titleKey: 'router:fixed.emailDetail', pageKey: 'extend/emailDetail', noCache: true },
  '/workFlowDetail': {
    titleKey: 'router:fixed.workFlowDetail',
    pageKey: 'workflow/workFlowDetail',
    noCache: true,
  },
  '/workFlow/entrust': {
    titleKey: 'router:fixed.workFlowEntrust',
    pageKey: 'workflow/entrust',
    noCache: true,
  },
  '/externalLink': {
    titleKey: 'router:fixed.externalLink',
    element: LazyExternalLinkPage,
    icon: 'LinkOutlined',
  },
  '/404': { titleKey: 'router:fixed.notFound', element: LazyNotFoundPage, noCache: true },
};

const fallback = (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin />
  </div>
);

/** The runtime page of a type-3 menu (a released design, 在线开发) and of a type-4 one (动态字典). */
const OnlineDevView = lazy(() =>
  import('../../modules/visualdev/online-dev/online-dev-view.tsx').then((m) => ({
    default: m.OnlineDevView,
  })),
);

/** What a menu route shows: its page, the runtime page of its design, or "not built yet". */
function renderMenuRoute(route: MenuRoute, title: string): () => ReactNode {
  if (route.kind === 'page') return renderPageKey(route.pageKey, title);
  const { moduleId } = route;
  if ((route.kind === 'form' || route.kind === 'dictionary') && moduleId) {
    return () => (
      <Suspense fallback={fallback}>
        <OnlineDevView modelId={moduleId} menuId={route.menu.id} isDictionary={route.kind === 'dictionary'} />
      </Suspense>
    );
  }
  return () => <LazyNotBuiltPage title={title} />;
}

function renderPageKey(pageKey: string, title: string): () => ReactNode {
  const Page = resolvePage(pageKey);
  if (!Page) return () => <LazyNotBuiltPage title={title} />;
  return () => (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}

/** Only the title of a page (text or key), empty without a page. */
const titleOf = (page: ShellPageTitle | undefined): ShellPageTitle => {
  if (!page) return { title: '', isTitleKey: false };
  return page.isTitleKey ? { title: page.title, isTitleKey: true } : { title: page.title, isTitleKey: false };
};

/**
 * Resolves a location inside the shell to its page: a fixed route or a server menu route.
 * Undefined means unknown (the shell sends the user to /404). The router hands it to the shell as its
 * ShellPageResolver (app-router.tsx).
 */
export function resolveShellPage(
  pathname: string,
  search: string,
  menuRoutes: MenuRoute[],
  translate: (key: NamespacedKey<'router'>) => string,
): ShellPage | undefined {
  const fullPath = `${pathname}${search}`;
  if (isRedirectPath(pathname)) {
    // A tab refresh passes through here for one render; it keeps the target's title meanwhile.
    const target = resolveShellPage(redirectTarget(pathname), search, menuRoutes, translate);
    return {
      ...titleOf(target),
      key: REDIRECT_PAGE_KEY,
      path: pathname,
      fullPath,
      noCache: true,
      render: () => <RedirectPage remountKey={target?.key} />,
    };
  }
  const fixed = FIXED[pathname];
  if (fixed) {
    const title = translate(fixed.titleKey);
    const Element = fixed.element;
    const isExternal = pathname === '/externalLink';
    const linkTitle = isExternal ? new URLSearchParams(search).get('title') : null;
    return {
      key: isExternal ? fullPath : pathname,
      path: pathname,
      fullPath,
      ...(linkTitle ? { title: linkTitle, isTitleKey: false } : { title: fixed.titleKey, isTitleKey: true }),
      icon: fixed.icon,
      affix: fixed.affix,
      noCache: fixed.noCache,
      render: Element ? () => <Element /> : renderPageKey(fixed.pageKey ?? '', title),
    };
  }
  const route = menuRoutes.find((r) => r.path === pathname);
  if (!route) return undefined;
  const title = route.menu.fullName;
  return {
    key: pathname,
    path: pathname,
    fullPath,
    title,
    isTitleKey: false,
    icon: route.menu.icon ?? undefined,
    menu: route.menu,
    render: renderMenuRoute(route, title),
  };
}

/** The dynamic import behind a route path (a fixed page or a menu page), or undefined when it has none built. */
export function routeImport(path: string, menuRoutes: MenuRoute[]): (() => Promise<unknown>) | undefined {
  const fixedKey = FIXED[path]?.pageKey;
  if (fixedKey) return pageLoader(fixedKey);
  const route = menuRoutes.find((r) => r.path === path);
  return route?.kind === 'page' ? pageLoader(route.pageKey) : undefined;
}

/**
 * Fetches the chunks of these route paths in idle time, in this order, once the chunk of the page being
 * opened (`currentPath`) has arrived; paths without a built page are skipped.
 */
export function preloadRoutes(paths: readonly string[], menuRoutes: MenuRoute[], currentPath: string): void {
  const imports = paths.map((path) => routeImport(path, menuRoutes)).filter((load) => load !== undefined);
  preloadInIdle(imports, routeImport(currentPath, menuRoutes)?.());
}

/** How many built menu pages, in menu order, are fetched ahead besides home. */
export const MENU_PAGES_AHEAD = 12;

/** Home, then the first built pages of the visible menu in menu order. */
export function pathsToPreload(menuRoutes: MenuRoute[]): string[] {
  const menuPaths = menuRoutes
    .filter((route) => route.menu.isHidden !== 1 && routeImport(route.path, menuRoutes))
    .map((route) => route.path)
    .filter((path) => path !== '/home')
    .slice(0, MENU_PAGES_AHEAD);
  return ['/home', ...menuPaths];
}

/**
 * Once the user's menu is known (after login or a reload) the pages the user is most likely to open
 * next are fetched in idle time, so their first open shows no loading spinner.
 */
export function usePreloadMenuPages(): void {
  const menuList = useSession((s) => s.current?.menuList);
  const { pathname } = useLocation();
  // Read when the menu arrives; a later navigation does not start the preloading again.
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  useEffect(() => {
    if (!menuList) return;
    const menuRoutes = buildMenuRoutes(menuList);
    preloadRoutes(pathsToPreload(menuRoutes), menuRoutes, pathnameRef.current);
  }, [menuList]);
}
