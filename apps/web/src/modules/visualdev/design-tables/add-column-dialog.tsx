import {
  DATA_MODEL_IDENTIFIER,
  DATA_MODEL_TYPES,
  type DataModelType,
  PLATFORM_SOURCE_ID,
} from '@platform/contracts';
import { dataModelEndpoints } from '@platform/contracts/web-endpoints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { callWithMessage } from '../../../platform/http/call.ts';
import { tableColumnsQuery } from './use-table-columns.ts';

/** A column to add: its name, type, length (varchar and decimal) and comment. */
export interface NewColumn {
  field: string;
  dataType: DataModelType;
  dataLength?: string;
  fieldName?: string;
}

interface AddColumnDialogProps {
  dbLinkId: string;
  /** The table to add the column to; undefined while closed. */
  table: string | undefined;
  /** Called with the column once the table has it. */
  onAdded: (column: NewColumn) => void;
  onClose: () => void;
}

const DEFAULT_LENGTH: Partial<Record<DataModelType, string>> = { varchar: '50', decimal: '18,2' };

/**
 * 添加字段: adds one column to a table of the design through the data model's `addFields` (the same
 * checks as the data model page: valid name, known type, a table with rows gets nullable columns only),
 * refreshes the table's columns and hands the column back; the server's refusal stays in the dialog.
 */
export function AddColumnDialog({ dbLinkId, table, onAdded, onClose }: AddColumnDialogProps) {
  const { t } = useTranslation('designTables');
  const [form] = Form.useForm<NewColumn>();
  const dataType = Form.useWatch('dataType', form);
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: async (column: NewColumn) => {
      const name = table ?? '';
      await callWithMessage(
        dataModelEndpoints.addFields,
        {
          params: { linkId: dbLinkId || PLATFORM_SOURCE_ID },
          body: {
            tableInfo: { table: name, newTable: name },
            tableFieldList: [{ ...column, allowNull: 1 }],
          },
        },
        { isSilent: true },
      );
      await queryClient.invalidateQueries({ queryKey: tableColumnsQuery(dbLinkId, name).queryKey });
      return column;
    },
    onSuccess: (column) => {
      onAdded(column);
      onClose();
    },
  });
  const hasLength = dataType === 'varchar' || dataType === 'decimal';

  return (
    <Modal
      open={table !== undefined}
      title={t('addColumnTitle', { table })}
      okButtonProps={{ loading: add.isPending }}
      onOk={() => form.validateFields().then((column) => add.mutate(column))}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        add.reset();
      }}
      destroyOnHidden
    >
      {add.error && <Alert type="error" showIcon title={add.error.message} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ dataType: 'varchar', dataLength: '50' }}>
        <Form.Item
          name="field"
          label={t('columnName')}
          rules={[
            { required: true, message: t('required') },
            { pattern: DATA_MODEL_IDENTIFIER, message: t('badName') },
          ]}
        >
          <Input maxLength={63} data-testid="add-column-field" />
        </Form.Item>
        <Form.Item name="dataType" label={t('dataType')}>
          <Select
            options={DATA_MODEL_TYPES.map((type) => ({ value: type, label: type }))}
            onChange={(type: DataModelType) => form.setFieldValue('dataLength', DEFAULT_LENGTH[type])}
            data-testid="add-column-type"
          />
        </Form.Item>
        {hasLength && (
          <Form.Item name="dataLength" label={t('dataLength')}>
            <Input maxLength={20} data-testid="add-column-length" />
          </Form.Item>
        )}
        <Form.Item name="fieldName" label={t('comment')}>
          <Input maxLength={100} data-testid="add-column-comment" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
