import type { FormModel } from '@platform/form-engine';
import type { FieldPermission } from '@platform/form-engine/react';
import type { RuntimeColumn } from './online-dev-column-data.ts';

/*
 * What a released design's page shows of the caller's grants on its menu, as CurrentUser lists them
 * (every column and form field when the menu's switch is off; the administrator holds all): the list
 * shows only held columns, and the form hides the fields the caller may not write (the server leaves
 * their values out and refuses to store them either way). Codes are a main field's record key and a
 * sub-table column's `{table}-{column}`, as the release registers them.
 */

/** The designed columns the caller holds. */
export function heldColumns(columns: readonly RuntimeColumn[], held: readonly string[]): RuntimeColumn[] {
  const codes = new Set(held);
  return columns.filter((column) => codes.has(column.prop));
}

/** Every field and sub-table column of the form the caller does not hold, hidden. */
export function hiddenFields(model: FormModel, held: readonly string[]): Record<string, FieldPermission> {
  const codes = new Set(held);
  const hidden: Record<string, FieldPermission> = {};
  for (const entry of model.fields) {
    if (!codes.has(entry.name)) hidden[entry.name] = 'hidden';
  }
  for (const [table, columns] of model.columns) {
    for (const column of columns) {
      const code = `${table}-${column.name}`;
      if (!codes.has(code)) hidden[code] = 'hidden';
    }
  }
  return hidden;
}
