import type { VisualDevPlannedColumn, VisualDevRow } from '@platform/contracts';
import { visualDevEndpoints } from '@platform/contracts/web-endpoints';
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Spin, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { callWithMessage } from '../../../platform/http/call.ts';
import { endpointQuery } from '../../../platform/http/endpoint-query.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { visualDevTablesLocales } from './visual-dev-tables.locales.ts';

registerLocales(visualDevTablesLocales);

interface VisualDevTablesDialogProps {
  /** The design to make tables for; undefined while closed. */
  row: VisualDevRow | undefined;
  onClose: () => void;
  onCreated: () => void;
}

const typeText = (column: VisualDevPlannedColumn) =>
  column.dataLength ? `${column.dataType}(${column.dataLength})` : column.dataType;

/**
 * 创建数据表: lists the tables, columns and indexes the server would make for a design without tables
 * (asked from the server, which also refuses a design it cannot make them for), and makes them on confirm.
 */
export function VisualDevTablesDialog({ row, onClose, onCreated }: VisualDevTablesDialogProps) {
  const { t } = useTranslation('visualDevTables');
  const { message } = useAppFeedback();
  const [isCreating, setIsCreating] = useState(false);
  const plan = useQuery({
    ...endpointQuery(visualDevEndpoints.tablesPlan, { params: { id: row?.id ?? '' } }, { isSilent: true }),
    enabled: row !== undefined,
    retry: false,
    gcTime: 0,
  });

  const create = async () => {
    if (!row) return;
    setIsCreating(true);
    try {
      const answer = await callWithMessage(visualDevEndpoints.createTables, { params: { id: row.id } });
      message.success(answer.msg);
      onCreated();
      onClose();
    } finally {
      setIsCreating(false);
    }
  };

  return (
    <Modal
      open={row !== undefined}
      title={t('title')}
      width={760}
      okText={t('create')}
      okButtonProps={{ disabled: !plan.data, loading: isCreating }}
      onOk={() => void create()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="visual-dev-tables"
    >
      {plan.isLoading && <Spin />}
      {plan.error && <Alert type="error" showIcon title={plan.error.message} />}
      {plan.data && (
        <>
          <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
          {plan.data.tables.map((table) => (
            <div key={table.table} data-testid="visual-dev-planned-table">
              <Typography.Title level={5}>
                {`${table.typeId === '1' ? t('main') : t('sub')}: ${table.table} (${table.tableName})`}
              </Typography.Title>
              <Table
                size="small"
                pagination={false}
                rowKey="field"
                dataSource={table.columns}
                columns={[
                  { title: t('column'), dataIndex: 'field' },
                  { title: t('label'), dataIndex: 'fieldName' },
                  { title: t('type'), render: (_, column) => typeText(column) },
                ]}
              />
              {table.indexes.length > 0 && (
                <Typography.Paragraph type="secondary">
                  {t('indexes', { columns: table.indexes.join(', ') })}
                </Typography.Paragraph>
              )}
              {table.searchIndexes.length > 0 && (
                <Typography.Paragraph type="secondary">
                  {t('searchIndexes', { columns: table.searchIndexes.join(', ') })}
                </Typography.Paragraph>
              )}
            </div>
          ))}
        </>
      )}
    </Modal>
  );
}
