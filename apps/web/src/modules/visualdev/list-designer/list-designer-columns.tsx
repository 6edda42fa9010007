import {
  COLUMN_ALIGNS,
  COLUMN_FIXES,
  type ColumnSettings,
  type ListColumn,
  MAX_COLUMN_WIDTH,
  moveColumn,
  removeColumn,
  updateColumn,
} from '@platform/form-engine';
import { Checkbox, Empty, Input, InputNumber, Select, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReorderButtons } from './reorder-buttons.tsx';
import type { ListPaneProps } from './use-list-design.ts';

/** The list's columns in order, each with its title, width, alignment, freezing, sorting and summing. */
export function ListDesignerColumns({ api, candidates }: ListPaneProps) {
  const { t } = useTranslation('listDesigner');
  const { design } = api;
  const change = (prop: string, settings: ColumnSettings) =>
    api.apply((d) => updateColumn(d, candidates, prop, settings));
  const isNumber = (prop: string) => candidates.some((c) => c.name === prop && c.isNumber);
  const count = design.columnList.length;
  const choice = <K extends 'align' | 'fixed'>(
    column: ListColumn,
    key: K,
    options: { value: ListColumn[K]; label: string }[],
  ) => (
    <Select
      size="small"
      value={column[key]}
      options={options}
      onChange={(value: ListColumn[K]) => change(column.prop, { [key]: value })}
      data-testid={`list-column-${key}-${column.prop}`}
      style={{ width: '100%' }}
    />
  );

  const columns: TableProps<ListColumn>['columns'] = [
    {
      key: 'label',
      title: t('column.label'),
      render: (_, column) => (
        <Input
          size="small"
          value={column.label}
          onChange={(e) => change(column.prop, { label: e.target.value })}
          aria-label={`${t('column.label')} ${column.prop}`}
        />
      ),
    },
    { key: 'prop', dataIndex: 'prop', title: t('column.prop') },
    {
      key: 'width',
      title: t('column.width'),
      width: 110,
      render: (_, column) => (
        <InputNumber
          size="small"
          min={1}
          max={MAX_COLUMN_WIDTH}
          precision={0}
          value={column.width}
          onChange={(value) => change(column.prop, { width: value ?? null })}
          data-testid={`list-column-width-${column.prop}`}
        />
      ),
    },
    {
      key: 'align',
      title: t('column.align'),
      width: 100,
      render: (_, column) =>
        choice(
          column,
          'align',
          COLUMN_ALIGNS.map((value) => ({ value, label: t(`aligns.${value}`) })),
        ),
    },
    {
      key: 'fixed',
      title: t('column.fixed'),
      width: 110,
      render: (_, column) =>
        choice(
          column,
          'fixed',
          COLUMN_FIXES.map((value) => ({ value, label: t(`fixes.${value}`) })),
        ),
    },
    {
      key: 'sortable',
      title: t('column.sortable'),
      width: 64,
      align: 'center',
      render: (_, column) => (
        <Checkbox
          checked={column.sortable}
          onChange={(e) => change(column.prop, { sortable: e.target.checked })}
          data-testid={`list-column-sortable-${column.prop}`}
        />
      ),
    },
    {
      key: 'summary',
      title: t('column.summary'),
      width: 64,
      align: 'center',
      render: (_, column) => (
        <Checkbox
          checked={design.summaryField.includes(column.prop)}
          disabled={!isNumber(column.prop)}
          onChange={(e) => change(column.prop, { summary: e.target.checked })}
          data-testid={`list-column-summary-${column.prop}`}
        />
      ),
    },
    {
      key: 'actions',
      title: t('column.actions'),
      width: 120,
      render: (_, column, index) => (
        <ReorderButtons
          index={index}
          count={count}
          testId={`list-column-${column.prop}`}
          onMove={(to) => api.apply((d) => moveColumn(d, index, to))}
          onRemove={() => api.apply((d) => removeColumn(d, column.prop))}
        />
      ),
    },
  ];

  return (
    <Table<ListColumn>
      rowKey="prop"
      size="small"
      columns={columns}
      dataSource={design.columnList}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noColumns')} /> }}
      data-testid="list-designer-columns"
    />
  );
}
