import { PlusOutlined } from '@ant-design/icons';
import { ButtonCode } from '@platform/contracts';
import { organizeEndpoints } from '@platform/contracts/web-endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { NoGrantedColumns } from '../../../shared/admin-kit/no-granted-columns.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import {
  type OrganizeDialogTarget,
  OrganizeFormDialog,
} from '../components/organize/organize-form-dialog.tsx';
import { OrganizeTreeTable, useOrganizeColumns } from '../components/organize/organize-tree-table.tsx';
import { organizeLocales } from './organize-locales.ts';

registerLocales(organizeLocales);

/**
 * Menu permission.organize (组织管理): the whole organization tree (companies and departments) as a
 * tree table with keyword search; new companies, edit and delete of any node. The server refuses
 * a delete while children, users or positions remain, and shows why.
 */
export default function OrganizePage() {
  const { t } = useTranslation('organize');
  const [keyword, setKeyword] = useState('');
  const [target, setTarget] = useState<OrganizeDialogTarget | undefined>();
  const confirm = useConfirmAction();
  const granted = useOrganizeColumns();
  const query = useQuery({
    ...endpointQuery(organizeEndpoints.list, { query: { keyword } }),
    placeholderData: keepPreviousData,
    enabled: granted.hasDeclared,
  });
  const refresh = () => void query.refetch();

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={(value) => setKeyword(value.trim())}
        onRefresh={refresh}
        testId="organize-search"
        actions={
          <Auth code={ButtonCode.add}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ category: 'company' })}>
              {t('addCompany')}
            </Button>
          </Auth>
        }
      />
      {granted.hasDeclared ? (
        <OrganizeTreeTable
          nodes={query.data?.list}
          columns={granted.columns}
          query={query}
          testId="organize-table"
          onEdit={(row) =>
            setTarget({ category: row.category === 'department' ? 'department' : 'company', row })
          }
          onRemove={(row) =>
            confirm(
              'delete',
              async () => (await callWithMessage(organizeEndpoints.remove, { params: { id: row.id } })).msg,
              refresh,
            )
          }
        />
      ) : (
        <NoGrantedColumns testId="organize-no-columns" />
      )}
      <OrganizeFormDialog
        target={target}
        via="organize"
        onClose={() => setTarget(undefined)}
        onSaved={refresh}
      />
    </AdminPage>
  );
}
