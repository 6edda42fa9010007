import { evaluateExpression } from '../expression/evaluate.ts';
import type { FormModel } from '../schema/form-model.ts';
import { toNumber } from '../schema/form-schema.ts';
import { fieldsHiddenByRules } from '../schema/visibility-rules.ts';

type Row = Record<string, unknown>;

/**
 * The record with every calculated field recomputed, in dependency order (main fields, and the cells of
 * sub-table rows), by the same evaluator the server uses. Fields hidden by visibility rules count as
 * empty, as they will be stored. Returns the same object when nothing changed.
 */
export function recalculate(model: FormModel, values: Readonly<Row>): Readonly<Row> {
  let next: Row | undefined;
  const hidden = fieldsHiddenByRules(model.visibility, values);
  let masked: [Readonly<Row>, Row] | undefined;
  /** What formulas read: the record so far, hidden fields emptied (one copy per record state). */
  const current = (): Readonly<Row> => {
    const record = next ?? values;
    if (hidden.size === 0) return record;
    if (masked?.[0] !== record) {
      masked = [record, { ...record }];
      for (const name of hidden) masked[1][name] = null;
    }
    return masked[1];
  };
  const write = (update: (record: Row) => void) => {
    next ??= { ...values };
    update(next);
    masked = undefined;
  };
  for (const { entry, ast } of model.calculated) {
    const precision = toNumber(entry.field.precision);
    if (!entry.table) {
      const result = evaluateExpression(ast, { values: current() }, precision);
      if ((next ?? values)[entry.name] !== result) write((record) => (record[entry.name] = result));
      continue;
    }
    const table = entry.table;
    const rows = current()[table];
    if (!Array.isArray(rows)) continue;
    rows.forEach((row: unknown, index) => {
      const result = evaluateExpression(ast, { values: current(), row: { table, index } }, precision);
      if ((row as Row | null)?.[entry.name] === result) return;
      write((record) => {
        const copy = [...(record[table] as Row[])];
        copy[index] = { ...copy[index], [entry.name]: result };
        record[table] = copy;
      });
    });
  }
  return next ?? values;
}
