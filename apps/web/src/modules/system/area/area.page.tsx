import { AREA_ROOT_ID, type AreaInfo, resourceCodes } from '@platform/contracts';
import { areaEndpoints } from '@platform/contracts/web-endpoints';
import type { TableColumnType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { fieldColumn, stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useStateAction } from '../../../shared/admin-kit/state-action.ts';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { areaLocales } from './area.locales.ts';
import { AreaFormDialog } from './area-form-dialog.tsx';
import { type AreaRow, useAreaBranches } from './use-area-branches.ts';

registerLocales(areaLocales);

const COLUMN_CODES = resourceCodes('area').columns;

/**
 * Menu system.area (行政区划): the area tree from the provinces down, each branch loaded when opened;
 * keyword search on name or code; new, edit, enable/disable and delete (refused by the server while
 * an area has sub-areas).
 */
export default function AreaPage() {
  const { t } = useTranslation(['area', 'adminKit']);
  const stateAction = useStateAction();
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<RecordTarget<AreaInfo, never> | undefined>();
  const columns = useMemo<TableColumnType<AreaRow>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('field.fullName'), ellipsis: true },
      { key: 'enCode', dataIndex: 'enCode', title: t('field.enCode'), width: 160 },
      fieldColumn(t, 'sortCode', 70),
      stateColumn<AreaRow>(t),
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: areaEndpoints.list,
    params: { parentId: AREA_ROOT_ID },
    query: { keyword },
    columns,
    grantCodes: COLUMN_CODES,
  });
  const loadChildren = useCallback(
    async (parentId: string) => (await call(areaEndpoints.list, { params: { parentId } })).list,
    [],
  );
  const tree = useAreaBranches(list, loadChildren);

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={(next) => setKeyword(next.trim())}
        onRefresh={tree.state.refresh}
        testId="area-search"
        actions={<AddButton onClick={() => setTarget({})} />}
      />
      <AdminTable
        state={tree.state}
        testId="area"
        actionsWidth={170}
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(areaEndpoints.remove, { params: { id: row.id } })}
        actions={[stateAction((row) => callWithMessage(areaEndpoints.setState, { params: { id: row.id } }))]}
        tableProps={{ expandable: tree.expandable }}
      />
      <AreaFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={tree.state.refresh} />
    </AdminPage>
  );
}
