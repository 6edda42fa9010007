import type { MenuNode } from '@platform/contracts';
import { ConfigProvider } from 'antd';
import styles from '../shell-layout.module.css';
import { SideMenu } from './side-menu.tsx';
import { SidebarLogo } from './sidebar-logo.tsx';

/** The sidebar is 210 px; collapsed it shows icons only. */
export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

const MENU_THEME = { components: { Menu: { collapsedWidth: SIDEBAR_COLLAPSED_WIDTH } } };

interface SidebarProps {
  menus: MenuNode[];
  trailIds: string[];
  theme: 'dark' | 'light';
  isCollapsed: boolean;
  hasLogo: boolean;
  /** Inside the mobile drawer the sidebar fills it instead of setting its own width. */
  isInDrawer?: boolean;
}

export function Sidebar({ menus, trailIds, theme, isCollapsed, hasLogo, isInDrawer = false }: SidebarProps) {
  const width = isCollapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  return (
    <aside
      className={`${styles.sidebar} ${theme === 'dark' ? styles.sidebarDark : styles.sidebarLight}`}
      style={isInDrawer ? { height: '100%' } : { width, flex: `0 0 ${width}px` }}
      data-testid="sidebar"
      data-collapsed={isCollapsed}
      data-theme={theme}
    >
      {hasLogo && <SidebarLogo isCollapsed={isCollapsed} />}
      <div className={styles.sidebarMenu}>
        <ConfigProvider theme={MENU_THEME}>
          <SideMenu menus={menus} trailIds={trailIds} theme={theme} isCollapsed={isCollapsed} />
        </ConfigProvider>
      </div>
    </aside>
  );
}
