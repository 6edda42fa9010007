import { MESSAGE_SEND_TYPES, type SendConfigTemplate } from '@platform/contracts';
import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPicker, TemplatePicker } from './send-config-pickers.tsx';

/** One binding as the configuration's dialog keeps it: the picked names and codes ride along. */
export type Binding = Omit<SendConfigTemplate, 'enabledMark'> & { enabledMark: 0 | 1 };

/** 站内信 is sent without an account. */
export const IN_APP = '1';

type BindingValues = Omit<Binding, 'enabledMark'> & { enabledMark: boolean };

const NEW_BINDING: Partial<BindingValues> = { sortCode: 0, enabledMark: true, description: '' };

interface BindingDialogProps {
  /** The row to edit, `null` for a new one, undefined while closed. */
  binding: Binding | null | undefined;
  /** The configuration's message source: the templates offered are of it. */
  messageSource: string;
  onClose: () => void;
  onSave: (binding: Binding) => void;
}

/**
 * 添加模板 / 编辑模板: the message type, an enabled template of that type and of the configuration's
 * source, the account it goes through (every type but 站内信), sort, state and description. Changing
 * the type clears the template and the account.
 */
export function SendConfigBindingDialog({ binding, messageSource, onClose, onSave }: BindingDialogProps) {
  const { t } = useTranslation(['sendConfig', 'messageTemplate', 'adminKit']);
  const [form] = Form.useForm<BindingValues>();
  const messageType = Form.useWatch('messageType', form);
  const templateName = Form.useWatch('templateName', form);
  const accountName = Form.useWatch('accountName', form);
  const isOpen = binding !== undefined;

  useEffect(() => {
    if (!isOpen) return;
    form.resetFields();
    form.setFieldsValue(binding ? { ...binding, enabledMark: binding.enabledMark === 1 } : NEW_BINDING);
  }, [isOpen, binding, form]);

  const save = async () => {
    let values: BindingValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const needsAccount = values.messageType !== IN_APP;
    onSave({
      ...(binding?.id ? { id: binding.id, sendConfigId: binding.sendConfigId } : {}),
      messageType: values.messageType,
      templateId: values.templateId,
      templateName: values.templateName ?? null,
      templateCode: values.templateCode ?? null,
      accountConfigId: needsAccount ? (values.accountConfigId ?? null) : null,
      accountName: needsAccount ? (values.accountName ?? null) : null,
      accountCode: needsAccount ? (values.accountCode ?? null) : null,
      enabledMark: values.enabledMark === false ? 0 : 1,
      sortCode: values.sortCode ?? 0,
      description: values.description ?? '',
    });
  };
  const choose = (field: string) => [{ required: true, message: t('adminKit:form.choose', { field }) }];
  const clearPicks = () =>
    form.setFieldsValue({
      templateId: undefined,
      templateName: null,
      templateCode: null,
      accountConfigId: null,
      accountName: null,
      accountCode: null,
    });

  return (
    <Modal
      open={isOpen}
      title={t(binding ? 'adminKit:editTitle' : 'adminKit:addTitle', { thing: t('binding') })}
      width={600}
      okText={t('adminKit:save')}
      cancelText={t('adminKit:cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="send-config-binding-dialog"
    >
      <Form<BindingValues>
        form={form}
        name="send-config-binding"
        labelCol={{ flex: '100px' }}
        wrapperCol={{ flex: 1 }}
      >
        <Form.Item
          name="messageType"
          label={t('messageTemplate:field.messageType')}
          rules={choose(t('messageTemplate:field.messageType'))}
        >
          <Select
            onChange={clearPicks}
            options={MESSAGE_SEND_TYPES.map((code) => ({
              value: code,
              label: t(`messageTemplate:messageType.${code}`),
            }))}
          />
        </Form.Item>
        <Form.Item name="templateId" label={t('field.templateName')} rules={choose(t('field.templateName'))}>
          <TemplatePicker
            messageType={messageType}
            messageSource={messageSource}
            label={templateName}
            onPick={(item) => form.setFieldsValue({ templateName: item.fullName, templateCode: item.enCode })}
          />
        </Form.Item>
        <Form.Item name="templateCode" label={t('field.templateCode')}>
          <Input disabled />
        </Form.Item>
        {messageType && messageType !== IN_APP && (
          <>
            <Form.Item
              name="accountConfigId"
              label={t('field.accountName')}
              rules={choose(t('field.accountName'))}
            >
              <AccountPicker
                messageType={messageType}
                label={accountName}
                onPick={(item) =>
                  form.setFieldsValue({ accountName: item.fullName, accountCode: item.enCode })
                }
              />
            </Form.Item>
            <Form.Item name="accountCode" label={t('field.accountCode')}>
              <Input disabled />
            </Form.Item>
          </>
        )}
        <Form.Item name="templateName" hidden noStyle>
          <Input type="hidden" />
        </Form.Item>
        <Form.Item name="accountName" hidden noStyle>
          <Input type="hidden" />
        </Form.Item>
        <Form.Item name="sortCode" label={t('adminKit:field.sortCode')}>
          <InputNumber min={0} max={999999} />
        </Form.Item>
        <Form.Item name="enabledMark" label={t('adminKit:field.enabledMark')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="description" label={t('adminKit:field.description')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
