import type { ShowWhen, ShowWhenCondition } from '@platform/form-engine';

/*
 * The designer's rows of a visibility rule: field, operator and the value as typed. A row becomes the
 * engine's condition: a list for 属于/不属于 (comma separated), a number for 大于/小于, no value for
 * 为空/不为空, text otherwise.
 */

export type Operator = ShowWhenCondition['operator'];
export const OPERATORS: Operator[] = ['eq', 'ne', 'in', 'notIn', 'gt', 'lt', 'empty', 'notEmpty'];

export interface RuleRow {
  field: string;
  operator: Operator;
  value: string;
}

const listOf = (text: string) =>
  text
    .split(/[,，]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The condition a row stands for (possibly one the engine refuses, such as 大于 with no number). */
export function conditionOf(row: RuleRow): ShowWhenCondition {
  const { field, operator, value } = row;
  switch (operator) {
    case 'empty':
    case 'notEmpty':
      return { field, operator };
    case 'gt':
    case 'lt':
      return { field, operator, value: value.trim() === '' ? Number.NaN : Number(value) };
    case 'in':
    case 'notIn':
      return { field, operator, value: listOf(value) };
    default:
      return { field, operator, value };
  }
}

/** The row of a stored condition, its value as the designer shows it. */
export function rowOf(condition: ShowWhenCondition): RuleRow {
  const value = 'value' in condition ? condition.value : '';
  return {
    field: condition.field,
    operator: condition.operator,
    value: Array.isArray(value) ? value.join(',') : Number.isNaN(value) ? '' : String(value),
  };
}

/** `__config__.showWhen` of the rows: none without rows. */
export function showWhenOf(rows: RuleRow[], match: 'all' | 'any'): ShowWhen | null {
  return rows.length === 0 ? null : { match, conditions: rows.map(conditionOf) };
}
