import type { DataSyncJob } from '@platform/contracts';
import { Progress } from 'antd';

/** Percent done; 100 only when the job succeeded. */
export const jobPercent = (job: Pick<DataSyncJob, 'copied' | 'total' | 'state'>) =>
  job.state === 'succeeded'
    ? 100
    : job.total > 0
      ? Math.min(99, Math.floor((job.copied / job.total) * 100))
      : 0;

/** The bar of a job's progress: copied of total, red when it failed. */
export function JobProgress({ job }: { job: DataSyncJob }) {
  return (
    <Progress
      percent={jobPercent(job)}
      size="small"
      status={job.state === 'failed' ? 'exception' : job.state === 'running' ? 'active' : 'success'}
      format={() => `${job.copied}/${job.total}`}
    />
  );
}
