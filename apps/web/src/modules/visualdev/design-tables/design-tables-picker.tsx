import { PlusOutlined } from '@ant-design/icons';
import type { DataModelField, DataModelTable } from '@platform/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, Popconfirm, Select, Space, Switch, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '../../../platform/feedback/use-app-feedback.ts';
import { registerLocales } from '../../../platform/i18n/register-locales.ts';
import { designTablesLocales } from './design-tables.locales.ts';
import {
  addDesignTables,
  columnLabel,
  type DesignTable,
  designTablesText,
  mainTableOf,
  parseDesignTables,
  removeDesignTable,
  setMainTable,
  setRelation,
} from './design-tables.ts';
import { TableChoiceDialog } from './table-choice-dialog.tsx';
import { tableColumnsQuery, useTableColumns } from './use-table-columns.ts';

registerLocales(designTablesLocales);

interface DesignTablesPickerProps {
  /** The design's `tables` JSON text (a form control's value). */
  value?: string;
  onChange?: (text: string) => void;
  /** The data connection the tables are read from. */
  dbLinkId: string;
}

/**
 * The design's tables (数据表) as the original lays them out: the main table and sub-tables of the
 * design's data connection, added from its table list, a sub-table made the main one by a click on
 * its tag, each sub-table's foreign key and the main table's column it points at chosen from their
 * columns, rows removed. It edits the same `tables` JSON text the server stores; 编辑 JSON shows that
 * text for direct editing, and text that is not a list of tables is only editable there.
 */
export function DesignTablesPicker({ value, onChange, dbLinkId }: DesignTablesPickerProps) {
  const { t } = useTranslation('designTables');
  const { message } = useAppFeedback();
  const queryClient = useQueryClient();
  const [isJson, setIsJson] = useState(false);
  const [choosing, setChoosing] = useState<string>();
  const [isAdding, setIsAdding] = useState(false);
  const tables = parseDesignTables(value);
  const columnsOf = useTableColumns(
    dbLinkId,
    (tables ?? []).map((table) => table.table),
  );
  const write = (next: DesignTable[]) => onChange?.(designTablesText(next));
  const mainTable = tables && mainTableOf(tables);

  /** The chosen tables with their columns, as the original stores them with each table. */
  const add = async (chosen: DataModelTable[]) => {
    if (!tables) return;
    setIsAdding(true);
    try {
      const withFields = await Promise.all(
        chosen.map(async (table) => ({
          ...table,
          fields: (await queryClient.fetchQuery(tableColumnsQuery(dbLinkId, table.table))).list,
        })),
      );
      write(addDesignTables(tables, withFields));
      setChoosing(undefined);
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setIsAdding(false);
    }
  };

  /** The live columns of a table, or those stored with it while they load. */
  const columnOptions = (table: DesignTable | undefined) => {
    const live = columnsOf(table?.table);
    const columns: DataModelField[] = live.columns ?? table?.fields ?? [];
    return {
      options: columns.map((column) => ({ value: column.field, label: columnLabel(column) })),
      loading: live.isLoading,
      status: live.error ? ('error' as const) : undefined,
      title: live.error && t('columnsFailed', { table: table?.table, message: live.error }),
    };
  };

  const linkSelect = (row: DesignTable, part: 'tableField' | 'relationField') => {
    const { title, ...props } = columnOptions(part === 'tableField' ? row : mainTable);
    return (
      <Tooltip title={title}>
        <Select
          {...props}
          size="small"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('choose')}
          value={row[part] || undefined}
          onChange={(column: string) => tables && write(setRelation(tables, row.table, { [part]: column }))}
          style={{ width: '100%' }}
          popupMatchSelectWidth={false}
          data-testid={`design-table-${part}-${row.table}`}
        />
      </Tooltip>
    );
  };

  return (
    <div data-testid="design-tables-picker">
      {tables === undefined && (
        <Alert type="warning" showIcon title={t('notTables')} style={{ marginBottom: 8 }} />
      )}
      {tables && !isJson && (
        <>
          <Table<DesignTable>
            size="small"
            rowKey="table"
            pagination={false}
            dataSource={tables}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
            columns={[
              {
                key: 'typeId',
                title: t('typeId'),
                width: 80,
                render: (_, row) =>
                  row.typeId === '1' ? (
                    <Tag color="blue">{t('main')}</Tag>
                  ) : (
                    <Tooltip title={t('setMain')}>
                      <Tag
                        color="orange"
                        style={{ cursor: 'pointer' }}
                        onClick={() => write(setMainTable(tables, row.table))}
                        data-testid={`design-table-set-main-${row.table}`}
                      >
                        {t('sub')}
                      </Tag>
                    </Tooltip>
                  ),
              },
              {
                key: 'table',
                title: t('table'),
                render: (_, row) => <Tooltip title={row.tableName || row.table}>{row.table}</Tooltip>,
              },
              {
                key: 'tableField',
                title: t('tableField'),
                width: 180,
                render: (_, row) => row.typeId === '0' && linkSelect(row, 'tableField'),
              },
              {
                key: 'relationField',
                title: t('relationField'),
                width: 180,
                render: (_, row) => row.typeId === '0' && linkSelect(row, 'relationField'),
              },
              {
                key: 'actions',
                title: t('actions'),
                width: 70,
                render: (_, row) => (
                  <Popconfirm
                    title={t('confirmRemove')}
                    onConfirm={() => write(removeDesignTable(tables, row.table))}
                  >
                    <Button type="link" danger size="small" data-testid={`design-table-remove-${row.table}`}>
                      {t('remove')}
                    </Button>
                  </Popconfirm>
                ),
              },
            ]}
          />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            style={{ marginTop: 8 }}
            onClick={() => setChoosing(dbLinkId)}
            data-testid="design-table-add"
          >
            {t('add')}
          </Button>
        </>
      )}
      {(isJson || tables === undefined) && (
        <Input.TextArea
          rows={4}
          spellCheck={false}
          style={{ fontFamily: 'monospace' }}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          data-testid="design-tables-json"
        />
      )}
      <Space style={{ marginTop: 8 }}>
        <Switch size="small" checked={isJson} onChange={setIsJson} data-testid="design-tables-json-switch" />
        {t('editJson')}
      </Space>
      <TableChoiceDialog
        dbLinkId={choosing}
        taken={(tables ?? []).map((table) => table.table)}
        isBusy={isAdding}
        onChoose={(chosen) => void add(chosen)}
        onClose={() => setChoosing(undefined)}
      />
    </div>
  );
}
