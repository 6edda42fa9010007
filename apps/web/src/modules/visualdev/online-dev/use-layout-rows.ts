import type { TableProps } from 'antd';
import { useState } from 'react';
import type { ListLayout } from './online-dev-column-data.ts';
import { parentKeys, type Row, rowsForLayout } from './online-dev-row-shape.ts';

/**
 * The table rows of the list's layout with every group or parent row open until the user closes it
 * (a closed row stays closed across pages and refreshes).
 */
export function useLayoutRows(
  layout: ListLayout,
  records: readonly Row[],
  label: (value: unknown) => string,
  emptyLabel: string,
): { rows: Row[]; expandable: TableProps<Row>['expandable'] } {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows = rowsForLayout(layout, records, label, emptyLabel);
  const expandable: TableProps<Row>['expandable'] = {
    expandedRowKeys: parentKeys(rows).filter((key) => !collapsed.has(key)),
    onExpand: (isOpen, row) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (isOpen) next.delete(String(row.id));
        else next.add(String(row.id));
        return next;
      }),
  };
  return { rows, expandable };
}
