import type { Language } from '@platform/contracts';
import { onlineDevEndpoints, onlineDevImportEndpoints } from '@platform/contracts/web-endpoints';
import { type FormDataSources, rendererText } from '@platform/form-engine/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Flex, Modal, Result, Table, type TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callAndDownload, callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { ListPager } from '../../../shared/admin-kit/list-pager.tsx';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { ImportDialog } from '../../../shared/import-dialog/import-dialog.tsx';
import { usePermission } from '../../../shared/permission/use-permission.ts';
import { cellTexts, storedText } from './online-dev-cell-text.ts';
import { NO_PAGER_SIZE, type RuntimeButton, type RuntimeColumnData } from './online-dev-column-data.ts';
import { useDictionaryLabels } from './online-dev-dictionary-labels.ts';
import { OnlineDevExportDialog } from './online-dev-export-dialog.tsx';
import { heldColumns } from './online-dev-grants.ts';
import { OnlineDevRecordForm, type ParsedDesign } from './online-dev-record-form.tsx';
import { rowActionsColumn } from './online-dev-row-actions.tsx';
import { GROUP_LABEL, isGroupRow, type Row } from './online-dev-row-shape.ts';
import { OnlineDevSearchBar } from './online-dev-search-bar.tsx';
import { summaryOf } from './online-dev-summary.tsx';
import { queryFieldsOf } from './online-dev-super-query.ts';
import { OnlineDevSuperQueryDialog } from './online-dev-super-query-dialog.tsx';
import { OnlineDevTreePanel } from './online-dev-tree-panel.tsx';
import { useLayoutRows } from './use-layout-rows.ts';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'detail'; id: string };

/** Buttons the list knows, besides custom link buttons; other custom buttons are not shown. */
const TOOLBAR = new Set(['add', 'batchRemove', 'download', 'upload']);
const ROW_ACTIONS = new Set(['edit', 'detail', 'remove']);

interface OnlineDevListProps {
  modelId: string;
  menuId?: string;
  columnData: RuntimeColumnData;
  design: ParsedDesign;
  sources: FormDataSources;
}

/**
 * The list of a released design (webType 2): search, the designed columns, paged records, and the
 * toolbar and row buttons the caller holds (`btn_{value}` of the menu) with their dialogs.
 */
