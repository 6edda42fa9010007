import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { type TabView, useTags } from '../../platform/stores/tags-store.ts';

export interface TagActions {
  open(view: TabView): void;
  refresh(view: TabView): void;
  close(view: TabView): void;
  closeOthers(view: TabView): void;
  closeAll(): void;
}

/**
 * Tab bar actions. The store keeps the rules (affixed tabs stay); this adds where to
 * go: closing the active tab moves to the last remaining one.
 */
export function useTagActions(activeKey: string): TagActions {
  const navigate = useNavigate();
  const goToLast = useCallback(() => {
    const last = useTags.getState().visited.at(-1);
    navigate(last ? last.fullPath : '/home');
  }, [navigate]);

  return useMemo(
    () => ({
      open: (view) => navigate(view.fullPath),
      // Through /redirect{fullPath}, which remounts the page and comes back. The
      // active tab's history entry is replaced, so Back does not return to the stale page.
      refresh: (view) => navigate(`/redirect${view.fullPath}`, { replace: view.path === activeKey }),
      close: (view) => {
        if (view.affix) return;
        useTags.getState().closeView(view.path);
        if (view.path === activeKey) goToLast();
      },
      closeOthers: (view) => {
        useTags.getState().closeOthers(view.path);
        if (view.path !== activeKey) navigate(view.fullPath);
      },
      closeAll: () => {
        const active = useTags.getState().visited.find((v) => v.path === activeKey);
        useTags.getState().closeAll();
        if (!active?.affix) goToLast();
      },
    }),
    [activeKey, navigate, goToLast],
  );
}
