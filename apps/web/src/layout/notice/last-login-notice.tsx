import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../platform/feedback/use-app-feedback.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import { sysConfigNumber } from '../sys-config-info.ts';

/** The last-login notice shows for 2000 ms. */
export const LAST_LOGIN_NOTICE_SECONDS = 2;

/**
 * Bottom-right notice with the previous login's time, place and IP, shown once after arriving from the
 * login page, when the user has a previous login and the system config switch is on.
 */
export function LastLoginNotice() {
  const { t } = useTranslation('layout');
  const { notification } = useAppFeedback();

  useEffect(() => {
    const { current, consumeFreshLogin } = useSession.getState();
    // Consumed first, so a remount of the shell never shows it twice.
    if (!consumeFreshLogin() || !current) return;
    const { userInfo, sysConfigInfo } = current;
    if (!userInfo.prevLogin || sysConfigNumber(sysConfigInfo, 'lastLoginTimeSwitch') !== 1) return;
    notification.info({
      key: 'last-login',
      title: t('lastLoginTitle'),
      placement: 'bottomRight',
      duration: LAST_LOGIN_NOTICE_SECONDS,
      description: (
        <div data-testid="last-login-notice">
          <div>
            {t('lastLoginTime')}:{' '}
            {userInfo.prevLoginTime ? dayjs(userInfo.prevLoginTime).format('YYYY-MM-DD HH:mm:ss') : '—'}
          </div>
          <div>
            {t('lastLoginPlace')}: {userInfo.prevLoginIPAddressName || '—'}
          </div>
          <div>
            {t('lastLoginIp')}: {userInfo.prevLoginIPAddress || '—'}
          </div>
        </div>
      ),
    });
  }, [notification, t]);

  return null;
}
