import { UploadOutlined } from '@ant-design/icons';
import { ButtonCode, type DataModelTable, PLATFORM_SOURCE_ID } from '@platform/contracts';
import { dataModelEndpoints } from '@platform/contracts/web-endpoints';
import { Button, Select, type TableColumnType, Upload } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callAndDownload, callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { useDataSourceOptions } from '../data-source/use-source-options.ts';
import { dataModelLocales } from './data-model.locales.ts';
import { DataModelFormDialog, type DataModelTarget } from './data-model-form-dialog.tsx';
import { DataModelPreviewDialog } from './data-model-preview-dialog.tsx';

registerLocales(dataModelLocales);

/**
 * Menu system.dataModel (数据建模): the tables of the chosen data source (the platform's business tables
 * by default) with keyword search and row counts; new, edit, copy, preview rows, export and import of a
 * table's definition, delete (the server refuses a table holding rows).
 */
export default function DataModelPage() {
  const { t } = useTranslation(['dataModel', 'adminKit']);
  const { message } = useAppFeedback();
  const { params, search, page } = useListParams();
  const [linkId, setLinkId] = useState(PLATFORM_SOURCE_ID);
  const [target, setTarget] = useState<DataModelTarget | undefined>();
  const [previewed, setPreviewed] = useState<string | undefined>();
  const sources = useDataSourceOptions();
  const columns = useMemo<TableColumnType<DataModelTable>[]>(
    () => [
      { key: 'table', dataIndex: 'table', title: t('table'), width: 280, ellipsis: true },
      { key: 'tableName', dataIndex: 'tableName', title: t('comment'), ellipsis: true },
      { key: 'sum', dataIndex: 'sum', title: t('rows'), width: 110, align: 'right' },
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: dataModelEndpoints.list,
    params: { linkId },
    query: params,
    columns,
  });
  const sourceOptions = sources.options;

  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const { msg } = await callWithMessage(dataModelEndpoints.import, {
        params: { linkId },
        body: form,
      } as never);
      message.success(msg);
      list.refresh();
    } catch {
      // The request helper showed the server's message.
    }
  };

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        testId="data-model-search"
        filters={
          <Select
            style={{ width: 220 }}
            aria-label={t('source')}
            value={linkId}
            loading={sources.isLoading}
            options={
              sourceOptions.length > 0
                ? sourceOptions
                : [{ label: t('source'), options: [{ value: PLATFORM_SOURCE_ID, label: t('platform') }] }]
            }
            onChange={(id: string) => {
              setLinkId(id);
              page(1, params.pageSize);
            }}
            data-testid="data-model-source"
          />
        }
        actions={
          <>
            <AddButton label={t('addTable')} onClick={() => setTarget({ mode: 'create' })} />
            <Auth code={ButtonCode.import}>
              <Upload
                accept=".bdb"
                showUploadList={false}
                beforeUpload={(file) => {
                  void upload(file);
                  return false;
                }}
              >
                <Button icon={<UploadOutlined />}>{t('import')}</Button>
              </Upload>
            </Auth>
          </>
        }
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="data-model"
        actionsWidth={200}
        tableProps={{ rowKey: 'table' }}
        onEdit={(row) => setTarget({ mode: 'edit', table: row.table })}
        onRemove={(row) =>
          callWithMessage(dataModelEndpoints.remove, { params: { linkId, table: row.table } })
        }
        actions={[
          { label: t('preview'), onClick: (row) => setPreviewed(row.table) },
          {
            code: ButtonCode.copy,
            label: t('copy'),
            isInMore: true,
            onClick: (row) => setTarget({ mode: 'copy', table: row.table }),
          },
          {
            code: ButtonCode.export,
            label: t('export'),
            isInMore: true,
            prompt: () => ({ content: t('exportPrompt') }),
            confirmRun: (row) =>
              callAndDownload(dataModelEndpoints.export, { params: { linkId, table: row.table } }),
          },
        ]}
      />
      <DataModelFormDialog
        linkId={linkId}
        target={target}
        onClose={() => setTarget(undefined)}
        onSaved={list.refresh}
      />
      <DataModelPreviewDialog linkId={linkId} table={previewed} onClose={() => setPreviewed(undefined)} />
    </AdminPage>
  );
}
