import type { DataBackupInfo } from '@platform/contracts';
import type { TableColumnType } from 'antd';
import { Progress, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { creatorTimeColumn } from '../../../shared/admin-kit/record-columns.tsx';

const MB = 1024 * 1024;

/** 1.5 MB, 320 KB, 12 B. */
export function formatSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

const STATE_COLORS = { running: 'processing', done: 'success', failed: 'error' } as const;

/** The list's columns: file name, size, progress (state, tables done, rows), time. */
export function dataBackupColumns(
  t: TFunction<['dataBackup', 'adminKit']>,
): TableColumnType<DataBackupInfo>[] {
  return [
    { key: 'fileName', dataIndex: 'fileName', title: t('field.fileName'), ellipsis: true },
    {
      key: 'fileSize',
      dataIndex: 'fileSize',
      title: t('field.fileSize'),
      width: 110,
      render: (_, row) => (row.state === 'done' ? formatSize(row.fileSize) : '—'),
    },
    {
      key: 'progress',
      title: t('field.progress'),
      width: 260,
      render: (_, row) => {
        const tag = (
          <Tag color={STATE_COLORS[row.state]} data-testid={`data-backup-state-${row.id}`}>
            {t(`state.${row.state}`)}
          </Tag>
        );
        if (row.state === 'failed') return <Tooltip title={row.errorText}>{tag}</Tooltip>;
        const percent = row.tablesTotal > 0 ? Math.floor((row.tablesDone / row.tablesTotal) * 100) : 0;
        return (
          <span>
            {tag}
            {row.state === 'running' ? (
              <Progress percent={percent} size="small" style={{ width: 120, marginInlineStart: 8 }} />
            ) : (
              t('tables', { done: row.tablesDone, total: row.tablesTotal, rows: row.rowCount })
            )}
          </span>
        );
      },
    },
    { ...creatorTimeColumn<DataBackupInfo>(t), title: t('field.creatorTime') },
  ];
}
