import type { MenuNode } from '@platform/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../stores/session-store.ts';
import { menuTarget } from './menu-navigation.ts';

/** Opens a menu by its type: an internal route, a new window, or nothing for groups. */
export function useOpenMenu(): (menu: MenuNode) => void {
  const navigate = useNavigate();
  return useCallback(
    (menu: MenuNode) => {
      const target = menuTarget(menu, useSession.getState().token ?? '');
      if (target.kind === 'route') navigate(target.to);
      else if (target.kind === 'window') window.open(target.url, '_blank', 'noopener,noreferrer');
    },
    [navigate],
  );
}
