import { DesktopOutlined } from '@ant-design/icons';
import { scanLoginEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Result, Space, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { useSession } from '../../../platform/stores/session-store.ts';
import { AuthScreen, useProductName } from '../components/auth-screen.tsx';
import styles from '../components/login-layout.module.css';

type Outcome = 'confirmed' | 'cancelled';

/**
 * Opened from the login QR on a signed-in device: confirms (or refuses) the other browser's login.
 * Needs a session, so the route sits behind the guard; a logged-out phone logs in first and comes back.
 */
export default function ScanLoginConfirmPage() {
  const { t } = useTranslation('oauth');
  const { message } = useAppFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const userName = useSession((s) => s.current?.userInfo.userName);
  const product = useProductName();
  const [outcome, setOutcome] = useState<Outcome>();

  const info = useQuery({
    ...endpointQuery(scanLoginEndpoints.get, { params: { ticket } }),
    enabled: ticket !== '',
    retry: false,
  });

  const decide = useMutation({
    mutationFn: (choice: Outcome) =>
      callWithMessage(choice === 'confirmed' ? scanLoginEndpoints.confirm : scanLoginEndpoints.cancel, {
        params: { ticket },
      }),
    onSuccess: (envelope, choice) => {
      if (envelope.msg) message.success({ content: envelope.msg, duration: 1.5 });
      setOutcome(choice);
    },
  });

  const status = info.data?.status;
  const isOpen = status === 'waiting' || status === 'scanned';
  const close = (
    <Button type="primary" onClick={() => navigate('/home', { replace: true })}>
      {t('scanConfirm.done')}
    </Button>
  );

  let body: ReactNode;
  if (!ticket || info.isError) {
    body = <Result status="warning" title={t('scanConfirm.invalid')} extra={close} />;
  } else if (info.isPending) {
    body = <Spin />;
  } else if (outcome) {
    body = (
      <Result
        status={outcome === 'confirmed' ? 'success' : 'info'}
        title={t(`scanConfirm.${outcome}`)}
        extra={close}
      />
    );
  } else if (!isOpen) {
    body = <Result status="warning" title={t(`scan.status.${status ?? 'expired'}`)} extra={close} />;
  } else {
    body = (
      <div data-testid="scan-confirm">
        <DesktopOutlined style={{ fontSize: 56, color: 'var(--ant-color-primary, #1677ff)' }} />
        <Typography.Title level={4} style={{ marginTop: 16 }}>
          {t('scanConfirm.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('scanConfirm.text', { name: product })}
        </Typography.Paragraph>
        <Typography.Paragraph>{t('scanConfirm.account', { name: userName ?? '' })}</Typography.Paragraph>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Button
            type="primary"
            size="large"
            block
            loading={decide.isPending && decide.variables === 'confirmed'}
            disabled={decide.isPending}
            onClick={() => decide.mutate('confirmed')}
            data-testid="scan-confirm-submit"
          >
            {t('scanConfirm.confirm')}
          </Button>
          <Button
            size="large"
            block
            disabled={decide.isPending}
            onClick={() => decide.mutate('cancelled')}
            data-testid="scan-confirm-cancel"
          >
            {t('scanConfirm.cancel')}
          </Button>
        </Space>
      </div>
    );
  }

  return (
    <AuthScreen>
      <main className={styles.center}>
        <div className={styles.lockCard}>{body}</div>
      </main>
    </AuthScreen>
  );
}
