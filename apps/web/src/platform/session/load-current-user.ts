import { currentUserInfoEndpoints } from '@platform/contracts/web-endpoints';
import { message } from 'antd';
import i18n from 'i18next';
import { ApiError } from '../http/api-error.ts';
import { call } from '../http/call.ts';
import { useSession } from '../stores/session-store.ts';

/** Route guard step 3 of spec §4.1: fetch the user info and menus once per session. */
export async function loadCurrentUser(): Promise<void> {
  const session = useSession.getState();
  session.setStatus('loading');
  try {
    // Silent: on failure the guard shows the error once, after resetting the session.
    const data = await call(currentUserInfoEndpoints.get, undefined, { isSilent: true });
    if (!data?.userInfo) throw new ApiError(-1, i18n.t('common:verifyFailed'));
    if (data.menuList.length === 0) message.error(i18n.t('common:noPermission'));
    useSession.getState().setCurrent(data);
  } catch (err) {
    useSession.getState().setStatus('error');
    throw err;
  }
}
