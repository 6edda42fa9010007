import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Space, Switch, Table, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { type Binding, SendConfigBindingDialog } from './send-config-binding-dialog.tsx';

interface BindingsFieldProps {
  value?: Binding[];
  onChange?: (bindings: Binding[]) => void;
}

/** The form field holding the configuration's source; templates are added only once it is chosen. */
const SOURCE_FIELD = 'messageSource';

/**
 * The configuration's templates, as a form control: one row per binding (type, template, account and
 * a state switch), added and edited in their own dialog, removed after asking.
 */
export function SendConfigBindingsField({ value = [], onChange }: BindingsFieldProps) {
  const { t } = useTranslation(['sendConfig', 'messageTemplate', 'adminKit']);
  const { modal, message } = useAppFeedback();
  const form = Form.useFormInstance();
  const [editing, setEditing] = useState<{ binding: Binding | null; index?: number; source: string }>();
  const replace = (index: number, binding: Binding) =>
    onChange?.(value.map((row, i) => (i === index ? binding : row)));

  const columns: TableColumnType<Binding>[] = [
    { key: 'index', title: t('field.index'), width: 60, render: (_, __, index) => index + 1 },
    {
      key: 'messageType',
      dataIndex: 'messageType',
      title: t('messageTemplate:field.messageType'),
      width: 110,
      render: (code: string) => t(`messageTemplate:messageType.${code as '1'}`, { defaultValue: code }),
    },
    { key: 'templateCode', dataIndex: 'templateCode', title: t('field.templateCode'), width: 120 },
    { key: 'templateName', dataIndex: 'templateName', title: t('field.templateName') },
    { key: 'accountCode', dataIndex: 'accountCode', title: t('field.accountCode'), width: 120 },
    { key: 'accountName', dataIndex: 'accountName', title: t('field.accountName') },
    {
      key: 'enabledMark',
      dataIndex: 'enabledMark',
      title: t('adminKit:field.enabledMark'),
      width: 80,
      render: (mark: number, row, index) => (
        <Switch
          size="small"
          checked={mark === 1}
          onChange={(isOn) => replace(index, { ...row, enabledMark: isOn ? 1 : 0 })}
        />
      ),
    },
    {
      key: 'actions',
      title: t('adminKit:actions'),
      width: 120,
      render: (_, row, index) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => setEditing({ binding: row, index, source: form.getFieldValue(SOURCE_FIELD) })}
          >
            {t('adminKit:edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              modal.confirm({
                title: t('adminKit:confirmTitle'),
                content: t('confirmRemoveBinding'),
                onOk: () => onChange?.(value.filter((_row, i) => i !== index)),
              })
            }
          >
            {t('adminKit:remove')}
          </Button>
        </Space>
      ),
    },
  ];

  const add = () => {
    const source: string | undefined = form.getFieldValue(SOURCE_FIELD);
    if (!source) {
      message.error(t('chooseSourceFirst'));
      return;
    }
    setEditing({ binding: null, source });
  };

  return (
    <div data-testid="send-config-bindings">
      <Table<Binding>
        size="small"
        rowKey={(row) => `${row.messageType}-${row.templateId}-${row.accountConfigId ?? ''}`}
        columns={columns}
        dataSource={value}
        pagination={false}
        locale={{ emptyText: t('noBindings') }}
      />
      <Button type="link" icon={<PlusOutlined />} onClick={add} data-testid="send-config-add-binding">
        {t('addBinding')}
      </Button>
      <SendConfigBindingDialog
        binding={editing?.binding}
        messageSource={editing?.source ?? ''}
        onClose={() => setEditing(undefined)}
        onSave={(binding) => {
          if (editing?.index === undefined) onChange?.([...value, binding]);
          else replace(editing.index, binding);
          setEditing(undefined);
        }}
      />
    </div>
  );
}
