import { useSession } from '../../../app/stores/session-store.ts';
import { getCurrentUser } from '../../oauth/api.ts';

/**
 * Reloads CurrentUser in place. Unlike the guard's loadCurrentUser it never flips the session status to
 * 'loading', so the shell stays mounted while names, menus or the major organization update.
 */
export async function refreshCurrentUser(): Promise<void> {
  const data = await getCurrentUser();
  if (data?.userInfo) useSession.getState().setCurrent(data);
}
