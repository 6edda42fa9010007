import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { refreshCurrentUser } from '../utils/refresh-current-user.ts';

/** Password change inside the profile; a reload picks up the new change date. */
export function PasswordTab() {
  const { t } = useTranslation('profile');
  return (
    <div>
      <Typography.Paragraph type="secondary">{t('password.tabHint')}</Typography.Paragraph>
      <ChangePasswordForm onSuccess={() => refreshCurrentUser().catch(() => undefined)} />
    </div>
  );
}
