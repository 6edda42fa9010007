import { ReloadOutlined } from '@ant-design/icons';
import type { SmsOutboxItem } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { smsOutboxEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Input, Modal, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { ListPager } from '../../../shared/admin-kit/list-pager.tsx';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { tableEmptyText } from '../../../shared/query-state/query-state.tsx';
import { smsOutboxLocales } from './sms-outbox-locales.ts';

registerLocales(smsOutboxLocales);

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * Menu message.smsOutbox (urlAddress message/smsOutbox): what the default demo SMS sender wrote instead
 * of sending, newest first, searched by the start of the number. The server refuses users without the
 * menu grant; the detail button follows btn_detail.
 */
export default function SmsOutboxPage() {
  const { t } = useTranslation(['smsOutbox', 'common']);
  const [keywordInput, setKeywordInput] = useState('');
  // keyword is the start of a mobile number ('' = all).
  const { params, search, page } = useListParams();
  const [detail, setDetail] = useState<SmsOutboxItem | null>(null);
  const query = useQuery({
    ...endpointQuery(smsOutboxEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
  });

  return (
    <div style={{ padding: 16 }}>
      <Card>
        <Alert type="info" showIcon title={t('notice')} style={{ marginBottom: 16 }} />
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            value={keywordInput}
            maxLength={20}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => setKeywordInput(e.target.value)}
            onSearch={search}
            enterButton={t('common:search')}
            style={{ width: 280 }}
            data-testid="sms-outbox-keyword"
          />
          <Button
            onClick={() => {
              setKeywordInput('');
              search('');
            }}
          >
            {t('common:reset')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            {t('common:refresh')}
          </Button>
        </Space>
        <Table<SmsOutboxItem>
          rowKey="id"
          size="middle"
          loading={query.isFetching}
          dataSource={query.isError ? [] : (query.data?.list ?? [])}
          locale={{ emptyText: tableEmptyText(query.isError, () => void query.refetch()) }}
          pagination={false}
          scroll={{ x: 800 }}
          data-testid="sms-outbox-table"
          columns={[
            { key: 'mobile', dataIndex: 'mobile', title: t('mobile'), width: 140 },
            { key: 'content', dataIndex: 'content', title: t('content'), ellipsis: true },
            {
              key: 'creatorTime',
              title: t('creatorTime'),
              width: 180,
              render: (_, row) => dayjs(row.creatorTime).format(TIME_FORMAT),
            },
            {
              key: 'actions',
              title: t('actions'),
              width: 90,
              fixed: 'right',
              render: (_, row) => (
                <Auth code={ButtonCode.detail}>
                  <Button type="link" style={{ padding: 0 }} onClick={() => setDetail(row)}>
                    {t('detail')}
                  </Button>
                </Auth>
              ),
            },
          ]}
        />
        <ListPager
          current={params.currentPage}
          pageSize={params.pageSize}
          total={query.isError ? 0 : (query.data?.pagination.total ?? 0)}
          onChange={page}
          testId="sms-outbox-pager"
        />
      </Card>
      <Modal
        open={detail !== null}
        title={t('detailTitle')}
        footer={null}
        onCancel={() => setDetail(null)}
        destroyOnHidden
      >
        {detail && (
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              { key: 'mobile', label: t('mobile'), children: detail.mobile },
              {
                key: 'creatorTime',
                label: t('creatorTime'),
                children: dayjs(detail.creatorTime).format(TIME_FORMAT),
              },
              {
                key: 'content',
                label: t('content'),
                children: <span style={{ whiteSpace: 'pre-wrap' }}>{detail.content}</span>,
              },
            ]}
          />
        )}
      </Modal>
    </div>
  );
}
