import { LogoutOutlined } from '@ant-design/icons';
import type { MySession } from '@platform/contracts';
import { accountSecurityEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointPrefix, endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { keyIn } from '../../../platform/i18n/define-locales.ts';
import { profileZhCN } from '../locales/zh-cn.ts';
import { queryTableProps, RefreshButton } from './list-states.tsx';

const TIME = 'YYYY-MM-DD HH:mm';

/** My live sessions (devices) with "sign out this session"; the current one is marked and kept. */
export function SessionsTab() {
  const { t } = useTranslation(['profile', 'common']);
  const { message } = useAppFeedback();
  const queryClient = useQueryClient();
  const query = useQuery(endpointQuery(accountSecurityEndpoints.listSessions));

  const revoke = useMutation({
    mutationFn: (id: string) => callWithMessage(accountSecurityEndpoints.removeSession, { params: { id } }),
    onSuccess: (envelope) => {
      message.success({ content: envelope.msg || t('sessions.revoked'), duration: 1.5 });
      void queryClient.invalidateQueries({ queryKey: endpointPrefix(accountSecurityEndpoints.listSessions) });
    },
  });

  return (
    <div>
      <Space style={{ marginBottom: 16 }}>
        <RefreshButton query={query} />
      </Space>
      <Table<MySession>
        {...queryTableProps(query)}
        pagination={false}
        dataSource={query.data ?? []}
        scroll={{ x: 800 }}
        onRow={(row) =>
          ({
            'data-testid': 'session-row',
            'data-session-id': row.id,
            'data-current': String(row.isCurrent),
          }) as HTMLAttributes<HTMLElement>
        }
        columns={[
          {
            key: 'device',
            title: t('sessions.device'),
            render: (_, row) => (
              <Space>
                {row.device || t('sessions.unknownDevice')}
                {row.isCurrent && <Tag color="green">{t('sessions.current')}</Tag>}
              </Space>
            ),
          },
          {
            key: 'loginType',
            title: t('sessions.loginType'),
            width: 120,
            render: (_, row) => {
              const loginType = keyIn(profileZhCN.sessions.loginTypes, row.loginType);
              return loginType ? t(`sessions.loginTypes.${loginType}`) : row.loginType;
            },
          },
          { key: 'ip', title: t('sessions.ip'), width: 150, render: (_, row) => row.ip ?? '—' },
          {
            key: 'createdAt',
            title: t('sessions.createdAt'),
            width: 160,
            render: (_, row) => dayjs(row.createdAt).format(TIME),
          },
          {
            key: 'lastSeen',
            title: t('sessions.lastSeen'),
            width: 160,
            render: (_, row) => dayjs(row.lastSeen).format(TIME),
          },
          {
            key: 'action',
            title: t('sessions.action'),
            width: 150,
            render: (_, row) =>
              row.isCurrent ? null : (
                <Popconfirm
                  title={t('sessions.revokeConfirm')}
                  okText={t('common:confirm')}
                  cancelText={t('common:cancel')}
                  onConfirm={() => revoke.mutateAsync(row.id).catch(() => undefined)}
                >
                  <Button
                    type="link"
                    danger
                    size="small"
                    icon={<LogoutOutlined />}
                    loading={revoke.isPending && revoke.variables === row.id}
                    data-testid="session-revoke"
                  >
                    {t('sessions.revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </div>
  );
}
