import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import type { TestUser } from '../support/profile-fixtures.ts';

/* Calls and bodies of the data-model tests, the same for every source. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function modelCall(t: TestApp, user: TestUser, linkId: string) {
  return (method: Method, url: string, payload?: unknown) =>
    t.call({
      method,
      url: `/api/system/DataModel/${linkId}${url}`,
      token: user.token,
      payload: payload as never,
    });
}

export interface FieldRow {
  field: string;
  fieldName?: string;
  dataType: string;
  dataLength?: string;
  allowNull?: 0 | 1;
  primaryKey?: 0 | 1;
  identity?: 0 | 1;
  defaults?: string | null;
}

export const idField: FieldRow = {
  field: 'id',
  fieldName: '主键',
  dataType: 'varchar',
  dataLength: '50',
  allowNull: 0,
  primaryKey: 1,
};

export const tableBody = (
  newTable: string,
  fields: FieldRow[],
  extra: { table?: string; tableName?: string } = {},
) => ({
  tableInfo: {
    newTable,
    tableName: extra.tableName ?? `表 ${newTable}`,
    ...(extra.table ? { table: extra.table } : {}),
  },
  tableFieldList: fields,
});

/** Answers 200, or fails showing the message. */
export function expectOk(res: { body: { code: number; msg: string } }) {
  expect(res.body.code, res.body.msg).toBe(200);
}
