import { ButtonCode, type ScheduleTaskInfo } from '@platform/contracts';
import { scheduleTaskEndpoints } from '@platform/contracts/web-endpoints';
import type { TableColumnType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { AddButton } from '../../../shared/admin-kit/add-button.tsx';
import { AdminPage } from '../../../shared/admin-kit/admin-page.tsx';
import { AdminTable } from '../../../shared/admin-kit/admin-table.tsx';
import { stateColumn, timeColumn } from '../../../shared/admin-kit/record-columns.tsx';
import type { RecordTarget } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { SearchBar } from '../../../shared/admin-kit/search-bar.tsx';
import { useAdminList } from '../../../shared/admin-kit/use-admin-list.ts';
import { useListParams } from '../../../shared/admin-kit/use-list-params.ts';
import { taskLocales } from './task.locales.ts';
import { TaskFormDialog, type TaskFormValues } from './task-form-dialog.tsx';
import { TaskLogDrawer } from './task-log-drawer.tsx';
import { interfaceOf, taskCodeOf, taskName } from './task-name.ts';

registerLocales(taskLocales);

/**
 * Menu system.task (系统调度): scheduled jobs with their cron, task, run count, last and next run;
 * new, edit, start/stop, run now, run log and delete.
 */
export default function TaskPage() {
  const { t } = useTranslation(['task', 'adminKit']);
  const { params, search, page } = useListParams();
  const [target, setTarget] = useState<RecordTarget<ScheduleTaskInfo, TaskFormValues> | undefined>();
  const [logOf, setLogOf] = useState<ScheduleTaskInfo | undefined>();
  const columns = useMemo<TableColumnType<ScheduleTaskInfo>[]>(
    () => [
      { key: 'fullName', dataIndex: 'fullName', title: t('field.fullName'), width: 180, ellipsis: true },
      { key: 'enCode', dataIndex: 'enCode', title: t('field.enCode'), width: 160 },
      { key: 'cron', dataIndex: 'cron', title: t('field.cron'), width: 140 },
      {
        key: 'taskCode',
        title: t('field.taskCode'),
        width: 180,
        render: (_, row) =>
          row.executeType === '1'
            ? `${t('executeType.1')}: ${interfaceOf(row.executeContent).interfaceName ?? ''}`
            : taskName(t, taskCodeOf(row.executeContent)),
      },
      { key: 'runCount', dataIndex: 'runCount', title: t('field.runCount'), width: 90 },
      timeColumn<ScheduleTaskInfo>('lastRunTime', t('field.lastRunTime')),
      timeColumn<ScheduleTaskInfo>('nextRunTime', t('field.nextRunTime')),
      stateColumn<ScheduleTaskInfo>(t),
    ],
    [t],
  );
  const list = useAdminList({ endpoint: scheduleTaskEndpoints.list, query: params, columns });

  return (
    <AdminPage>
      <SearchBar
        placeholder={t('searchPlaceholder')}
        onSearch={search}
        onRefresh={list.refresh}
        testId="task-search"
        actions={<AddButton onClick={() => setTarget({})} />}
      />
      <AdminTable
        state={list}
        onPage={page}
        testId="task"
        actionsWidth={220}
        onEdit={(row) => setTarget({ row })}
        onRemove={(row) => callWithMessage(scheduleTaskEndpoints.remove, { params: { id: row.id } })}
        actions={[
          {
            code: ButtonCode.execute,
            label: t('runNow'),
            prompt: () => ({ content: t('confirmRun') }),
            confirmRun: (row) => callWithMessage(scheduleTaskEndpoints.run, { params: { id: row.id } }),
          },
          {
            code: ButtonCode.state,
            label: (row) => (row.enabledMark === 1 ? t('adminKit:disable') : t('adminKit:enable')),
            isInMore: true,
            prompt: (row) => ({ content: t(row.enabledMark === 1 ? 'confirmStop' : 'confirmStart') }),
            confirmRun: (row) =>
              callWithMessage(
                row.enabledMark === 1 ? scheduleTaskEndpoints.stop : scheduleTaskEndpoints.enable,
                {
                  params: { id: row.id },
                },
              ),
          },
          { label: t('log'), isInMore: true, onClick: (row) => setLogOf(row) },
        ]}
      />
      <TaskFormDialog target={target} onClose={() => setTarget(undefined)} onSaved={list.refresh} />
      <TaskLogDrawer job={logOf} onClose={() => setLogOf(undefined)} />
    </AdminPage>
  );
}
