import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXACT_TOTAL_LIMIT } from '../../src/shared/record-kit/list-total.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { runtimeListBody as listBody, onlineCall, runtimeDesign, saveBody } from './online-dev-fixtures.ts';
import { boundFields, createTables, formData } from './visual-dev-fixtures.ts';

/*
 * The list of a design bound to tables filters over the columns' own types (so the tables' indexes serve
 * it) with the same answers as over the record's JSON: "contains" takes LIKE's wildcards as plain
 * characters, a number column matches a digit keyword by its text, equality and ranges compare numbers.
 * A sub-table's rows are written many to a statement and read back whole.
 */

const t = useTestApp();
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

const search = (name: string, searchType: number) => ({ __vModel__: name, __config__: {}, searchType });
const columnData = JSON.stringify({
  type: 1,
  hasPage: true,
  pageSize: 20,
  columnList: ['title', 'price', 'qty', 'amount'].map((prop) => ({ prop, label: prop })),
  searchList: [search('title', 2), search('price', 1), search('qty', 3)],
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }],
});

const items = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ item_name: `品${i}`, item_qty: i }));
const record = (title: string, price: number, qty: number, rows = 0) => ({
  title,
  price,
  qty,
  tableField101: items(rows),
});

async function designWithRecords() {
  const { main, sub, tables } = await createTables(t, admin);
  const design = await runtimeDesign(t, admin, { tables, formData: formData(boundFields(sub)), columnData });

  for (const [title, price, qty] of [
    ['50%折扣', 3, 4],
    ['5折', 3, 10],
    ['a_b', 9, 1],
    ['axb', 3, 5],
  ] as const) {
    const res = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(record(title, price, qty)));
    expect(res.body.code, res.body.msg).toBe(200);
  }
  return { ...design, main };
}

describe('the list of a design bound to tables', () => {
  it('filters by keyword, equality and range over the typed columns as over JSON', async () => {
    const design = await designWithRecords();
    const titles = async (extra: Json) => {
      const res = await onlineCall(t, admin, 'POST', `/${design.id}/List`, listBody(design.menuId, extra));
      expect(res.body.code, res.body.msg).toBe(200);
      const { list, pagination } = res.body.data as { list: Json[]; pagination: { total: number } };
      expect(pagination.total).toBe(list.length);
      return list.map((row) => row.title).sort();
    };
    expect(await titles({ keyword: '%' })).toEqual(['50%折扣']);
    expect(await titles({ keyword: '_' })).toEqual(['a_b']);
    // Digits are found in the numbers' text too: price 3, or an amount of 12, 30 or 15.
    expect(await titles({ keyword: '3' })).toEqual(['50%折扣', '5折', 'axb']);
    expect(await titles({ queryJson: JSON.stringify({ title: '折' }) })).toEqual(['50%折扣', '5折']);
    expect(await titles({ queryJson: JSON.stringify({ price: 3 }) })).toEqual(['50%折扣', '5折', 'axb']);
    expect(await titles({ queryJson: JSON.stringify({ price: '9' }) })).toEqual(['a_b']);
    expect(await titles({ queryJson: JSON.stringify({ qty: [4, 5] }) })).toEqual(['50%折扣', 'axb']);
    expect(await titles({ queryJson: JSON.stringify({ qty: ['', 4] }) })).toEqual(['50%折扣', 'a_b']);
    expect(await titles({ keyword: '折', queryJson: JSON.stringify({ price: 3, qty: [1, 5] }) })).toEqual([
      '50%折扣',
    ]);
  });

  it('counts a narrow search exactly with its page, and estimates a total past the limit', async () => {
    const design = await designWithRecords();
    const bulk = EXACT_TOTAL_LIMIT + 50;
    await t.ctx.db.execute(sql`
      insert into ${sql.identifier('app_data')}.${sql.identifier(design.main)} (id, title, price, qty, amount)
      select 'bulk' || lpad(g::text, 6, '0'), '批量' || g, 1, 1, 1 from generate_series(1, ${bulk}) g`);
    const list = async (extra: Json) => {
      const res = await onlineCall(t, admin, 'POST', `/${design.id}/List`, listBody(design.menuId, extra));
      expect(res.body.code, res.body.msg).toBe(200);
      return res.body.data as { list: Json[]; pagination: { total: number; totalExact?: false } };
    };
    const all = await list({});
    expect(all.pagination.totalExact).toBe(false);
    expect(all.pagination.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    expect(all.list).toHaveLength(20);
    // Within the limit the matches are counted exactly and paged in the list's order (the newest key first).
    const titles = Array.from({ length: bulk }, (_, i) => ({
      id: `bulk${String(i + 1).padStart(6, '0')}`,
      title: `批量${i + 1}`,
    }));
    const matching = titles
      .filter((row) => row.title.includes('批量10'))
      .sort((a, b) => (a.id < b.id ? 1 : -1));
    const third = await list({ keyword: '批量10', currentPage: 3 });
    expect(third.pagination.total).toBe(matching.length);
    expect(third.pagination.totalExact).toBeUndefined();
    expect(third.list.map((row) => row.title)).toEqual(matching.slice(40, 60).map((row) => row.title));
    const pages = Math.ceil(matching.length / 20);
    const last = await list({ keyword: '批量10', currentPage: pages });
    expect(last.list).toHaveLength(matching.length - (pages - 1) * 20);
    const past = await list({ keyword: '批量10', currentPage: pages + 1 });
    expect(past.pagination.total).toBe(matching.length);
    expect(past.list).toEqual([]);
  });

  it('writes a large sub-table in few statements and reads every row back', async () => {
    const design = await designWithRecords();
    const created = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(record('大单', 1, 1, 250)));
    expect(created.body.code, created.body.msg).toBe(200);
    const id = created.body.data.id as string;
    const read = await onlineCall(t, admin, 'GET', `/${design.id}/${id}`);
    expect(read.body.code, read.body.msg).toBe(200);
    const rows = JSON.parse(read.body.data.data).tableField101 as Json[];
    expect(rows).toHaveLength(250);
    expect(rows.map((row) => row.item_name).sort()).toEqual(
      items(250)
        .map((row) => row.item_name)
        .sort(),
    );
    expect(rows.find((row) => row.item_name === '品249')).toMatchObject({ item_qty: 249 });
  });
});
