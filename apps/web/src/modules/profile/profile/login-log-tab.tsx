import type { EndpointQuery, SystemLogItem } from '@platform/contracts';
import { currentUserProfileEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DatePicker, Input, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { keyIn } from '../../../platform/i18n/define-locales.ts';
import { profileZhCN } from '../locales/zh-cn.ts';
import { queryTableProps, RefreshButton } from './list-states.tsx';

type SystemLogParams = EndpointQuery<typeof currentUserProfileEndpoints.systemLog>;

/** Page sizes: 20 by default, 20/50/100/500 offered. */
export const PAGE_SIZES = [20, 50, 100, 500];

/** My own login log, paged on the server. */
export function LoginLogTab() {
  const { t } = useTranslation(['profile', 'common']);
  const [params, setParams] = useState<SystemLogParams>({ currentPage: 1, pageSize: PAGE_SIZES[0] });
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const query = useQuery({
    ...endpointQuery(currentUserProfileEndpoints.systemLog, { query: params }),
    placeholderData: keepPreviousData,
  });

  const search = (keyword: string) =>
    setParams((p) => ({
      ...p,
      currentPage: 1,
      keyword: keyword.trim() || undefined,
      startTime: range?.[0]?.startOf('day').valueOf(),
      endTime: range?.[1]?.endOf('day').valueOf(),
    }));

  return (
    <div>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker value={range} onChange={(value) => setRange(value)} />
        <Input.Search
          allowClear
          placeholder={t('log.keyword')}
          onSearch={search}
          style={{ width: 300 }}
          enterButton={t('common:search')}
        />
        <RefreshButton query={query} />
      </Space>
      <Table<SystemLogItem>
        {...queryTableProps(query)}
        dataSource={query.data?.list ?? []}
        scroll={{ x: 900 }}
        columns={[
          {
            key: 'creatorTime',
            title: t('log.time'),
            width: 170,
            render: (_, row) => dayjs(row.creatorTime).format('YYYY-MM-DD HH:mm:ss'),
          },
          {
            key: 'category',
            title: t('log.category'),
            width: 100,
            render: (_, row) => {
              const category = keyIn(profileZhCN.log.categories, row.category);
              return category ? t(`log.categories.${category}`) : row.category;
            },
          },
          {
            key: 'isSuccess',
            title: t('log.result'),
            width: 90,
            render: (_, row) =>
              row.isSuccess ? (
                <Tag color="success">{t('log.success')}</Tag>
              ) : (
                <Tag color="error">{t('log.failure')}</Tag>
              ),
          },
          { key: 'ip', title: t('log.ip'), width: 140, render: (_, row) => row.ipaddress ?? '—' },
          { key: 'place', title: t('log.place'), width: 140, render: (_, row) => row.ipAddressName ?? '—' },
          { key: 'device', title: t('log.device'), ellipsis: true, render: (_, row) => row.platForm ?? '—' },
          {
            key: 'abstracts',
            title: t('log.abstracts'),
            ellipsis: true,
            render: (_, row) => row.abstracts ?? '—',
          },
        ]}
        pagination={{
          current: params.currentPage,
          pageSize: params.pageSize,
          total: query.data?.pagination.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showQuickJumper: true,
          showTotal: (total) => t('log.total', { total }),
          onChange: (currentPage, pageSize) =>
            setParams((p) => ({ ...p, currentPage: pageSize === p.pageSize ? currentPage : 1, pageSize })),
        }}
      />
    </div>
  );
}
