import { PlusOutlined } from '@ant-design/icons';
import type { OrganizeSelectorNode, RoleInfo } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { organizeEndpoints, roleEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Select, Table, type TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { ListPager } from '../../../shared/admin-kit/list-pager.tsx';
import { NoGrantedColumns } from '../../../shared/admin-kit/no-granted-columns.tsx';
import { creatorTimeColumn, stateColumn } from '../../../shared/admin-kit/record-columns.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { TreePanel } from '../../../shared/admin-kit/tree-panel.tsx';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { useGrantedColumns } from '../../../shared/permission/use-grant-gate.ts';
import { tableEmptyText } from '../../../shared/query-state/query-state.tsx';
import { ROLE_CODES } from '../components/grant-codes.ts';

import { type RoleDialogTarget, RoleFormDialog } from '../components/role/role-form-dialog.tsx';
import { roleLocales } from './role-locales.ts';

registerLocales(roleLocales);

/**
 * Menu permission.role (角色管理): organizations on the left (choosing one lists the roles bound to
 * it), the paged role list with keyword and kind filters, the dialog, the state toggle and delete.
 * Columns show only when granted (spec §6, ADR 0009).
 */
export default function RolePage() {
  const { t } = useTranslation(['role', 'adminKit']);
  const { params, search, filter, page } = useListParams<{ organizeId?: string; globalMark?: 0 | 1 }>({
    organizeId: undefined,
    globalMark: undefined,
  });
  const [target, setTarget] = useState<RoleDialogTarget | undefined>();
  const confirm = useConfirmAction();
  const tree = useQuery(endpointQuery(organizeEndpoints.tree));
  const dataColumns = useMemo<TableColumnType<RoleInfo>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('column.fullName'), ellipsis: true },
      { key: 'enCode', dataIndex: 'enCode', title: t('column.enCode'), width: 150 },
      {
        key: 'globalMark',
        title: t('column.globalMark'),
        width: 90,
        render: (_, row) => (row.globalMark === 1 ? t('global') : t('organization')),
      },
      { key: 'organize', dataIndex: 'organizeNames', title: t('column.organize'), ellipsis: true },
      { key: 'userCount', dataIndex: 'userCount', title: t('column.userCount'), width: 70 },
      { key: 'sortCode', dataIndex: 'sortCode', title: t('column.sortCode'), width: 70 },
      stateColumn<RoleInfo>(t),
      creatorTimeColumn<RoleInfo>(t),
    ],
    [t],
  );
  const granted = useGrantedColumns(dataColumns, ROLE_CODES.columns);
  const query = useQuery({
    ...endpointQuery(roleEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
    enabled: granted.hasDeclared,
  });
  const refresh = () => void query.refetch();
  const remove = (row: RoleInfo) =>
    confirm(
      'delete',
      async () => (await callWithMessage(roleEndpoints.remove, { params: { id: row.id } })).msg,
      refresh,
    );
  const toggle = (row: RoleInfo) =>
    confirm(
      row.enabledMark === 1 ? 'disable' : 'enable',
      async () => (await callWithMessage(roleEndpoints.setState, { params: { id: row.id } })).msg,
      refresh,
    );

  return (
    <AdminPage
      aside={
        <TreePanel<OrganizeSelectorNode>
          nodes={tree.data?.list}
          query={tree}
          selectedId={params.organizeId}
          onSelect={(node) => filter({ organizeId: node?.id })}
          testId="role-organize-tree"
        />
      }
    >
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={refresh}
        onReset={() => filter({ globalMark: undefined })}
        testId="role-search"
        filters={
          <Select<0 | 1>
            allowClear
            value={params.globalMark}
            placeholder={t('kindFilter')}
            style={{ width: 120 }}
            onChange={(value) => filter({ globalMark: value })}
            options={[
              { value: 1, label: t('global') },
              { value: 0, label: t('organization') },
            ]}
          />
        }
        actions={
          <Auth code={ButtonCode.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({})}>
              {t('add')}
            </Button>
          </Auth>
        }
      />
      {granted.hasDeclared ? (
        <>
          <Table<RoleInfo>
            rowKey="id"
            size="middle"
            pagination={false}
            loading={query.isFetching}
            dataSource={query.isError ? [] : (query.data?.list ?? [])}
            locale={{ emptyText: tableEmptyText(query.isError, () => void query.refetch()) }}
            scroll={{ x: 1100 }}
            data-testid="role-table"
            columns={[
              ...granted.columns,
              {
                key: 'actions',
                title: t('adminKit:actions'),
                width: 170,
                fixed: 'right',
                render: (_, row) => (
                  <>
                    <Auth code={ButtonCode.edit}>
                      <Button type="link" size="small" onClick={() => setTarget({ row })}>
                        {t('edit')}
                      </Button>
                    </Auth>
                    <Auth code={ButtonCode.state}>
                      <Button type="link" size="small" onClick={() => toggle(row)}>
                        {row.enabledMark === 1 ? t('disable') : t('enable')}
                      </Button>
                    </Auth>
                    <Auth code={ButtonCode.remove}>
                      <Button type="link" size="small" danger onClick={() => remove(row)}>
                        {t('remove')}
                      </Button>
                    </Auth>
                  </>
                ),
              },
            ]}
          />
          <ListPager
            current={params.currentPage}
            pageSize={params.pageSize}
            total={query.isError ? 0 : (query.data?.pagination.total ?? 0)}
            onChange={page}
            testId="role-pager"
          />
        </>
      ) : (
        <NoGrantedColumns testId="role-no-columns" />
      )}
      <RoleFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={refresh} />
    </AdminPage>
  );
}
