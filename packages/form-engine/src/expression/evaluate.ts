import { amountInChinese } from '@platform/contracts';
import type { ExpressionNode } from './expression.ts';

/*
 * Evaluation rules:
 * - a referenced value that is empty, missing or not a number counts as 0 (numeric text such as "12.5"
 *   counts as its number);
 * - division by zero gives 0 rather than Infinity, so one empty divisor does not poison the form;
 * - a reference `table.column` evaluated for a row of that same table reads the row's cell; anywhere
 *   else (the main form, or a row of another table) it is the sum of the column over all rows;
 * - the result is rounded half away from zero at the field's precision (0 decimals when unset), after
 *   trimming binary noise at 15 significant digits (0.1 + 0.2 is 0.3); a result that is not finite is 0.
 */

export interface EvaluationScope {
  /** The record: main fields by name, sub-tables as arrays of row objects. */
  values: Readonly<Record<string, unknown>>;
  /** Set when the calculated field sits in a sub-table row: that table's name and the row index. */
  row?: { table: string; index: number };
}

/** Reads a submitted value as a number: numbers and numeric text count, everything else is 0. */
export function toOperand(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

function rowsOf(values: Readonly<Record<string, unknown>>, table: string): unknown[] {
  const rows = values[table];
  return Array.isArray(rows) ? rows : [];
}

function cell(row: unknown, column: string): unknown {
  return row !== null && typeof row === 'object' ? (row as Record<string, unknown>)[column] : undefined;
}

function referenceValue(
  node: Extract<ExpressionNode, { type: 'reference' }>,
  scope: EvaluationScope,
): number {
  if (node.table === undefined || node.column === undefined) return toOperand(scope.values[node.name]);
  const rows = rowsOf(scope.values, node.table);
  if (scope.row?.table === node.table) return toOperand(cell(rows[scope.row.index], node.column));
  return rows.reduce<number>((sum, row) => sum + toOperand(cell(row, node.column as string)), 0);
}

function evaluateNode(node: ExpressionNode, scope: EvaluationScope): number {
  switch (node.type) {
    case 'number':
      return node.value;
    case 'reference':
      return referenceValue(node, scope);
    case 'negate':
      return -evaluateNode(node.operand, scope);
    case 'binary': {
      const left = evaluateNode(node.left, scope);
      const right = evaluateNode(node.right, scope);
      if (node.operator === '+') return left + right;
      if (node.operator === '-') return left - right;
      if (node.operator === '*') return left * right;
      return right === 0 ? 0 : left / right;
    }
  }
}

/** Moves the decimal point of a finite number by `places` without binary error (1.005, 2 -> 100.5). */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent] = value.toExponential().split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounds half away from zero at `precision` decimals (0-15; unset or invalid counts as 0). */
export function roundTo(value: number, precision?: number | null): number {
  if (!Number.isFinite(value)) return 0;
  const places = Number.isInteger(precision) ? Math.min(Math.max(precision as number, 0), 15) : 0;
  const clean = Number(value.toPrecision(15));
  if (clean === 0) return 0;
  const rounded = shiftDecimal(Math.round(shiftDecimal(Math.abs(clean), places)), -places);
  // A negative that rounds to zero is 0, not -0 (which would show as "-0.00").
  return clean < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Evaluates an expression and rounds it at `precision` decimals. */
export function evaluateExpression(
  ast: ExpressionNode,
  scope: EvaluationScope,
  precision?: number | null,
): number {
  return roundTo(evaluateNode(ast, scope), precision);
}

/** Puts thousands separators into the integer part of a plain decimal text: '-1234567.5' -> '-1,234,567.5'. */
export function withThousands(text: string): string {
  const [integer, fraction] = text.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

export interface NumberDisplay {
  precision?: number | null;
  thousands?: boolean | null;
  isAmountChinese?: boolean | null;
}

/** What a calculated field shows: the number with its decimals and separators, and the amount in words. */
export function formatCalculated(
  value: number,
  display: NumberDisplay,
): { text: string; amountInChinese: string } {
  const places = Number.isInteger(display.precision)
    ? Math.min(Math.max(display.precision as number, 0), 15)
    : 0;
  const rounded = roundTo(value, places);
  const fixed = rounded.toFixed(places);
  return {
    text: display.thousands ? withThousands(fixed) : fixed,
    amountInChinese: display.isAmountChinese ? amountInChinese(rounded) : '',
  };
}
