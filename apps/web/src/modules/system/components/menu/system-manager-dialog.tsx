import {
  ButtonCode,
  CODE_PATTERN,
  type EndpointBody,
  formatMessage,
  type SystemInfo,
} from '@platform/contracts';
import { systemEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, InputNumber, Modal, Switch, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../../platform/http/call.ts';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';
import { currentLanguage } from '../../../../platform/i18n/index.ts';
import { FormDialog } from '../../../../shared/admin-kit/form-dialog.tsx';
import { stateColumn } from '../../../../shared/admin-kit/record-columns.tsx';
import { useConfirmAction } from '../../../../shared/admin-kit/use-confirm-action.ts';
import { MenuIcon } from '../../../../shared/menu-icon/menu-icon.tsx';
import { Auth } from '../../../../shared/permission/auth.tsx';
import { tableEmptyText } from '../../../../shared/query-state/query-state.tsx';
import { IconSelect } from './icon-select.tsx';

interface SystemFormValues {
  fullName: string;
  enCode: string;
  icon?: string | null;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

interface SystemManagerDialogProps {
  open: boolean;
  onClose: () => void;
  /** After any change: the page reloads its system tabs. */
  onChanged: () => void;
}

/** Systems (应用) are few: one small table with new, edit and delete, opened from the menu page. */
export function SystemManagerDialog({ open, onClose, onChanged }: SystemManagerDialogProps) {
  const { t } = useTranslation('systemMenu');
  const confirm = useConfirmAction();
  const [editing, setEditing] = useState<SystemInfo | 'new' | undefined>();
  const query = useQuery({ ...endpointQuery(systemEndpoints.list), enabled: open });
  const refresh = () => {
    void query.refetch();
    onChanged();
  };
  const required = (field: string) => ({ required: true, message: t('form.required', { field }) });
  // Stable per opened record: the dialog resets its fields whenever this object changes.
  const initialValues = useMemo<SystemFormValues>(
    () =>
      editing === 'new' || !editing
        ? { fullName: '', enCode: '', sortCode: 0, enabledMark: true }
        : { ...editing, enabledMark: editing.enabledMark === 1 },
    [editing],
  );

  return (
    <Modal open={open} title={t('system.title')} width={760} footer={null} onCancel={onClose} destroyOnHidden>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Auth code={ButtonCode.add}>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        </Auth>
      </Flex>
      <Table<SystemInfo>
        rowKey="id"
        size="small"
        pagination={false}
        loading={query.isFetching}
        dataSource={query.isError ? [] : (query.data?.list ?? [])}
        locale={{ emptyText: tableEmptyText(query.isError, () => void query.refetch()) }}
        columns={[
          {
            key: 'fullName',
            title: t('system.fullName'),
            render: (_, row) => (
              <span>
                <MenuIcon name={row.icon} /> {row.fullName}{' '}
                {row.isMain === 1 && <Tag color="blue">{t('system.main')}</Tag>}
              </span>
            ),
          },
          { key: 'enCode', dataIndex: 'enCode', title: t('system.enCode') },
          { key: 'sortCode', dataIndex: 'sortCode', title: t('column.sortCode'), width: 70 },
          stateColumn(t),
          {
            key: 'actions',
            title: t('actions'),
            width: 120,
            render: (_, row) => (
              <>
                <Auth code={ButtonCode.edit}>
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('edit')}
                  </Button>
                </Auth>
                {row.isMain !== 1 && (
                  <Auth code={ButtonCode.remove}>
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() =>
                        confirm(
                          'delete',
                          async () =>
                            (await callWithMessage(systemEndpoints.remove, { params: { id: row.id } })).msg,
                          refresh,
                        )
                      }
                    >
                      {t('remove')}
                    </Button>
                  </Auth>
                )}
              </>
            ),
          },
        ]}
      />
      <FormDialog<SystemFormValues>
        open={editing !== undefined}
        title={editing === 'new' ? t('system.addTitle') : t('system.editTitle')}
        initialValues={initialValues}
        onClose={() => setEditing(undefined)}
        onSaved={refresh}
        onSubmit={async (values) => {
          const body: EndpointBody<typeof systemEndpoints.create> = {
            fullName: values.fullName,
            enCode: values.enCode,
            icon: values.icon ?? null,
            description: values.description ?? null,
            sortCode: values.sortCode ?? 0,
            enabledMark: values.enabledMark === false ? 0 : 1,
          };
          const res =
            editing && editing !== 'new'
              ? await callWithMessage(systemEndpoints.update, { params: { id: editing.id }, body })
              : await callWithMessage(systemEndpoints.create, { body });
          return res.msg;
        }}
      >
        <Form.Item
          name="fullName"
          label={t('system.fullName')}
          rules={[required(t('system.fullName')), { max: 50 }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="enCode"
          label={t('system.enCode')}
          rules={[
            required(t('system.enCode')),
            { max: 50, message: t('form.codeMax') },
            { pattern: CODE_PATTERN, message: formatMessage('validation.code', currentLanguage()) },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="icon" label={t('column.icon')}>
          <IconSelect placeholder={t('form.iconPlaceholder')} />
        </Form.Item>
        <Form.Item name="sortCode" label={t('column.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} />
        </Form.Item>
        <Form.Item name="enabledMark" label={t('column.enabledMark')} valuePropName="checked">
          <Switch disabled={editing !== 'new' && editing?.isMain === 1} />
        </Form.Item>
        <Form.Item name="description" label={t('column.description')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormDialog>
    </Modal>
  );
}