export function OnlineDevList({ modelId, menuId, columnData, design, sources }: OnlineDevListProps) {
  const { t, i18n } = useTranslation(['onlineDev', 'common']);
  const { message } = useAppFeedback();
  const confirm = useConfirmAction();
  const permission = usePermission(menuId);
  const can = (button: RuntimeButton) => permission.has(`btn_${button.value}`, 'button');
  const toolbar = columnData.buttons.filter((b) => TOOLBAR.has(b.value) && can(b));
  const rowActions = columnData.rowButtons.filter((b) => (ROW_ACTIONS.has(b.value) || b.url) && can(b));
  const hasBatch = toolbar.some((b) => b.value === 'batchRemove');
  // Only the columns the caller holds show and export (sub-table columns are not exported).
  const grantedColumns = heldColumns(columnData.columns, permission.codes('column'));
  const exportable = grantedColumns.filter((c) => !c.prop.includes('-'));

  const [paging, setPaging] = useState({
    currentPage: 1,
    pageSize: columnData.hasPage ? columnData.pageSize : NO_PAGER_SIZE,
  });
  const [order, setOrder] = useState({ sidx: columnData.sidx, sort: columnData.sort });
  const [query, setQuery] = useState<Record<string, unknown>>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>();
  const [transfer, setTransfer] = useState<'download' | 'upload'>();
  const [superQuery, setSuperQuery] = useState<{ json?: string; count: number }>({ count: 0 });
  const [isSuperQueryOpen, setSuperQueryOpen] = useState(false);
  const [treeNode, setTreeNode] = useState<{ id: string; value: unknown }>();
  const { layout } = columnData;
  // The left tree's node filters its relation field; the search form's own value for it wins.
  const filter =
    layout.type === 'tree' && treeNode ? { [layout.tree.relation]: treeNode.value, ...query } : query;
  const queryFields = useMemo(() => queryFieldsOf(design.model), [design.model]);

  const body = {
    ...paging,
    ...order,
    menuId,
    queryJson: Object.keys(filter).length > 0 ? JSON.stringify(filter) : undefined,
    superQueryJson: superQuery.json,
  };
  const list = useQuery({
    ...endpointQuery(onlineDevEndpoints.list, { params: { modelId }, body }, { isSilent: true }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    setSelected([]);
    void list.refetch();
  };

  const remove = (id: string) =>
    confirm(
      'delete',
      async () => (await callWithMessage(onlineDevEndpoints.remove, { params: { modelId, id } })).msg,
      refresh,
    );
  const batchRemove = () => {
    if (selected.length === 0) return void message.warning(t('selectFirst'));
    const ids = selected;
    confirm(
      { content: t('batchConfirm', { count: ids.length }) },
      async () =>
        (await callWithMessage(onlineDevEndpoints.batchRemove, { params: { modelId }, body: { ids } })).msg,
      refresh,
    );
  };
  const runToolbar = (value: string) => {
    if (value === 'add') setDialog({ kind: 'add' });
    else if (value === 'download' || value === 'upload') setTransfer(value);
    else batchRemove();
  };
  const runRow = ({ value, url }: RuntimeButton, id: string) => {
    if (url) window.open(url.replaceAll('{id}', encodeURIComponent(id)), '_blank', 'noopener');
    else if (value === 'remove') remove(id);
    else setDialog({ kind: value === 'edit' ? 'edit' : 'detail', id });
  };

  const language = (i18n.language || 'zh-CN') as Language;
  const dictionaryLabels = useDictionaryLabels(design.model);
  const texts = cellTexts(
    design.model,
    {
      on: rendererText('formEngine.renderer.on', language),
      off: rendererText('formEngine.renderer.off', language),
    },
    {},
    dictionaryLabels,
  );
  const { rows, expandable } = useLayoutRows(
    layout,
    list.data?.list ?? [],
    layout.type === 'grouped' ? (texts.get(layout.groupField) ?? storedText) : storedText,
    t('groupEmpty'),
  );
  const columns = ((): TableProps<Row>['columns'] => {
    const shown: NonNullable<TableProps<Row>['columns']> = grantedColumns.map((column, index) => ({
      key: column.prop,
      dataIndex: column.prop,
      title: column.label,
      width: column.width,
      align: column.align,
      fixed: column.fixed,
      sorter: column.isSortable,
      sortOrder: order.sidx === column.prop ? (order.sort === 'asc' ? 'ascend' : 'descend') : null,
      // A group header names its group in the first column and is empty elsewhere.
      render: (value: unknown, row: Row) =>
        isGroupRow(row)
          ? index === 0 && <strong>{String(row[GROUP_LABEL])}</strong>
          : (texts.get(column.prop) ?? storedText)(value),
    }));
    if (rowActions.length === 0) return shown;
    shown.push(rowActionsColumn(rowActions, t('actions'), (b) => b.label || t(b.value as 'edit'), runRow));
    return shown;
  })();

  const onTableChange: TableProps<Row>['onChange'] = (_pagination, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    if (!one?.order || typeof one.columnKey !== 'string') {
      setOrder({ sidx: columnData.sidx, sort: columnData.sort });
    } else {
      setOrder({ sidx: one.columnKey, sort: one.order === 'ascend' ? 'asc' : 'desc' });
    }
  };

  const dialogTitle = dialog ? t(`${dialog.kind}Title`) : '';
  return (
    <Flex gap={16} align="flex-start">
      {layout.type === 'tree' && (
        <OnlineDevTreePanel
          tree={layout.tree}
          selectedId={treeNode?.id}
          onSelect={(node) => {
            setTreeNode(node);
            setPaging((current) => ({ ...current, currentPage: 1 }));
          }}
        />
      )}
      <div data-testid="online-dev-list" style={{ flex: 1, minWidth: 0 }}>
        <OnlineDevSearchBar
          fields={columnData.searchFields}
          onSearch={(next) => {
            setQuery(next);
            setPaging((current) => ({ ...current, currentPage: 1 }));
          }}
        />
        <Flex gap={8} style={{ marginBottom: 12 }}>
          {toolbar.map((button, index) => (
            <Button
              key={button.value}
              type={index === 0 ? 'primary' : 'default'}
              danger={button.value === 'batchRemove'}
              onClick={() => runToolbar(button.value)}
            >
              {button.label || t(button.value as 'add')}
            </Button>
          ))}
          {queryFields.length > 0 && (
            <Button
              style={{ marginInlineStart: 'auto' }}
              type={superQuery.json ? 'primary' : 'default'}
              ghost={Boolean(superQuery.json)}
              onClick={() => setSuperQueryOpen(true)}
            >
              {superQuery.json ? t('superQueryActive', { count: superQuery.count }) : t('superQuery')}
            </Button>
          )}
        </Flex>
        <OnlineDevSuperQueryDialog
          open={isSuperQueryOpen}
          fields={queryFields}
          onCancel={() => setSuperQueryOpen(false)}
          onQuery={(json, count) => {
            setSuperQueryOpen(false);
            setSuperQuery({ json, count });
            setPaging((current) => ({ ...current, currentPage: 1 }));
          }}
        />
        {list.isError ? (
          <Result
            status="error"
            title={t('listFailed')}
            subTitle={list.error.message}
            extra={<Button onClick={() => void list.refetch()}>{t('common:retry')}</Button>}
            data-testid="online-dev-list-error"
          />
        ) : (
          <>
            <Table<Row>
              rowKey={(row) => String(row.id)}
              size="middle"
              columns={columns}
              dataSource={rows}
              expandable={expandable}
              loading={list.isFetching}
              pagination={false}
              onChange={onTableChange}
              summary={summaryOf(grantedColumns, columnData.summaryFields, hasBatch, t('summaryTotal'))}
              scroll={{ x: 'max-content' }}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:noData')} />,
              }}
              rowSelection={
                hasBatch
                  ? {
                      selectedRowKeys: selected,
                      checkStrictly: true,
                      getCheckboxProps: (row) => ({ disabled: isGroupRow(row) }),
                      onChange: (keys) => setSelected(keys.map(String)),
                    }
                  : undefined
              }
            />
            {columnData.hasPage && (
              <ListPager
                current={paging.currentPage}
                pageSize={paging.pageSize}
                total={list.data?.pagination.total ?? 0}
                pageSizes={[...new Set([columnData.pageSize, 20, 50, 100])].sort((a, b) => a - b)}
                onChange={(currentPage, pageSize) => setPaging({ currentPage, pageSize })}
              />
            )}
          </>
        )}
        {transfer === 'download' && (
          <OnlineDevExportDialog
            open
            columns={exportable}
            onCancel={() => setTransfer(undefined)}
            onExport={async (dataType, selectKey) => {
              const input = { params: { modelId }, body: { ...body, dataType, selectKey } };
              await callAndDownload(onlineDevEndpoints.export, input);
              setTransfer(undefined);
            }}
          />
        )}
        {transfer === 'upload' && (
          <ImportDialog
            open
            endpoints={onlineDevImportEndpoints}
            params={{ modelId }}
            onClose={() => setTransfer(undefined)}
            onImported={refresh}
          />
        )}
        <Modal
          open={dialog !== undefined}
          title={dialogTitle}
          width={900}
          footer={null}
          onCancel={() => setDialog(undefined)}
          destroyOnHidden
          data-testid="online-dev-dialog"
        >
          {dialog && (
            <OnlineDevRecordForm
              key={dialog.kind === 'add' ? 'add' : `${dialog.kind}:${dialog.id}`}
              modelId={modelId}
              design={design}
              sources={sources}
              recordId={dialog.kind === 'add' ? undefined : dialog.id}
              menuId={menuId}
              isReadOnly={dialog.kind === 'detail'}
              onSaved={() => {
                setDialog(undefined);
                refresh();
              }}
            />
          )}
        </Modal>
      </div>
    </Flex>
  );
}
