import type { DataModelSaveBody } from '@platform/contracts';
import { badRequest } from '../../../http/app-error.ts';
import {
  type ColumnSpec,
  checkTable,
  columnOfBody,
  isSameType,
  isWidening,
  normalised,
  type TableSpec,
  typeLabel,
} from './column-spec.ts';
import { sameComment, type TableRef } from './model-dialect.ts';
import { hasRows, type ModelSession, readerGrant, requireBaseTable, tableExists } from './model-session.ts';

/*
 * A save becomes a list of statements, every check done before the first one runs. Create: the table must
 * not exist. Update of an empty table: dropped and created again as asked (nothing to lose). Update of a
 * table holding rows: ALTER statements, refused when a removed column holds data, a changed type could not
 * hold every value, a column with empty values becomes required, or the primary key would change.
 */

function tableOfBody(body: DataModelSaveBody, existing: ColumnSpec[] = []): TableSpec {
  const byName = new Map(existing.map((column) => [column.name.toLowerCase(), column]));
  const columns = body.tableFieldList.map((field) =>
    normalised(columnOfBody(field, byName.get(field.field.toLowerCase()))),
  );
  checkTable(columns);
  return { name: body.tableInfo.newTable, comment: body.tableInfo.tableName ?? null, columns };
}

async function refuseTaken(model: ModelSession, name: string): Promise<void> {
  if (await tableExists(model, name)) throw badRequest('dataModel.tableExists', { table: name });
}

export async function planCreate(model: ModelSession, body: DataModelSaveBody): Promise<string[]> {
  const table = tableOfBody(body);
  await refuseTaken(model, table.name);
  const ref = model.ref(table.name);
  return [...model.dialect.createTable(ref, table), ...(await readerGrant(model, ref))];
}

const keyOf = (columns: ColumnSpec[]) =>
  columns
    .filter((column) => column.isPrimaryKey || column.isIdentity)
    .map((column) => `${column.name.toLowerCase()}:${column.isIdentity}`)
    .sort()
    .join(',');

/** Checks one kept column against the rows it holds; returns its statements. */
async function changeKept(
  model: ModelSession,
  ref: TableRef,
  from: ColumnSpec,
  to: ColumnSpec,
): Promise<string[]> {
  if (!isSameType(from, to) && !isWidening(from, to) && (await hasRows(model, ref, from.name)))
    throw badRequest('dataModel.narrowType', { field: to.name, from: typeLabel(from), to: typeLabel(to) });
  if (from.isNullable && !to.isNullable && (await hasRows(model, ref, from.name, true)))
    throw badRequest('dataModel.nullsPresent', { field: to.name });
  return model.dialect.changeColumn(ref, from, to);
}

async function addedColumn(model: ModelSession, ref: TableRef, column: ColumnSpec, isFilled: boolean) {
  if (isFilled && !column.isNullable && column.defaultValue === null)
    throw badRequest('dataModel.requiredNeedsDefault', { field: column.name });
  return model.dialect.addColumn(ref, column);
}

/** ALTER statements for a table holding rows. */
async function planAlter(model: ModelSession, ref: TableRef, existing: ColumnSpec[], table: TableSpec) {
  if (keyOf(existing) !== keyOf(table.columns)) throw badRequest('dataModel.keyChangeHasData');
  const wanted = new Map(table.columns.map((column) => [column.name.toLowerCase(), column]));
  const out: string[] = [];
  for (const column of existing) {
    if (wanted.has(column.name.toLowerCase())) continue;
    if (await hasRows(model, ref, column.name))
      throw badRequest('dataModel.dropColumnHasData', { field: column.name });
    out.push(model.dialect.dropColumn(ref, column.name));
  }
  const byName = new Map(existing.map((column) => [column.name.toLowerCase(), column]));
  for (const column of table.columns) {
    const from = byName.get(column.name.toLowerCase());
    out.push(
      ...(from ? await changeKept(model, ref, from, column) : await addedColumn(model, ref, column, true)),
    );
  }
  return out;
}

