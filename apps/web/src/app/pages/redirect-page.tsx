import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { redirectTarget } from '../../platform/navigation/redirect-path.ts';
import { useTags } from '../../platform/stores/tags-store.ts';

/**
 * /redirect{fullPath}: replaces itself with fullPath. Inside the shell it is how a
 * tab refreshes: `remountKey` names the target's cached page, which is dropped so the page mounts anew.
 * A remount alone would read the query cache (its answers stay fresh for a while), so a refresh first
 * marks every cached answer stale without refetching: the remounted page fetches its data again, other
 * tabs fetch theirs when next shown, and nothing visible meanwhile is refetched.
 */
export function RedirectPage({ remountKey }: { remountKey?: string }) {
  // Strings, not the location object: a page frame's <Routes location> hands out a new object per render.
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (remountKey) {
      void queryClient.invalidateQueries({ refetchType: 'none' });
      useTags.getState().refreshView(remountKey);
    }
    navigate(`${redirectTarget(pathname)}${search}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate, remountKey, queryClient]);
  return null;
}
