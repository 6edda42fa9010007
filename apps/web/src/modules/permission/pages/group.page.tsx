import { PlusOutlined } from '@ant-design/icons';
import { ButtonCode, type GroupInfo } from '@platform/contracts';
import { groupEndpoints } from '@platform/contracts/web-endpoints';
import { Button, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable, useAdminList } from '../../../shared/admin-kit/admin-table.tsx';
import { creatorTimeColumn, stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { GROUP_CODES } from '../components/grant-codes.ts';
import { GroupFormDialog } from '../components/group/group-form-dialog.tsx';
import { groupLocales } from './group-locales.ts';

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
      { key: 'fullName', dataIndex: 'fullName', title: t('column.fullName'), ellipsis: true },
      { key: 'enCode', dataIndex: 'enCode', title: t('column.enCode'), width: 150 },
      { key: 'type', dataIndex: 'type', title: t('column.type'), width: 110 },
      { key: 'userCount', dataIndex: 'userCount', title: t('column.userCount'), width: 70 },
      { key: 'sortCode', dataIndex: 'sortCode', title: t('column.sortCode'), width: 70 },
      stateColumn<GroupInfo>(t),
      creatorTimeColumn<GroupInfo>(t),
      { key: 'description', dataIndex: 'description', title: t('column.description'), ellipsis: true },
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
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        testId="group-search"
        actions={
          <Auth code={ButtonCode.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({})}>
              {t('add')}
            </Button>
          </Auth>
        }
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="group"
        actions={[
          { code: ButtonCode.edit, label: t('edit'), onClick: (row) => setTarget({ row }) },
          {
            code: ButtonCode.remove,
            label: t('remove'),
            isDanger: true,
            confirmRun: (row) => callWithMessage(groupEndpoints.remove, { params: { id: row.id } }),
          },
        ]}
      />
      <GroupFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />
    </AdminPage>
  );
}
