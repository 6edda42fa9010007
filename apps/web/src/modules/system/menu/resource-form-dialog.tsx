import { type ModuleButtonInfo, type ModuleFieldInfo, RESOURCE_CODE_PATTERN } from '@platform/contracts';
import {
  moduleButtonEndpoints,
  moduleColumnEndpoints,
  moduleFormEndpoints,
} from '@platform/contracts/web-endpoints';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { type NamedRecordValues, namedRecord } from '../../../shared/admin-kit/named-record.ts';
import { NameCodeFields, SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { IconPicker } from '../../../shared/menu-icon/icon-picker.tsx';

/** The endpoints of each resource kind; columns and form fields share one shape. */
export const RESOURCE_ENDPOINTS = {
  button: moduleButtonEndpoints,
  column: moduleColumnEndpoints,
  form: moduleFormEndpoints,
};
export type ResourceKind = keyof typeof RESOURCE_ENDPOINTS;
export type ResourceRow = ModuleButtonInfo | ModuleFieldInfo;

interface ResourceFormValues extends NamedRecordValues {
  icon?: string | null;
  bindTable?: string | null;
  fieldRule?: 0 | 1;
  childTableKey?: string | null;
}

export const isField = (row: ResourceRow): row is ModuleFieldInfo => 'fieldRule' in row;

const NEW_RESOURCE: Partial<ResourceFormValues> = {
  ...namedRecord.initial,
  fullName: '',
  enCode: '',
  fieldRule: 0,
};

const toValues = (row: ResourceRow): Partial<ResourceFormValues> =>
  isField(row)
    ? {
        ...namedRecord.values(row),
        bindTable: row.bindTable,
        fieldRule: row.fieldRule === 1 ? 1 : 0,
        childTableKey: row.childTableKey,
      }
    : { ...namedRecord.values(row), icon: row.icon, fieldRule: 0 };

interface ResourceFormDialogProps extends RecordDialogProps<ResourceFormValues> {
  kind: ResourceKind;
  moduleId: string;
}

/** 名称 and 编码 of a page resource: its code follows the resource code rule. */
export function ResourceNameCodeFields() {
  const { t } = useTranslation('systemMenu');
  return (
    <NameCodeFields
      messagesNs="systemMenu"
      codeRule={{ pattern: RESOURCE_CODE_PATTERN, message: t('resource.codeRule') }}
    />
  );
}

/** New/edit dialog of a page resource: a button (with its icon), or a column or form field (with its table). */
export function ResourceFormDialog({ kind, moduleId, ...props }: ResourceFormDialogProps) {
  const { t } = useTranslation('systemMenu');
  const [form] = Form.useForm<ResourceFormValues>();
  const fieldRule = Form.useWatch('fieldRule', form);
  const endpoints = RESOURCE_ENDPOINTS[kind];
  const toBody = (values: ResourceFormValues) => {
    const common = { ...namedRecord.body(values), moduleId };
    return kind === 'button'
      ? { ...common, icon: values.icon ?? null }
      : {
          ...common,
          bindTable: values.bindTable ?? null,
          fieldRule: values.fieldRule ?? 0,
          childTableKey: values.fieldRule === 1 ? (values.childTableKey ?? null) : null,
        };
  };
  const required = (field: string) => ({ required: true, message: t('form.required', { field }) });
  return (
    <RecordFormDialog
      {...props}
      endpoints={{
        create: endpoints.create as typeof moduleButtonEndpoints.create,
        update: endpoints.update,
      }}
      newValues={NEW_RESOURCE}
      toValues={toValues}
      toBody={toBody}
      thing=""
      form={form}
      testId={`resource-${kind}-dialog`}
    >
      {() => (
        <>
          <ResourceNameCodeFields />
          {kind === 'button' ? (
            <Form.Item name="icon" label={t('column.icon')}>
              <IconPicker placeholder={t('form.iconPlaceholder')} />
            </Form.Item>
          ) : (
            <>
              <Form.Item name="bindTable" label={t('resource.bindTable')}>
                <Input maxLength={100} />
              </Form.Item>
              <Form.Item name="fieldRule" label={t('resource.fieldRule')}>
                <Radio.Group
                  options={[
                    { value: 0, label: t('resource.mainTable') },
                    { value: 1, label: t('resource.childTable') },
                  ]}
                />
              </Form.Item>
              {fieldRule === 1 && (
                <Form.Item
                  name="childTableKey"
                  label={t('resource.childTableKey')}
                  rules={[required(t('resource.childTableKey'))]}
                >
                  <Input maxLength={100} />
                </Form.Item>
              )}
            </>
          )}
          <SortStateDescriptionFields descriptionRows={2} />
        </>
      )}
    </RecordFormDialog>
  );
}
