import type { InterfaceOauthLog } from '@platform/contracts';
import { interfaceOauthEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker, Drawer, Input, Space, Table, type TableColumnType, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { tableEmptyText } from '../../../shared/query-state/query-state.tsx';

interface LogQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  startTime?: number;
  endTime?: number;
}

/** 日志: an app's outside calls, newest first, refused ones with their reason; keyword and date range. */
export function InterfaceAuthLogDrawer({
  target,
  onClose,
}: {
  target?: { id: string; appName?: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('interfaceAuth');
  const [query, setQuery] = useState<LogQuery>({ currentPage: 1, pageSize: 20 });
  const logs = useQuery({
    ...endpointQuery(interfaceOauthEndpoints.logs, { params: { id: target?.id ?? '' }, query }),
    enabled: target !== undefined,
    placeholderData: keepPreviousData,
  });
  const columns = useMemo<TableColumnType<InterfaceOauthLog>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('logColumns.fullName'), width: 150, ellipsis: true },
      { key: 'enCode', dataIndex: 'enCode', title: t('logColumns.enCode'), width: 130, ellipsis: true },
      {
        key: 'invokTime',
        title: t('logColumns.invokTime'),
        width: 170,
        render: (_, r) => dayjs(r.invokTime).format('YYYY-MM-DD HH:mm:ss'),
      },
      { key: 'userId', dataIndex: 'userId', title: t('logColumns.userId'), width: 140, ellipsis: true },
      { key: 'invokIp', dataIndex: 'invokIp', title: t('logColumns.invokIp'), width: 130 },
      { key: 'invokType', dataIndex: 'invokType', title: t('logColumns.invokType'), width: 90 },
      {
        key: 'invokWasteTime',
        dataIndex: 'invokWasteTime',
        title: t('logColumns.invokWasteTime'),
        width: 100,
      },
      { key: 'invokDevice', dataIndex: 'invokDevice', title: t('logColumns.invokDevice'), ellipsis: true },
      {
        key: 'isOk',
        title: t('logColumns.isOk'),
        width: 200,
        render: (_, r) =>
          r.isOk ? (
            <Tag color="success">{t('ok')}</Tag>
          ) : (
            <Tag color="error" title={r.errorText ?? undefined}>
              {r.errorText ?? t('failed')}
            </Tag>
          ),
      },
    ],
    [t],
  );
  const onRange = (range: [Dayjs | null, Dayjs | null] | null) =>
    setQuery((q) => ({
      ...q,
      currentPage: 1,
      startTime: range?.[0]?.startOf('day').valueOf(),
      endTime: range?.[1]?.endOf('day').valueOf(),
    }));
  return (
    <Drawer
      open={target !== undefined}
      title={t('logTitle', { name: target?.appName ?? '' })}
      size={1100}
      onClose={onClose}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('logSearch')}
          onSearch={(keyword) => setQuery((q) => ({ ...q, currentPage: 1, keyword: keyword || undefined }))}
          style={{ width: 280 }}
        />
        <DatePicker.RangePicker onChange={onRange} />
      </Space>
      <Table<InterfaceOauthLog>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={logs.data?.list ?? []}
        loading={logs.isFetching}
        locale={{ emptyText: tableEmptyText(logs.isError, () => logs.refetch()) }}
        pagination={{
          current: query.currentPage,
          pageSize: query.pageSize,
          total: logs.data?.pagination.total ?? 0,
          onChange: (currentPage, pageSize) => setQuery((q) => ({ ...q, currentPage, pageSize })),
        }}
        data-testid="interface-auth-log"
      />
    </Drawer>
  );
}
