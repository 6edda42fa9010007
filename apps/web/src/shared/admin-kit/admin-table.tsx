import type {
  ButtonCodeValue,
  EndpointInput,
  EndpointOutput,
  Envelope,
  WebEndpoint,
} from '@platform/contracts';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { Auth } from '../permission/auth.tsx';
import { useGrantedColumns } from '../permission/use-grant-gate.ts';
import { tableEmptyText } from '../query-state/query-state.tsx';
import { adminKitLocales } from './admin-kit-locales.ts';
import { ListPager } from './list-pager.tsx';
import { NoGrantedColumns } from './no-granted-columns.tsx';
import { useConfirmAction } from './use-confirm-action.ts';
import type { ListParams } from './use-list-params.ts';

registerLocales(adminKitLocales);

/** A paged list endpoint: its answer is `{ list, pagination }`. */
type PagedEndpoint = WebEndpoint;
type RowOf<E> = EndpointOutput<E> extends { list: (infer R)[] } ? R : never;

/** A button of the 操作 column, shown when the page's permission entry holds its code. */
export interface RowAction<Row> {
  code: ButtonCodeValue;
  label: string;
  isDanger?: boolean;
  /** Left out for rows it does not apply to. */
  isShownFor?: (row: Row) => boolean;
  /** Opens something (a dialog). */
  onClick?: (row: Row) => void;
  /** Asks first ('delete' prompt), runs the call, shows its message and refreshes the list. */
  confirmRun?: (row: Row) => Promise<Envelope<unknown>>;
}

/** The state of one administration list (useAdminList). */
export interface AdminListState<Row> {
  list: UseQueryResult<{ list: Row[]; pagination: { total: number } }>;
  /** The columns the caller may see, and whether any of the menu's governed columns is among them. */
  granted: { columns: TableColumnType<Row>[]; hasDeclared: boolean };
  params: ListParams<object>;
  refresh: () => void;
}

/**
 * The state of one administration list: its query (a page of `endpoint` with `query`), the columns
 * the caller may see (`grantCodes` are the menu's column resources) and a refresh.
 */
export function useAdminList<E extends PagedEndpoint>(options: {
  endpoint: E;
  query: ListParams<object> & NonNullable<EndpointInput<E>['query']>;
  columns: TableColumnType<RowOf<E>>[];
  grantCodes: ReadonlySet<string>;
}): AdminListState<RowOf<E>> {
  const granted = useGrantedColumns(options.columns, options.grantCodes);
  const list = useQuery({
    ...endpointQuery(options.endpoint, { query: options.query } as EndpointInput<E>),
    placeholderData: keepPreviousData,
    enabled: granted.hasDeclared,
  });
  return {
    list: list as AdminListState<RowOf<E>>['list'],
    granted,
    params: options.query,
    refresh: () => void list.refetch(),
  };
}

interface AdminTableProps<Row> {
  state: AdminListState<Row>;
  actions?: RowAction<Row>[];
  /** The pager's change: a new page or page size (useListParams' `page`). */
  onPage: (currentPage: number, pageSize: number) => void;
  /** `<testId>-table`, `<testId>-pager`, `<testId>-no-columns`. */
  testId: string;
  scrollX?: number;
  actionsWidth?: number;
  /** More antd table options (expandable trees, row selection). */
  tableProps?: Omit<TableProps<Row>, 'columns' | 'dataSource'>;
  /** Replaces the pager (tree lists that load in one go). */
  footer?: ReactNode;
}

/**
 * The table of an administration list: the granted columns and a 操作 column of permitted actions,
 * loading, 暂无数据 and load-error (with retry) states, the pager, and the "no column granted"
 * message when the caller may see none of the menu's columns.
 */
export function AdminTable<Row extends { id: string }>({
  state,
  actions = [],
  onPage,
  testId,
  scrollX = 900,
  actionsWidth = 120,
  tableProps,
  footer,
}: AdminTableProps<Row>) {
  const { t } = useTranslation('adminKit');
  const confirm = useConfirmAction();
  const { list, granted, params, refresh } = state;
  if (!granted.hasDeclared) return <NoGrantedColumns testId={`${testId}-no-columns`} />;
  const page = list.data;
  const actionsColumn: TableColumnType<Row> = {
    key: 'actions',
    title: t('actions'),
    width: actionsWidth,
    fixed: 'right',
    render: (_, row) =>
      actions
        .filter((action) => action.isShownFor?.(row) ?? true)
        .map((action) => (
          <Auth key={action.code} code={action.code}>
            <Button
              type="link"
              size="small"
              danger={action.isDanger}
              onClick={() => {
                action.onClick?.(row);
                const run = action.confirmRun;
                if (run) confirm('delete', async () => (await run(row)).msg, refresh);
              }}
            >
              {action.label}
            </Button>
          </Auth>
        )),
  };
  return (
    <>
      <Table<Row>
        rowKey="id"
        size="middle"
        pagination={false}
        loading={list.isFetching}
        dataSource={list.isError ? [] : (page?.list ?? [])}
        locale={{ emptyText: tableEmptyText(list.isError, refresh) }}
        scroll={{ x: scrollX }}
        data-testid={`${testId}-table`}
        columns={actions.length > 0 ? [...granted.columns, actionsColumn] : granted.columns}
        {...tableProps}
      />
      {footer ?? (
        <ListPager
          current={params.currentPage}
          pageSize={params.pageSize}
          total={list.isError ? 0 : (page?.pagination.total ?? 0)}
          onChange={onPage}
          testId={`${testId}-pager`}
        />
      )}
    </>
  );
}
