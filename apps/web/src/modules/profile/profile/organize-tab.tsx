import type { UserMembershipItem } from '@platform/contracts';
import {
  currentUserMembershipEndpoints,
  currentUserProfileEndpoints,
} from '@platform/contracts/web-endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointPrefix, endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { refreshCurrentUser } from '../utils/refresh-current-user.ts';
import { queryTableProps } from './list-states.tsx';

type MajorType = 'Organize' | 'Position';

/** My organizations and positions; a non-major one can become the major one. */
export function OrganizeTab() {
  const { t } = useTranslation('profile');
  const { message } = useAppFeedback();
  const queryClient = useQueryClient();
  const organizes = useQuery(endpointQuery(currentUserMembershipEndpoints.organizes));
  const positions = useQuery(endpointQuery(currentUserMembershipEndpoints.positions));

  const major = useMutation({
    mutationFn: (input: { majorId: string; majorType: MajorType }) =>
      callWithMessage(currentUserMembershipEndpoints.switchMajor, { body: input }),
    onSuccess: (envelope) => {
      if (envelope.msg) message.success({ content: envelope.msg, duration: 1.5 });
      // Positions are those of the major organization, so both lists and the user change.
      void queryClient.invalidateQueries({
        queryKey: endpointPrefix(currentUserMembershipEndpoints.organizes),
      });
      void queryClient.invalidateQueries({
        queryKey: endpointPrefix(currentUserMembershipEndpoints.positions),
      });
      void queryClient.invalidateQueries({ queryKey: endpointPrefix(currentUserProfileEndpoints.get) });
      refreshCurrentUser().catch(() => undefined);
    },
  });

  const table = (type: MajorType, query: typeof organizes) => (
    <Table<UserMembershipItem>
      {...queryTableProps(query)}
      pagination={false}
      dataSource={query.data ?? []}
      onRow={(row) => ({ 'data-testid': `major-row-${type}-${row.id}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'fullName',
          title: t(type === 'Organize' ? 'organize.organize' : 'organize.position'),
          render: (_, row) => (
            <Space>
              {row.fullName}
              {row.isDefault && <Tag color="blue">{t('organize.major')}</Tag>}
            </Space>
          ),
        },
        {
          key: 'action',
          title: t('organize.action'),
          width: 140,
          render: (_, row) =>
            row.isDefault ? null : (
              <Button
                type="link"
                size="small"
                loading={major.isPending && major.variables?.majorId === row.id}
                disabled={major.isPending}
                onClick={() => major.mutate({ majorId: row.id, majorType: type })}
                data-testid={`major-switch-${row.id}`}
              >
                {t('organize.setMajor')}
              </Button>
            ),
        },
      ]}
    />
  );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title={t('organize.organizes')}>
        {table('Organize', organizes)}
      </Card>
      <Card size="small" title={t('organize.positions')}>
        {table('Position', positions)}
      </Card>
    </Space>
  );
}
