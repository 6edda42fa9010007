import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { toast } from '../../platform/feedback/toast.ts';
import { ApiError } from '../../platform/http/api-error.ts';
import { loadCurrentUser } from '../../platform/session/load-current-user.ts';
import { adoptSessionToken, endSession } from '../../platform/session/session-bridge.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import { FullScreenSpinner } from './full-screen-spinner.tsx';
import { queryTokenToAdopt } from './query-token.ts';

const spinner = <FullScreenSpinner />;

/**
 * The route guard for everything under the shell: locked → lock screen (with the page to return to);
 * user info and menus loaded once per session; a failed load ends the session and goes to /login with
 * a redirect back.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const isLocked = useSession((s) => s.isLocked);
  const status = useSession((s) => s.status);
  const hasLoggedOut = useSession((s) => s.hasLoggedOut);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = `${location.pathname}${location.search}`;
  const adopted = queryTokenToAdopt(location.pathname, location.search, token);

  // Before paint and before the checks below: the link's token decides who is signed in.
  useLayoutEffect(() => {
    if (!adopted) return;
    queryClient.clear();
    adoptSessionToken(adopted);
  }, [adopted, queryClient]);

  useEffect(() => {
    if (adopted || !token || isLocked || status !== 'idle') return;
    loadCurrentUser().catch((err: unknown) => {
      // Session-ending codes were already handled by the request helper.
      if (!useSession.getState().token) return;
      endSession();
      if (err instanceof ApiError && err.message) toast('error', err.message, 3);
      navigate(`/login?redirect=${encodeURIComponent(back)}`, { replace: true });
    });
  }, [adopted, token, isLocked, status, navigate, back]);

  if (adopted) return spinner;
  if (!token) {
    return <Navigate to={hasLoggedOut ? '/login' : `/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (isLocked) return <Navigate to={`/lockScreen?redirect=${encodeURIComponent(back)}`} replace />;
  if (status !== 'ready') return spinner;
  return children;
}
