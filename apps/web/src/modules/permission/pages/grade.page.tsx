import type { GradeAdministrator } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { gradeEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { ListPager } from '../../../shared/admin-kit/list-pager.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { tableEmptyText } from '../../../shared/query-state/query-state.tsx';
import { GradeDialog } from '../components/grade/grade-dialog.tsx';
import { gradeLocales } from './grade-locales.ts';

registerLocales(gradeLocales);

/** Layer rights as short tags: 本层级 查看/编辑 · 子层级 查看. */
function rightsOf(org: GradeAdministrator['organizations'][number], t: (key: string) => string): string {
  const part = (layer: 'thisLayer' | 'subLayer') => {
    const names = (['Select', 'Add', 'Edit', 'Delete'] as const)
      .filter((a) => org[`${layer}${a}`] === 1)
      .map((a) => t({ Select: 'select', Add: 'create', Edit: 'update', Delete: 'delete' }[a]));
    return names.length ? `${t(layer)} ${names.join('/')}` : '';
  };
  return [part('thisLayer'), part('subLayer')].filter(Boolean).join(' · ');
}

/**
 * Menu permission.grade (分级管理): users who administer organization subtrees, and what they may do
 * there. New and edit need btn_edit (one replace call), removal btn_remove.
 */
export default function GradePage() {
  const { t } = useTranslation(['grade', 'adminKit']);
  const { params, search, page } = useListParams();
  const [editing, setEditing] = useState<GradeAdministrator | null | undefined>(undefined);
  const confirm = useConfirmAction();
  const query = useQuery({
    ...endpointQuery(gradeEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void query.refetch();

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={refresh}
        actions={
          <Auth code={ButtonCode.edit}>
            <Button type="primary" onClick={() => setEditing(null)}>
              {t('add')}
            </Button>
          </Auth>
        }
      />
      <Table<GradeAdministrator>
        rowKey="userId"
        size="middle"
        loading={query.isFetching}
        dataSource={query.isError ? [] : (query.data?.list ?? [])}
        locale={{ emptyText: tableEmptyText(query.isError, refresh) }}
        pagination={false}
        data-testid="grade-table"
        columns={[
          { key: 'account', dataIndex: 'account', title: t('account'), width: 140 },
          { key: 'realName', dataIndex: 'realName', title: t('realName'), width: 140 },
          {
            key: 'organizations',
            title: t('organizations'),
            render: (_, row) => (
              <Space wrap size={4}>
                {row.organizations.map((org) => (
                  <Tag key={org.organizeId} title={rightsOf(org, (key) => t(key))}>
                    {org.organizeName}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            key: 'actions',
            title: t('adminKit:actions'),
            width: 130,
            render: (_, row) => (
              <Space size={0}>
                <Auth code={ButtonCode.edit}>
                  <Button type="link" onClick={() => setEditing(row)}>
                    {t('edit')}
                  </Button>
                </Auth>
                <Auth code={ButtonCode.remove}>
                  <Button
                    type="link"
                    danger
                    onClick={() =>
                      confirm(
                        { content: t('confirmRemove', { name: row.realName }) },
                        async () =>
                          (await callWithMessage(gradeEndpoints.remove, { params: { userId: row.userId } }))
                            .msg,
                        refresh,
                      )
                    }
                  >
                    {t('remove')}
                  </Button>
                </Auth>
              </Space>
            ),
          },
        ]}
      />
      <ListPager
        current={params.currentPage}
        pageSize={params.pageSize}
        total={query.isError ? 0 : (query.data?.pagination.total ?? 0)}
        onChange={page}
      />
      <GradeDialog editing={editing} onClose={() => setEditing(undefined)} onSaved={refresh} />
    </AdminPage>
  );
}
