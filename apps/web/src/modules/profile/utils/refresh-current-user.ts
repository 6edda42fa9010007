import { currentUserInfoEndpoints } from '@platform/contracts/web-endpoints';
import { call } from '../../../platform/http/call.ts';
import { useSession } from '../../../platform/stores/session-store.ts';

/**
 * Reloads CurrentUser in place. Unlike the guard's loadCurrentUser it never flips the session status to
 * 'loading', so the shell stays mounted while names, menus or the major organization update.
 */
export async function refreshCurrentUser(): Promise<void> {
  const data = await call(currentUserInfoEndpoints.get);
  if (data?.userInfo) useSession.getState().setCurrent(data);
}
