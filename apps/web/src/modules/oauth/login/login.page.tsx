import { Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/stores/session-store.ts';
import { AuthScreen } from '../components/auth-screen.tsx';
import styles from '../components/login-layout.module.css';
import { LoginIllustration } from './login-illustration.tsx';
import { LoginModeTabs } from './login-mode-tabs.tsx';
import { PasswordLoginForm } from './password-login-form.tsx';
import { useLoginFinish } from './use-login-finish.ts';

/*
 * Password login is the default tab and part of the first screen; the scan and SMS panels load when
 * their tab is first chosen (the tabs are destroyed while hidden, so they never render before that).
 */
const ScanLoginPanel = lazy(() =>
  import('./scan-login-panel.tsx').then((m) => ({ default: m.ScanLoginPanel })),
);
const SmsLoginForm = lazy(() => import('./sms-login-form.tsx').then((m) => ({ default: m.SmsLoginForm })));

type LoginMode = 'password' | 'scan' | 'sms';

const panelFallback = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}>
    <Spin />
  </div>
);

/** /login and /portal: account-password, app-scan and phone-code login. */
export default function LoginPage() {
  const { t } = useTranslation('oauth');
  const [mode, setMode] = useState<LoginMode>('password');
  const finish = useLoginFinish();
  const endedReason = useSession((s) => s.endedReason);

  const tab = (key: LoginMode) => <span data-testid={`login-tab-${key}`}>{t(`login.tabs.${key}`)}</span>;

  return (
    <AuthScreen>
      <main className={styles.main}>
        <LoginIllustration />
        <div className={styles.card}>
          <h1 className={styles.cardTitle}>{t('login.welcome')}</h1>
          <p className={styles.cardSubtitle}>{t('login.subtitle')}</p>
          {endedReason && (
            <div role="alert" className={styles.sessionEnded} data-testid="login-session-ended">
              {t('login.sessionEnded', { reason: endedReason })}
            </div>
          )}
          <LoginModeTabs<LoginMode>
            activeKey={mode}
            onChange={setMode}
            items={[
              { key: 'password', label: tab('password'), children: <PasswordLoginForm onSuccess={finish} /> },
              {
                key: 'scan',
                label: tab('scan'),
                children: (
                  <Suspense fallback={panelFallback}>
                    <ScanLoginPanel onSuccess={finish} />
                  </Suspense>
                ),
              },
              {
                key: 'sms',
                label: tab('sms'),
                children: (
                  <Suspense fallback={panelFallback}>
                    <SmsLoginForm onSuccess={finish} />
                  </Suspense>
                ),
              },
            ]}
          />
        </div>
      </main>
    </AuthScreen>
  );
}
