import type { MenuNode } from '@platform/contracts';
import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useOpenMenu } from '../../platform/navigation/use-menu-click.ts';
import { toMenuItems } from '../menu/menu-items.tsx';
import { findMenu } from '../menu/menu-tree.ts';

interface SideMenuProps {
  menus: MenuNode[];
  /** Ids from the top level down to the current page's menu. */
  trailIds: string[];
  theme: 'dark' | 'light';
  isCollapsed: boolean;
}

/** The inline menu of the sidebar; the current page's ancestors open whenever the route changes. */
export function SideMenu({ menus, trailIds, theme, isCollapsed }: SideMenuProps) {
  const openMenu = useOpenMenu();
  const items = useMemo(() => toMenuItems(menus), [menus]);
  const selectedId = trailIds.at(-1);
  const [openKeys, setOpenKeys] = useState<string[]>(() => trailIds.slice(0, -1));
  const trailKey = trailIds.join('/');

  useEffect(() => {
    // Keep what the user opened, add the new page's ancestors.
    const ancestors = trailKey ? trailKey.split('/').slice(0, -1) : [];
    setOpenKeys((keys) => [...new Set([...keys, ...ancestors])]);
  }, [trailKey]);

  return (
    <Menu
      mode="inline"
      theme={theme}
      items={items}
      selectedKeys={selectedId ? [selectedId] : []}
      inlineCollapsed={isCollapsed}
      // antd manages open sub-menus itself while collapsed (they pop out).
      {...(isCollapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        const menu = findMenu(menus, key);
        if (menu) openMenu(menu);
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
