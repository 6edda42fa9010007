import type { GroupInfo } from '@platform/contracts';
import { groupEndpoints } from '@platform/contracts/web-endpoints';
import type { TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { creatorTimeColumn, fieldColumn, stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { GROUP_CODES } from '../grant-codes.ts';
import { groupLocales } from './group.locales.ts';
import { GroupFormDialog } from './group-form-dialog.tsx';

registerLocales(groupLocales);

/**
 * Menu permission.group (分组管理): the paged group list with keyword search, new, edit and delete.
 * Columns show only when granted (ADR 0009).
 */
export default function GroupPage() {
  const { t } = useTranslation(['group', 'adminKit']);
  const { params, search, page } = useListParams();
  const [target, setTarget] = useState<RecordTarget<GroupInfo, never> | undefined>();
  const columns = useMemo<TableColumnType<GroupInfo>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('field.fullName'), ellipsis: true },
      { key: 'enCode', dataIndex: 'enCode', title: t('field.enCode'), width: 150 },
      { key: 'type', dataIndex: 'type', title: t('field.type'), width: 110 },
      fieldColumn(t, 'userCount', 70),
      fieldColumn(t, 'sortCode', 70),
      stateColumn<GroupInfo>(t),
      creatorTimeColumn<GroupInfo>(t),
      fieldColumn(t, 'description'),
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: groupEndpoints.list,
    query: params,
    columns,
    grantCodes: GROUP_CODES.columns,
  });

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('adminKit:nameCodePlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        testId="group-search"
        actions={<AddButton onClick={() => setTarget({})} />}
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="group"
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(groupEndpoints.remove, { params: { id: row.id } })}
      />
      <GroupFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />
    </AdminPage>
  );
}
