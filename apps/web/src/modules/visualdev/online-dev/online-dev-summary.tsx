import { toOperand } from '@platform/form-engine';
import { Table, type TableProps } from 'antd';
import type { RuntimeColumn } from './online-dev-column-data.ts';

type Row = Record<string, unknown>;

/** The sum of a column over the rows on screen; numeric text counts, binary noise is trimmed. */
export function columnSum(rows: readonly Row[], prop: string): number {
  const sum = rows.reduce((total, row) => total + toOperand(row[prop]), 0);
  return Number(sum.toPrecision(15));
}

/**
 * The summary row under a list whose design sums columns (as the original, over the page shown): the
 * sums under their columns and the word 合计 in the first cell that holds no sum.
 */
export function summaryOf(
  columns: readonly RuntimeColumn[],
  summaryFields: readonly string[],
  hasSelection: boolean,
  totalLabel: string,
): TableProps<Row>['summary'] {
  const summed = new Set(summaryFields);
  if (!columns.some((c) => summed.has(c.prop))) return undefined;
  return (rows) => {
    const labelAt = columns.findIndex((c) => !summed.has(c.prop));
    const offset = hasSelection ? 1 : 0;
    return (
      <Table.Summary.Row data-testid="online-dev-summary">
        {hasSelection && <Table.Summary.Cell index={0} />}
        {columns.map((column, index) => (
          <Table.Summary.Cell key={column.prop} index={index + offset} align={column.align}>
            {summed.has(column.prop) ? columnSum(rows, column.prop) : index === labelAt ? totalLabel : null}
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    );
  };
}
