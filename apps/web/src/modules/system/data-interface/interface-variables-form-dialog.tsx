import type { DataInterfaceVariate, EndpointBody } from '@platform/contracts';
import { dataInterfaceVariateEndpoints } from '@platform/contracts/web-endpoints';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';

export interface InterfaceVariableFormValues {
  fullName: string;
  value?: string;
}

/** The rows carry every field of a variable: an edit starts from the row. */
const ENDPOINTS = {
  create: dataInterfaceVariateEndpoints.create,
  update: dataInterfaceVariateEndpoints.update,
};
const NEW_VARIABLE: Partial<InterfaceVariableFormValues> = { value: '' };
/** The interface of a variable never changes: only a create names it. */
const CREATE_ONLY = ['interfaceId'] as const;
/** The server's rule: the name holds no @, braces or white space (it is written `{@name}` in SQL). */
const NAME_PATTERN = /^[^@{}\s]+$/;

const toValues = (row: DataInterfaceVariate): Partial<InterfaceVariableFormValues> => ({
  fullName: row.fullName,
  value: row.value ?? '',
});

/** New/edit dialog of one variable of an interface: name and value (the value is bound as it is). */
export function InterfaceVariableFormDialog({
  interfaceId,
  ...props
}: RecordDialogProps<InterfaceVariableFormValues> & { interfaceId: string }) {
  const { t } = useTranslation('interfaceVariables');
  const toBody = (
    values: InterfaceVariableFormValues,
  ): EndpointBody<typeof dataInterfaceVariateEndpoints.create> => ({
    interfaceId,
    fullName: values.fullName.trim(),
    value: values.value ?? null,
  });
  return (
    <RecordFormDialog
      {...props}
      endpoints={ENDPOINTS}
      newValues={NEW_VARIABLE}
      toValues={toValues}
      toBody={toBody}
      createOnly={CREATE_ONLY}
      thing={t('thing')}
      width={560}
      testId="interface-variable-dialog"
    >
      {() => (
        <>
          <Form.Item
            name="fullName"
            label={t('field.fullName')}
            extra={t('hint')}
            rules={[
              { required: true, whitespace: true, message: t('form.required') },
              { max: 50, message: t('form.nameMax') },
              { pattern: NAME_PATTERN, message: t('form.nameChars') },
            ]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="value" label={t('field.value')}>
            <Input.TextArea rows={4} maxLength={2000} data-testid="interface-variable-value" />
          </Form.Item>
        </>
      )}
    </RecordFormDialog>
  );
}
