import type { MyWechatBindings, WechatBindQrCode } from '@platform/contracts';
import { wechatBindingEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { call, callWithMessage } from '../../../platform/http/call.ts';
import { endpointPrefix, endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { useQrDataUrl } from '../../../shared/ui/use-qr-data-url.ts';
import { queryTableProps, RefreshButton } from './list-states.tsx';

type Binding = MyWechatBindings['list'][number];

const TIME = 'YYYY-MM-DD HH:mm';
const QR_SIZE = 220;
/** While the QR shows, the bindings are read again this often, so the scan shows up by itself. */
const WATCH_MS = 3000;

function BindQrDialog({ qr, onClose }: { qr: WechatBindQrCode | undefined; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const image = useQrDataUrl(qr?.url, QR_SIZE);
  return (
    <Modal
      open={qr !== undefined}
      title={t('wechat.scanTitle')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('wechat.scanDone')}</Button>}
      width={360}
    >
      <Flex vertical align="center" gap={8}>
        {image && (
          <img
            src={image}
            alt={t('wechat.qrAlt')}
            width={QR_SIZE}
            height={QR_SIZE}
            data-testid="wechat-bind-qr"
          />
        )}
        <Typography.Text type="secondary">
          {t('wechat.scanHint', { minutes: Math.round((qr?.expireSeconds ?? 0) / 60) })}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}

/** My bindings to the enabled official accounts: bind by scanning a QR made for me, or unbind. */
export function WechatBindingTab() {
  const { t } = useTranslation(['profile', 'common']);
  const { message } = useAppFeedback();
  const queryClient = useQueryClient();
  const [qr, setQr] = useState<WechatBindQrCode>();
  const query = useQuery({
    ...endpointQuery(wechatBindingEndpoints.myBindings),
    refetchInterval: qr ? WATCH_MS : false,
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: endpointPrefix(wechatBindingEndpoints.myBindings) });

  const bind = useMutation({
    mutationFn: (accountId: string) => call(wechatBindingEndpoints.bindQrCode, { params: { id: accountId } }),
    onSuccess: setQr,
  });
  const unbind = useMutation({
    mutationFn: (accountId: string) =>
      callWithMessage(wechatBindingEndpoints.unbindMine, { params: { id: accountId } }),
    onSuccess: (envelope) => {
      message.success({ content: envelope.msg, duration: 1.5 });
      void refresh();
    },
  });

  const stateOf = (row: Binding) => {
    if (!row.isBound) return <Tag>{t('wechat.unbound')}</Tag>;
    return row.isFollowing === 1 ? (
      <Tag color="green">{t('wechat.bound')}</Tag>
    ) : (
      <Tag color="orange">{t('wechat.unfollowed')}</Tag>
    );
  };

  return (
    <div>
      <Typography.Paragraph type="secondary">{t('wechat.intro')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }}>
        <RefreshButton query={query} />
      </Space>
      <Table<Binding>
        {...queryTableProps(query)}
        rowKey="accountId"
        pagination={false}
        dataSource={query.data?.list ?? []}
        // Reads while the QR shows would blink the table; only the first load shows.
        loading={query.isLoading}
        onRow={(row) => ({ 'data-testid': `wechat-binding-${row.accountId}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'account', title: t('wechat.account'), dataIndex: 'accountName' },
          { key: 'state', title: t('wechat.state'), width: 140, render: (_, row) => stateOf(row) },
          {
            key: 'bindTime',
            title: t('wechat.bindTime'),
            width: 170,
            render: (_, row) => (row.bindTime ? dayjs(row.bindTime).format(TIME) : '—'),
          },
          {
            key: 'action',
            title: t('wechat.action'),
            width: 200,
            render: (_, row) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  loading={bind.isPending && bind.variables === row.accountId}
                  onClick={() => bind.mutate(row.accountId)}
                >
                  {row.isBound ? t('wechat.rebind') : t('wechat.bind')}
                </Button>
                {row.isBound && (
                  <Popconfirm
                    title={t('wechat.unbindConfirm')}
                    onConfirm={() => unbind.mutate(row.accountId)}
                  >
                    <Button type="link" size="small" danger>
                      {t('wechat.unbind')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <BindQrDialog
        qr={qr}
        onClose={() => {
          setQr(undefined);
          void refresh();
        }}
      />
    </div>
  );
}
