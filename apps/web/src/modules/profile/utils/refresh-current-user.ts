import { currentUserInfoEndpoints } from '@platform/contracts/web-endpoints';
import { useSession } from '../../../app/stores/session-store.ts';
import { call } from '../../../shared/http/call.ts';

/**
 * Reloads CurrentUser in place. Unlike the guard's loadCurrentUser it never flips the session status to
 * 'loading', so the shell stays mounted while names, menus or the major organization update.
 */
export async function refreshCurrentUser(): Promise<void> {
  const data = await call(currentUserInfoEndpoints.get);
  if (data?.userInfo) useSession.getState().setCurrent(data);
}
