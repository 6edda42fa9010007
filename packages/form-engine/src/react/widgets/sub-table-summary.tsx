import type { Language } from '@platform/contracts';
import { Table } from 'antd';
import { toOperand, withThousands } from '../../expression/evaluate.ts';
import type { FormField } from '../../schema/form-schema.ts';
import { rendererText } from '../messages.ts';
import type { SubTableRow } from './sub-table-cell.tsx';

/** The table shows a summary row: `showSummary` (or the older `show-summary`) on the table widget. */
export function hasSummary(table: FormField): boolean {
  return table.showSummary === true || table['show-summary'] === true;
}

/**
 * A summed column as the summary row shows it: integers as they are, other sums with 2 decimals, with
 * thousands separators when the column or the table asks for them. Numbers and numeric text count;
 * everything else counts as 0, as in calculated fields.
 */
export function summaryText(rows: readonly SubTableRow[], column: FormField, table: FormField): string {
  const name = column.__vModel__ ?? '';
  const total = rows.reduce((sum, row) => sum + toOperand(row?.[name]), 0);
  const rounded = Math.round(total * 100) / 100;
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(2);
  return column.thousands === true || table.thousands === true ? withThousands(text) : text;
}

interface SubTableSummaryProps {
  table: FormField;
  /** The cell columns in display order (leaves of grouped headers). */
  leaves: readonly FormField[];
  rows: readonly SubTableRow[];
  hasActions: boolean;
  locale: Language;
}

/**
 * The 合计 row: the label under 序号, the sums of the columns named in `summaryField`, blanks elsewhere.
 * A function, not a component: antd keeps the summary in view (and shows it at all in a virtual table)
 * only when `summary` returns a fixed `Table.Summary` element itself.
 */
export function subTableSummary({ table, leaves, rows, hasActions, locale }: SubTableSummaryProps) {
  const summed = new Set(table.summaryField ?? []);
  return (
    <Table.Summary fixed>
      <Table.Summary.Row className="form-engine-sub-table-summary">
        <Table.Summary.Cell index={0} align="center">
          {rendererText('formEngine.renderer.subTableSummary', locale)}
        </Table.Summary.Cell>
        {leaves.map((column, index) => (
          <Table.Summary.Cell key={column.__vModel__ ?? index} index={index + 1}>
            {summed.has(column.__vModel__ ?? '') ? summaryText(rows, column, table) : null}
          </Table.Summary.Cell>
        ))}
        {hasActions && <Table.Summary.Cell index={leaves.length + 1} />}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
