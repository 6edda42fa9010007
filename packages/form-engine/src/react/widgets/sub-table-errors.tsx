import { createContext, useContext } from 'react';
import type { FieldError } from '../../validation/validate-record.ts';

/**
 * The messages of the last failed submit by error field name (`price`, `items[2].qty`). The renderer
 * provides it so that a sub-table can show each row's errors under their cells.
 */
const FieldErrorsContext = createContext<ReadonlyMap<string, string>>(new Map());

export const FieldErrorsProvider = FieldErrorsContext.Provider;

export function useFieldErrors(): ReadonlyMap<string, string> {
  return useContext(FieldErrorsContext);
}

/** How validation names a cell: `table[row].column`, row from 0. */
export const cellErrorName = (table: string, rowIndex: number, column: string) =>
  `${table}[${rowIndex}].${column}`;

const CELL_ERROR = /^([^[.]+)\[(\d+)\]\.(.+)$/;

/**
 * The errors still worth showing once `name` takes `next` in place of `previous`: the field's own errors
 * go; for a sub-table, only the errors of cells whose value changed go, unless rows were added or
 * removed (then every row error of that table goes, since row numbers no longer match).
 */
export function errorsAfterChange(
  errors: readonly FieldError[],
  name: string,
  previous: unknown,
  next: unknown,
): FieldError[] {
  const isSameShape = Array.isArray(previous) && Array.isArray(next) && previous.length === next.length;
  return errors.filter((error) => {
    const cell = CELL_ERROR.exec(error.field);
    if (!cell) return error.field.split(/[[.]/)[0] !== name;
    if (cell[1] !== name) return true;
    if (!isSameShape) return false;
    const index = Number(cell[2]);
    const cellOf = (rows: unknown[]) => (rows[index] as Record<string, unknown> | undefined)?.[cell[3]];
    return cellOf(previous as unknown[]) === cellOf(next as unknown[]);
  });
}
