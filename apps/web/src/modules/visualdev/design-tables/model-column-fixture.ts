import type { DataModelField } from '@platform/contracts';

/** Test-only: a varchar column as the data model's `Tables/{table}/Fields` lists it. */
export const modelColumn = (
  field: string,
  fieldName: string | null,
  primaryKey: 0 | 1 = 0,
): DataModelField => ({
  columnName: field,
  field,
  fieldName,
  dataType: 'varchar',
  dataLength: '50',
  primaryKey,
  allowNull: 1,
  autoIncrement: 0,
  identity: 0,
  defaults: null,
});
