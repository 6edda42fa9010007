import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import type { LoginResponse, ScanStatus, ScanTicketResponse } from '@platform/contracts';
import { scanLoginEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { useQrDataUrl } from '../../../shared/ui/use-qr-data-url.ts';
import styles from '../components/login-layout.module.css';

const POLL_MS = 2000;
const QR_SIZE = 200;
/** States after which the ticket can never sign in: the user has to ask for a new QR. */
const DEAD: readonly ScanStatus[] = ['cancelled', 'expired', 'used'];

/**
 * App-scan login: shows a one-time ticket as a QR, polls until a signed-in device confirms it, then signs
 * in with the token the poll hands over once (the poll key never leaves this page).
 */
export function ScanLoginPanel({ onSuccess }: { onSuccess: (result: LoginResponse) => void }) {
  const { t } = useTranslation('oauth');
  const [ticket, setTicket] = useState<ScanTicketResponse>();
  const [isTimedOut, setTimedOut] = useState(false);

  const create = useMutation({
    mutationFn: () => call(scanLoginEndpoints.createTicket),
    onSuccess: (result) => {
      setTimedOut(false);
      setTicket(result);
    },
  });
  const { mutate: createTicket } = create;
  useEffect(() => createTicket(), [createTicket]);

  // The QR stops working at expiresAt even when no poll has said so yet.
  useEffect(() => {
    if (!ticket) return;
    const timer = setTimeout(() => setTimedOut(true), Math.max(0, ticket.expiresAt - Date.now()));
    return () => clearTimeout(timer);
  }, [ticket]);

  // Silent: the panel polls every few seconds and shows the ticket state itself.
  const poll = useQuery({
    ...endpointQuery(
      scanLoginEndpoints.poll,
      { body: { ticket: ticket?.ticket ?? '', pollKey: ticket?.pollKey ?? '' } },
      { isSilent: true },
    ),
    enabled: ticket !== undefined && !isTimedOut,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && (DEAD.includes(status) || status === 'confirmed') ? false : POLL_MS;
    },
    gcTime: 0,
  });

  const status: ScanStatus = isTimedOut ? 'expired' : (poll.data?.status ?? 'waiting');
  const token = poll.data?.token;
  const theme = poll.data?.theme;
  useEffect(() => {
    if (status === 'confirmed' && token) onSuccess({ token, theme: theme ?? 'classic' });
  }, [status, token, theme, onSuccess]);

  const qrText = ticket ? `${window.location.origin}${ticket.confirmPath}` : undefined;
  const qr = useQrDataUrl(qrText);
  const isDead = DEAD.includes(status) || create.isError;

  return (
    <div className={styles.scanPanel} data-testid="login-scan-panel" data-status={status}>
      <div className={styles.qrBox}>
        {qr ? (
          <img src={qr} alt={t('scan.qrAlt')} width={QR_SIZE} height={QR_SIZE} data-testid="login-scan-qr" />
        ) : (
          <Spin />
        )}
        {(isDead || status === 'scanned' || status === 'confirmed') && (
          <div className={styles.qrMask}>
            {isDead ? (
              <>
                <Typography.Text strong>
                  {create.isError ? t('scan.failed') : t(`scan.status.${status}`)}
                </Typography.Text>
                <Button
                  type="primary"
                  icon={<ReloadOutlined />}
                  loading={create.isPending}
                  onClick={() => createTicket()}
                  data-testid="login-scan-refresh"
                >
                  {t('scan.refresh')}
                </Button>
              </>
            ) : (
              <>
                <CheckCircleFilled style={{ fontSize: 36, color: 'var(--ant-color-success, #52c41a)' }} />
                <Typography.Text strong>{t(`scan.status.${status}`)}</Typography.Text>
              </>
            )}
          </div>
        )}
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0', textAlign: 'center' }}>
        {t('scan.tip')}
      </Typography.Paragraph>
    </div>
  );
}
