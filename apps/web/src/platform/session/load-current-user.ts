import { currentUserInfoEndpoints } from '@platform/contracts/web-endpoints';
import i18n from 'i18next';
import { toast } from '../feedback/toast.ts';
import { ApiError } from '../http/api-error.ts';
import { call } from '../http/call.ts';
import { useSession } from '../stores/session-store.ts';

/** The route guard's loading step: fetch the user info and menus once per session. */
export async function loadCurrentUser(): Promise<void> {
  const session = useSession.getState();
  session.setStatus('loading');
  try {
    // Silent: on failure the guard shows the error once, after resetting the session.
    const data = await call(currentUserInfoEndpoints.get, undefined, { isSilent: true });
    if (!data?.userInfo) throw new ApiError(-1, i18n.t('common:verifyFailed'));
    if (data.menuList.length === 0) toast('error', i18n.t('common:noPermission'), 3);
    useSession.getState().setCurrent(data);
  } catch (err) {
    useSession.getState().setStatus('error');
    throw err;
  }
}
