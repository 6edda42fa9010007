import type { OrganizeTreeNode } from '@platform/contracts';
import { organizeEndpoints } from '@platform/contracts/web-endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useTreeExpansion } from '../../../shared/admin-kit/tree-expansion.ts';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { ORGANIZE_CODES } from '../grant-codes.ts';
import { organizeLocales } from './organize.locales.ts';
import { useOrganizeColumns } from './organize-columns.tsx';
import { type OrganizeDialogTarget, OrganizeFormDialog } from './organize-form-dialog.tsx';

registerLocales(organizeLocales);

/**
 * Menu permission.organize (组织管理): the whole organization tree (companies and departments) as a
 * tree table with keyword search; new companies, edit and delete of any node. The server refuses
 * a delete while children, users or positions remain, and shows why.
 */
export default function OrganizePage() {
  const { t } = useTranslation(['organize', 'adminKit']);
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<OrganizeDialogTarget | undefined>();
  const list = useAdminList({
    endpoint: organizeEndpoints.list,
    query: { keyword },
    columns: useOrganizeColumns(),
    grantCodes: ORGANIZE_CODES.columns,
  });
  const tree = useTreeExpansion(list.list.data?.list, true);

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('adminKit:nameCodePlaceholder')}
        onSearch={(value) => setKeyword(value.trim())}
        onRefresh={list.refresh}
        testId="organize-search"
        actions={
          <AddButton
            label={t('adminKit:addTitle', { thing: t('thing.company') })}
            onClick={() => setTarget({ category: 'company' })}
          />
        }
      />
      <AdminTable<OrganizeTreeNode>
        state={list}
        tree={tree}
        testId="organize"
        scrollX={1000}
        onEdit={(row) =>
          setTarget({ category: row.category === 'department' ? 'department' : 'company', row })
        }
        onRemove={(row) => callWithMessage(organizeEndpoints.remove, { params: { id: row.id } })}
      />
      <OrganizeFormDialog
        target={target}
        via="organize"
        onClose={() => setTarget(undefined)}
        onSaved={list.refresh}
      />
    </AdminPage>
  );
}
