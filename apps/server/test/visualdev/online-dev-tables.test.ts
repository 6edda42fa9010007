import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  runtimeListBody as listBody,
  onlineCall,
  plainList,
  runtimeDesign,
  runtimeUser,
  saveBody,
  textSearch,
} from './online-dev-fixtures.ts';
import {
  expectSearchedList,
  items,
  readDetail,
  boundRecord as record,
  replaceRecord,
  saveTooLongItem,
  tableRows,
} from './online-dev-tables-fixtures.ts';
import { boundFields, createTables, formData } from './visual-dev-fixtures.ts';

/*
 * 在线开发 runtime of a design bound to tables on the platform database, through the same calls as the
 * JSON records: the main table's row and the sub-table's rows written together, listed by the search
 * form and the order, read back with the sub-rows, replaced, deleted, and column grants kept.
 */

const t = useTestApp();
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

const columnData = plainList(['title', 'price', 'qty', 'amount'], {
  searchList: [textSearch('title')],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'remove', label: '删除' },
  ],
});

async function boundDesign() {
  const { main, sub, tables } = await createTables(t, admin);
  const design = await runtimeDesign(t, admin, { tables, formData: formData(boundFields(sub)), columnData });
  return { ...design, main, sub };
}

/** The rows of a business table, read straight from the database. */
const rowsOf = (table: string, where = sql``) => tableRows(t, table, where);

describe('在线开发 runtime of a design bound to tables', () => {
  it('creates, lists, reads, replaces and deletes a record with its sub-table rows', async () => {
    const design = await boundDesign();
    const created = await onlineCall(
      t,
      admin,
      'POST',
      `/${design.id}`,
      saveBody(record('苹果', 3, 4, items('甲', '乙'))),
    );
    expect(created.body.code, created.body.msg).toBe(200);
    const id = created.body.data.id as string;
    const [mainRow] = await rowsOf(design.main);
    expect(mainRow).toMatchObject({ id, title: '苹果', price: 3, qty: 4, amount: 12 });
    const subRows = await rowsOf(design.sub, sql`where parent_id = ${id}`);
    expect(subRows.map((row) => row.item_name).sort()).toEqual(['乙', '甲']);
    expect(subRows.every((row) => typeof row.id === 'string' && row.id !== '')).toBe(true);

    for (const [title, price] of [
      ['香蕉', 9],
      ['苹果派', 1],
    ] as const) {
      const res = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(record(title, price, 1)));
      expect(res.body.code, res.body.msg).toBe(200);
    }
    const list = await expectSearchedList(t, admin, design);
    const paged = await list({ pageSize: 1, currentPage: 2, sidx: 'price', sort: 'desc' });
    expect(paged.pagination.total).toBe(3);
    expect(paged.list.map((row) => row.title)).toEqual(['苹果']);

    const data = await readDetail(t, admin, design, id);
    expect(data).toMatchObject({ title: '苹果', amount: 12 });
    expect((data.tableField101 as Json[]).map((row) => row.item_name).sort()).toEqual(['乙', '甲']);

    await replaceRecord(t, admin, design, id);
    expect((await rowsOf(design.main, sql`where id = ${id}`))[0]).toMatchObject({
      title: '青苹果',
      amount: 10,
    });
    expect((await rowsOf(design.sub, sql`where parent_id = ${id}`)).map((row) => row.item_name)).toEqual([
      '丙',
    ]);

    const removed = await onlineCall(t, admin, 'DELETE', `/${design.id}/${id}`);
    expect(removed.body.code, removed.body.msg).toBe(200);
    expect(await rowsOf(design.main, sql`where id = ${id}`)).toHaveLength(0);
    expect(await rowsOf(design.sub, sql`where parent_id = ${id}`)).toHaveLength(0);
    expect((await onlineCall(t, admin, 'GET', `/${design.id}/${id}`)).body.code).toBe(404);
  });

  it('stores nothing of a save the table refuses', async () => {
    const design = await boundDesign();
    const res = await saveTooLongItem(t, admin, design);
    expect(res.body).toMatchObject({ code: 400 });
    expect(res.body.msg).toContain(design.sub);
    expect(await rowsOf(design.main)).toHaveLength(0);
    expect(await rowsOf(design.sub)).toHaveLength(0);
  });

  it('leaves out a column the caller does not hold and refuses sorting on it', async () => {
    const design = await boundDesign();
    const created = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(record('桃', 7, 2)));
    expect(created.body.code, created.body.msg).toBe(200);
    const user = await runtimeUser(t, design.menuId, [], ['price']);
    const list = await onlineCall(t, user, 'POST', `/${design.id}/List`, listBody(design.menuId));
    expect(list.body.code, list.body.msg).toBe(200);
    expect(list.body.data.list[0]).toMatchObject({ title: '桃', amount: 14 });
    expect(list.body.data.list[0]).not.toHaveProperty('price');
    const byPrice = await onlineCall(
      t,
      user,
      'POST',
      `/${design.id}/List`,
      listBody(design.menuId, { sidx: 'price' }),
    );
    expect(byPrice.body.code).toBe(400);
  });
});
