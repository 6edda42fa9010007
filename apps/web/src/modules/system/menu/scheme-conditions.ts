import {
  type DataSchemeCondition,
  type DataSchemeOp,
  isDataSchemeVariable,
  parseDataSchemeConditions,
} from '@platform/contracts';

/*
 * The data-scheme editor's rows ↔ conditionJson. A row keeps its value as a list of strings (the
 * tags select); '==' / '!=' take one value or one variable, 'in' a list or one variable, the other
 * operators one literal. The contracts parser then checks the result exactly as the server will.
 */

export interface ConditionRow {
  field: string;
  op: DataSchemeOp;
  values: string[];
}

/** Operators that accept a user variable (@userId, …). */
export const VARIABLE_OPS: readonly DataSchemeOp[] = ['==', '!=', 'in'];

const asValue = (text: string): string | number => {
  const trimmed = text.trim();
  // Numbers typed for > and < compare as numbers; everything else stays text.
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
};

export function rowsToConditions(rows: readonly ConditionRow[]): DataSchemeCondition[] {
  return rows.map(({ field, op, values }) => {
    const cleaned = values.map((v) => v.trim()).filter((v) => v !== '');
    const isVariable = cleaned.length === 1 && isDataSchemeVariable(cleaned[0]);
    let value: DataSchemeCondition['value'];
    if (isVariable) value = cleaned[0];
    else if (op === 'in') value = cleaned.map(asValue);
    else if (op === 'like') value = cleaned[0] ?? '';
    else value = cleaned[0] === undefined ? '' : asValue(cleaned[0]);
    return { field: field.trim(), op, value };
  });
}

export function conditionsToRows(conditionJson: string): ConditionRow[] {
  const parsed = parseDataSchemeConditions(conditionJson);
  if (!parsed.ok) return [];
  return parsed.conditions.map(({ field, op, value }) => ({
    field,
    op,
    values: (Array.isArray(value) ? value : [value]).map(String),
  }));
}

/** The JSON text to send, or the reason it would be refused. */
export function buildConditionJson(
  rows: readonly ConditionRow[],
): { ok: true; json: string } | { ok: false; detail: string } {
  const json = JSON.stringify(rowsToConditions(rows));
  const parsed = parseDataSchemeConditions(json);
  return parsed.ok ? { ok: true, json } : { ok: false, detail: parsed.detail };
}
