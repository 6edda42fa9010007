import { LockOutlined } from '@ant-design/icons';
import { oauthEndpoints } from '@platform/contracts/web-endpoints';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { call } from '../../platform/http/call.ts';
import { useSession } from '../../platform/stores/session-store.ts';
import { TooltipIconButton } from './tooltip-icon-button.tsx';

/**
 * Locks the screen: the server session first, then the local flag that the route guard obeys. The
 * locked page rides along as `redirect`, so unlocking returns to it.
 */
export function LockButton() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const lock = async () => {
    // Until unlocked, the server session answers only unlock, lock and logout. Lock locally even when
    // the call fails: leaving the screen open would be the worse outcome.
    await call(oauthEndpoints.lockScreen).catch(() => undefined);
    useSession.getState().setLocked(true);
    navigate(`/lockScreen?redirect=${encodeURIComponent(`${pathname}${search}`)}`, { replace: true });
  };
  return (
    <TooltipIconButton label={t('lockScreen')} onClick={() => void lock()} data-testid="lock-button">
      <LockOutlined />
    </TooltipIconButton>
  );
}
