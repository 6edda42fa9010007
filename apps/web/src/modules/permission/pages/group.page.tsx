import { PlusOutlined } from '@ant-design/icons';
import type { GroupInfo } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { groupEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Table, type TableColumnType } from 'antd';
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
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { useGrantedColumns } from '../../../shared/permission/use-grant-gate.ts';
import { tableEmptyText } from '../../../shared/query-state/query-state.tsx';
import { GROUP_CODES } from '../components/grant-codes.ts';
import { GroupFormDialog } from '../components/group/group-form-dialog.tsx';

import { groupLocales } from './group-locales.ts';

registerLocales(groupLocales);

/**
 * Menu permission.group (分组管理): the paged group list with keyword search, new, edit and delete.
 * Columns show only when granted (spec §6, ADR 0009).
 */
export default function GroupPage() {
  const { t } = useTranslation(['group', 'adminKit']);
  const { params, search, page } = useListParams();
  const [target, setTarget] = useState<GroupInfo | 'new' | undefined>();
  const confirm = useConfirmAction();
  const dataColumns = useMemo<TableColumnType<GroupInfo>[]>(
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
  const granted = useGrantedColumns(dataColumns, GROUP_CODES.columns);
  const query = useQuery({
    ...endpointQuery(groupEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
    enabled: granted.hasDeclared,
  });
  const refresh = () => void query.refetch();

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={refresh}
        testId="group-search"
        actions={
          <Auth code={ButtonCode.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget('new')}>
              {t('add')}
            </Button>
          </Auth>
        }
      />
      {granted.hasDeclared ? (
        <>
          <Table<GroupInfo>
            rowKey="id"
            size="middle"
            pagination={false}
            loading={query.isFetching}
            dataSource={query.isError ? [] : (query.data?.list ?? [])}
            locale={{ emptyText: tableEmptyText(query.isError, () => void query.refetch()) }}
            scroll={{ x: 900 }}
            data-testid="group-table"
            columns={[
              ...granted.columns,
              {
                key: 'actions',
                title: t('adminKit:actions'),
                width: 120,
                fixed: 'right',
                render: (_, row) => (
                  <>
                    <Auth code={ButtonCode.edit}>
                      <Button type="link" size="small" onClick={() => setTarget(row)}>
                        {t('edit')}
                      </Button>
                    </Auth>
                    <Auth code={ButtonCode.remove}>
                      <Button
                        type="link"
                        size="small"
                        danger
                        onClick={() =>
                          confirm(
                            'delete',
                            async () =>
                              (await callWithMessage(groupEndpoints.remove, { params: { id: row.id } })).msg,
                            refresh,
                          )
                        }
                      >
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
            testId="group-pager"
          />
        </>
      ) : (
        <NoGrantedColumns testId="group-no-columns" />
      )}
      <GroupFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={refresh} />
    </AdminPage>
  );
}
