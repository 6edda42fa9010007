import {
  type CreateMessageTemplateBody,
  MESSAGE_SEND_TYPES,
  MESSAGE_SOURCES,
  type MessageTemplateInfo,
  type SmsField,
  type TemplateParam,
} from '@platform/contracts';
import { messageTemplateEndpoints } from '@platform/contracts/web-endpoints';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NameCodeFields, SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { FormRichTextField } from '../../visualdev/rich-text/form-rich-text-field.tsx';
import { MessageTemplateParamsField } from './message-template-params-field.tsx';

export type TemplateFormValues = {
  fullName: string;
  enCode: string;
  messageSource: string;
  messageType: string;
  title?: string;
  content?: string;
  templateCode?: string;
  templateParamList?: Pick<TemplateParam, 'field' | 'fieldName'>[];
  /** Read back unchanged: this dialog does not edit the provider's variables yet. */
  smsFieldList?: SmsField[];
  wxSkip?: string | null;
  xcxAppId?: string | null;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string;
};

/** SMS and official-account templates are the provider's, named by their number: no title or content. */
const PROVIDER_TYPES = new Set(['3', '7']);
const MAIL = '2';
const IN_APP = '1';
const NEW_TEMPLATE: Partial<TemplateFormValues> = {
  messageSource: '1',
  messageType: IN_APP,
  templateParamList: [],
  sortCode: 0,
  enabledMark: true,
};

const toValues = (template: MessageTemplateInfo): Partial<TemplateFormValues> => ({
  fullName: template.fullName,
  enCode: template.enCode,
  messageSource: template.messageSource,
  messageType: template.messageType,
  title: template.title ?? '',
  content: template.content ?? '',
  templateCode: template.templateCode ?? '',
  templateParamList: template.templateParamList.map(({ field, fieldName }) => ({ field, fieldName })),
  smsFieldList: template.smsFieldList,
  wxSkip: template.wxSkip,
  xcxAppId: template.xcxAppId,
  sortCode: template.sortCode,
  enabledMark: template.enabledMark === 1,
  description: template.description ?? '',
});

/** The body of the form: only the fields the message type uses (the server drops the others anyway). */
export function templateBody(values: TemplateFormValues): CreateMessageTemplateBody {
  const isProvider = PROVIDER_TYPES.has(values.messageType);
  const hasContent = !isProvider && values.messageType !== IN_APP;
  return {
    fullName: values.fullName,
    enCode: values.enCode,
    templateType: '0',
    messageSource: values.messageSource as CreateMessageTemplateBody['messageSource'],
    messageType: values.messageType as CreateMessageTemplateBody['messageType'],
    title: isProvider ? null : (values.title ?? ''),
    content: hasContent ? (values.content ?? '') : null,
    templateCode: isProvider ? (values.templateCode ?? '') : null,
    templateParamList: (values.templateParamList ?? []).map(({ field, fieldName }) => ({
      field: field.trim(),
      fieldName: fieldName.trim(),
    })),
    ...(isProvider && {
      smsFieldList: values.smsFieldList ?? [],
      wxSkip: values.wxSkip ?? null,
      xcxAppId: values.xcxAppId ?? null,
    }),
    sortCode: values.sortCode ?? 0,
    enabledMark: values.enabledMark === false ? 0 : 1,
    description: values.description ?? '',
  };
}

/** Holds a value the form reads back unchanged. */
function KeptValue(_: { value?: unknown }) {
  return null;
}

/** The mail content: the form engine's rich-text editor, as a form control. */
function MailContentEditor({ value = '', onChange }: { value?: string; onChange?: (html: string) => void }) {
  return (
    <FormRichTextField
      id="message-template-content"
      value={value}
      onChange={(html) => onChange?.(html)}
      disabled={false}
      placeholder=""
    />
  );
}

/**
 * New/edit dialog of a custom template: name, code, source and type (fixed once saved), the title
 * and content the type uses (mail content is rich text, the others plain), the provider's template
 * number for SMS and official accounts, the parameters, sort, state and description.
 */
export function MessageTemplateFormDialog(props: RecordDialogProps<TemplateFormValues>) {
  const { t } = useTranslation(['messageTemplate', 'adminKit']);
  const [form] = Form.useForm<TemplateFormValues>();
  const messageType = Form.useWatch('messageType', form) ?? IN_APP;
  const isProvider = PROVIDER_TYPES.has(messageType);
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('adminKit:form.required', { field }) },
  ];
  const choose = (field: string) => [{ required: true, message: t('adminKit:form.choose', { field }) }];

  return (
    <RecordFormDialog
      {...props}
      endpoints={messageTemplateEndpoints}
      newValues={NEW_TEMPLATE}
      toValues={toValues}
      toBody={templateBody}
      thing={t('thing')}
      form={form}
      width={760}
      testId="message-template-dialog"
    >
      {(_, { editId }) => (
        <>
          <NameCodeFields />
          <Form.Item
            name="messageSource"
            label={t('field.messageSource')}
            rules={choose(t('field.messageSource'))}
          >
            <Select
              disabled={editId !== undefined}
              options={MESSAGE_SOURCES.map((code) => ({ value: code, label: t(`messageSource.${code}`) }))}
            />
          </Form.Item>
          <Form.Item name="messageType" label={t('field.messageType')} rules={choose(t('field.messageType'))}>
            <Select
              disabled={editId !== undefined}
              options={MESSAGE_SEND_TYPES.map((code) => ({ value: code, label: t(`messageType.${code}`) }))}
            />
          </Form.Item>
          {isProvider ? (
            <Form.Item
              name="templateCode"
              label={t('field.templateCode')}
              rules={required(t('field.templateCode'))}
            >
              <Input maxLength={100} />
            </Form.Item>
          ) : (
            <Form.Item name="title" label={t('field.title')} rules={required(t('field.title'))}>
              <Input maxLength={200} />
            </Form.Item>
          )}
          {!isProvider && messageType !== IN_APP && (
            <Form.Item
              name="content"
              label={t('field.content')}
              rules={required(t('field.content'))}
              extra={messageType === MAIL ? undefined : t('contentAsText')}
            >
              {messageType === MAIL ? <MailContentEditor /> : <Input.TextArea rows={5} />}
            </Form.Item>
          )}
          <MessageTemplateParamsField />
          {(['smsFieldList', 'wxSkip', 'xcxAppId'] as const).map((name) => (
            <Form.Item key={name} name={name} hidden noStyle>
              <KeptValue />
            </Form.Item>
          ))}
          <SortStateDescriptionFields />
        </>
      )}
    </RecordFormDialog>
  );
}
