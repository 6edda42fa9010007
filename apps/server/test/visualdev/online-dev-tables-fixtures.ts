import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { BUSINESS_SCHEMA } from '../../src/modules/system/data-source/platform-source.ts';
import type { TestApp } from '../build-test-app.ts';
import { type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { type FieldRow, idField, modelCall, tableBody } from '../system/data-model-fixtures.ts';
import { plainList, runtimeDesign, textSearch } from './online-dev-fixtures.ts';
import { boundFields, createTables, formData, widget } from './visual-dev-fixtures.ts';

/*
 * A released design bound to one main table in the platform database, with the columns a test names
 * and the audit columns the server fills, or to the tables of `createTables` with a secondary table; reads
 * of its rows, and the sheet of a downloaded export.
 */

type Json = Record<string, unknown>;

/** A column's type as SQL spells it; every column takes null. */
export type ColumnType = 'int' | 'datetime' | `varchar(${number})`;

/** The audit columns of the original's tables, filled by the server on create and edit. */
export const auditColumns: Record<string, ColumnType> = {
  creator_user_id: 'varchar(50)',
  creator_time: 'datetime',
  last_modify_user_id: 'varchar(50)',
  last_modify_time: 'datetime',
};

/** The data model's field rows of columns by name. */
export const fieldRows = (columns: Record<string, ColumnType>): FieldRow[] =>
  Object.entries(columns).map(([field, type]) => {
    const length = /^varchar\((\d+)\)$/.exec(type)?.[1];
    return length
      ? { field, dataType: 'varchar', dataLength: length, allowNull: 1 }
      : { field, dataType: type, allowNull: 1 };
  });

/**
 * A released design (`runtimeDesign`, with these changes) bound to a new main table of the `id` key, the
 * columns by name and the audit columns; answers the design with its table's name.
 */
export async function tableBoundDesign(
  t: TestApp,
  admin: TestUser,
  columns: Record<string, ColumnType>,
  overrides: Json,
) {
  const table = `vd_one_${uniqueCode('vd').toLowerCase()}`;
  const body = tableBody(table, [idField, ...fieldRows({ ...columns, ...auditColumns })]);
  const res = await modelCall(t, admin, '0')('POST', '/Table', body);
  expect(res.body.code, res.body.msg).toBe(200);
  const tables = JSON.stringify([
    { typeId: '1', table, tableName: '主表', tableField: '', relationField: '' },
  ]);
  return { ...(await runtimeDesign(t, admin, { tables, ...overrides })), table };
}

/** The rows of a business table, read straight from the database. */
export async function tableRows(t: TestApp, table: string, where = sql``): Promise<Json[]> {
  const result = await t.ctx.db.execute(
    sql`select * from ${sql.identifier(BUSINESS_SCHEMA)}.${sql.identifier(table)} ${where}`,
  );
  return (result as unknown as { rows: Json[] }).rows;
}

/** The first sheet of a downloaded .xlsx, every row as wide as the header. */
export async function downloadSheet(t: TestApp, user: TestUser, url: string): Promise<string[][]> {
  const res = await t.call({ method: 'GET', url, token: user.token });
  expect(res.status).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.raw.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = wb.worksheets[0];
  const rows: string[][] = [];
  // A row's trailing empty cells are not stored.
  sheet?.eachRow((row) => {
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => String(row.getCell(i + 1).value ?? '')));
  });
  return rows;
}

/** The main-form keys of the secondary table's columns `phone` and `visits`. */
export const secondaryPhone = (extra: string) => `jnpf_${extra}_jnpf_phone`;
export const secondaryVisits = (extra: string) => `jnpf_${extra}_jnpf_visits`;

/** The main and sub-table of `createTables`, and a secondary table (phone, visits) linked by `parent_id`. */
export async function secondaryTables(t: TestApp, admin: TestUser) {
  const { main, sub, tables } = await createTables(t, admin);
  const extra = `${main}_extra`;
  const columns = { parent_id: 'varchar(50)', phone: 'varchar(50)', visits: 'int', ...auditColumns } as const;
  const res = await modelCall(t, admin, '0')(
    'POST',
    '/Table',
    tableBody(extra, [idField, ...fieldRows(columns)]),
  );
  expect(res.body.code, res.body.msg).toBe(200);
  const link = { typeId: '0', table: extra, tableName: '副表', tableField: 'parent_id', relationField: 'id' };
  return { main, sub, extra, tables: JSON.stringify([...JSON.parse(tables), link]) };
}

/** The fields of `boundFields` with 电话 and 来访 kept in the secondary table. */
export const secondaryFields = (sub: string, extra: string) => [
  ...boundFields(sub),
  widget('comInput', secondaryPhone(extra), '电话', {}, { tableName: extra }),
  widget('numInput', secondaryVisits(extra), '来访', {}, { tableName: extra }),
];

/** A released design over `secondaryTables`, listing the title, 电话 and 来访 and searching 电话. */
export async function secondaryDesign(t: TestApp, admin: TestUser) {
  const { main, sub, extra, tables } = await secondaryTables(t, admin);
  const columnData = plainList(['title', secondaryPhone(extra), secondaryVisits(extra)], {
    searchList: [textSearch(secondaryPhone(extra))],
  });
  const form = formData(secondaryFields(sub, extra));
  const design = await runtimeDesign(t, admin, { tables, formData: form, columnData });
  return { ...design, main, sub, extra };
}
