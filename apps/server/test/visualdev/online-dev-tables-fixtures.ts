import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { BUSINESS_SCHEMA } from '../../src/modules/system/data-source/platform-source.ts';
import type { TestApp } from '../build-test-app.ts';
import { type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { type FieldRow, idField, modelCall, tableBody } from '../system/data-model-fixtures.ts';
import {
  runtimeListBody as listBody,
  onlineCall,
  plainList,
  runtimeDesign,
  saveBody,
  textSearch,
} from './online-dev-fixtures.ts';
import { boundFields, createTables, formData, widget } from './visual-dev-fixtures.ts';

/*
 * A released design bound to one main table in the platform database, with the columns a test names
 * and the audit columns the server fills, or to the tables of `createTables` with a secondary table; reads
 * of its rows, and the sheet of a downloaded export; the records of `boundFields` and the calls that save,
 * list, read and replace them.
 */

type Json = Record<string, unknown>;
type Design = { id: string; menuId: string };

/** Rows of the sub-table `tableField101` of `boundFields`, by item name, their quantities 1, 2, … */
export const items = (...names: string[]) => names.map((item_name, i) => ({ item_name, item_qty: i + 1 }));

/** A record of `boundFields`: title, price, quantity and its sub-table rows. */
export const boundRecord = (title: string, price: number, qty: number, tableField101 = items()) => ({
  title,
  price,
  qty,
  tableField101,
});

/** Saves a record whose second sub-table row is longer than its column; answers the refusal. */
export const saveTooLongItem = (t: TestApp, admin: TestUser, design: Design) =>
  onlineCall(
    t,
    admin,
    'POST',
    `/${design.id}`,
    saveBody(boundRecord('梨', 1, 1, items('甲', '长'.repeat(60)))),
  );

/** The design's list for `user` with these changes to the list body; fails the test on a refusal. */
export const listOf = (t: TestApp, user: TestUser, design: Design) => async (extra: Json) => {
  const res = await onlineCall(t, user, 'POST', `/${design.id}/List`, listBody(design.menuId, extra));
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data as { list: Json[]; pagination: { total: number } };
};

/**
 * Checks the list of the records 苹果 (price 3), 香蕉 (9) and 苹果派 (1): the keyword 苹果 ordered by
 * price finds two, the search form's title 蕉 one. Answers the list for further checks.
 */
export async function expectSearchedList(t: TestApp, user: TestUser, design: Design) {
  const list = listOf(t, user, design);
  const byKeyword = await list({ keyword: '苹果', sidx: 'price', sort: 'asc' });
  expect(byKeyword.pagination.total).toBe(2);
  expect(byKeyword.list.map((row) => row.title)).toEqual(['苹果派', '苹果']);
  const bySearch = await list({ queryJson: JSON.stringify({ title: '蕉' }) });
  expect(bySearch.list.map((row) => row.title)).toEqual(['香蕉']);
  return list;
}

/** The record `id` as the detail view reads it, parsed. */
export async function readDetail(t: TestApp, user: TestUser, design: Design, id: string): Promise<Json> {
  const detail = await onlineCall(t, user, 'GET', `/${design.id}/${id}/DataChange`);
  expect(detail.body.code, detail.body.msg).toBe(200);
  return JSON.parse(detail.body.data.data);
}

/** Replaces the record `id` by 青苹果 (price 5, quantity 2) with the one sub-table row 丙. */
export async function replaceRecord(t: TestApp, admin: TestUser, design: Design, id: string) {
  const body = saveBody(boundRecord('青苹果', 5, 2, items('丙')), id);
  const updated = await onlineCall(t, admin, 'PUT', `/${design.id}/${id}`, body);
  expect(updated.body.code, updated.body.msg).toBe(200);
}

/** A column's type as SQL spells it; every column takes null. */
export type ColumnType = 'int' | 'date' | 'datetime' | `varchar(${number})`;

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
