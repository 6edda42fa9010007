import {
  ButtonCode,
  DATA_SOURCE_TYPES,
  type DataSourceInfo,
  type DataSourceType,
  resourceCodes,
} from '@platform/contracts';
import { dataSourceEndpoints } from '@platform/contracts/web-endpoints';
import { useQueryClient } from '@tanstack/react-query';
import { Select, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointPrefix } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { creatorTimeColumn, fieldColumn, stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { dataSourceLocales } from './data-source.locales.ts';
import { DataSourceFormDialog, type DataSourceFormValues } from './data-source-form-dialog.tsx';
import { useSourceTest } from './use-source-test.ts';

registerLocales(dataSourceLocales);

const COLUMN_CODES = resourceCodes('dataSource').columns;

/** The saved source's fields for 测试: the server uses its stored password (none is sent). */
const testBodyOf = (row: DataSourceInfo) => ({
  id: row.id,
  dbType: (row.dbType ?? 'PostgreSQL') as DataSourceType,
  fullName: row.fullName ?? '',
  host: row.host ?? '',
  port: row.port ?? 0,
  userName: row.userName ?? '',
  serviceName: row.serviceName ?? '',
  dbSchema: row.dbSchema ?? null,
});

/**
 * Menu system.dataSource (数据连接): the external databases of the data modules, with keyword and kind
 * search, new, edit, 测试 (connects with the stored settings) and delete.
 */
export default function DataSourcePage() {
  const { t } = useTranslation(['dataSource', 'adminKit']);
  const { params, search, filter, page } = useListParams<{ dbType?: DataSourceType }>();
  const [target, setTarget] = useState<RecordTarget<DataSourceInfo, DataSourceFormValues> | undefined>();
  const { runTest } = useSourceTest();
  const columns = useMemo<TableColumnType<DataSourceInfo>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('field.fullName'), ellipsis: true },
      { key: 'dbType', dataIndex: 'dbType', title: t('field.dbType'), width: 120 },
      { key: 'host', dataIndex: 'host', title: t('field.host'), width: 180, ellipsis: true },
      { key: 'port', dataIndex: 'port', title: t('field.port'), width: 80 },
      {
        key: 'serviceName',
        dataIndex: 'serviceName',
        title: t('field.serviceName'),
        width: 140,
        ellipsis: true,
      },
      fieldColumn(t, 'sortCode', 70),
      stateColumn<DataSourceInfo>(t),
      creatorTimeColumn<DataSourceInfo>(t),
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: dataSourceEndpoints.list,
    query: params,
    columns,
    grantCodes: COLUMN_CODES,
  });
  // The other 数据应用 pages pick connections from the selector: a saved or deleted one shows there at once.
  const queryClient = useQueryClient();
  const state = {
    ...list,
    refresh: () => {
      list.refresh();
      void queryClient.invalidateQueries({ queryKey: endpointPrefix(dataSourceEndpoints.selector) });
    },
  };

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={state.refresh}
        onReset={() => filter({ dbType: undefined })}
        testId="data-source-search"
        filters={
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('typePlaceholder')}
            value={params.dbType}
            options={DATA_SOURCE_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(dbType?: DataSourceType) => filter({ dbType })}
            data-testid="data-source-type-filter"
          />
        }
        actions={<AddButton onClick={() => setTarget({})} />}
      />
      <AdminTable
        state={state}
        onPage={page}
        testId="data-source"
        actionsWidth={170}
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(dataSourceEndpoints.remove, { params: { id: row.id } })}
        actions={[
          { code: ButtonCode.test, label: t('testRow'), onClick: (row) => void runTest(testBodyOf(row)) },
        ]}
      />
      <DataSourceFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={state.refresh} />
    </AdminPage>
  );
}
