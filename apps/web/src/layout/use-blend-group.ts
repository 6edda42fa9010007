import type { MenuNode } from '@platform/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Blend layout: the top menu picks a group whose children fill the sidebar. The group follows the
 * current page until the user picks another one; the pick lasts until the route changes.
 */
export function useBlendGroup(menus: MenuNode[], trailIds: string[]) {
  const { pathname } = useLocation();
  const [picked, setPicked] = useState<{ id: string; pathname: string } | null>(null);
  const pickedId = picked?.pathname === pathname ? picked.id : undefined;
  const id = pickedId ?? trailIds[0] ?? menus.find((menu) => menu.children?.length)?.id;
  const group = menus.find((menu) => menu.id === id);
  const select = (menu: MenuNode) => setPicked({ id: menu.id, pathname });
  return { group, select };
}
