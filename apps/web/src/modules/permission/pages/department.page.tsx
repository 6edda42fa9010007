import { PlusOutlined } from '@ant-design/icons';
import type { OrganizeSelectorNode } from '@platform/contracts';
import { ButtonCode } from '@platform/contracts';
import { departmentEndpoints, organizeEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { NoGrantedColumns } from '../../../shared/admin-kit/no-granted-columns.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { TreePanel } from '../../../shared/admin-kit/tree-panel.tsx';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import {
  type OrganizeDialogTarget,
  OrganizeFormDialog,
} from '../components/organize/organize-form-dialog.tsx';
import { OrganizeTreeTable, useOrganizeColumns } from '../components/organize/organize-tree-table.tsx';
import { organizeLocales } from './organize-locales.ts';

registerLocales(organizeLocales);

/** The companies of the organization tree (departments pruned), for the panel on the left. */
const companiesOnly = (nodes: readonly OrganizeSelectorNode[]): OrganizeSelectorNode[] =>
  nodes.filter((n) => n.category === 'company').map((n) => ({ ...n, children: companiesOnly(n.children) }));

/**
 * Menu permission.department (部门管理): companies on the left (searchable), the chosen company's
 * departments as a tree table on the right; new, edit and delete through the department routes.
 */
export default function DepartmentPage() {
  const { t } = useTranslation('organize');
  const [company, setCompany] = useState<OrganizeSelectorNode | undefined>();
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<OrganizeDialogTarget | undefined>();
  const confirm = useConfirmAction();
  const tree = useQuery(endpointQuery(organizeEndpoints.tree));
  const companies = useMemo(() => companiesOnly(tree.data?.list ?? []), [tree.data]);
  const params = { organizeId: company?.id, keyword };
  const granted = useOrganizeColumns();
  const query = useQuery({
    ...endpointQuery(departmentEndpoints.list, { query: params }),
    placeholderData: keepPreviousData,
    enabled: granted.hasDeclared,
  });
  const refresh = () => {
    void query.refetch();
    void tree.refetch();
  };

  return (
    <AdminPage
      aside={
        <TreePanel
          title={t('companyTree')}
          nodes={companies}
          query={tree}
          selectedId={company?.id}
          onSelect={setCompany}
          testId="department-company-tree"
        />
      }
    >
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={(value) => setKeyword(value.trim())}
        onRefresh={refresh}
        testId="department-search"
        actions={
          <Auth code={ButtonCode.add}>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setTarget({ category: 'department', parentId: company?.id })}
            >
              {t('addDepartment')}
            </Button>
          </Auth>
        }
      />
      {granted.hasDeclared ? (
        <OrganizeTreeTable
          nodes={query.data?.list}
          columns={granted.columns}
          query={query}
          testId="department-table"
          onEdit={(row) => setTarget({ category: 'department', row })}
          onRemove={(row) =>
            confirm(
              'delete',
              async () => (await callWithMessage(departmentEndpoints.remove, { params: { id: row.id } })).msg,
              refresh,
            )
          }
        />
      ) : (
        <NoGrantedColumns testId="department-no-columns" />
      )}
      <OrganizeFormDialog
        target={target}
        via="department"
        onClose={() => setTarget(undefined)}
        onSaved={refresh}
      />
    </AdminPage>
  );
}
