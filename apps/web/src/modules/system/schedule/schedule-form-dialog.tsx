import type { ScheduleInfo } from '@platform/contracts';
import { scheduleEndpoints, usersPickerEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Input, Modal, Select, Switch, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { call, callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { endsBeforeStart, type ScheduleFormValues, scheduleBodyOf } from './schedule-form-values.ts';
import { type ScheduleScope, ScheduleScopeDialog } from './schedule-scope-dialog.tsx';
import { ScheduleSendConfigSelect } from './schedule-send-config-select.tsx';
import { useScheduleCategories } from './use-schedule-categories.ts';

export type ScheduleFormTarget = { id: string } | { start: Dayjs };

interface ScheduleFormDialogProps {
  target: ScheduleFormTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}

const URGENCIES = ['1', '2', '3'] as const;
const DURATIONS = ['30', '60', '90', '120', '180', '-1'] as const;
const REMINDERS = ['-2', '-1', '5', '10', '15', '30', '60', '120', '1440'] as const;
const REPETITIONS = ['1', '2', '3', '4', '5'] as const;
const REMINDER_TYPES = ['1', '2'] as const;

function newValues(start: Dayjs): ScheduleFormValues {
  const hour = start.hour() === 0 ? dayjs().add(1, 'hour').startOf('hour') : start.startOf('hour');
  return {
    title: '',
    urgent: '1',
    content: '',
    allDay: false,
    startDay: start.startOf('day'),
    startTime: hour,
    duration: '60',
    endDay: start.startOf('day'),
    endTime: hour.add(1, 'hour'),
    toUserIds: [],
    color: '#188ae2',
    reminderTime: '-2',
    reminderType: '1',
    send: undefined,
    sendName: undefined,
    repetition: '1',
    repeatTime: undefined,
    category: undefined,
  };
}

function editValues(info: ScheduleInfo): ScheduleFormValues {
  const at = (ms: number, time: string) => dayjs(`${dayjs(ms).format('YYYY-MM-DD')} ${time}`);
  return {
    title: info.title,
    urgent: info.urgent,
    content: info.content ?? '',
    allDay: info.allDay === 1,
    startDay: dayjs(info.startDay).startOf('day'),
    startTime: at(info.startDay, info.startTime),
    duration: DURATIONS.find((d) => d === String(info.duration)) ?? '-1',
    endDay: dayjs(info.endDay).startOf('day'),
    endTime: at(info.endDay, info.endTime),
    toUserIds: info.toUserIds,
    color: info.color ?? '#188ae2',
    reminderTime: String(info.reminderTime),
    reminderType: info.reminderType === 2 ? '2' : '1',
    send: info.send ?? undefined,
    sendName: info.sendName ?? undefined,
    repetition: String(info.repetition),
    repeatTime: info.repeatTime === null ? undefined : dayjs(info.repeatTime),
    category: info.category ?? undefined,
  };
}

/** 新建/编辑 a schedule; saving an edit of a repeating one asks whether it is this one or the following too. */
export function ScheduleFormDialog({ target, onClose, onSaved }: ScheduleFormDialogProps) {
  const { t } = useTranslation(['schedule', 'common']);
  const { message } = useAppFeedback();
  const [form] = Form.useForm<ScheduleFormValues>();
  const [isBusy, setBusy] = useState(false);
  const [pending, setPending] = useState<ScheduleFormValues | undefined>();
  const [repetition, setRepetition] = useState('1');
  const editId = target && 'id' in target ? target.id : undefined;
  const users = useQuery({
    ...endpointQuery(usersPickerEndpoints.all, { query: {} }),
    enabled: Boolean(target),
  });
  const categories = useScheduleCategories(Boolean(target));

  useEffect(() => {
    if (!target) return;
    if ('start' in target) {
      form.setFieldsValue(newValues(target.start));
      setRepetition('1');
      return;
    }
    void call(scheduleEndpoints.get, { params: { id: target.id } }).then((info) => {
      form.setFieldsValue(editValues(info));
      setRepetition(String(info.repetition));
    });
  }, [target, form]);
  // A new entry starts with the first category, as the original's dialog.
  const firstCategory = categories.options[0]?.value;
  useEffect(() => {
    if (target && 'start' in target && firstCategory && !form.getFieldValue('category')) {
      form.setFieldValue('category', firstCategory);
    }
  }, [target, firstCategory, form]);

  const save = async (values: ScheduleFormValues, scope: ScheduleScope) => {
    setBusy(true);
    try {
      const body = scheduleBodyOf(values);
      const answer = editId
        ? await callWithMessage(scheduleEndpoints.update, { params: { id: editId, type: scope }, body })
        : await callWithMessage(scheduleEndpoints.create, { body });
      void message.success({ content: answer.msg, duration: 1.5 });
      setPending(undefined);
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    // Every value, those of the inputs the current choices hide too (the end of a fixed duration).
    const values = form.getFieldsValue(true) as ScheduleFormValues;
    if (endsBeforeStart(values)) {
      form.setFields([{ name: 'endDay', errors: [t('endBeforeStart')] }]);
      return;
    }
    if (editId && repetition !== '1') setPending(values);
    else await save(values, '3');
  };

  const allDay = Form.useWatch('allDay', form);
  const duration = Form.useWatch('duration', form);
  const repeats = Form.useWatch('repetition', form);
  const reminds = Form.useWatch('reminderTime', form) !== '-2';
  const reminderType = Form.useWatch('reminderType', form);
  const sendName = Form.useWatch('sendName', form);
  const options = <K extends string>(keys: readonly K[], label: (key: K) => string) =>
    keys.map((key) => ({ value: key, label: label(key) }));
  // The scope dialog is no child of the modal: a closed antd modal stops rendering its children, which
  // would leave the scope dialog open when both close at once.
  return (
    <>
      <Modal
        open={Boolean(target)}
        title={editId ? t('edit') : t('add')}
        width={600}
        onCancel={onClose}
        onOk={() => void submit()}
        okText={t('common:confirm')}
        cancelText={t('common:cancel')}
        confirmLoading={isBusy}
        destroyOnHidden
        forceRender
      >
        <Form form={form} labelCol={{ flex: '100px' }} data-testid="schedule-form-dialog">
          <Form.Item
            name="category"
            label={t('field.type')}
            rules={categories.options.length ? [{ required: true, message: t('required.category') }] : []}
          >
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              options={categories.options}
              data-testid="schedule-category"
            />
          </Form.Item>
          <Form.Item name="urgent" label={t('field.urgent')}>
            <Select options={options(URGENCIES, (k) => t(`urgent.${k}`))} />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('field.title')}
            rules={[{ required: true, whitespace: true, message: t('required.title') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="content" label={t('field.content')}>
            <Input.TextArea rows={3} maxLength={5000} />
          </Form.Item>
          <Form.Item name="allDay" label={t('field.allDay')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="startDay"
            label={t('field.startDay')}
            rules={[{ required: true, message: t('required.startDay') }]}
          >
            <DatePicker allowClear={false} />
          </Form.Item>
          {allDay ? null : (
            <Form.Item name="startTime" label=" " colon={false}>
              <TimePicker format="HH:mm" minuteStep={5} allowClear={false} />
            </Form.Item>
          )}
          {allDay ? null : (
            <Form.Item name="duration" label={t('field.duration')}>
              <Select options={options(DURATIONS, (k) => t(`durations.${k}`))} />
            </Form.Item>
          )}
          {allDay || duration === '-1' ? (
            <Form.Item name="endDay" label={t('field.endDay')}>
              <DatePicker allowClear={false} />
            </Form.Item>
          ) : null}
          {!allDay && duration === '-1' ? (
            <Form.Item name="endTime" label=" " colon={false}>
              <TimePicker format="HH:mm" minuteStep={5} allowClear={false} />
            </Form.Item>
          ) : null}
          <Form.Item name="toUserIds" label={t('field.toUserIds')}>
            <Select
              mode="multiple"
              optionFilterProp="label"
              options={(users.data?.list ?? []).map((u) => ({ value: u.id, label: u.fullName }))}
            />
          </Form.Item>
          <Form.Item name="color" label={t('field.color')}>
            <Input type="color" style={{ width: 80 }} />
          </Form.Item>
          <Form.Item name="reminderTime" label={t('field.reminderTime')}>
            <Select options={options(REMINDERS, (k) => t(`reminders.${k}`))} />
          </Form.Item>
          {reminds ? (
            <Form.Item name="reminderType" label={t('field.reminderType')}>
              <Select
                options={options(REMINDER_TYPES, (k) => t(`reminderTypes.${k}`))}
                data-testid="schedule-reminderType"
              />
            </Form.Item>
          ) : null}
          {reminds && reminderType === '2' ? (
            <Form.Item
              name="send"
              label={t('field.send')}
              rules={[{ required: true, message: t('required.send') }]}
            >
              <ScheduleSendConfigSelect
                selectedName={sendName}
                onPicked={(name) => form.setFieldValue('sendName', name)}
              />
            </Form.Item>
          ) : null}
          <Form.Item name="repetition" label={t('field.repetition')}>
            <Select options={options(REPETITIONS, (k) => t(`repetitions.${k}`))} />
          </Form.Item>
          {repeats && repeats !== '1' ? (
            <Form.Item
              name="repeatTime"
              label={t('field.repeatTime')}
              rules={[{ required: true, message: t('required.repeatTime') }]}
            >
              <DatePicker />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
      <ScheduleScopeDialog
        open={Boolean(pending)}
        title={t('editScopeTitle')}
        text={t('editScopeText')}
        scopes={['1', '2']}
        isBusy={isBusy}
        onCancel={() => setPending(undefined)}
        onConfirm={(scope) => pending && void save(pending, scope)}
      />
    </>
  );
}
