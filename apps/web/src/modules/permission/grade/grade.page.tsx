import type { GradeAdministrator } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { gradeEndpoints } from '@platform/contracts/web-endpoints';
import { Space, type TableColumnType, Tag } from 'antd';
import type { ParseKeys } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { gradeLocales } from './grade.locales.ts';
import { GradeDialog } from './grade-dialog.tsx';

registerLocales(gradeLocales);

/** Each right's word in the grade namespace. */
const RIGHT_KEYS = { Select: 'select', Add: 'create', Edit: 'update', Delete: 'delete' } as const;

/** Layer rights as short tags: 本层级 查看/编辑 · 子层级 查看. */
function rightsOf(
  org: GradeAdministrator['organizations'][number],
  t: (key: ParseKeys<'grade'>) => string,
): string {
  const part = (layer: 'thisLayer' | 'subLayer') => {
    const names = (['Select', 'Add', 'Edit', 'Delete'] as const)
      .filter((a) => org[`${layer}${a}`] === 1)
      .map((a) => t(RIGHT_KEYS[a]));
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
  const columns = useMemo<TableColumnType<GradeAdministrator>[]>(
    () => [
      { key: 'account', dataIndex: 'account', title: t('account'), width: 140 },
      { key: 'realName', dataIndex: 'realName', title: t('realName'), width: 140 },
      {
        key: 'organizations',
        title: t('organizations'),
        render: (_, row) => (
          <Space wrap size={4}>
            {row.organizations.map((org) => (
              <Tag key={org.organizeId} title={rightsOf(org, t)}>
                {org.organizeName}
              </Tag>
            ))}
          </Space>
        ),
      },
    ],
    [t],
  );
  const list = useAdminList({ endpoint: gradeEndpoints.list, query: params, columns });

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        actions={<AddButton code={ButtonCode.edit} onClick={() => setEditing(null)} />}
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="grade"
        scrollX={false}
        actionsWidth={130}
        tableProps={{ rowKey: 'userId' }}
        onEdit={setEditing}
        actions={[
          {
            code: ButtonCode.remove,
            label: t('adminKit:remove'),
            isDanger: true,
            prompt: (row) => ({ content: t('confirmRemove', { name: row.realName }) }),
            confirmRun: (row) => callWithMessage(gradeEndpoints.remove, { params: { userId: row.userId } }),
          },
        ]}
      />
      <GradeDialog editing={editing} onClose={() => setEditing(undefined)} onSaved={list.refresh} />
    </AdminPage>
  );
}
