import { ButtonCode, type DataSyncJob } from '@platform/contracts';
import { dataSyncEndpoints } from '@platform/contracts/web-endpoints';
import { type TableColumnType, Tag } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { timeColumn } from '../../../shared/admin-kit/record-columns.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { DataSyncJobDetail } from './data-sync-job-detail.tsx';
import { JobProgress } from './job-progress.tsx';

const STATE_COLORS: Record<DataSyncJob['state'], string> = {
  running: 'processing',
  succeeded: 'success',
  failed: 'error',
};

/**
 * 同步记录: the sync jobs, newest first, polled every second while one is running; 详情 shows a job,
 * 续传 continues a failed one after its last committed key.
 */
export function DataSyncJobs({ isPolling }: { isPolling: boolean }) {
  const { t } = useTranslation('dataSync');
  const { params, search, page } = useListParams();
  const [shown, setShown] = useState<string | undefined>();
  const columns = useMemo<TableColumnType<DataSyncJob>[]>(
    () => [
      {
        key: 'table',
        title: t('table'),
        width: 260,
        ellipsis: true,
        render: (_, job) => (job.table === job.toTable ? job.table : `${job.table} → ${job.toTable}`),
      },
      {
        key: 'source',
        title: t('source'),
        width: 240,
        ellipsis: true,
        render: (_, job) => `${job.fromName} → ${job.toName}`,
      },
      {
        key: 'state',
        title: t('state'),
        width: 90,
        render: (_, job) => <Tag color={STATE_COLORS[job.state]}>{t(`states.${job.state}`)}</Tag>,
      },
      { key: 'progress', title: t('progress'), width: 200, render: (_, job) => <JobProgress job={job} /> },
      timeColumn<DataSyncJob>('startTime', t('startTime'), { format: 'YYYY-MM-DD HH:mm:ss' }),
    ],
    [t],
  );
  const list = useAdminList({ endpoint: dataSyncEndpoints.jobs, query: params, columns });
  const hasRunning = (list.list.data?.list ?? []).some((job) => job.state === 'running');
  // While a sync runs (this page's or another's), the list is read again every second for its progress.
  const { refetch } = list.list;
  useInterval(isPolling || hasRunning, refetch);
  // When this page's sync ends the list is read once more: a sync under a second never saw a tick.
  const wasPolling = useRef(isPolling);
  useEffect(() => {
    if (wasPolling.current && !isPolling) void refetch();
    wasPolling.current = isPolling;
  }, [isPolling, refetch]);

  return (
    <>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        testId="data-sync-jobs-search"
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="data-sync-jobs"
        tableProps={{ rowKey: 'id' }}
        actions={[
          { code: ButtonCode.detail, label: t('detail'), onClick: (job) => setShown(job.id) },
          {
            code: ButtonCode.execute,
            label: t('resume'),
            isShownFor: (job) => job.state === 'failed',
            prompt: (job) => ({ content: t('resumePrompt', { key: job.lastKey ?? '-' }) }),
            confirmRun: (job) =>
              callWithMessage(dataSyncEndpoints.resume, { params: { id: job.id } }, { timeout: 100_000 }),
          },
        ]}
      />
      <DataSyncJobDetail id={shown} onClose={() => setShown(undefined)} />
    </>
  );
}

function useInterval(isOn: boolean, tick: () => unknown) {
  useEffect(() => {
    if (!isOn) return;
    const timer = setInterval(() => void tick(), 1000);
    return () => clearInterval(timer);
  }, [isOn, tick]);
}
