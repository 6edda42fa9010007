import {
  ButtonCode,
  MESSAGE_SEND_TYPES,
  MESSAGE_SOURCES,
  type MessageMonitorListItem,
} from '@platform/contracts';
import { messageMonitorEndpoints } from '@platform/contracts/web-endpoints';
import { Button, DatePicker, Select, Space, type TableColumnType, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { timeColumn } from '../../../shared/admin-kit/record-columns.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { usePermission } from '../../../shared/permission/use-permission.ts';
import { messageTemplateLocales } from '../template/message-template.locales.ts';
import { messageMonitorLocales } from './monitor.locales.ts';
import { MonitorDetailDialog } from './monitor-detail-dialog.tsx';

registerLocales(messageTemplateLocales, messageMonitorLocales);

type Range = [Dayjs | null, Dayjs | null] | null;
type Filters = { messageType?: string; messageSource?: string; startTime?: number; endTime?: number };

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * Menu message.monitor (消息中心 › 消息监控): every message sent, newest first, searched by title,
 * type, source and send dates (both days included); 查看 opens the record (btn_detail); the selected records
 * are deleted and the whole monitor emptied after a question (btn_remove).
 */
export default function MonitorPage() {
  const { t } = useTranslation(['messageMonitor', 'messageTemplate', 'adminKit']);
  const { params, search, filter, page } = useListParams<Filters>();
  const [range, setRange] = useState<Range>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [detailId, setDetailId] = useState<string>();
  const confirm = useConfirmAction();
  const canRemove = usePermission().has(ButtonCode.remove);
  const columns = useMemo<TableColumnType<MessageMonitorListItem>[]>(
    () => [
      {
        key: 'messageType',
        title: t('field.messageType'),
        width: 110,
        render: (_, row) =>
          t(`messageTemplate:messageType.${row.messageTypeCode as '1'}`, { defaultValue: row.messageType }),
      },
      {
        key: 'messageSource',
        title: t('field.messageSource'),
        width: 100,
        render: (_, row) =>
          row.messageSourceCode === null
            ? ''
            : t(`messageTemplate:messageSource.${row.messageSourceCode as '1'}`, {
                defaultValue: row.messageSource ?? '',
              }),
      },
      { key: 'title', dataIndex: 'title', title: t('field.title'), minWidth: 230, ellipsis: true },
      timeColumn<MessageMonitorListItem>('sendTime', t('field.sendTime'), {
        width: 180,
        format: TIME_FORMAT,
      }),
      {
        key: 'isSuccess',
        title: t('field.isSuccess'),
        width: 90,
        render: (_, row) =>
          row.isSuccess === '1' ? (
            <Tag color="success">{t('result.1')}</Tag>
          ) : (
            <Tag color="error" title={row.errorMessage ?? undefined}>
              {t('result.0')}
            </Tag>
          ),
      },
    ],
    [t],
  );
  const list = useAdminList({ endpoint: messageMonitorEndpoints.list, query: params, columns });
  const state = {
    ...list,
    refresh: () => {
      setSelected([]);
      list.refresh();
    },
  };
  const removeSelected = () =>
    confirm(
      { content: t('confirmRemove') },
      async () =>
        (await callWithMessage(messageMonitorEndpoints.batchRemove, { body: { ids: selected } })).msg,
      state.refresh,
    );
  const empty = () =>
    confirm(
      { content: t('confirmEmpty') },
      async () => (await callWithMessage(messageMonitorEndpoints.empty)).msg,
      state.refresh,
    );
  // Each end is a day: the start from its midnight, the server includes the end's whole day.
  const searchWithRange = (keyword: string) => {
    filter({
      startTime: range?.[0]?.startOf('day').valueOf(),
      endTime: range?.[1]?.startOf('day').valueOf(),
    });
    search(keyword);
  };
  const reset = () => {
    setRange(null);
    filter({ messageType: undefined, messageSource: undefined, startTime: undefined, endTime: undefined });
  };

  const choice = (key: 'messageType' | 'messageSource', codes: readonly string[]) => (
    <Select<string>
      allowClear
      value={params[key]}
      placeholder={t(`field.${key}`)}
      style={{ width: 140 }}
      onChange={(value) => filter({ [key]: value })}
      options={codes.map((code) => ({ value: code, label: t(`messageTemplate:${key}.${code as '1'}`) }))}
      data-testid={`message-monitor-filter-${key}`}
    />
  );

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={searchWithRange}
        onRefresh={state.refresh}
        onReset={reset}
        testId="message-monitor-search"
        filters={
          <>
            {choice('messageType', MESSAGE_SEND_TYPES)}
            {choice('messageSource', MESSAGE_SOURCES)}
            <DatePicker.RangePicker
              value={range}
              onChange={(value) => setRange(value)}
              placeholder={[t('startDate'), t('endDate')]}
              data-testid="message-monitor-range"
            />
          </>
        }
        actions={
          <Auth code={ButtonCode.remove}>
            <Space>
              <Button danger disabled={selected.length === 0} onClick={removeSelected}>
                {t('removeSelected')}
              </Button>
              <Button danger type="link" onClick={empty} data-testid="message-monitor-empty">
                {t('empty')}
              </Button>
            </Space>
          </Auth>
        }
      />
      <AdminTable
        state={state}
        onPage={page}
        testId="message-monitor"
        scrollX={900}
        actionsWidth={80}
        tableProps={{
          rowKey: 'id',
          rowSelection: canRemove
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined,
        }}
        actions={[{ code: ButtonCode.detail, label: t('detail'), onClick: (row) => setDetailId(row.id) }]}
      />
      <MonitorDetailDialog id={detailId} onClose={() => setDetailId(undefined)} />
    </AdminPage>
  );
}
