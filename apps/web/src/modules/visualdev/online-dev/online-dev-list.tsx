import { ButtonCode, type Language } from '@platform/contracts';
import { onlineDevEndpoints } from '@platform/contracts/web-endpoints';
import { type FormDataSources, FormDataSourcesProvider, rendererText } from '@platform/form-engine/react';
import { Button, Empty, Flex, Result, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { useSession } from '../../../platform/stores/session-store.ts';
import { ListPager } from '../../../shared/admin-kit/list-pager.tsx';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { usePermission } from '../../../shared/permission/use-permission.ts';
import { useCellNames } from './online-dev-cell-names.ts';
import { cellTexts, storedText } from './online-dev-cell-text.ts';
import type { RuntimeButton, RuntimeColumnData } from './online-dev-column-data.ts';
import { useDictionaryLabels } from './online-dev-dictionary-labels.ts';
import { heldColumns } from './online-dev-grants.ts';
import { listColumns } from './online-dev-list-columns.tsx';
import {
  OnlineDevRecordDialog,
  OnlineDevTransferDialog,
  type RecordDialog,
} from './online-dev-list-dialogs.tsx';
import { OnlineDevListToolbar } from './online-dev-list-toolbar.tsx';
import type { ParsedDesign } from './online-dev-record-form.tsx';
import { rowActionsColumn } from './online-dev-row-actions.tsx';
import { rowNumberColumn } from './online-dev-row-number.tsx';
import { isGroupRow, type Row, recordsOf } from './online-dev-row-shape.ts';
import { OnlineDevSearchBar } from './online-dev-search-bar.tsx';
import { summaryOf } from './online-dev-summary.tsx';
import { queryFieldsOf } from './online-dev-super-query.ts';
import { OnlineDevTreePanel } from './online-dev-tree-panel.tsx';
import { useInlineEditing } from './use-inline-editing.tsx';
import { isNewRow } from './use-inline-rows.ts';
import { useLayoutRows } from './use-layout-rows.ts';
import { useOnlineDevRecords } from './use-online-dev-records.ts';

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
 * toolbar and row buttons the caller holds (`btn_{value}` of the menu) with their dialogs. An
 * inline-edit list (type 4) adds and edits rows in their cells instead of the form dialog.
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
  const { layout } = columnData;
  const isInline = layout.type === 'inline';

  const records = useOnlineDevRecords(modelId, menuId, columnData);
  const { list, selected, refresh } = records;
  const [dialog, setDialog] = useState<RecordDialog>();
  const [transfer, setTransfer] = useState<'download' | 'upload'>();
  const queryFields = useMemo(() => queryFieldsOf(design.model), [design.model]);

  const language = (i18n.language || 'zh-CN') as Language;
  const dictionaryLabels = useDictionaryLabels(design.model);
  const { currentPage: _page, pageSize: _size, ...search } = records.body;
  const layoutRows = useLayoutRows({
    layout,
    modelId,
    records: list.data?.list ?? [],
    body: search,
    readAt: list.dataUpdatedAt,
  });
  // Grouped records and a tree's opened rows sit under their rows: their names are looked up too.
  const names = useCellNames(design.model, recordsOf(layoutRows.rows), sources.lookupNames);
  // Dates read in the system's time zone, as the server's names and the export give them.
  const timeZone = useSession((s) => s.current?.sysConfigInfo.timeZone);
  const texts = cellTexts(
    design.model,
    {
      on: rendererText('formEngine.renderer.on', language),
      off: rendererText('formEngine.renderer.off', language),
    },
    { timeZone },
    dictionaryLabels,
    names,
  );
  const textOf = (prop: string, value: unknown) => (texts.get(prop) ?? storedText)(value);
  const inline = useInlineEditing({
    modelId,
    menuId,
    design,
    columns: grantedColumns,
    locale: language,
    textOf,
    onSaved: () => list.refetch(),
  });

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
    if (value === 'add' && isInline) inline.add();
    else if (value === 'add') setDialog({ kind: 'add' });
    else if (value === 'download' || value === 'upload') setTransfer(value);
    else batchRemove();
  };
  const runRow = ({ value, url }: RuntimeButton, row: Row) => {
    const id = String(row.id);
    if (url) window.open(url.replaceAll('{id}', encodeURIComponent(id)), '_blank', 'noopener');
    else if (value === 'remove') remove(id);
    else if (value === 'edit' && isInline) void inline.edit(row);
    else setDialog({ kind: value === 'edit' ? 'edit' : 'detail', id });
  };

  const rows = isInline ? [...inline.newRows, ...layoutRows.rows] : layoutRows.rows;
  const label = (b: RuntimeButton) => b.label || t(b.value as 'edit');
  // A row being edited shows 保存 and 取消, even where the caller holds no other row button.
  const actions =
    rowActions.length > 0 || (isInline && inline.drafts.size > 0)
      ? rowActionsColumn(rowActions, t('actions'), label, runRow, isInline ? inline.actionsOf : undefined)
      : undefined;
  const columns = listColumns({
    columns: grantedColumns,
    textOf,
    order: records.order,
    actions,
    editingCell: isInline ? inline.editingCell : undefined,
    emptyGroup: t('groupEmpty'),
    leading: isInline
      ? [
          rowNumberColumn({
            title: t('rowNumber'),
            openLabel: t('openInForm'),
            onOpen: permission.has(ButtonCode.edit, 'button')
              ? (row) => setDialog({ kind: 'edit', id: String(row.id) })
              : undefined,
            isNew: isNewRow,
          }),
        ]
      : [],
  });

  const table = (
    <Table<Row>
      rowKey={(row) => String(row.id)}
      size="middle"
      columns={columns}
      dataSource={rows}
      expandable={isInline ? inline.expandable : layoutRows.expandable}
      loading={list.isFetching || layoutRows.isLoadingChildren}
      pagination={false}
      onChange={records.onTableChange}
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
              getCheckboxProps: (row) => ({ disabled: isGroupRow(row) || isNewRow(row) }),
              onChange: (keys) => records.setSelected(keys.map(String)),
            }
          : undefined
      }
    />
  );
  return (
    <Flex gap={16} align="flex-start">
      {layout.type === 'tree' && (
        <OnlineDevTreePanel
          tree={layout.tree}
          selectedId={records.treeNode?.id}
          onSelect={records.pickTreeNode}
        />
      )}
      <div data-testid="online-dev-list" style={{ flex: 1, minWidth: 0 }}>
        <OnlineDevSearchBar fields={columnData.searchFields} onSearch={records.search} />
        <OnlineDevListToolbar
          buttons={toolbar}
          onRun={runToolbar}
          queryFields={queryFields}
          superQuery={records.superQuery}
          onSuperQuery={records.applySuperQuery}
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
            {isInline ? <FormDataSourcesProvider value={sources}>{table}</FormDataSourcesProvider> : table}
            {columnData.hasPage && (
              <ListPager
                current={records.paging.currentPage}
                pageSize={records.paging.pageSize}
                total={list.data?.pagination.total ?? 0}
                pageSizes={[...new Set([columnData.pageSize, 20, 50, 100])].sort((a, b) => a - b)}
                onChange={(currentPage, pageSize) => records.setPaging({ currentPage, pageSize })}
              />
            )}
          </>
        )}
        <OnlineDevTransferDialog
          transfer={transfer}
          modelId={modelId}
          columns={exportable}
          listBody={records.body}
          onClose={() => setTransfer(undefined)}
          onImported={refresh}
        />
        <OnlineDevRecordDialog
          dialog={dialog}
          modelId={modelId}
          menuId={menuId}
          design={design}
          sources={sources}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            refresh();
          }}
        />
      </div>
    </Flex>
  );
}
