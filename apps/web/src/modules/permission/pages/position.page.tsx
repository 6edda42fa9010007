import { PlusOutlined } from '@ant-design/icons';
import type { OrganizeSelectorNode, PositionInfo } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { organizeEndpoints, positionEndpoints } from '@platform/contracts/web-endpoints';
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
import { TreePanel } from '../../../shared/admin-kit/tree-panel.tsx';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { useGrantedColumns } from '../../../shared/permission/use-grant-gate.ts';
import { tableEmptyText } from '../../../shared/query-state/query-state.tsx';
import { POSITION_CODES } from '../components/grant-codes.ts';
import {
  type PositionDialogTarget,
  PositionFormDialog,
} from '../components/position/position-form-dialog.tsx';

import { positionLocales } from './position-locales.ts';

registerLocales(positionLocales);

/**
 * Menu permission.position (岗位管理): organizations on the left (searchable; choosing one lists the
 * positions of it and everything below it), the paged position list on the right with keyword search.
 * Columns show only when granted (spec §6, ADR 0009).
 */
export default function PositionPage() {
  const { t } = useTranslation(['position', 'adminKit']);
  const { params, search, filter, page } = useListParams<{ organizeId?: string }>({ organizeId: undefined });
  const [target, setTarget] = useState<PositionDialogTarget | undefined>();
  const confirm = useConfirmAction();
  const tree = useQuery(endpointQuery(organizeEndpoints.tree));
  const dataColumns = useMemo<TableColumnType<PositionInfo>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('column.fullName'), ellipsis: true },
      { key: 'enCode', dataIndex: 'enCode', title: t('column.enCode'), width: 150 },
      { key: 'type', dataIndex: 'type', title: t('column.type'), width: 110 },
      { key: 'organizeName', dataIndex: 'organizeName', title: t('column.organize'), ellipsis: true },
      { key: 'userCount', dataIndex: 'userCount', title: t('column.userCount'), width: 70 },
      { key: 'sortCode', dataIndex: 'sortCode', title: t('column.sortCode'), width: 70 },
      stateColumn<PositionInfo>(t),
      creatorTimeColumn<PositionInfo>(t),
    ],
    [t],
  );
  const granted = useGrantedColumns(dataColumns, POSITION_CODES.columns);
  const query = useQuery({
    ...endpointQuery(positionEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
    enabled: granted.hasDeclared,
  });
  const refresh = () => void query.refetch();
  const remove = (row: PositionInfo) =>
    confirm(
      'delete',
      async () => (await callWithMessage(positionEndpoints.remove, { params: { id: row.id } })).msg,
      refresh,
    );

  return (
    <AdminPage
      aside={
        <TreePanel<OrganizeSelectorNode>
          title={t('organizeTree')}
          nodes={tree.data?.list}
          query={tree}
          selectedId={params.organizeId}
          onSelect={(node) => filter({ organizeId: node?.id })}
          testId="position-organize-tree"
        />
      }
    >
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={refresh}
        testId="position-search"
        actions={
          <Auth code={ButtonCode.add}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setTarget({ organizeId: params.organizeId })}
            >
              {t('add')}
            </Button>
          </Auth>
        }
      />
      {granted.hasDeclared ? (
        <>
          <Table<PositionInfo>
            rowKey="id"
            size="middle"
            pagination={false}
            loading={query.isFetching}
            dataSource={query.isError ? [] : (query.data?.list ?? [])}
            locale={{ emptyText: tableEmptyText(query.isError, () => void query.refetch()) }}
            scroll={{ x: 1000 }}
            data-testid="position-table"
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
                      <Button type="link" size="small" onClick={() => setTarget({ row })}>
                        {t('edit')}
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
            testId="position-pager"
          />
        </>
      ) : (
        <NoGrantedColumns testId="position-no-columns" />
      )}
      <PositionFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={refresh} />
    </AdminPage>
  );
}
