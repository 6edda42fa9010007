import { ButtonCode, type DataInterfaceInfo, resourceCodes } from '@platform/contracts';
import { dataInterfaceEndpoints } from '@platform/contracts/web-endpoints';
import { Select, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAndDownload, callWithMessage } from '../../../platform/http/call.ts';
import { keyIn } from '../../../platform/i18n/define-locales.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { BackupImportDialog } from '../../../shared/admin-kit/backup-import-dialog.tsx';
import { ImportButton } from '../../../shared/admin-kit/import-button.tsx';
import { creatorTimeColumn, fieldColumn, stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useStateAction } from '../../../shared/admin-kit/state-action.ts';
import { TreePanel } from '../../../shared/admin-kit/tree-panel.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { dataInterfaceLocales, dataInterfaceZhCN } from './data-interface.locales.ts';
import { DataInterfaceFormDialog, type DataInterfaceFormValues } from './data-interface-form-dialog.tsx';
import { DataInterfaceLogDrawer } from './data-interface-log-drawer.tsx';
import { DataInterfacePreviewDialog } from './data-interface-preview-dialog.tsx';
import { useInterfaceVariables } from './interface-variables-drawer.tsx';
import { useInterfaceCategories } from './use-interface-categories.ts';

registerLocales(dataInterfaceLocales);

/** The row's id and name (the name may be hidden by a column grant). */
const named = (row: DataInterfaceInfo | undefined) =>
  row ? { id: row.id, fullName: row.fullName ?? '' } : undefined;

const COLUMN_CODES = resourceCodes('dataInterface').columns;
const TYPE_CODES = ['1', '2', '3'] as const;

/**
 * Menu system.dataInterface (数据接口): the interfaces by category (tree on the left), with keyword and
 * type search, new and edit (SQL, static JSON or HTTP), preview, call log, variables, copy,
 * enable/disable, delete, and `.bd` export and import.
 */
export default function DataInterfacePage() {
  const { t } = useTranslation(['dataInterface', 'adminKit']);
  const stateAction = useStateAction();
  const { params, search, filter, page } = useListParams<{ categoryId?: string; dataType?: number }>();
  const [target, setTarget] = useState<
    RecordTarget<DataInterfaceInfo, DataInterfaceFormValues> | undefined
  >();
  const [previewing, setPreviewing] = useState<DataInterfaceInfo | undefined>();
  const [logOf, setLogOf] = useState<DataInterfaceInfo | undefined>();
  const [isImporting, setIsImporting] = useState(false);
  const variables = useInterfaceVariables<DataInterfaceInfo>();
  const { categories, query: categoryQuery } = useInterfaceCategories();
  const columns = useMemo<TableColumnType<DataInterfaceInfo>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('field.fullName'), width: 200, ellipsis: true },
      { key: 'enCode', dataIndex: 'enCode', title: t('field.enCode'), width: 180, ellipsis: true },
      {
        key: 'dataType',
        dataIndex: 'dataType',
        title: t('field.dataType'),
        width: 100,
        render: (value: number) => {
          const code = keyIn(dataInterfaceZhCN.types, value);
          return code ? t(`types.${code}`) : value;
        },
      },
      {
        key: 'requestMethod',
        dataIndex: 'requestMethod',
        title: t('field.requestMethod'),
        width: 90,
        render: (value: string | null) => {
          const code = value ? keyIn(dataInterfaceZhCN.methods, value) : undefined;
          return code ? t(`methods.${code}`) : '';
        },
      },
      fieldColumn(t, 'sortCode', 70),
      stateColumn<DataInterfaceInfo>(t),
      creatorTimeColumn<DataInterfaceInfo>(t),
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: dataInterfaceEndpoints.list,
    query: params,
    columns,
    grantCodes: COLUMN_CODES,
  });
  const tree = (
    <TreePanel
      nodes={categories}
      query={categoryQuery}
      selectedId={params.categoryId}
      onSelect={(node) => filter({ categoryId: node?.id })}
      title={t('categories')}
      testId="data-interface-tree"
    />
  );

  return (
    <AdminPage aside={tree}>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        onReset={() => filter({ dataType: undefined })}
        testId="data-interface-search"
        filters={
          <Select
            allowClear
            style={{ width: 140 }}
            placeholder={t('field.dataType')}
            value={params.dataType}
            onChange={(dataType?: number) => filter({ dataType })}
            options={TYPE_CODES.map((code) => ({ value: Number(code), label: t(`types.${code}`) }))}
            data-testid="data-interface-type-filter"
          />
        }
        actions={
          <>
            <AddButton onClick={() => setTarget({ preset: { categoryId: params.categoryId } })} />
            <ImportButton onClick={() => setIsImporting(true)} />
          </>
        }
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="data-interface"
        actionsWidth={220}
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(dataInterfaceEndpoints.remove, { params: { id: row.id } })}
        actions={[
          { code: ButtonCode.preview, label: t('preview'), onClick: setPreviewing },
          stateAction((row) => callWithMessage(dataInterfaceEndpoints.setState, { params: { id: row.id } }), {
            isInMore: true,
          }),
          {
            code: ButtonCode.copy,
            label: t('copy'),
            isInMore: true,
            prompt: () => ({ content: t('copyPrompt') }),
            confirmRun: (row) => callWithMessage(dataInterfaceEndpoints.copy, { params: { id: row.id } }),
          },
          { label: t('log'), isInMore: true, onClick: setLogOf },
          variables.action,
          {
            code: ButtonCode.export,
            label: t('export'),
            isInMore: true,
            prompt: () => ({ content: t('exportPrompt') }),
            confirmRun: (row) => callAndDownload(dataInterfaceEndpoints.export, { params: { id: row.id } }),
          },
        ]}
      />
      <DataInterfaceFormDialog
        target={target}
        categories={categories}
        onClose={() => setTarget(undefined)}
        onSaved={list.refresh}
      />
      <DataInterfacePreviewDialog target={named(previewing)} onClose={() => setPreviewing(undefined)} />
      <DataInterfaceLogDrawer target={named(logOf)} onClose={() => setLogOf(undefined)} />
      {variables.drawer}
      <BackupImportDialog
        open={isImporting}
        endpoint={dataInterfaceEndpoints.import}
        accept=".bd"
        title={t('import')}
        testId="data-interface-import"
        onClose={() => setIsImporting(false)}
        onImported={list.refresh}
      />
    </AdminPage>
  );
}
