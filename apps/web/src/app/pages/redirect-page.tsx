import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { redirectTarget } from '../../platform/navigation/redirect-path.ts';
import { useTags } from '../../platform/stores/tags-store.ts';

/**
 * /redirect{fullPath}: replaces itself with fullPath. Inside the shell it is how a
 * tab refreshes: `remountKey` names the target's cached page, which is dropped so the page mounts anew.
 */
export function RedirectPage({ remountKey }: { remountKey?: string }) {
  // Strings, not the location object: a page frame's <Routes location> hands out a new object per render.
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (remountKey) useTags.getState().refreshView(remountKey);
    navigate(`${redirectTarget(pathname)}${search}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate, remountKey]);
  return null;
}
