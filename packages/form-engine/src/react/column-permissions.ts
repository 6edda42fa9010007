import type { FormField } from '../schema/form-schema.ts';
import type { FieldPermission } from './FormRenderer.tsx';

type Permissions = Readonly<Record<string, FieldPermission>>;

/** The permission key of a sub-table column, named as the original does: `<table>-<column>`. */
export const columnPermissionKey = (table: string, column: string) => `${table}-${column}`;

/** A column's own permission; a column not listed is editable. */
export function columnPermission(permissions: Permissions, table: string, column: string): FieldPermission {
  return permissions[columnPermissionKey(table, column)] ?? 'edit';
}

/** A cell error's table and column: `items[2].name` -> `items`, `name`. */
const CELL_ERROR = /^([^[.]+)\[\d+\]\.(.+)$/;

/**
 * Whether an error can be shown: not for a hidden field or a cell of a hidden column, since the user
 * cannot see or correct them.
 */
export function isErrorShown(permissions: Permissions, field: string): boolean {
  if (permissions[field.split(/[[.]/)[0]] === 'hidden') return false;
  const cell = CELL_ERROR.exec(field);
  return !cell || columnPermission(permissions, cell[1], cell[2]) !== 'hidden';
}

/** The columns a role sees, and those of them it may only read. */
export function permittedColumns(
  columns: readonly FormField[],
  table: string,
  permissions: Permissions,
): { shown: FormField[]; readOnly: ReadonlySet<string> } {
  const permissionOf = (column: FormField) => columnPermission(permissions, table, column.__vModel__ ?? '');
  return {
    shown: columns.filter((column) => permissionOf(column) !== 'hidden'),
    readOnly: new Set(
      columns
        .filter((column) => permissionOf(column) === 'readOnly')
        .map((column) => column.__vModel__ ?? ''),
    ),
  };
}