export async function planUpdate(model: ModelSession, body: DataModelSaveBody): Promise<string[]> {
  const oldName = body.tableInfo.table || body.tableInfo.newTable;
  const existing = await requireBaseTable(model, oldName);
  const table = tableOfBody(body, existing);
  const isRename = table.name !== oldName;
  if (isRename) await refuseTaken(model, table.name);
  const ref = model.ref(oldName);
  const { dialect } = model;
  if (!(await hasRows(model, ref))) {
    const target = model.ref(table.name);
    return [
      dialect.dropTable(ref),
      ...dialect.createTable(target, table),
      ...(await readerGrant(model, target)),
    ];
  }
  const out = await planAlter(model, ref, existing, table);
  const comment = await dialect.readComment(model.session, ref);
  if (!sameComment(comment, table.comment)) out.push(dialect.setTableComment(ref, table.comment));
  if (isRename) out.push(dialect.renameTable(ref, table.name));
  return out;
}

/** addFields: the listed columns the table lacks are added; the ones it has are left as they are. */
export async function planAddFields(model: ModelSession, body: DataModelSaveBody): Promise<string[]> {
  const name = body.tableInfo.table || body.tableInfo.newTable;
  const existing = await requireBaseTable(model, name);
  const have = new Set(existing.map((column) => column.name.toLowerCase()));
  const added = body.tableFieldList
    .filter((field) => !have.has(field.field.toLowerCase()))
    .map((field) => normalised(columnOfBody(field, undefined)));
  const names = new Set<string>();
  for (const column of added) {
    if (names.has(column.name.toLowerCase()))
      throw badRequest('dataModel.duplicateField', { field: column.name });
    names.add(column.name.toLowerCase());
  }
  // New key or auto-increment columns would change the primary key: that is an update of an empty table.
  if (added.some((column) => column.isPrimaryKey || column.isIdentity))
    throw badRequest('dataModel.keyChangeHasData');
  const ref = model.ref(name);
  const isFilled = await hasRows(model, ref);
  const out: string[] = [];
  for (const column of added) out.push(...(await addedColumn(model, ref, column, isFilled)));
  return out;
}

/** The longest name PostgreSQL keeps whole (MySQL allows 64). */
const MAX_NAME = 63;

/**
 * One single-column index per listed column of a new table, named `{table}_ix{n}` (the table's name cut to
 * leave room); names are quoted by the dialect, nothing is a value.
 */
export function planIndexes(model: ModelSession, table: string, columns: readonly string[]): string[] {
  const ref = model.dialect.quoteTable(model.ref(table));
  return columns.map((column, index) => {
    const suffix = `_ix${index + 1}`;
    const name = `${table.slice(0, MAX_NAME - suffix.length)}${suffix}`;
    return `CREATE INDEX ${model.dialect.quote(name)} ON ${ref} (${model.dialect.quote(column)})`;
  });
}

/**
 * One trigram index per listed text column of a new table, named `{table}_tg{n}`: it serves "contains"
 * (LIKE '%…%') over the column. PostgreSQL only (pg_trgm, which the platform database has from its
 * migrations); the platform database is the only one tables are made in for a design.
 */
export function planTrigramIndexes(model: ModelSession, table: string, columns: readonly string[]): string[] {
  const ref = model.dialect.quoteTable(model.ref(table));
  return columns.map((column, index) => {
    const suffix = `_tg${index + 1}`;
    const name = `${table.slice(0, MAX_NAME - suffix.length)}${suffix}`;
    return `CREATE INDEX ${model.dialect.quote(name)} ON ${ref} USING gin (${model.dialect.quote(column)} gin_trgm_ops)`;
  });
}

/** Runs the statements of a plan, in order, on the plan's connection. */
export async function runPlan(model: ModelSession, statements: string[]): Promise<void> {
  for (const statement of statements) await model.session.query(statement);
}
