import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { oauthEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation } from '@tanstack/react-query';
import { Avatar, Button, Form, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../platform/http/call.ts';
import { endSession } from '../../../platform/session/session-bridge.ts';
import { useSession } from '../../../platform/stores/session-store.ts';
import { AuthScreen } from '../components/auth-screen.tsx';
import styles from '../components/login-layout.module.css';
import { SubmitButton } from '../components/submit-button.tsx';
import { avatarUrl } from '../utils/asset-url.ts';
import { hashPassword } from '../utils/hash-password.ts';
import { safeRedirect } from '../utils/safe-redirect.ts';
import { type LockUser, readLockUser, saveLockUser } from './lock-user.ts';

interface UnlockValues {
  account?: string;
  password: string;
}

function useClock(): dayjs.Dayjs {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 10_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The locked-out user: the loaded session user, else the copy saved when the lock began. */
function useLockUser(): LockUser | null {
  const info = useSession((s) => s.current?.userInfo);
  const user = useMemo<LockUser | null>(
    () =>
      info
        ? { account: info.userAccount, userName: info.userName, headIcon: info.headIcon ?? null }
        : readLockUser(),
    [info],
  );
  useEffect(() => {
    if (info && user) saveLockUser(user);
  }, [info, user]);
  return user;
}

/**
 * /lockScreen: unlock with the account's password and return to the locked page (`redirect`), or end the
 * session and log in again.
 */
export default function LockScreenPage() {
  const { t } = useTranslation('oauth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = useSession((s) => s.token);
  const user = useLockUser();
  const now = useClock();
  const [form] = Form.useForm<UnlockValues>();

  const unlock = useMutation({
    mutationFn: (values: UnlockValues) =>
      call(oauthEndpoints.unlockScreen, {
        body: {
          account: (user?.account ?? values.account ?? '').trim(),
          password: hashPassword(values.password),
        },
      }),
    onSuccess: () => {
      saveLockUser(null);
      useSession.getState().setLocked(false);
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    },
    onError: () => form.setFieldValue('password', ''),
  });

  const relogin = async () => {
    await call(oauthEndpoints.logout, undefined, { isSilent: true }).catch(() => undefined);
    saveLockUser(null);
    endSession();
    navigate('/login', { replace: true });
  };

  if (!token) return <Navigate to="/login" replace />;

  return (
    <AuthScreen className={styles.lockPage}>
      <main className={styles.center} style={{ flexDirection: 'column' }}>
        <div className={styles.clock}>
          <div className={styles.clockTime}>{now.format('HH:mm')}</div>
          <div className={styles.clockDate}>{now.format('YYYY-MM-DD dddd')}</div>
        </div>
        <div className={styles.lockCard}>
          <Avatar size={80} src={avatarUrl(user?.headIcon)} icon={<UserOutlined />} />
          <Typography.Title level={4} style={{ margin: '12px 0 4px' }} data-testid="lock-user-name">
            {user?.userName ?? t('lock.unknownUser')}
          </Typography.Title>
          <Typography.Paragraph type="secondary">{t('lock.tip')}</Typography.Paragraph>
          {!user && <Typography.Paragraph type="warning">{t('lock.noUser')}</Typography.Paragraph>}
          <Form<UnlockValues> form={form} size="large" onFinish={(values) => unlock.mutate(values)}>
            {!user && (
              // Without a remembered user (storage cleared) the account is typed in; the server checks it.
              <Form.Item
                name="account"
                rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
              >
                <Input
                  prefix={<UserOutlined />}
                  placeholder={t('login.accountPlaceholder')}
                  data-testid="lock-account"
                />
              </Form.Item>
            )}
            <Form.Item name="password" rules={[{ required: true, message: t('lock.passwordRequired') }]}>
              <Input.Password
                prefix={<LockOutlined />}
                placeholder={t('lock.passwordPlaceholder')}
                autoComplete="current-password"
                autoFocus
                data-testid="lock-password"
              />
            </Form.Item>
            <SubmitButton loading={unlock.isPending} testId="lock-unlock">
              {t('lock.unlock')}
            </SubmitButton>
          </Form>
          <Button type="link" onClick={relogin} style={{ marginTop: 12 }} data-testid="lock-relogin">
            {t('lock.relogin')}
          </Button>
        </div>
      </main>
    </AuthScreen>
  );
}
