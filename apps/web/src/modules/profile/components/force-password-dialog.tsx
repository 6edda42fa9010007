import { useQueryClient } from '@tanstack/react-query';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/stores/session-store.ts';
import { refreshCurrentUser } from '../utils/refresh-current-user.ts';
import { shouldForcePasswordChange } from '../utils/should-force-password.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/**
 * The 600 px dialog that forces the initial password change. Mounted by the shell; opens by
 * itself and cannot be closed until the password is changed.
 */
export function ForcePasswordDialog() {
  const { t } = useTranslation('profile');
  const isOpen = useSession((s) => shouldForcePasswordChange(s.current));
  const queryClient = useQueryClient();

  // The change revokes the user's other sessions. Reloading the user clears the flag that keeps this
  // dialog open; when the server also ended this session, the request helper's 600/601 rule sends the
  // user to the login page instead.
  // Calls the server refused before the change (home widgets, the bell) are fetched again.
  const finish = () => {
    refreshCurrentUser()
      .then(() => queryClient.invalidateQueries())
      .catch(() => undefined);
  };

  return (
    <Modal
      open={isOpen}
      width={600}
      title={t('password.forceTitle')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      destroyOnHidden
    >
      <div data-testid="force-password-dialog">
        <Alert type="warning" showIcon title={t('password.forceTip')} style={{ marginBottom: 16 }} />
        <ChangePasswordForm testIdPrefix="force-password" onSuccess={finish} />
      </div>
    </Modal>
  );
}
