import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  type EndpointQuery,
  MESSAGE_TYPES,
  type MessageListItem,
  type MessageType,
} from '@platform/contracts';
import { messageEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Input, Select, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointPrefix, endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { tableEmptyText } from '../../../shared/query-state/query-state.tsx';
import { MessageDetailDialog } from '../components/message-detail-dialog.tsx';
import { messageLocales } from '../message-locales.ts';
import { useOpenMessage } from '../use-open-message.ts';
import { messageRecordLocales } from './message-record-locales.ts';

registerLocales(messageLocales, messageRecordLocales);

/** Spec §9: 20 per page; the message API caps a page at 100. */
const PAGE_SIZES = [20, 50, 100];
const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'purple', 3: 'orange', 4: 'cyan' };

/** The list's query with page and size always set. */
type MessageListQuery = EndpointQuery<typeof messageEndpoints.list> & {
  currentPage: number;
  pageSize: number;
};

function initialType(value: string | null): MessageType | undefined {
  const n = Number(value);
  return (MESSAGE_TYPES as readonly number[]).includes(n) ? (n as MessageType) : undefined;
}

/** /messageRecord: every message of the user with keyword, type and read filters (spec §2.1, §2.5). */
export default function MessageRecordPage() {
  const { t } = useTranslation(['messageRecord', 'message']);
  const { modal, message } = useAppFeedback();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [keywordInput, setKeywordInput] = useState('');
  // Filters left undefined mean "all".
  const [params, setParams] = useState<MessageListQuery>(() => ({
    currentPage: 1,
    pageSize: PAGE_SIZES[0],
    type: initialType(searchParams.get('type')),
  }));
  const { open, dialogId, closeDialog } = useOpenMessage();
  const query = useQuery({
    ...endpointQuery(messageEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
  });

  const filter = (patch: Partial<MessageListQuery>) => setParams((p) => ({ ...p, ...patch, currentPage: 1 }));

  const confirmReadAll = () =>
    modal.confirm({
      title: t('common:tip'),
      content: t('message:readAllConfirm'),
      okText: t('common:confirm'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        const result = await callWithMessage(messageEndpoints.readAll, {
          body: { keyword: params.keyword || undefined, type: params.type },
        }).catch(() => null);
        if (!result) return;
        message.success({ content: result.msg || t('message:readAllDone'), duration: 1.5 });
        await queryClient.invalidateQueries({ queryKey: endpointPrefix(messageEndpoints.list) });
      },
    });

  return (
    <div style={{ padding: 16 }}>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            value={keywordInput}
            placeholder={t('message:searchPlaceholder')}
            onChange={(e) => setKeywordInput(e.target.value)}
            onSearch={(value) => filter({ keyword: value.trim() })}
            enterButton={t('common:search')}
            style={{ width: 260 }}
            data-testid="message-record-keyword"
          />
          <Select<number | ''>
            value={params.type ?? ''}
            onChange={(type) => filter({ type: type === '' ? undefined : type })}
            style={{ width: 140 }}
            aria-label={t('message:sourceType')}
            options={[
              { value: '', label: t('message:allTypes') },
              ...MESSAGE_TYPES.map((value) => ({ value, label: t(`message:types.${value}`) })),
            ]}
            data-testid="message-record-type"
          />
          <Select<0 | 1 | ''>
            value={params.isRead ?? ''}
            onChange={(isRead) => filter({ isRead: isRead === '' ? undefined : isRead })}
            style={{ width: 120 }}
            aria-label={t('status')}
            options={[
              { value: '', label: t('allStatus') },
              { value: 0, label: t('message:unread') },
              { value: 1, label: t('read') },
            ]}
            data-testid="message-record-read"
          />
          <Button
            onClick={() => {
              setKeywordInput('');
              filter({ keyword: undefined, type: undefined, isRead: undefined });
            }}
          >
            {t('common:reset')}
          </Button>
          <Button icon={<ReloadOutlined />} onClick={() => void query.refetch()}>
            {t('common:refresh')}
          </Button>
          <Button icon={<CheckOutlined />} onClick={confirmReadAll} data-testid="message-record-read-all">
            {t('message:readAll')}
          </Button>
        </Space>
        <Table<MessageListItem>
          rowKey="id"
          size="middle"
          loading={query.isFetching}
          dataSource={query.data?.list ?? []}
          locale={{ emptyText: tableEmptyText(query.isError, () => void query.refetch()) }}
          scroll={{ x: 800 }}
          columns={[
            {
              key: 'title',
              title: t('title'),
              render: (_, row) => (
                <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => void open(row)}>
                  {row.title}
                </Button>
              ),
            },
            {
              key: 'type',
              title: t('message:sourceType'),
              width: 110,
              render: (_, row) => (
                <Tag color={TYPE_COLORS[row.type]}>
                  {t(`message:types.${row.type}`, { defaultValue: String(row.type) })}
                </Tag>
              ),
            },
            {
              key: 'releaseUser',
              title: t('message:releaseUser'),
              width: 140,
              render: (_, row) => row.releaseUser ?? t('message:systemSender'),
            },
            {
              key: 'releaseTime',
              title: t('message:releaseTime'),
              width: 170,
              render: (_, row) => dayjs(row.releaseTime).format('YYYY-MM-DD HH:mm'),
            },
            {
              key: 'isRead',
              title: t('status'),
              width: 100,
              render: (_, row) =>
                row.isRead === '0' ? (
                  <Badge status="processing" text={t('message:unread')} />
                ) : (
                  <Badge status="default" text={t('read')} />
                ),
            },
          ]}
          pagination={{
            current: params.currentPage,
            pageSize: params.pageSize,
            total: query.data?.pagination.total ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: (total) => t('total', { total }),
            onChange: (currentPage, pageSize) =>
              setParams((p) => ({ ...p, currentPage: pageSize === p.pageSize ? currentPage : 1, pageSize })),
          }}
        />
      </Card>
      <MessageDetailDialog messageId={dialogId} onClose={closeDialog} />
    </div>
  );
}
