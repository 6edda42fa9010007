import { ButtonCode, type LogCategory, resourceCodes } from '@platform/contracts';
import { logEndpoints } from '@platform/contracts/web-endpoints';
import { Button, DatePicker, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { usePermission } from '../../../shared/permission/use-permission.ts';
import { logColumns } from './log-columns.tsx';
import { LogDetailDrawer } from './log-detail-drawer.tsx';
import { LogExportButton } from './log-export-button.tsx';

const COLUMN_CODES = resourceCodes('log').columns;
/** Login entries have nothing beyond their row; the others open a detail drawer. */
const HAS_DETAIL: ReadonlySet<LogCategory> = new Set(['3', '4', '5']);

type Range = [Dayjs | null, Dayjs | null] | null;
type Filters = {
  startTime?: number;
  endTime?: number;
  loginType?: number;
  loginMark?: number;
  requestMethod?: 'GET' | 'POST' | 'PUT' | 'DELETE';
};
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;

/** One tab of 系统日志: search by keyword and time, the table, export, delete selected, clear the category. */
export function LogCategoryList({ category }: { category: LogCategory }) {
  const { t } = useTranslation(['log', 'adminKit']);
  const { params, search, filter, page } = useListParams<Filters>();
  const [range, setRange] = useState<Range>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [detailId, setDetailId] = useState<string>();
  const confirm = useConfirmAction();
  const canRemove = usePermission().has(ButtonCode.remove);
  const columns = useMemo(() => logColumns(t, category), [t, category]);
  const list = useAdminList({
    endpoint: logEndpoints.list,
    query: { ...params, category },
    columns,
    grantCodes: COLUMN_CODES,
    keyset: true,
  });
  const state = {
    ...list,
    refresh: () => {
      setSelected([]);
      list.refresh();
    },
  };
  const categoryName = t(`tabs.${category}`);
  const removeSelected = () =>
    confirm(
      { content: t('confirmRemove', { count: selected.length }) },
      async () => (await callWithMessage(logEndpoints.remove, { body: { ids: selected } })).msg,
      state.refresh,
    );
  const clear = () =>
    confirm(
      { content: t('confirmClear', { category: categoryName }) },
      async () => (await callWithMessage(logEndpoints.clear, { params: { category } })).msg,
      state.refresh,
    );
  const searchWithRange = (keyword: string) => {
    filter({ startTime: range?.[0]?.valueOf(), endTime: range?.[1]?.valueOf() });
    search(keyword);
  };
  const reset = () => {
    setRange(null);
    filter({ loginType: undefined, loginMark: undefined, requestMethod: undefined });
  };
  const choices =
    category === '1' ? (
      <>
        <Select
          allowClear
          placeholder={t('field.loginType')}
          value={params.loginType}
          onChange={(loginType) => filter({ loginType })}
          options={[0, 1].map((value) => ({ value, label: t(value === 1 ? 'loginType.1' : 'loginType.0') }))}
          style={{ width: 110 }}
          data-testid="log-1-login-type"
        />
        <Select
          allowClear
          placeholder={t('field.loginMark')}
          value={params.loginMark}
          onChange={(loginMark) => filter({ loginMark })}
          options={[1, 0].map((value) => ({ value, label: t(value === 1 ? 'loginMark.1' : 'loginMark.0') }))}
          style={{ width: 110 }}
        />
      </>
    ) : (
      <Select
        allowClear
        placeholder={t('field.requestMethod')}
        value={params.requestMethod}
        onChange={(requestMethod) => filter({ requestMethod })}
        options={METHODS.map((value) => ({ value, label: value }))}
        style={{ width: 120 }}
      />
    );

  return (
    <>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={searchWithRange}
        onRefresh={state.refresh}
        onReset={reset}
        testId={`log-${category}-search`}
        filters={
          <>
            {choices}
            <DatePicker.RangePicker
              showTime
              value={range}
              onChange={(value) => setRange(value)}
              placeholder={[t('startTime'), t('endTime')]}
              data-testid={`log-${category}-range`}
            />
          </>
        }
        actions={
          <Space>
            <LogExportButton category={category} filters={params} />
            <Auth code={ButtonCode.remove}>
              <Space>
                <Button danger disabled={selected.length === 0} onClick={removeSelected}>
                  {t('removeSelected')}
                </Button>
                <Button danger type="link" onClick={clear} data-testid={`log-${category}-clear`}>
                  {t('clear')}
                </Button>
              </Space>
            </Auth>
          </Space>
        }
      />
      <AdminTable
        state={state}
        onPage={page}
        testId={`log-${category}`}
        scrollX={1100}
        actionsWidth={HAS_DETAIL.has(category) ? 80 : 0}
        tableProps={{
          rowKey: 'id',
          rowSelection: canRemove
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined,
        }}
        actions={
          HAS_DETAIL.has(category) ? [{ label: t('detail'), onClick: (row) => setDetailId(row.id) }] : []
        }
      />
      <LogDetailDrawer id={detailId} onClose={() => setDetailId(undefined)} />
    </>
  );
}
