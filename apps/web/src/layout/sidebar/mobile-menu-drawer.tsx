import type { MenuNode } from '@platform/contracts';
import { Drawer } from 'antd';
import { SIDEBAR_WIDTH, Sidebar } from './sidebar.tsx';

interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  menus: MenuNode[];
  trailIds: string[];
  theme: 'dark' | 'light';
}

/** Below 992 px the menu lives in a left drawer that closes on navigation. */
export function MobileMenuDrawer({ open, onClose, menus, trailIds, theme }: MobileMenuDrawerProps) {
  return (
    <Drawer
      open={open}
      placement="left"
      size={SIDEBAR_WIDTH}
      closable={false}
      onClose={onClose}
      styles={{ body: { padding: 0 } }}
    >
      <Sidebar menus={menus} trailIds={trailIds} theme={theme} isCollapsed={false} hasLogo isInDrawer />
    </Drawer>
  );
}
