import { PlusOutlined } from '@ant-design/icons';
import type { OrganizeSelectorNode, UserListItem } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { organizeEndpoints, usersEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { applyColumnSettings, useColumnSettings } from '../../../shared/admin-kit/column-settings-drawer.tsx';
import { ListPager } from '../../../shared/admin-kit/list-pager.tsx';
import { NoGrantedColumns } from '../../../shared/admin-kit/no-granted-columns.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { TreePanel } from '../../../shared/admin-kit/tree-panel.tsx';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { usePageModelId } from '../../../shared/permission/page-context.tsx';
import { tableEmptyText } from '../../../shared/query-state/query-state.tsx';
import { ResetPasswordDialog } from '../components/user/reset-password-dialog.tsx';
import { hasGrantedUserColumn, STATE_TAGS, useUserDataColumns } from '../components/user/user-columns.tsx';
import { type UserDialogTarget, UserFormDialog } from '../components/user/user-form-dialog.tsx';
import { UserIoToolbar } from '../components/user/user-io-toolbar.tsx';
import {
  USER_ACTIONS_WIDTH,
  UserRowActions,
  type UserRowHandlers,
} from '../components/user/user-row-actions.tsx';
import { WorkHandoverDialog } from '../components/user/work-handover-dialog.tsx';
import { userLocales } from './user-locales.ts';

registerLocales(userLocales);

/**
 * Menu permission.user (用户管理): organizations on the left (choosing one lists its users and those
 * below it), the paged list with keyword and state filters, and the account actions: new/edit,
 * reset password, enable/disable, unlock, work handover, delete, import, export. Columns show only
 * when granted (spec §6) and as the user arranged them in the column drawer.
 */
export default function UserPage() {
  const { t } = useTranslation(['user', 'adminKit']);
  const moduleId = usePageModelId();
  const dataColumns = useUserDataColumns();
  const savedColumns = useColumnSettings(moduleId);
  const shownColumns = useMemo(
    () => applyColumnSettings(dataColumns, savedColumns, (c) => c.key),
    [dataColumns, savedColumns],
  );
  const drawerColumns = useMemo(
    () => dataColumns.map((c) => ({ prop: c.key, label: String(c.title ?? c.key) })),
    [dataColumns],
  );
  const { params, search, filter, page } = useListParams<{ organizeId?: string; enabledMark?: number }>({
    organizeId: undefined,
    enabledMark: undefined,
  });
  const [target, setTarget] = useState<UserDialogTarget | undefined>();
  const [resetting, setResetting] = useState<UserListItem | undefined>();
  const [leaving, setLeaving] = useState<UserListItem | undefined>();
  const confirm = useConfirmAction();
  // Only the organizations the caller may see (spec: data queries by organization use the
  // authority-filtered selector); ancestors outside the scope come along disabled to keep the shape.
  const tree = useQuery(endpointQuery(organizeEndpoints.selectorByAuth, { params: { id: '0' } }));
  const hasListColumns = hasGrantedUserColumn(dataColumns);
  const query = useQuery({
    ...endpointQuery(usersEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
    enabled: hasListColumns,
  });
  const tableWidth = shownColumns.reduce((sum, c) => sum + Number(c.width ?? 0), USER_ACTIONS_WIDTH);
  const refresh = () => void query.refetch();
  const remove = (row: UserListItem) =>
    confirm(
      'delete',
      async () => (await callWithMessage(usersEndpoints.remove, { params: { id: row.id } })).msg,
      refresh,
    );
  const toggle = (row: UserListItem) =>
    confirm(
      row.enabledMark === 0 ? 'enable' : 'disable',
      async () => (await callWithMessage(usersEndpoints.setState, { params: { id: row.id } })).msg,
      refresh,
    );
  const unlock = (row: UserListItem) =>
    confirm(
      { content: t('confirmUnlock') },
      async () => (await callWithMessage(usersEndpoints.unlock, { params: { id: row.id } })).msg,
      refresh,
    );
  const rowHandlers: UserRowHandlers = {
    edit: (row) => setTarget({ row }),
    remove,
    toggle,
    unlock,
    resetPassword: setResetting,
    handover: setLeaving,
  };

  return (
    <AdminPage
      aside={
        <TreePanel<OrganizeSelectorNode>
          title={t('organizeTree')}
          nodes={tree.data?.list}
          query={tree}
          selectedId={params.organizeId}
          onSelect={(node) => filter({ organizeId: node?.id })}
          testId="user-organize-tree"
        />
      }
    >
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={refresh}
        onReset={() => filter({ enabledMark: undefined })}
        testId="user-search"
        filters={
          <Select<number>
            allowClear
            value={params.enabledMark}
            placeholder={t('stateFilter')}
            style={{ width: 110 }}
            onChange={(value) => filter({ enabledMark: value })}
            options={([1, 0, 2] as const).map((mark) => ({
              value: mark,
              label: t(`state.${STATE_TAGS[mark].key}`),
            }))}
            data-testid="user-state-filter"
          />
        }
        actions={
          <>
            <UserIoToolbar
              params={params}
              refresh={refresh}
              moduleId={moduleId}
              tableColumns={drawerColumns}
              shownKeys={shownColumns.map((c) => c.key)}
            />
            <Auth code={ButtonCode.add}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setTarget({ organizeId: params.organizeId })}
              >
                {t('add')}
              </Button>
            </Auth>
          </>
        }
      />
      {hasListColumns ? (
        <>
          <Table<UserListItem>
            rowKey="id"
            size="middle"
            pagination={false}
            loading={query.isFetching}
            dataSource={query.isError ? [] : (query.data?.list ?? [])}
            locale={{ emptyText: tableEmptyText(query.isError, () => void query.refetch()) }}
            // The columns' own widths: antd widens them to fill the card and scrolls only beyond it.
            scroll={{ x: tableWidth }}
            data-testid="user-table"
            columns={[
              ...shownColumns,
              {
                key: 'actions',
                title: t('adminKit:actions'),
                width: USER_ACTIONS_WIDTH,
                fixed: 'right',
                render: (_, row) => <UserRowActions row={row} on={rowHandlers} />,
              },
            ]}
          />
          <ListPager
            current={params.currentPage}
            pageSize={params.pageSize}
            total={query.isError ? 0 : (query.data?.pagination.total ?? 0)}
            onChange={page}
            testId="user-pager"
          />
        </>
      ) : (
        <NoGrantedColumns testId="user-no-columns" />
      )}
      <UserFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={refresh} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(undefined)} onSaved={refresh} />
      <WorkHandoverDialog user={leaving} onClose={() => setLeaving(undefined)} onSaved={refresh} />
    </AdminPage>
  );
}
