import {
  ButtonCode,
  type ModuleButtonInfo,
  type ModuleFieldInfo,
  RESOURCE_CODE_PATTERN,
} from '@platform/contracts';
import {
  moduleButtonEndpoints,
  moduleColumnEndpoints,
  moduleFormEndpoints,
} from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, InputNumber, Radio, Switch, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../../platform/http/call.ts';
import { endpointQuery } from '../../../../platform/http/endpoint-query.ts';
import { FormDialog } from '../../../../shared/admin-kit/form-dialog.tsx';
import { stateColumn } from '../../../../shared/admin-kit/record-columns.tsx';
import { useConfirmAction } from '../../../../shared/admin-kit/use-confirm-action.ts';
import { MenuIcon } from '../../../../shared/menu-icon/menu-icon.tsx';
import { Auth } from '../../../../shared/permission/auth.tsx';
import { tableEmptyText } from '../../../../shared/query-state/query-state.tsx';
import { IconSelect } from './icon-select.tsx';

/** The endpoints of each resource kind; columns and form fields share one shape. */
const RESOURCE_ENDPOINTS = {
  button: moduleButtonEndpoints,
  column: moduleColumnEndpoints,
  form: moduleFormEndpoints,
};
type FieldKind = keyof typeof RESOURCE_ENDPOINTS;
type Row = ModuleButtonInfo | ModuleFieldInfo;

interface ResourceFormValues {
  fullName: string;
  enCode: string;
  icon?: string | null;
  bindTable?: string | null;
  fieldRule?: 0 | 1;
  childTableKey?: string | null;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string | null;
}

const isField = (row: Row): row is ModuleFieldInfo => 'fieldRule' in row;

/** The buttons, columns or form fields of one page: a small table with new, edit and delete. */
export function ResourceTable({ kind, moduleId }: { kind: FieldKind; moduleId: string }) {
  const { t } = useTranslation('systemMenu');
  const confirm = useConfirmAction();
  const [editing, setEditing] = useState<Row | 'new' | undefined>();
  const [form] = Form.useForm<ResourceFormValues>();
  const fieldRule = Form.useWatch('fieldRule', form);
  const endpoints = RESOURCE_ENDPOINTS[kind];
  const query = useQuery(endpointQuery(endpoints.list, { params: { moduleId } }));
  const refresh = () => void query.refetch();
  const initialValues = useMemo<ResourceFormValues>(() => {
    if (!editing || editing === 'new')
      return { fullName: '', enCode: '', fieldRule: 0, sortCode: 0, enabledMark: true };
    return {
      ...editing,
      fieldRule: isField(editing) && editing.fieldRule === 1 ? 1 : 0,
      enabledMark: editing.enabledMark === 1,
    };
  }, [editing]);
  const required = (field: string) => ({ required: true, message: t('form.required', { field }) });

  return (
    <div data-testid={`resource-${kind}`}>
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Auth code={ButtonCode.add}>
          <Button type="primary" size="small" onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        </Auth>
      </Flex>
      <Table<Row>
        rowKey="id"
        size="small"
        pagination={false}
        loading={query.isFetching}
        dataSource={query.isError ? [] : (query.data?.list ?? [])}
        locale={{ emptyText: tableEmptyText(query.isError, refresh) }}
        columns={[
          {
            key: 'fullName',
            title: t('resource.fullName'),
            render: (_, row) => (
              <span>
                {kind === 'button' && 'icon' in row && row.icon && <MenuIcon name={row.icon} />}{' '}
                {row.fullName}
              </span>
            ),
          },
          { key: 'enCode', dataIndex: 'enCode', title: t('resource.enCode') },
          ...(kind === 'button'
            ? []
            : [
                {
                  key: 'bindTable',
                  title: t('resource.bindTable'),
                  render: (_: unknown, row: Row) => (isField(row) ? row.bindTable : null),
                },
              ]),
          { key: 'sortCode', dataIndex: 'sortCode', title: t('column.sortCode'), width: 60 },
          stateColumn(t, 70),
          {
            key: 'actions',
            title: t('actions'),
            width: 110,
            render: (_, row) => (
              <>
                <Auth code={ButtonCode.edit}>
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('edit')}
                  </Button>
                </Auth>
                <Auth code={ButtonCode.remove}>
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() =>
                      confirm(
                        'delete',
                        async () => (await callWithMessage(endpoints.remove, { params: { id: row.id } })).msg,
                        refresh,
                      )
                    }
                  >
                    {t('remove')}
                  </Button>
                </Auth>
              </>
            ),
          },
        ]}
      />
      <FormDialog<ResourceFormValues>
        open={editing !== undefined}
        title={editing === 'new' ? t('resource.addTitle') : t('resource.editTitle')}
        form={form}
        initialValues={initialValues}
        onClose={() => setEditing(undefined)}
        onSaved={refresh}
        onSubmit={async (values) => {
          const common = {
            moduleId,
            fullName: values.fullName,
            enCode: values.enCode,
            sortCode: values.sortCode ?? 0,
            enabledMark: values.enabledMark === false ? (0 as const) : (1 as const),
            description: values.description ?? null,
          };
          const body =
            kind === 'button'
              ? { ...common, icon: values.icon ?? null }
              : {
                  ...common,
                  bindTable: values.bindTable ?? null,
                  fieldRule: values.fieldRule ?? 0,
                  childTableKey: values.fieldRule === 1 ? (values.childTableKey ?? null) : null,
                };
          const res =
            editing && editing !== 'new'
              ? await callWithMessage(endpoints.update, { params: { id: editing.id }, body })
              : await callWithMessage(endpoints.create, { body });
          return res.msg;
        }}
      >
        <Form.Item
          name="fullName"
          label={t('resource.fullName')}
          rules={[required(t('resource.fullName')), { max: 50 }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="enCode"
          label={t('resource.enCode')}
          rules={[
            required(t('resource.enCode')),
            { max: 50, message: t('form.codeMax') },
            { pattern: RESOURCE_CODE_PATTERN, message: t('resource.codeRule') },
          ]}
        >
          <Input maxLength={50} />
        </Form.Item>
        {kind === 'button' ? (
          <Form.Item name="icon" label={t('resource.icon')}>
            <IconSelect placeholder={t('form.iconPlaceholder')} />
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
        <Form.Item name="sortCode" label={t('column.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} />
        </Form.Item>
        <Form.Item name="enabledMark" label={t('column.enabledMark')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="description" label={t('column.description')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </FormDialog>
    </div>
  );
}
