import {
  ButtonCode,
  DATA_SOURCE_DEFAULT_PORTS,
  DATA_SOURCE_TYPES,
  type DataSourceType,
  type EndpointBody,
  type EndpointOutput,
  resourceCodes,
} from '@platform/contracts';
import { dataSourceEndpoints } from '@platform/contracts/web-endpoints';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SortStateDescriptionFields } from '../../../shared/admin-kit/record-fields.tsx';
import { type RecordDialogProps, RecordFormDialog } from '../../../shared/admin-kit/record-form-dialog.tsx';
import { Auth } from '../../../shared/permission/auth.tsx';
import { useSourceTest } from './use-source-test.ts';

export interface DataSourceFormValues {
  dbType: DataSourceType;
  fullName: string;
  host: string;
  port: number;
  userName: string;
  password?: string;
  serviceName: string;
  dbSchema?: string;
  sortCode?: number;
  enabledMark?: boolean;
  description?: string;
}

const FORM_CODES = resourceCodes('dataSource').forms;
const NEW_SOURCE: Partial<DataSourceFormValues> = {
  dbType: 'PostgreSQL',
  port: DATA_SOURCE_DEFAULT_PORTS.PostgreSQL,
  dbSchema: 'public',
  sortCode: 0,
  enabledMark: true,
};

const toValues = (source: EndpointOutput<typeof dataSourceEndpoints.get>): Partial<DataSourceFormValues> => ({
  dbType: source.dbType as DataSourceType,
  fullName: source.fullName,
  host: source.host,
  port: source.port,
  userName: source.userName,
  // Never answered: empty means "keep the stored password".
  password: '',
  serviceName: source.serviceName,
  dbSchema: source.dbSchema ?? undefined,
  sortCode: source.sortCode,
  enabledMark: source.enabledMark === 1,
  description: source.description ?? undefined,
});

export const toSourceBody = (
  values: DataSourceFormValues,
): EndpointBody<typeof dataSourceEndpoints.create> => ({
  dbType: values.dbType,
  fullName: values.fullName,
  host: values.host,
  port: values.port,
  userName: values.userName,
  password: values.password ?? '',
  serviceName: values.serviceName,
  dbSchema: values.dbType === 'PostgreSQL' ? (values.dbSchema ?? null) : null,
  sortCode: values.sortCode ?? 0,
  enabledMark: values.enabledMark === false ? 0 : 1,
  description: values.description ?? null,
});

/** New/edit dialog of a data source, with 测试连接 on the fields as they are. */
export function DataSourceFormDialog(props: RecordDialogProps<DataSourceFormValues>) {
  const { t } = useTranslation(['dataSource', 'adminKit']);
  const [form] = Form.useForm<DataSourceFormValues>();
  const dbType = Form.useWatch('dbType', form);
  const { runTest, isTesting } = useSourceTest();
  const required = (field: Parameters<typeof t>[0] & `field.${string}`) => [
    { required: true, whitespace: true, message: t('adminKit:form.required', { field: t(field) }) },
  ];
  return (
    <RecordFormDialog
      {...props}
      endpoints={dataSourceEndpoints}
      formCodes={FORM_CODES}
      newValues={NEW_SOURCE}
      toValues={toValues}
      toBody={toSourceBody}
      emptyRequired={{ fullName: '' }}
      thing={t('thing')}
      form={form}
      width={600}
      testId="data-source-dialog"
    >
      {(can, { editId }) => (
        <>
          <Form.Item name="dbType" label={t('field.dbType')} rules={[{ required: true }]}>
            <Select
              options={DATA_SOURCE_TYPES.map((type) => ({ value: type, label: type }))}
              onChange={(type: DataSourceType) =>
                form.setFieldsValue({
                  port: DATA_SOURCE_DEFAULT_PORTS[type],
                  dbSchema: type === 'PostgreSQL' ? 'public' : undefined,
                })
              }
            />
          </Form.Item>
          <Form.Item name="fullName" label={t('field.fullName')} rules={required('field.fullName')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="host" label={t('field.host')} rules={required('field.host')}>
            <Input maxLength={255} />
          </Form.Item>
          <Form.Item name="port" label={t('field.port')} rules={[{ required: true }]}>
            <InputNumber min={1} max={65535} precision={0} />
          </Form.Item>
          <Form.Item name="userName" label={t('field.userName')} rules={required('field.userName')}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          {can('password') && (
            <Form.Item name="password" label={t('field.password')}>
              <Input.Password
                maxLength={200}
                autoComplete="new-password"
                placeholder={editId ? t('passwordKeep') : undefined}
              />
            </Form.Item>
          )}
          <Form.Item name="serviceName" label={t('field.serviceName')} rules={required('field.serviceName')}>
            <Input maxLength={100} />
          </Form.Item>
          {dbType === 'PostgreSQL' && can('dbSchema') && (
            <Form.Item name="dbSchema" label={t('field.dbSchema')}>
              <Input maxLength={100} placeholder={t('schemaPlaceholder')} />
            </Form.Item>
          )}
          <Auth code={ButtonCode.test}>
            <Form.Item label=" " colon={false}>
              <Button
                loading={isTesting}
                data-testid="data-source-dialog-test"
                onClick={async () => {
                  const values = await form.validateFields();
                  await runTest({ ...toSourceBody(values), ...(editId ? { id: editId } : {}) });
                }}
              >
                {t('test')}
              </Button>
            </Form.Item>
          </Auth>
          <SortStateDescriptionFields can={can} />
        </>
      )}
    </RecordFormDialog>
  );
}
