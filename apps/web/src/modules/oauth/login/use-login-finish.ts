import type { LoginResponse } from '@platform/contracts';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../platform/stores/session-store.ts';
import { LAYOUT_TYPES, type LayoutType, useSettings } from '../../../platform/stores/settings-store.ts';
import { safeRedirect } from '../utils/safe-redirect.ts';

const isLayoutType = (value: unknown): value is LayoutType =>
  typeof value === 'string' && (LAYOUT_TYPES as readonly string[]).includes(value);

/**
 * What every login mode does on success: store the token, apply the layout type the server
 * remembers for this user, then go to the `redirect` query (same-origin paths only) or /home.
 */
export function useLoginFinish(): (result: Pick<LoginResponse, 'token'> & { theme?: string }) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback(
    (result) => {
      const session = useSession.getState();
      // A stale lock flag from an ended session must not send the new login to the lock screen.
      if (session.isLocked) session.setLocked(false);
      session.setToken(result.token);
      if (isLayoutType(result.theme)) useSettings.getState().change('layoutType', result.theme);
      navigate(safeRedirect(redirect), { replace: true });
    },
    [navigate, redirect],
  );
}
