import type { ScheduleTaskLog } from '@platform/contracts';
import { scheduleTaskEndpoints } from '@platform/contracts/web-endpoints';
import type { TableColumnType } from 'antd';
import { Drawer, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyIn } from '../../../platform/i18n/define-locales.ts';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { timeColumn } from '../../../shared/admin-kit/record-columns.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { taskLocales } from './task.locales.ts';

const TRIGGERS = taskLocales.resources['zh-CN'].trigger;

/** The runs of one job, newest first: start, duration, result, trigger and what the task reported. */
function TaskLogTable({ id }: { id: string }) {
  const { t } = useTranslation('task');
  const [paging, setPaging] = useState({ currentPage: 1, pageSize: 20 });
  const columns = useMemo<TableColumnType<ScheduleTaskLog>[]>(
    () => [
      timeColumn<ScheduleTaskLog>('runTime', t('logField.runTime'), { format: 'YYYY-MM-DD HH:mm:ss' }),
      { key: 'duration', dataIndex: 'duration', title: t('logField.duration'), width: 110 },
      {
        key: 'runResult',
        title: t('logField.runResult'),
        width: 100,
        render: (_, row) => (
          <Tag color={row.runResult === 0 ? 'success' : 'error'}>
            {t(row.runResult === 0 ? 'result.0' : 'result.1')}
          </Tag>
        ),
      },
      {
        key: 'trigger',
        title: t('logField.trigger'),
        width: 100,
        render: (_, row) => {
          const key = keyIn(TRIGGERS, row.trigger);
          return key ? t(`trigger.${key}`) : row.trigger;
        },
      },
      { key: 'description', dataIndex: 'description', title: t('logField.description'), ellipsis: true },
    ],
    [t],
  );
  const list = useAdminList({ endpoint: scheduleTaskEndpoints.logs, params: { id }, query: paging, columns });
  return (
    <AdminTable
      state={list}
      testId="task-log"
      onPage={(currentPage, pageSize) => setPaging({ currentPage, pageSize })}
    />
  );
}

/** 任务日志: a drawer over the job list. */
export function TaskLogDrawer({
  job,
  onClose,
}: {
  job: { id: string; fullName?: string } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('task');
  return (
    <Drawer
      open={job !== undefined}
      onClose={onClose}
      size={760}
      title={t('logTitle', { name: job?.fullName ?? '' })}
      destroyOnHidden
      data-testid="task-log-drawer"
    >
      {job && <TaskLogTable id={job.id} />}
    </Drawer>
  );
}
