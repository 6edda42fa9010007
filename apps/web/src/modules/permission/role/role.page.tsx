import type { RoleInfo } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { roleEndpoints } from '@platform/contracts/web-endpoints';
import { Select, type TableColumnType } from 'antd';
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
import { ROLE_CODES } from '../grant-codes.ts';
import { OrganizeTreePanel } from '../organize/organize-tree-panel.tsx';
import { roleLocales } from './role.locales.ts';
import { RoleFormDialog } from './role-form-dialog.tsx';

registerLocales(roleLocales);

/**
 * Menu permission.role (角色管理): organizations on the left (choosing one lists the roles bound to
 * it), the paged role list with keyword and kind filters, the dialog, the state toggle and delete.
 * Columns show only when granted (ADR 0009).
 */
export default function RolePage() {
  const { t } = useTranslation(['role', 'adminKit']);
  const { params, search, filter, page } = useListParams<{ organizeId?: string; globalMark?: 0 | 1 }>({
    organizeId: undefined,
    globalMark: undefined,
  });
  const [target, setTarget] = useState<RecordTarget<RoleInfo, never> | undefined>();
  const columns = useMemo<TableColumnType<RoleInfo>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('field.fullName'), ellipsis: true },
      { key: 'enCode', dataIndex: 'enCode', title: t('field.enCode'), width: 150 },
      {
        key: 'globalMark',
        title: t('field.globalMark'),
        width: 90,
        render: (_, row) => (row.globalMark === 1 ? t('global') : t('organization')),
      },
      { key: 'organize', dataIndex: 'organizeNames', title: t('field.organize'), ellipsis: true },
      fieldColumn(t, 'userCount', 70),
      fieldColumn(t, 'sortCode', 70),
      stateColumn<RoleInfo>(t),
      creatorTimeColumn<RoleInfo>(t),
    ],
    [t],
  );
  const list = useAdminList({
    endpoint: roleEndpoints.list,
    query: params,
    columns,
    grantCodes: ROLE_CODES.columns,
  });

  return (
    <AdminPage
      aside={
        <OrganizeTreePanel
          scope="all"
          selectedId={params.organizeId}
          onSelect={(organizeId) => filter({ organizeId })}
          testId="role-organize-tree"
        />
      }
    >
      <SearchBar
        placeholder={t('adminKit:nameCodePlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        onReset={() => filter({ globalMark: undefined })}
        testId="role-search"
        filters={
          <Select<0 | 1>
            allowClear
            value={params.globalMark}
            placeholder={t('field.globalMark')}
            style={{ width: 120 }}
            onChange={(value) => filter({ globalMark: value })}
            options={[
              { value: 1, label: t('global') },
              { value: 0, label: t('organization') },
            ]}
          />
        }
        actions={<AddButton onClick={() => setTarget({})} />}
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="role"
        scrollX={1100}
        actionsWidth={170}
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(roleEndpoints.remove, { params: { id: row.id } })}
        actions={[
          {
            code: ButtonCode.state,
            label: (row) => (row.enabledMark === 1 ? t('adminKit:disable') : t('adminKit:enable')),
            prompt: (row) => (row.enabledMark === 1 ? 'disable' : 'enable'),
            confirmRun: (row) => callWithMessage(roleEndpoints.setState, { params: { id: row.id } }),
          },
        ]}
      />
      <RoleFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />
    </AdminPage>
  );
}
