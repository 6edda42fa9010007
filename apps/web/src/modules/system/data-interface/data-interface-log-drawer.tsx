import { dataInterfaceEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Drawer, Table, type TableColumnType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { tableEmptyText } from '../../../shared/query-state/query-state.tsx';

interface LogRow {
  id: string;
  invokTime: number;
  userId: string | null;
  invokIp: string | null;
  invokDevice: string | null;
  invokType: string;
  invokWasteTime: number;
  isOk: number;
  errorText: string | null;
}

/** 日志: an interface's calls, newest first, paged. */
export function DataInterfaceLogDrawer({
  target,
  onClose,
}: {
  target?: { id: string; fullName: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('dataInterface');
  const [page, setPage] = useState({ currentPage: 1, pageSize: 20 });
  const logs = useQuery({
    ...endpointQuery(dataInterfaceEndpoints.log, { params: { id: target?.id ?? '' }, query: page }),
    enabled: target !== undefined,
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<TableColumnType<LogRow>[]>(
    () => [
      {
        key: 'invokTime',
        title: t('logColumns.invokTime'),
        width: 170,
        render: (_, r) => dayjs(r.invokTime).format('YYYY-MM-DD HH:mm:ss'),
      },
      { key: 'userId', dataIndex: 'userId', title: t('logColumns.userId'), width: 160, ellipsis: true },
      { key: 'invokIp', dataIndex: 'invokIp', title: t('logColumns.invokIp'), width: 130 },
      { key: 'invokDevice', dataIndex: 'invokDevice', title: t('logColumns.invokDevice'), ellipsis: true },
      { key: 'invokType', dataIndex: 'invokType', title: t('logColumns.invokType'), width: 90 },
      {
        key: 'invokWasteTime',
        dataIndex: 'invokWasteTime',
        title: t('logColumns.invokWasteTime'),
        width: 100,
      },
      {
        key: 'isOk',
        title: t('logColumns.isOk'),
        width: 90,
        render: (_, r) => (
          <Tag color={r.isOk ? 'success' : 'error'} title={r.errorText ?? undefined}>
            {r.isOk ? t('ok') : t('failed')}
          </Tag>
        ),
      },
    ],
    [t],
  );
  return (
    <Drawer
      open={target !== undefined}
      title={t('logTitle', { name: target?.fullName ?? '' })}
      size={1000}
      onClose={onClose}
      destroyOnHidden
    >
      <Table<LogRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={logs.data?.list ?? []}
        loading={logs.isFetching}
        locale={{ emptyText: tableEmptyText(logs.isError, () => logs.refetch()) }}
        pagination={{
          current: page.currentPage,
          pageSize: page.pageSize,
          total: logs.data?.pagination.total ?? 0,
          onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
        }}
        data-testid="data-interface-log"
      />
    </Drawer>
  );
}
