import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { safeRedirect } from '../../modules/oauth/utils/safe-redirect.ts';
import type { NamespacedKey } from '../../platform/i18n/define-locales.ts';
import { isRedirectPath } from '../../platform/navigation/redirect-path.ts';
import { setNavigate } from '../../platform/session/session-bridge.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import { LazyPublicPlaceholderPage } from '../pages/lazy-pages.tsx';
import { RedirectPage } from '../pages/redirect-page.tsx';
import { FullScreenSpinner } from './full-screen-spinner.tsx';
import { resolvePage } from './page-registry.tsx';
import { PUBLIC_PLACEHOLDER_ROUTES } from './public-routes.ts';
import { RequireAuth } from './require-auth.tsx';
import { ScrollReset } from './scroll-reset.tsx';

/**
 * The shell with the app's pages (the layout knows none itself) loads after login: the login screen
 * pays for neither. Two imports side by side, not one module importing both: with a wrapper module
 * the bundler moved i18n, the request layer and the session store out of the entry chunk into
 * several more first-screen chunks. Once mounted it fetches the menu's pages ahead in idle time.
 */
const AppShell = lazy(async () => {
  const [{ ShellLayout }, { resolveShellPage, usePreloadMenuPages }] = await Promise.all([
    import('../../layout/shell-layout.tsx'),
    import('./shell-pages.tsx'),
  ]);
  return {
    default: () => {
      usePreloadMenuPages();
      return <ShellLayout resolveShellPage={resolveShellPage} />;
    },
  };
});

const pageFallback = <FullScreenSpinner />;

function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigate(navigate), [navigate]);
  return null;
}

/** "/" goes to the portal (the login screen) when logged out and to /home when logged in. */
function RootRedirect() {
  const token = useSession((s) => s.token);
  return <Navigate to={token ? '/home' : '/portal'} replace />;
}

/** A public page built by a module (login, lock screen), lazily loaded; logged-in users skip login. */
function PublicPage({ pageKey, isLogin = false }: { pageKey: string; isLogin?: boolean }) {
  const token = useSession((s) => s.token);
  const { t } = useTranslation();
  const location = useLocation();
  // Same target as the login page's own navigation, so the two never race to different places.
  if (isLogin && token) {
    return <Navigate to={safeRedirect(new URLSearchParams(location.search).get('redirect'))} replace />;
  }
  const Page = resolvePage(pageKey);
  if (!Page) return <LazyPublicPlaceholderPage title={t('appName')} />;
  return (
    <Suspense fallback={pageFallback}>
      <Page />
    </Suspense>
  );
}

function Titled({ titleKey }: { titleKey: NamespacedKey<'router'> }): ReactNode {
  const { t } = useTranslation(['router']);
  return <LazyPublicPlaceholderPage title={t(titleKey)} />;
}

/**
 * Everything that is not a public route. /redirect{fullPath} is public too: logged out it just
 * bounces to fullPath, whose own guard decides; signed in the shell handles it, so a tab refresh through
 * it keeps the shell and the other tabs' cached pages mounted.
 */
function ShellRoute() {
  const token = useSession((s) => s.token);
  const { pathname } = useLocation();
  if (!token && isRedirectPath(pathname)) return <RedirectPage />;
  return (
    <RequireAuth>
      <Suspense fallback={pageFallback}>
        <AppShell />
      </Suspense>
    </RequireAuth>
  );
}

/** The route table with the router bridges; AppRouter puts it in the browser history. */
export function AppRoutes() {
  return (
    <>
      <NavigationBridge />
      <ScrollReset />
      <Routes>
        <Route path="/" element={<RootRedirect />} />
        <Route path="/login" element={<PublicPage pageKey="oauth/login" isLogin />} />
        <Route path="/portal" element={<PublicPage pageKey="oauth/login" isLogin />} />
        <Route path="/lockScreen" element={<PublicPage pageKey="oauth/lockScreen" />} />
        {/* The phone-side confirmation of scan login: signed in, but without the shell frame. */}
        <Route
          path="/scanLogin"
          element={
            <RequireAuth>
              <PublicPage pageKey="oauth/scanLogin" />
            </RequireAuth>
          }
        />
        {/* 功能设计's App预览 on a phone: the read needs the designer's grant, so signed in, no shell. */}
        <Route
          path="/appPreview"
          element={
            <RequireAuth>
              <PublicPage pageKey="visualdev/appPreview" />
            </RequireAuth>
          }
        />
        {/* A design's form or list link (外链): open to anyone holding the link, signed in or not. */}
        <Route path="/formShortLink" element={<PublicPage pageKey="visualdev/shortLink" />} />
        {PUBLIC_PLACEHOLDER_ROUTES.map((r) => (
          <Route key={r.path} path={r.path} element={<Titled titleKey={r.titleKey} />} />
        ))}
        <Route path="*" element={<ShellRoute />} />
      </Routes>
    </>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
