import { DownOutlined } from '@ant-design/icons';
import { ButtonCode, type ButtonCodeValue, type Envelope } from '@platform/contracts';
import { Button, Dropdown, Table, type TableColumnType, type TableProps } from 'antd';
import { type Key, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocales } from '../../platform/i18n/register-locales.ts';
import { usePermission } from '../permission/use-permission.ts';
import { tableEmptyText } from '../query-state/query-state.tsx';
import { adminKitLocales } from './admin-kit-locales.ts';
import { actionsWidth as fitActionsWidth, fitColumns, NO_WRAP, tableScrollWidth } from './column-fit.ts';
import { ListPager } from './list-pager.tsx';
import { NoGrantedColumns } from './no-granted-columns.tsx';
import { type TreeExpansion, treeRows } from './tree-expansion.ts';
import type { AdminListState } from './use-admin-list.ts';
import { type ConfirmPrompt, useConfirmAction } from './use-confirm-action.ts';

registerLocales(adminKitLocales);

/** A button of the 操作 column, shown when the page's permission entry holds its code. */
export interface RowAction<Row> {
  /** The button code that shows it; left out, everyone who sees the list sees it. */
  code?: ButtonCodeValue;
  label: string | ((row: Row) => string);
  isDanger?: boolean;
  /** Left out for rows it does not apply to. */
  isShownFor?: (row: Row) => boolean;
  /** An entry of the row's 更多 drop-down instead of an inline button. */
  isInMore?: boolean;
  /** Opens something (a dialog). */
  onClick?: (row: Row) => void;
  /** Asks first, runs the call, shows its message and refreshes the list. */
  confirmRun?: (row: Row) => Promise<Envelope<unknown>>;
  /** What confirmRun asks: the delete prompt unless given. */
  prompt?: (row: Row) => ConfirmPrompt;
}

interface AdminTableProps<Row> {
  state: AdminListState<Row>;
  /** 编辑 (btn_edit), the first action. */
  onEdit?: (row: Row) => void;
  /** 删除 (btn_remove), the last action: asks first, then runs the call. */
  onRemove?: (row: Row) => Promise<Envelope<unknown>>;
  /** The other actions, between 编辑 and 删除 (or in 更多). */
  actions?: RowAction<Row>[];
  /** The pager's change (useListParams' `page`); a list without it loads in one go and has no pager. */
  onPage?: (currentPage: number, pageSize: number) => void;
  /** The page sizes the pager offers (the list pager's default: 20/50/100/500). */
  pageSizes?: readonly number[];
  /** `<testId>-table`, `<testId>-pager`, `<testId>-no-columns`, `<testId>-row-more`. */
  testId: string;
  /**
   * The width the table scrolls beyond (widened to the columns' sum when the language needs more);
   * false: no sideways scroll (narrow tables in drawers).
   */
  scrollX?: number | false;
  /** The least width of the 操作 column; it is as wide as the buttons a row shows in any case. */
  actionsWidth?: number;
  /** A tree list: rows nest by `children`, and these branches are open (useTreeExpansion). */
  tree?: Pick<TreeExpansion, 'expandedKeys' | 'onChange'>;
  /** More antd table options (row key, size, row selection). */
  tableProps?: Omit<TableProps<Row>, 'columns' | 'dataSource'>;
}

/**
 * The table of an administration list: the granted columns and a 操作 column of permitted actions
 * (inline, and the 更多 drop-down), loading, 暂无数据 and load-error (with retry) states, the pager,
 * and the "no column granted" message when the caller may see none of the menu's columns.
 */
