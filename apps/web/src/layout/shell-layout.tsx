import type { MenuNode } from '@platform/contracts';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSettings } from '../platform/stores/settings-store.ts';
import { ContactButton } from './contact/contact-button.tsx';
import {
  LazyChatDrawer,
  LazyForcePasswordDialog,
  LazyMessageDrawer,
  LazyMobileMenuDrawer,
  LazySettingsDrawer,
} from './lazy-panels.tsx';
import { AppMain } from './main/app-main.tsx';
import { BreadcrumbNav } from './navbar/breadcrumb-nav.tsx';
import { Hamburger } from './navbar/hamburger.tsx';
import { NavbarTools } from './navbar/navbar-tools.tsx';
import { LastLoginNotice } from './notice/last-login-notice.tsx';
import styles from './shell-layout.module.css';
import type { ShellPage, ShellPageResolver } from './shell-page.ts';
import { Sidebar } from './sidebar/sidebar.tsx';
import { SidebarLogo } from './sidebar/sidebar-logo.tsx';
import { TagsView } from './tags-view/tags-view.tsx';
import { TopMenu } from './top-menu/top-menu.tsx';
import { useBlendGroup } from './use-blend-group.ts';
import { useIsMobile } from './use-is-mobile.ts';
import { useShellPage } from './use-shell-page.ts';

type Panel = 'settings' | 'messages' | 'chat' | null;

interface ShellFrameProps {
  page: ShellPage;
  pageTitle: string;
  menus: MenuNode[];
  trail: MenuNode[];
}

/**
 * The one shell layout with four variants: classic (side menu), functional
 * (top menu), blend (top groups + side children) and plain (collapsed icon sidebar). Below 992 px every
 * variant becomes a navbar with the menu in a drawer that closes on navigation.
 */
function ShellFrame({ page, pageTitle, menus, trail }: ShellFrameProps) {
  const { pathname } = useLocation();
  const layoutType = useSettings((s) => s.layoutType);
  const theme = useSettings((s) => s.slideClass);
  const isSidebarOpen = useSettings((s) => s.sidebarOpened);
  const hasTags = useSettings((s) => s.tagsView);
  const change = useSettings((s) => s.change);
  const isMobile = useIsMobile();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const trailIds = trail.map((menu) => menu.id);
  const blend = useBlendGroup(menus, trailIds);

  // The mobile menu closes on navigation and when the window grows past the breakpoint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dependencies are the triggers, not inputs
  useEffect(() => setDrawerOpen(false), [pathname, isMobile]);

  const isTopLayout = !isMobile && (layoutType === 'functional' || layoutType === 'blend');
  const sideMenus = !isMobile && layoutType === 'blend' ? (blend.group?.children ?? []) : menus;
  const hasSidebar = !isMobile && layoutType !== 'functional' && sideMenus.length > 0;
  const isCollapsed = layoutType === 'plain' || !isSidebarOpen;
  const canToggle = isMobile || (hasSidebar && layoutType !== 'plain');
  const toggle = () => (isMobile ? setDrawerOpen((open) => !open) : change('sidebarOpened', !isSidebarOpen));
  const hamburger = canToggle && (
    <Hamburger isOpen={isMobile ? isDrawerOpen : !isCollapsed} onToggle={toggle} />
  );
  const tools = (
    <NavbarTools
      menus={menus}
      isMobile={isMobile}
      onOpenSettings={() => setPanel('settings')}
      onOpenMessages={() => setPanel('messages')}
      onOpenChat={() => setPanel('chat')}
    />
  );
  const sidebar = hasSidebar && (
    <Sidebar
      menus={sideMenus}
      trailIds={trailIds}
      theme={theme}
      isCollapsed={isCollapsed}
      hasLogo={!isTopLayout}
    />
  );
  const content = (
    <div className={styles.column}>
      {!isTopLayout && (
        <header className={styles.navbar} data-testid="navbar">
          {hamburger}
          <BreadcrumbNav trail={trail} pageTitle={pageTitle} isHome={page.key === '/home'} />
          {tools}
        </header>
      )}
      {hasTags && <TagsView activeKey={page.key} />}
      <AppMain page={page} />
    </div>
  );

  return (
    <div
      className={`${styles.shell} ${isTopLayout ? styles.shellTop : ''}`}
      data-layout={layoutType}
      data-mobile={isMobile}
    >
      {isTopLayout ? (
        <>
          <header
            className={`${styles.header} ${theme === 'dark' ? styles.headerDark : ''}`}
            data-testid="navbar"
          >
            <SidebarLogo />
            {hamburger}
            <TopMenu
              menus={menus}
              theme={theme}
              isFlat={layoutType === 'blend'}
              selectedIds={layoutType === 'blend' ? (blend.group ? [blend.group.id] : []) : trailIds}
              onSelectGroup={blend.select}
            />
            {tools}
          </header>
          <div className={styles.body}>
            {sidebar}
            {content}
          </div>
        </>
      ) : (
        <>
          {sidebar}
          {content}
        </>
      )}
      {isMobile && (
        <LazyMobileMenuDrawer
          open={isDrawerOpen}
          onClose={() => setDrawerOpen(false)}
          menus={menus}
          trailIds={trailIds}
          theme={theme}
        />
      )}
      <LazySettingsDrawer open={panel === 'settings'} onClose={() => setPanel(null)} />
      <LazyMessageDrawer open={panel === 'messages'} onClose={() => setPanel(null)} />
      <LazyChatDrawer open={panel === 'chat'} onClose={() => setPanel(null)} />
      <ContactButton />
      <LastLoginNotice />
      <LazyForcePasswordDialog />
    </div>
  );
}

/**
 * The shell around every signed-in page; mounted by the router inside RequireAuth. The router hands
 * it the app's pages as `resolveShellPage`.
 */
export function ShellLayout({ resolveShellPage }: { resolveShellPage: ShellPageResolver }) {
  const { page, pageTitle, menus, trail } = useShellPage(resolveShellPage);
  if (!page) return <Navigate to="/404" replace />;
  return <ShellFrame page={page} pageTitle={pageTitle} menus={menus} trail={trail} />;
}
