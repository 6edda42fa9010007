import { CheckOutlined } from '@ant-design/icons';
import { MESSAGE_TYPES, type MessageListItem, type MessageType } from '@platform/contracts';
import { messageEndpoints } from '@platform/contracts/web-endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Select, type TableColumnType, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointPrefix } from '../../../platform/http/endpoint-query.ts';
import { keyIn } from '../../../platform/i18n/define-locales.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { timeColumn } from '../../../shared/admin-kit/record-columns.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { LazyScheduleViewDialog } from '../../system/schedule/lazy-schedule-view-dialog.tsx';
import { MessageDetailDialog } from '../components/message-detail-dialog.tsx';
import { messageLocales } from '../message.locales.ts';
import { useMessageTypeOptions } from '../use-message-type-options.ts';
import { useOpenMessage } from '../use-open-message.ts';
import { messageRecordLocales } from './message-record.locales.ts';

registerLocales(messageLocales, messageRecordLocales);

/** 20 per page; the message API caps a page at 100. */
const PAGE_SIZES = [20, 50, 100];
const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'purple', 3: 'orange', 4: 'cyan' };

function initialType(value: string | null): MessageType | undefined {
  const n = Number(value);
  return (MESSAGE_TYPES as readonly number[]).includes(n) ? (n as MessageType) : undefined;
}

/** /messageRecord: every message of the user with keyword, type and read filters. */
export default function MessageRecordPage() {
  const { t } = useTranslation(['messageRecord', 'message', 'common']);
  const { modal, message } = useAppFeedback();
  const queryClient = useQueryClient();
  const typeOptions = useMessageTypeOptions();
  const [searchParams] = useSearchParams();
  // Filters left undefined mean "all".
  const { params, search, filter, page } = useListParams<{ type?: MessageType; isRead?: 0 | 1 }>({
    type: initialType(searchParams.get('type')),
    isRead: undefined,
  });
  const { open, dialogId, closeDialog, scheduleTarget, closeSchedule } = useOpenMessage();
  const columns = useMemo<TableColumnType<MessageListItem>[]>(
    () => [
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
        render: (_, row) => {
          const type = keyIn(messageLocales.resources['zh-CN'].types, row.type);
          return <Tag color={TYPE_COLORS[row.type]}>{type ? t(`message:types.${type}`) : row.type}</Tag>;
        },
      },
      {
        key: 'releaseUser',
        title: t('message:releaseUser'),
        width: 140,
        render: (_, row) => row.releaseUser ?? t('message:systemSender'),
      },
      timeColumn<MessageListItem>('releaseTime', t('message:releaseTime')),
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
    ],
    [t, open],
  );
  const list = useAdminList({ endpoint: messageEndpoints.list, query: params, columns, keyset: true });

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
    <AdminPage>
      <SearchBar
        placeholder={t('message:searchPlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        onReset={() => filter({ type: undefined, isRead: undefined })}
        testId="message-record"
        filters={
          <>
            <Select<number | ''>
              value={params.type ?? ''}
              onChange={(type) => filter({ type: type === '' ? undefined : (type as MessageType) })}
              style={{ width: 140 }}
              aria-label={t('message:sourceType')}
              options={typeOptions}
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
          </>
        }
        actions={
          <Button icon={<CheckOutlined />} onClick={confirmReadAll} data-testid="message-record-read-all">
            {t('message:readAll')}
          </Button>
        }
      />
      <AdminTable state={list} onPage={page} pageSizes={PAGE_SIZES} testId="message-record" scrollX={800} />
      <MessageDetailDialog messageId={dialogId} onClose={closeDialog} />
      <LazyScheduleViewDialog target={scheduleTarget} onClose={closeSchedule} />
    </AdminPage>
  );
}
