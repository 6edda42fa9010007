import type { EndpointBody, EndpointOutput, ScheduleJobParameter } from '@platform/contracts';
import { scheduleTaskEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { NameCodeFields, SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { TaskInterfaceFields } from './task-interface-fields.tsx';
import { interfaceOf, taskCodeOf, taskName } from './task-name.ts';

export interface TaskFormValues {
  fullName: string;
  enCode: string;
  cron: string;
  /** '1' a data interface, '3' a built-in task. */
  executeType: string;
  taskCode?: string;
  interfaceId?: string;
  interfaceName?: string;
  parameter?: ScheduleJobParameter[];
  sortCode?: number;
  enabledMark?: boolean;
  description?: string;
}

const NEW_TASK: Partial<TaskFormValues> = {
  cron: '0 0 3 * * ?',
  executeType: '3',
  parameter: [],
  sortCode: 0,
  enabledMark: true,
};

const toValues = (job: EndpointOutput<typeof scheduleTaskEndpoints.get>): Partial<TaskFormValues> => ({
  fullName: job.fullName,
  enCode: job.enCode,
  cron: job.cron,
  executeType: job.executeType === '1' ? '1' : '3',
  taskCode: taskCodeOf(job.executeContent),
  ...interfaceOf(job.executeContent),
  sortCode: job.sortCode,
  enabledMark: job.enabledMark === 1,
  description: job.description ?? '',
});

/** What the job runs, as the original's executeContent (JSON text): a built-in task or an interface. */
function contentOf(values: TaskFormValues): string {
  const cron = values.cron.trim();
  if (values.executeType !== '1') return JSON.stringify({ cron, taskCode: values.taskCode });
  return JSON.stringify({
    cron,
    interfaceId: values.interfaceId,
    interfaceName: values.interfaceName ?? '',
    parameter: values.parameter ?? [],
  });
}

export const toTaskBody = (values: TaskFormValues): EndpointBody<typeof scheduleTaskEndpoints.create> => ({
  fullName: values.fullName,
  enCode: values.enCode,
  executeType: values.executeType === '1' ? '1' : '3',
  executeContent: contentOf(values),
  sortCode: values.sortCode ?? 0,
  enabledMark: values.enabledMark === false ? 0 : 1,
  description: values.description ?? '',
});

/** The next times the cron fires, from the server (it also says when the expression is refused). */
function NextRunsPreview({ cron }: { cron: string }) {
  const { t } = useTranslation('task');
  const deferred = useDeferredValue(cron.trim());
  const preview = useQuery({
    ...endpointQuery(
      scheduleTaskEndpoints.nextRuns,
      { query: { cron: deferred, count: 5 } },
      { isSilent: true },
    ),
    enabled: deferred.length > 0,
    retry: false,
  });
  if (!deferred) return null;
  const refusal = preview.error instanceof Error ? preview.error.message : undefined;
  return (
    <div data-testid="task-next-runs">
      <div>{t('nextRuns')}</div>
      {refusal ? (
        <div role="alert">{refusal}</div>
      ) : (
        <ul>
          {(preview.data?.list ?? []).map((time) => (
            <li key={time}>{dayjs(time).format('YYYY-MM-DD HH:mm:ss')}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** New/edit dialog of a scheduled job: name, code, cron with its next runs, the task, sort, state, note. */
export function TaskFormDialog(props: RecordDialogProps<TaskFormValues>) {
  const { t } = useTranslation(['task', 'adminKit']);
  const [form] = Form.useForm<TaskFormValues>();
  const cron = Form.useWatch('cron', form) ?? '';
  const executeType = Form.useWatch('executeType', form);
  const isOpen = props.target !== undefined;
  const tasks = useQuery({ ...endpointQuery(scheduleTaskEndpoints.tasks), enabled: isOpen });
  return (
    <RecordFormDialog
      {...props}
      form={form}
      endpoints={scheduleTaskEndpoints}
      newValues={NEW_TASK}
      toValues={toValues}
      toBody={toTaskBody}
      thing={t('thing')}
      width={640}
      testId="task-dialog"
    >
      {() => (
        <>
          <NameCodeFields labels={{ fullName: t('field.fullName'), enCode: t('field.enCode') }} />
          <Form.Item
            name="cron"
            label={t('field.cron')}
            extra={t('cronHelp')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: t('adminKit:form.required', { field: t('field.cron') }),
              },
            ]}
          >
            <Input maxLength={120} />
          </Form.Item>
          <NextRunsPreview cron={cron} />
          <Form.Item name="executeType" label={t('field.executeType')}>
            <Radio.Group
              options={[
                { value: '1', label: t('executeType.1') },
                { value: '3', label: t('executeType.3') },
              ]}
            />
          </Form.Item>
          {executeType === '1' ? (
            <TaskInterfaceFields form={form} isOpen={isOpen} />
          ) : (
            <Form.Item
              name="taskCode"
              label={t('field.taskCode')}
              rules={[
                { required: true, message: t('adminKit:form.required', { field: t('field.taskCode') }) },
              ]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                options={(tasks.data?.list ?? []).map((task) => ({
                  value: task.taskCode,
                  label: taskName(t, task.taskCode),
                }))}
              />
            </Form.Item>
          )}
          <SortStateDescriptionFields />
        </>
      )}
    </RecordFormDialog>
  );
}
