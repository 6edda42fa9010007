import { ButtonCode, type CacheInfo } from '@platform/contracts';
import { cacheManageEndpoints } from '@platform/contracts/web-endpoints';
import type { TableColumnType } from 'antd';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { Auth } from '../../../shared/permission/auth.tsx';
import { cacheLocales } from './cache.locales.ts';

registerLocales(cacheLocales);

/** Menu system.cache (系统缓存): the server's caches with their entries, and clear one or all. */
export default function CachePage() {
  const { t } = useTranslation(['cache', 'adminKit']);
  const [keyword, setKeyword] = useState<string | undefined>();
  const confirm = useConfirmAction();
  const columns = useMemo<TableColumnType<CacheInfo>[]>(
    () => [
      { key: 'name', title: t('field.name'), render: (_, row) => t(`names.${row.name}`) },
      { key: 'entries', dataIndex: 'entries', title: t('field.entries'), width: 120 },
      { key: 'version', dataIndex: 'version', title: t('field.version'), width: 100 },
      {
        key: 'overdueTime',
        title: t('field.overdueTime'),
        width: 190,
        render: (_, row) =>
          row.overdueTime === null ? t('untilChanged') : dayjs(row.overdueTime).format('YYYY-MM-DD HH:mm:ss'),
      },
    ],
    [t],
  );
  const list = useAdminList({ endpoint: cacheManageEndpoints.list, query: { keyword }, columns });
  const clearAll = () =>
    confirm(
      { content: t('confirmClearAll') },
      async () => (await callWithMessage(cacheManageEndpoints.clearAll)).msg,
      list.refresh,
    );

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={(value) => setKeyword(value || undefined)}
        onRefresh={list.refresh}
        testId="cache-search"
        actions={
          <Auth code={ButtonCode.remove}>
            <Button danger onClick={clearAll}>
              {t('clearAll')}
            </Button>
          </Auth>
        }
      />
      <AdminTable
        state={list}
        testId="cache"
        actionsWidth={90}
        tableProps={{ rowKey: 'name' }}
        actions={[
          {
            code: ButtonCode.remove,
            label: t('clear'),
            isDanger: true,
            prompt: () => ({ content: t('confirmClear') }),
            confirmRun: (row) => callWithMessage(cacheManageEndpoints.clear, { params: { name: row.name } }),
          },
        ]}
      />
    </AdminPage>
  );
}
