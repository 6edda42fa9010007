import { Spin } from 'antd';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import type { ShellPage, ShellPageTitle } from '../../layout/shell-page.ts';
import type { NamespacedKey } from '../../platform/i18n/define-locales.ts';
import type { MenuRoute } from '../../platform/navigation/menu-routes.ts';
import {
  isRedirectPath,
  REDIRECT_PAGE_KEY,
  redirectTarget,
} from '../../platform/navigation/redirect-path.ts';
import { LazyExternalLinkPage, LazyNotBuiltPage, LazyNotFoundPage } from '../pages/lazy-pages.tsx';
import { RedirectPage } from '../pages/redirect-page.tsx';
import { resolvePage } from './page-registry.tsx';

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
    render:
      route.kind === 'page' ? renderPageKey(route.pageKey, title) : () => <LazyNotBuiltPage title={title} />,
  };
}
