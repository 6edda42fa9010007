import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { BUSINESS_SCHEMA } from '../../src/modules/system/data-source/platform-source.ts';
import type { TestApp } from '../build-test-app.ts';
import { type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { type FieldRow, idField, modelCall, tableBody } from '../system/data-model-fixtures.ts';

/*
 * One main table in the platform database for a design bound to tables, with the columns a test names
 * (the audit columns the server fills among them when asked), reads of its rows, and the sheet of a
 * downloaded export.
 */

type Json = Record<string, unknown>;

export const textColumn = (field: string, length = 50): FieldRow => ({
  field,
  dataType: 'varchar',
  dataLength: String(length),
  allowNull: 1,
});
export const intColumn = (field: string): FieldRow => ({ field, dataType: 'int', allowNull: 1 });
export const timeColumn = (field: string): FieldRow => ({ field, dataType: 'datetime', allowNull: 1 });

/** The audit columns of the original's tables, filled by the server on create and edit. */
export const auditColumns = [
  textColumn('creator_user_id'),
  timeColumn('creator_time'),
  textColumn('last_modify_user_id'),
  timeColumn('last_modify_time'),
];

/** A main table with the `id` key and the columns; answers its name and the design's `tables` text. */
export async function createMainTable(t: TestApp, admin: TestUser, columns: FieldRow[]) {
  const table = `vd_one_${uniqueCode('vd').toLowerCase()}`;
  const res = await modelCall(t, admin, '0')('POST', '/Table', tableBody(table, [idField, ...columns]));
  expect(res.body.code, res.body.msg).toBe(200);
  const tables = JSON.stringify([
    { typeId: '1', table, tableName: '主表', tableField: '', relationField: '' },
  ]);
  return { table, tables };
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
