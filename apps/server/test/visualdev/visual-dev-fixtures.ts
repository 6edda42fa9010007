import { expect } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { idField, modelCall, tableBody } from '../system/data-model-fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Json = Record<string, unknown>;

/** A call under /api/visualdev/Base. */
export const designCall = (t: TestApp, user: TestUser, method: Method, url: string, payload?: unknown) =>
  t.call({ method, url: `/api/visualdev/Base${url}`, token: user.token, ...(payload ? { payload } : {}) });

/** A design widget as the original's designer writes it. */
export function widget(key: string, name: string, label: string, extra: Json = {}, config: Json = {}) {
  return {
    __config__: { jnpfKey: key, label, span: 24, showLabel: true, layout: 'colFormItem', ...config },
    __vModel__: name,
    ...extra,
  };
}

/** The original's `formData` text around these widgets. */
export const formData = (fields: Json[]) =>
  JSON.stringify({ formRef: 'elForm', formModel: 'dataForm', labelWidth: 100, gutter: 15, fields });

/** A main table and a sub-table on a data connection (the platform database's by default), made through the data-model API. */
export async function createTables(t: TestApp, admin: TestUser, linkId = '0') {
  const code = uniqueCode('vd').toLowerCase();
  const main = `vd_main_${code}`;
  const sub = `vd_item_${code}`;
  const api = modelCall(t, admin, linkId);
  const text = (field: string) => ({ field, dataType: 'varchar', dataLength: '50', allowNull: 1 as const });
  const number = (field: string) => ({ field, dataType: 'int', allowNull: 1 as const });
  for (const [name, fields] of [
    [main, [idField, text('title'), number('price'), number('qty'), number('amount')]],
    [sub, [idField, text('parent_id'), text('item_name'), number('item_qty')]],
  ] as const) {
    const res = await api('POST', '/Table', tableBody(name, [...fields]));
    expect(res.body.code, res.body.msg).toBe(200);
  }
  const tables = JSON.stringify([
    { typeId: '1', table: main, tableName: '主表', tableField: '', relationField: '' },
    { typeId: '0', table: sub, tableName: '明细', tableField: 'parent_id', relationField: 'id' },
  ]);
  return { main, sub, tables };
}

/** Fields bound to the tables of `createTables`: inputs, a calculated amount and a sub-table. */
export function boundFields(sub: string): Json[] {
  return [
    widget('comInput', 'title', '标题'),
    widget('numInput', 'price', '单价'),
    widget('numInput', 'qty', '数量'),
    widget('calculate', 'amount', '金额', { expression: '{price} * {qty}' }),
    widget(
      'table',
      'tableField101',
      '明细',
      {},
      {
        tableName: sub,
        layout: 'rowFormItem',
        children: [widget('comInput', 'item_name', '品名'), widget('numInput', 'item_qty', '件数')],
      },
    ),
  ];
}

/** A create body as the original's dialog sends it, with a unique name and code. */
export function designBody(overrides: Json = {}): Json {
  const code = uniqueCode('VD');
  return {
    id: '',
    fullName: `功能${code}`,
    enCode: code,
    type: 1,
    webType: 2,
    dbLinkId: '0',
    sortCode: 0,
    enableFlow: 0,
    state: 1,
    category: 'cat-1',
    description: '',
    tables: '[]',
    interfaceId: '',
    interfaceName: '',
    formData: formData([widget('comInput', 'title', '标题')]),
    columnData: JSON.stringify({ type: 1, columnList: [], searchList: [], pageSize: 20 }),
    appColumnData: null,
    interfaceParam: null,
    ...overrides,
  };
}

/** Creates a design and returns its id, name and code (fails the test on a refusal). */
export async function createDesign(t: TestApp, user: TestUser, overrides: Json = {}) {
  const body = designBody(overrides);
  const res = await designCall(t, user, 'POST', '', body);
  expect(res.body.code, res.body.msg).toBe(200);
  return { id: res.body.data.id as string, fullName: body.fullName as string, enCode: body.enCode as string };
}