export function AdminTable<Row extends object>({
  state,
  onEdit,
  onRemove,
  actions: ownActions = [],
  onPage,
  pageSizes,
  testId,
  scrollX = 900,
  actionsWidth = 0,
  tree,
  tableProps,
}: AdminTableProps<Row>) {
  const { t, i18n } = useTranslation('adminKit');
  const confirm = useConfirmAction();
  const permission = usePermission();
  const { list, granted, paging, refresh } = state;
  const isTree = tree !== undefined;
  const rows = useMemo(() => {
    const data = list.data?.list ?? [];
    return isTree ? treeRows(data) : data;
  }, [list.data, isTree]);
  // Titles are in the current language; the page rebuilds its columns when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the widths are measured in the current language
  const columns = useMemo(() => fitColumns(granted.columns), [granted.columns, i18n.language]);
  if (!granted.hasDeclared) return <NoGrantedColumns testId={`${testId}-no-columns`} />;

  const actions: RowAction<Row>[] = [
    ...(onEdit ? [{ code: ButtonCode.edit, label: t('edit'), onClick: onEdit }] : []),
    ...ownActions,
    ...(onRemove
      ? [{ code: ButtonCode.remove, label: t('remove'), isDanger: true, confirmRun: onRemove }]
      : []),
  ];

  const run = (action: RowAction<Row>, row: Row) => {
    action.onClick?.(row);
    const call = action.confirmRun;
    if (call) confirm(action.prompt?.(row) ?? 'delete', async () => (await call(row)).msg, refresh);
  };
  const labelOf = (action: RowAction<Row>, row: Row) =>
    typeof action.label === 'string' ? action.label : action.label(row);
  const grantedActions = actions.filter((action) => action.code === undefined || permission.has(action.code));
  const shownFor = (row: Row) => grantedActions.filter((action) => action.isShownFor?.(row) ?? true);
  /** The button labels of a row (or, without one, of every granted button with a fixed label). */
  const labelsOf = (shown: RowAction<Row>[], row?: Row) => ({
    inline: shown
      .filter((action) => !action.isInMore && (row !== undefined || typeof action.label === 'string'))
      .map((action) => (row === undefined ? String(action.label) : labelOf(action, row))),
    hasMore: shown.some((action) => action.isInMore),
    moreLabel: t('more'),
  });
  const actionsColumn: TableColumnType<Row> = {
    key: 'actions',
    title: t('actions'),
    // The widest row's buttons in this language.
    width: Math.max(
      actionsWidth,
      fitActionsWidth(
        rows.length > 0 ? rows.map((row) => labelsOf(shownFor(row), row)) : [labelsOf(grantedActions)],
        t('actions'),
      ),
    ),
    fixed: 'right',
    onHeaderCell: () => ({ style: NO_WRAP }),
    onCell: () => ({ style: NO_WRAP }),
    render: (_, row) => {
      const shown = shownFor(row);
      const more = shown.filter((action) => action.isInMore);
      return (
        <>
          {shown
            .filter((action) => !action.isInMore)
            .map((action) => (
              <Button
                key={`${action.code ?? ''}:${labelOf(action, row)}`}
                type="link"
                size="small"
                danger={action.isDanger}
                onClick={() => run(action, row)}
              >
                {labelOf(action, row)}
              </Button>
            ))}
          {more.length > 0 && (
            <Dropdown
              trigger={['click']}
              menu={{
                items: more.map((action, index) => ({
                  key: index,
                  label: labelOf(action, row),
                  danger: action.isDanger,
                  onClick: () => run(action, row),
                })),
              }}
            >
              <Button type="link" size="small" data-testid={`${testId}-row-more`}>
                {t('more')} <DownOutlined />
              </Button>
            </Dropdown>
          )}
        </>
      );
    },
  };
  const allColumns = actions.length > 0 ? [...columns, actionsColumn] : columns;
  return (
    <>
      <Table<Row>
        rowKey="id"
        size="middle"
        pagination={false}
        loading={list.isFetching}
        dataSource={list.isError ? [] : rows}
        locale={{ emptyText: tableEmptyText(list.isError, refresh) }}
        scroll={scrollX === false ? undefined : { x: tableScrollWidth(allColumns, scrollX) }}
        expandable={
          tree && {
            expandedRowKeys: [...tree.expandedKeys],
            onExpandedRowsChange: (keys: readonly Key[]) => tree.onChange(keys.map(String)),
          }
        }
        data-testid={`${testId}-table`}
        columns={allColumns}
        {...tableProps}
      />
      {onPage && paging && (
        <ListPager
          current={paging.currentPage}
          pageSize={paging.pageSize}
          pageSizes={pageSizes}
          total={list.isError ? 0 : (list.data?.pagination?.total ?? 0)}
          totalExact={list.data?.pagination?.totalExact ?? true}
          onChange={onPage}
          testId={`${testId}-pager`}
        />
      )}
    </>
  );
}
