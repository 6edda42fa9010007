import { type CreateSendConfigBody, MESSAGE_SOURCES, type SendConfigInfo } from '@platform/contracts';
import { sendConfigEndpoints } from '@platform/contracts/web-endpoints';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NameCodeFields, SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import type { Binding } from './send-config-binding-dialog.tsx';
import { SendConfigBindingsField } from './send-config-bindings-field.tsx';

export type SendConfigFormValues = {
  fullName: string;
  enCode: string;
  messageSource: string;
  sendConfigTemplateList: Binding[];
  sortCode?: number;
  enabledMark?: boolean;
  description?: string;
};

const NEW_CONFIG: Partial<SendConfigFormValues> = {
  sendConfigTemplateList: [],
  sortCode: 0,
  enabledMark: true,
};

const toValues = (config: SendConfigInfo): Partial<SendConfigFormValues> => ({
  fullName: config.fullName,
  enCode: config.enCode,
  messageSource: config.messageSource,
  sendConfigTemplateList: config.sendConfigTemplateList.map((row) => ({
    ...row,
    messageType: row.messageType as Binding['messageType'],
    enabledMark: row.enabledMark === 1 ? 1 : 0,
  })),
  sortCode: config.sortCode,
  enabledMark: config.enabledMark === 1,
  description: config.description ?? '',
});

/** The original's body: the form (a custom configuration, templateType 0) with its bindings. */
export function sendConfigBody(values: SendConfigFormValues): CreateSendConfigBody {
  return {
    fullName: values.fullName,
    enCode: values.enCode,
    templateType: 0,
    messageSource: values.messageSource as CreateSendConfigBody['messageSource'],
    sortCode: values.sortCode ?? 0,
    enabledMark: values.enabledMark === false ? 0 : 1,
    description: values.description ?? '',
    sendConfigTemplateList: values.sendConfigTemplateList ?? [],
  };
}

/**
 * New/edit dialog of a custom send configuration: name, code, the kind (always 自定义模板), the source
 * (fixed once saved; changing it empties the templates, which must be of it), sort, state,
 * description and the templates with the account each goes through.
 */
export function SendConfigFormDialog(props: RecordDialogProps<SendConfigFormValues>) {
  const { t } = useTranslation(['sendConfig', 'messageTemplate', 'adminKit']);
  const [form] = Form.useForm<SendConfigFormValues>();

  return (
    <RecordFormDialog
      {...props}
      endpoints={sendConfigEndpoints}
      newValues={NEW_CONFIG}
      toValues={toValues}
      toBody={sendConfigBody}
      thing={t('thing')}
      form={form}
      width={960}
      testId="send-config-dialog"
    >
      {(_, { editId }) => (
        <>
          <NameCodeFields />
          <Form.Item label={t('messageTemplate:field.templateType')}>
            <Input value={t('messageTemplate:templateType.0')} disabled />
          </Form.Item>
          <Form.Item
            name="messageSource"
            label={t('messageTemplate:field.messageSource')}
            extra={editId === undefined ? t('sourceChangeClears') : undefined}
            rules={[
              {
                required: true,
                message: t('adminKit:form.choose', { field: t('messageTemplate:field.messageSource') }),
              },
            ]}
          >
            <Select
              disabled={editId !== undefined}
              onChange={() => form.setFieldValue('sendConfigTemplateList', [])}
              options={MESSAGE_SOURCES.map((code) => ({
                value: code,
                label: t(`messageTemplate:messageSource.${code}`),
              }))}
            />
          </Form.Item>
          <SortStateDescriptionFields />
          <Form.Item name="sendConfigTemplateList" label={t('bindings')}>
            <SendConfigBindingsField />
          </Form.Item>
        </>
      )}
    </RecordFormDialog>
  );
}
