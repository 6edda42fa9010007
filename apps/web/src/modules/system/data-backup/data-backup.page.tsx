import { ButtonCode, type DataBackupInfo } from '@platform/contracts';
import { dataBackupEndpoints } from '@platform/contracts/web-endpoints';
import { Alert } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call, callWithMessage } from '../../../platform/http/call.ts';
import { downloadFile } from '../../../platform/http/request.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useConfirmAction } from '../../../shared/admin-kit/use-confirm-action.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { dataBackupLocales } from './data-backup.locales.ts';
import { dataBackupColumns } from './data-backup-columns.tsx';

registerLocales(dataBackupLocales);

/** How often the list is read again while a backup runs, to move its progress. */
const POLL_MS = 1500;

async function download(row: DataBackupInfo): Promise<void> {
  try {
    const link = await call(dataBackupEndpoints.download, { params: { id: row.id } });
    await downloadFile(link.url, link.name);
  } catch {
    // The request helper showed the server's message.
  }
}

/**
 * Menu system.dataBackup (数据备份): the backups with their size, time and progress; 新建备份 starts
 * one (the list follows it until it ends), a finished one downloads, any finished one can be deleted.
 */
export default function DataBackupPage() {
  const { t } = useTranslation(['dataBackup', 'adminKit']);
  const { params, search, page } = useListParams();
  const confirm = useConfirmAction();
  const columns = useMemo(() => dataBackupColumns(t), [t]);
  const list = useAdminList({ endpoint: dataBackupEndpoints.list, query: params, columns });
  const isRunning = list.list.data?.list.some((row) => row.state === 'running') ?? false;
  const { refresh } = list;

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(refresh, POLL_MS);
    return () => clearInterval(timer);
  }, [isRunning, refresh]);

  const create = () =>
    confirm(
      { content: t('confirmCreate') },
      async () => (await callWithMessage(dataBackupEndpoints.create)).msg,
      refresh,
    );

  return (
    <AdminPage>
      <Alert type="info" showIcon message={t('restoreHint')} style={{ marginBottom: 12 }} />
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={refresh}
        testId="data-backup-search"
        actions={<AddButton onClick={create} label={t('create')} disabled={isRunning} />}
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="data-backup"
        actionsWidth={150}
        actions={[
          {
            code: ButtonCode.download,
            label: t('download'),
            isShownFor: (row) => row.state === 'done',
            onClick: (row) => void download(row),
          },
          {
            code: ButtonCode.remove,
            label: t('adminKit:remove'),
            isDanger: true,
            isShownFor: (row) => row.state !== 'running',
            prompt: () => ({ content: t('confirmDelete') }),
            confirmRun: (row) => callWithMessage(dataBackupEndpoints.remove, { params: { id: row.id } }),
          },
        ]}
      />
    </AdminPage>
  );
}
