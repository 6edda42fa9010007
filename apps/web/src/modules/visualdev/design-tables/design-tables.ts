import type { DataModelField, DataModelTable } from '@platform/contracts';

/*
 * The tables a design binds to (`tables`, kept as JSON text): one main table (typeId '1') and
 * sub-tables ('0'), each sub-table naming its column that holds the main row's key (`tableField`) and
 * the main table's column it points at (`relationField`, in `relationTable`). Entries are written as
 * the original writes them, the table's columns (`fields`) included as they were when it was added;
 * keys this page does not know are kept as they came.
 */

export type TableTypeId = '0' | '1';

export interface DesignTable {
  typeId: TableTypeId;
  table: string;
  tableName: string;
  /** The sub-table's column holding the main row's key ('' on the main table). */
  tableField: string;
  /** The main table's column the sub-table points at ('' on the main table). */
  relationField: string;
  /** The main table's name on a sub-table ('' on the main table). */
  relationTable: string;
  fields?: DataModelField[];
  [other: string]: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The tables of `tables` JSON text; blank text is none, text that is not a list of tables undefined. */
export function parseDesignTables(source: string | undefined | null): DesignTable[] | undefined {
  if (!source?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || !value.every((entry) => isRecord(entry) && text(entry.table))) {
    return undefined;
  }
  return value.map((entry: Record<string, unknown>) => ({
    ...entry,
    typeId: String(entry.typeId) === '1' ? '1' : '0',
    table: text(entry.table),
    tableName: text(entry.tableName),
    tableField: text(entry.tableField),
    relationField: text(entry.relationField),
    relationTable: text(entry.relationTable),
  }));
}

export const designTablesText = (tables: readonly DesignTable[]) => JSON.stringify(tables);

export const mainTableOf = (tables: readonly DesignTable[]) => tables.find((t) => t.typeId === '1');

export const subTablesOf = (tables: readonly DesignTable[]) => tables.filter((t) => t.typeId === '0');

/**
 * Adds the chosen tables not yet in the design: the first becomes the main table when there is none,
 * the others sub-tables of the main one, their link columns still to choose.
 */
export function addDesignTables(
  tables: readonly DesignTable[],
  chosen: readonly (Pick<DataModelTable, 'table' | 'tableName'> & { fields?: DataModelField[] })[],
): DesignTable[] {
  const next = [...tables];
  for (const pick of chosen) {
    if (next.some((t) => t.table === pick.table)) continue;
    const main = mainTableOf(next);
    next.push({
      typeId: main ? '0' : '1',
      table: pick.table,
      tableName: pick.tableName ?? '',
      tableField: '',
      relationField: '',
      relationTable: main?.table ?? '',
      ...(pick.fields ? { fields: pick.fields } : {}),
    });
  }
  return next;
}

/** Makes `table` the main table; every other becomes its sub-table with its link columns cleared. */
export function setMainTable(tables: readonly DesignTable[], table: string): DesignTable[] {
  return tables.map((t) => ({
    ...t,
    typeId: t.table === table ? '1' : '0',
    relationTable: t.table === table ? '' : table,
    tableField: '',
    relationField: '',
  }));
}

/** Removes a table; when it was the main table the first remaining one takes its place. */
export function removeDesignTable(tables: readonly DesignTable[], table: string): DesignTable[] {
  const removed = tables.find((t) => t.table === table);
  const rest = tables.filter((t) => t.table !== table);
  const first = rest[0];
  if (removed?.typeId !== '1' || !first) return rest;
  return setMainTable(rest, first.table);
}

/** Sets a sub-table's link columns (its foreign key, the main table's column it points at). */
export function setRelation(
  tables: readonly DesignTable[],
  table: string,
  change: Partial<Pick<DesignTable, 'tableField' | 'relationField'>>,
): DesignTable[] {
  return tables.map((t) => (t.table === table ? { ...t, ...change } : t));
}

/** The sub-tables whose link columns are not both chosen (the server cannot join them). */
export const unlinkedSubTables = (tables: readonly DesignTable[]) =>
  subTablesOf(tables).filter((t) => !t.tableField || !t.relationField);

/** How a table shows in a choice: its name and, when it has one, its comment. */
export const tableLabel = (table: Pick<DesignTable, 'table' | 'tableName'>) =>
  table.tableName ? `${table.table} (${table.tableName})` : table.table;

/** How a column shows in a choice: its name and, when it has one, its comment. */
export const columnLabel = (column: Pick<DataModelField, 'field' | 'fieldName'>) =>
  column.fieldName ? `${column.field} (${column.fieldName})` : column.field;

/**
 * A main-form field bound to a column of a secondary table (副表, a sub-table of the design that no
 * sub-table widget uses: one row per record) is named `jnpf_{table}_jnpf_{column}`, as the original names it.
 */
export const secondaryModel = (table: string, column: string) => `jnpf_${table}_jnpf_${column}`;

const SECONDARY_MODEL = /^jnpf_(.+)_jnpf_(.+)$/;

/** The secondary table and column a field name binds, or undefined for a plain column name. */
export function parseSecondaryModel(name: string): { table: string; column: string } | undefined {
  const match = SECONDARY_MODEL.exec(name);
  return match?.[1] && match[2] ? { table: match[1], column: match[2] } : undefined;
}
