import type { TableColumnType, TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { RuntimeColumn } from './online-dev-column-data.ts';
import { groupLabel, isGroupRow, type Row } from './online-dev-row-shape.ts';

interface ListColumnsInput {
  /** The designed columns the caller holds. */
  columns: readonly RuntimeColumn[];
  /** A stored value as the list shows it (its option, dictionary or switch text...). */
  textOf: (prop: string, value: unknown) => ReactNode;
  order: { sidx?: string; sort: 'asc' | 'desc' };
  /** The buttons column, when the caller holds a row button. */
  actions?: TableColumnType<Row>;
  /** A row being edited in place gives its own cell; undefined for the others. */
  editingCell?: (prop: string, row: Row) => ReactNode | undefined;
  /** How a group header names the records without a group value. */
  emptyGroup?: string;
  /** Columns before the designed ones (an inline-edit list's row number). */
  leading?: TableColumnType<Row>[];
}

/**
 * The table's columns as designed (title, width, alignment, frozen edge, sortable with the order in
 * force marked), each cell the stored value's text, then the buttons column.
 */
export function listColumns({
  columns,
  textOf,
  order,
  actions,
  editingCell,
  emptyGroup = '',
  leading = [],
}: ListColumnsInput): NonNullable<TableProps<Row>['columns']> {
  const shown: NonNullable<TableProps<Row>['columns']> = columns.map((column, index) => ({
    key: column.prop,
    dataIndex: column.prop,
    title: column.label,
    width: column.width,
    align: column.align,
    fixed: column.fixed,
    sorter: column.isSortable,
    sortOrder: order.sidx === column.prop ? (order.sort === 'asc' ? 'ascend' : 'descend') : null,
    // A group header names its group in the first column and is empty elsewhere.
    render: (value: unknown, row: Row) => {
      if (isGroupRow(row)) return index === 0 && <strong>{groupLabel(row) || emptyGroup}</strong>;
      return editingCell?.(column.prop, row) ?? textOf(column.prop, value);
    },
  }));
  return [...leading, ...shown, ...(actions ? [actions] : [])];
}
