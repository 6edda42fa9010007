import { DATA_MODEL_IDENTIFIER, type DataModelField, type DataModelSaveBody } from '@platform/contracts';
import { dataModelEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { call, callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { DataModelFieldGrid, type FieldRow, fieldBodies, newFieldRow } from './data-model-field-grid.tsx';

/** What the dialog does: a new table, a change of `table`, or a new table copied from `table`. */
export type DataModelTarget = { mode: 'create' } | { mode: 'edit' | 'copy'; table: string };

const rowOf = (field: DataModelField, index: number): FieldRow => ({
  key: `row-${index}`,
  field: field.columnName,
  fieldName: field.fieldName ?? '',
  dataType: field.dataType,
  dataLength: field.dataLength === '默认' ? '' : field.dataLength,
  allowNull: field.allowNull,
  primaryKey: field.primaryKey,
  identity: field.identity,
  defaults: field.defaults ?? '',
});

interface Props {
  linkId: string;
  target: DataModelTarget | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** 新建表 / 编辑表 / 复制表: name, comment and the field grid; 查看 SQL shows what a save would run. */
export function DataModelFormDialog({ linkId, target, onClose, onSaved }: Props) {
  const { t } = useTranslation(['dataModel', 'adminKit']);
  const { message } = useAppFeedback();
  const [form] = Form.useForm<{ newTable: string; tableName: string }>();
  const [rows, setRows] = useState<FieldRow[]>([]);
  const [ddl, setDdl] = useState<string[] | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const source = target && target.mode !== 'create' ? target.table : undefined;
  const info = useQuery({
    ...endpointQuery(dataModelEndpoints.get, { params: { linkId, table: source ?? '' } }),
    enabled: source !== undefined,
  });

  useEffect(() => {
    if (!target) return;
    if (target.mode === 'create') {
      form.setFieldsValue({ newTable: '', tableName: '' });
      setRows([{ ...newFieldRow(), field: 'id', fieldName: '主键', allowNull: 0, primaryKey: 1 }]);
      return;
    }
    const data = info.data;
    if (!data) return;
    const name = target.mode === 'copy' ? `${data.tableInfo.table}_copy`.slice(0, 63) : data.tableInfo.table;
    form.setFieldsValue({ newTable: name, tableName: data.tableInfo.tableName ?? '' });
    setRows(data.tableFieldList.map(rowOf));
  }, [target, info.data, form]);

  const mode = target?.mode === 'edit' ? 'update' : 'create';
  const bodyOf = async (): Promise<DataModelSaveBody | undefined> => {
    const values = await form.validateFields();
    if (rows.length === 0) {
      message.error(t('noFields'));
      return undefined;
    }
    return {
      tableInfo: {
        newTable: values.newTable,
        tableName: values.tableName || null,
        ...(target?.mode === 'edit' ? { table: target.table } : {}),
      },
      tableFieldList: fieldBodies(rows),
    };
  };
  const run = async (work: (body: DataModelSaveBody) => Promise<void>) => {
    const body = await bodyOf().catch(() => undefined);
    if (!body) return;
    setIsBusy(true);
    try {
      await work(body);
    } catch {
      // The request helper showed the server's message.
    } finally {
      setIsBusy(false);
    }
  };
  const showDdl = () =>
    run(async (body) => {
      const answer = await call(dataModelEndpoints.ddl, { params: { linkId }, query: { mode }, body });
      setDdl(answer.statements);
    });
  const save = () =>
    run(async (body) => {
      const endpoint = mode === 'update' ? dataModelEndpoints.update : dataModelEndpoints.create;
      const { msg } = await callWithMessage(endpoint, { params: { linkId }, body });
      message.success(msg);
      onSaved();
      onClose();
    });

  const title =
    target?.mode === 'edit' ? t('editTable') : target?.mode === 'copy' ? t('copyTable') : t('addTable');
  return (
    <Modal
      open={target !== undefined}
      title={title}
      width={1080}
      onCancel={onClose}
      destroyOnHidden
      data-testid="data-model-dialog"
      footer={
        <Space>
          <Button onClick={onClose}>{t('adminKit:cancel')}</Button>
          <Button onClick={showDdl} loading={isBusy}>
            {t('showDdl')}
          </Button>
          <Button type="primary" onClick={save} loading={isBusy}>
            {t('adminKit:save')}
          </Button>
        </Space>
      }
    >
      <Spin spinning={source !== undefined && info.isLoading}>
        {info.isError && <Alert type="error" showIcon title={t('failed')} />}
        {target?.mode === 'edit' && info.data?.hasTableData && (
          <Alert type="warning" showIcon title={t('hasData')} />
        )}
        <Form form={form} layout="inline" style={{ margin: '12px 0' }}>
          <Form.Item
            name="newTable"
            label={t('table')}
            rules={[
              { required: true, message: t('required') },
              { pattern: DATA_MODEL_IDENTIFIER, message: t('badName') },
            ]}
          >
            <Input style={{ width: 240 }} />
          </Form.Item>
          <Form.Item name="tableName" label={t('comment')}>
            <Input style={{ width: 300 }} maxLength={100} />
          </Form.Item>
        </Form>
        <DataModelFieldGrid rows={rows} onChange={setRows} />
      </Spin>
      <Modal
        open={ddl !== undefined}
        title={t('ddlTitle')}
        footer={null}
        onCancel={() => setDdl(undefined)}
        width={760}
      >
        <Typography.Paragraph>
          <pre data-testid="data-model-ddl" style={{ whiteSpace: 'pre-wrap' }}>
            {(ddl ?? []).join(';\n\n')}
          </pre>
        </Typography.Paragraph>
      </Modal>
    </Modal>
  );
}
