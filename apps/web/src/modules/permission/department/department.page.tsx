import type { OrganizeSelectorNode, OrganizeTreeNode } from '@platform/contracts';
import { departmentEndpoints, organizeEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useTreeExpansion } from '../../../shared/admin-kit/tree-expansion.ts';
import { TreePanel } from '../../../shared/admin-kit/tree-panel.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { ORGANIZE_CODES } from '../grant-codes.ts';
import { organizeLocales } from '../organize/organize.locales.ts';
import { useOrganizeColumns } from '../organize/organize-columns.tsx';
import { type OrganizeDialogTarget, OrganizeFormDialog } from '../organize/organize-form-dialog.tsx';

registerLocales(organizeLocales);

/** The companies of the organization tree (departments pruned), for the panel on the left. */
const companiesOnly = (nodes: readonly OrganizeSelectorNode[]): OrganizeSelectorNode[] =>
  nodes.filter((n) => n.category === 'company').map((n) => ({ ...n, children: companiesOnly(n.children) }));

/**
 * Menu permission.department (部门管理): companies on the left (searchable), the chosen company's
 * departments as a tree table on the right; new, edit and delete through the department routes.
 */
export default function DepartmentPage() {
  const { t } = useTranslation(['organize', 'adminKit']);
  const [company, setCompany] = useState<OrganizeSelectorNode | undefined>();
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<OrganizeDialogTarget | undefined>();
  const companyTree = useQuery(endpointQuery(organizeEndpoints.tree));
  const companies = useMemo(() => companiesOnly(companyTree.data?.list ?? []), [companyTree.data]);
  const list = useAdminList({
    endpoint: departmentEndpoints.list,
    query: { organizeId: company?.id, keyword },
    columns: useOrganizeColumns(),
    grantCodes: ORGANIZE_CODES.columns,
  });
  const tree = useTreeExpansion(list.list.data?.list, true);
  const refresh = () => {
    list.refresh();
    void companyTree.refetch();
  };

  return (
    <AdminPage
      aside={
        <TreePanel
          title={t('tree')}
          nodes={companies}
          query={companyTree}
          selectedId={company?.id}
          onSelect={setCompany}
          testId="department-company-tree"
        />
      }
    >
      <SearchBar
        placeholder={t('adminKit:nameCodePlaceholder')}
        onSearch={(value) => setKeyword(value.trim())}
        onRefresh={refresh}
        testId="department-search"
        actions={
          <AddButton
            label={t('adminKit:addTitle', { thing: t('thing.department') })}
            onClick={() => setTarget({ category: 'department', preset: { parentId: company?.id } })}
          />
        }
      />
      <AdminTable<OrganizeTreeNode>
        state={{ ...list, refresh }}
        tree={tree}
        testId="department"
        scrollX={1000}
        onEdit={(row) => setTarget({ category: 'department', row })}
        onRemove={(row) => callWithMessage(departmentEndpoints.remove, { params: { id: row.id } })}
      />
      <OrganizeFormDialog
        target={target}
        via="department"
        onClose={() => setTarget(undefined)}
        onSaved={refresh}
      />
    </AdminPage>
  );
}
