import { describe, expect, it } from 'vitest';
import { uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { expectOk, idField, modelCall, tableBody } from '../system/data-model-fixtures.ts';
import { runtimeListBody as listBody, onlineCall, runtimeDesign, saveBody } from './online-dev-fixtures.ts';
import { fieldRows, tableRows } from './online-dev-tables-fixtures.ts';
import { formData, widget } from './visual-dev-fixtures.ts';

/*
 * The runtime keeps what the catalogue says of a bound table for a few seconds; a change the data model
 * makes to that table (添加字段, 修改表) is seen by the very next list and save.
 */

const t = useTestApp();
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

async function titleDesign() {
  const table = `vd_cat_${uniqueCode('vd').toLowerCase()}`;
  const api = modelCall(t, admin, '0');
  expectOk(await api('POST', '/Table', tableBody(table, [idField, ...fieldRows({ title: 'varchar(50)' })])));
  const tables = JSON.stringify([
    { typeId: '1', table, tableName: '主表', tableField: '', relationField: '' },
  ]);
  const design = await runtimeDesign(t, admin, {
    tables,
    formData: formData([widget('comInput', 'title', '标题')]),
  });
  return { ...design, table, api };
}

const list = (design: { id: string; menuId: string }) =>
  onlineCall(t, admin, 'POST', `/${design.id}/List`, listBody(design.menuId));
const titlesOf = (res: { body: { data: { list: Json[] } } }) =>
  res.body.data.list.map((row) => row.title).sort();

describe('a bound table changed by the data model', () => {
  it('has the column 添加字段 added filled by the next save', async () => {
    const design = await titleDesign();
    expectOk(await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody({ title: '一' })));
    expect(titlesOf(await list(design))).toEqual(['一']);

    const added = tableBody(design.table, fieldRows({ creator_user_id: 'varchar(50)' }), {
      table: design.table,
    });
    expectOk(await design.api('PUT', '/addFields', added));
    expectOk(await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody({ title: '二' })));

    const rows = await tableRows(t, design.table);
    expect(rows.find((row) => row.title === '二')?.creator_user_id).toBe(admin.id);
    expect(rows.find((row) => row.title === '一')?.creator_user_id).toBeNull();
    expect(titlesOf(await list(design))).toEqual(['一', '二']);
  });

  it('refuses the next list once 修改表 took the bound column away', async () => {
    const design = await titleDesign();
    expect(titlesOf(await list(design))).toEqual([]);

    // The table holds no rows, so 修改表 makes it anew with a heading instead of the title.
    const changed = tableBody(design.table, [idField, ...fieldRows({ heading: 'varchar(50)' })], {
      table: design.table,
    });
    expectOk(await design.api('PUT', '/Table', changed));
    const res = await list(design);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(`${design.table}.title`);
  });
});
