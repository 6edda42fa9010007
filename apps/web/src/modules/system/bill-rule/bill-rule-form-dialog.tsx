import {
  BILL_DATE_FORMATS,
  type BillRuleInfo,
  billNumberExample,
  type EndpointBody,
  fitStartNumber,
  resourceCodes,
} from '@platform/contracts';
import { billRuleEndpoints } from '@platform/contracts/web-endpoints';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../platform/stores/session-store.ts';
import { NameCodeFields, SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { useBillCategories } from './use-bill-categories.ts';

export interface BillRuleFormValues {
  fullName: string;
  enCode: string;
  category?: string;
  prefix: string;
  dateFormat?: string;
  digit?: number;
  startNumber: string;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

const FORM_CODES = resourceCodes('billRule').forms;
const NEW_RULE: Partial<BillRuleFormValues> = { sortCode: 0, enabledMark: true, prefix: '', startNumber: '' };
const DIALOG_WIDTH = 600;

const toValues = (rule: BillRuleInfo): Partial<BillRuleFormValues> => ({
  fullName: rule.fullName,
  enCode: rule.enCode,
  category: rule.category,
  prefix: rule.prefix,
  dateFormat: rule.dateFormat,
  digit: rule.digit,
  startNumber: rule.startNumber,
  sortCode: rule.sortCode,
  enabledMark: rule.enabledMark === undefined ? undefined : rule.enabledMark === 1,
  description: rule.description,
});

const toBody = (values: BillRuleFormValues): EndpointBody<typeof billRuleEndpoints.create> => ({
  fullName: values.fullName,
  enCode: values.enCode,
  category: values.category ?? '',
  prefix: values.prefix,
  dateFormat: values.dateFormat as EndpointBody<typeof billRuleEndpoints.create>['dateFormat'],
  digit: values.digit ?? 0,
  startNumber: fitStartNumber(values.startNumber, values.digit ?? 0),
  sortCode: values.sortCode ?? 0,
  enabledMark: values.enabledMark === false ? 0 : 1,
  description: values.description ?? null,
});

/** 流水范例: the first number the rule would issue now, worked out again on every change. */
function LiveExample() {
  const { t } = useTranslation('billRule');
  const form = Form.useFormInstance<BillRuleFormValues>();
  const values = Form.useWatch([], form) as Partial<BillRuleFormValues> | undefined;
  const digit = values?.digit ?? 0;
  const timeZone = useSession((s) => s.current?.sysConfigInfo.timeZone);
  const example = billNumberExample(
    {
      prefix: values?.prefix ?? '',
      dateFormat: values?.dateFormat ?? 'no',
      digit,
      startNumber: fitStartNumber(values?.startNumber ?? '', digit),
    },
    new Date(),
    timeZone,
  );
  return (
    <Form.Item label={t('field.example')}>
      <Input value={example} disabled data-testid="bill-rule-example" />
    </Form.Item>
  );
}

/** New/edit dialog of a document-number rule (600 px), with the example that follows the typing. */
export function BillRuleFormDialog(props: RecordDialogProps<BillRuleFormValues>) {
  const { t } = useTranslation(['billRule', 'adminKit']);
  const { categories } = useBillCategories();
  const say = (
    key: 'required' | 'choose',
    field: 'category' | 'prefix' | 'dateFormat' | 'digit' | 'startNumber',
  ) => t(`form.${key}`, { field: t(`field.${field}`) });
  return (
    <RecordFormDialog
      {...props}
      endpoints={billRuleEndpoints}
      formCodes={FORM_CODES}
      newValues={NEW_RULE}
      toValues={toValues}
      toBody={toBody}
      emptyRequired={{ fullName: '', enCode: '' }}
      thing={t('thing')}
      width={DIALOG_WIDTH}
      testId="bill-rule-dialog"
    >
      {(can) => (
        <>
          <NameCodeFields
            can={can}
            labels={{ fullName: t('field.fullName'), enCode: t('field.enCode') }}
            messagesNs="billRule"
          />
          {can('category') && (
            <Form.Item
              name="category"
              label={t('field.category')}
              rules={[{ required: true, message: say('choose', 'category') }]}
            >
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={categories.map((c) => ({ value: c.id, label: c.fullName }))}
              />
            </Form.Item>
          )}
          {can('prefix') && (
            <Form.Item
              name="prefix"
              label={t('field.prefix')}
              rules={[{ required: true, whitespace: true, message: say('required', 'prefix') }]}
            >
              <Input maxLength={50} placeholder={t('placeholder.prefix')} />
            </Form.Item>
          )}
          {can('dateFormat') && (
            <Form.Item
              name="dateFormat"
              label={t('field.dateFormat')}
              rules={[{ required: true, message: say('choose', 'dateFormat') }]}
            >
              <Select options={BILL_DATE_FORMATS.map((f) => ({ value: f, label: t(`dateFormats.${f}`) }))} />
            </Form.Item>
          )}
          {can('digit') && (
            <Form.Item
              name="digit"
              label={t('field.digit')}
              rules={[{ required: true, message: say('required', 'digit') }]}
            >
              <InputNumber min={1} max={9} precision={0} />
            </Form.Item>
          )}
          {can('startNumber') && (
            <Form.Item
              name="startNumber"
              label={t('field.startNumber')}
              rules={[
                { required: true, message: say('required', 'startNumber') },
                { pattern: /^\d*$/, message: t('form.digitsOnly') },
                { pattern: /^$|[1-9]/, message: t('form.startZero') },
              ]}
            >
              <Input maxLength={9} placeholder={t('placeholder.startNumber')} />
            </Form.Item>
          )}
          <LiveExample />
          <SortStateDescriptionFields can={can} />
        </>
      )}
    </RecordFormDialog>
  );
}
