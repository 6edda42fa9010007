import { describe, expect, it } from 'vitest';
import type { Tx } from '../../src/db/client.ts';
import { requireRuntimeDesign } from '../../src/modules/visualdev/online-dev/online-dev-record-store.ts';
import { readTableBinding } from '../../src/modules/visualdev/online-dev/online-dev-table-binding.ts';
import { insertRows } from '../../src/modules/visualdev/online-dev/online-dev-table-bulk.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { importExportColumns, levelField, onlineCall, runtimeUser } from './online-dev-fixtures.ts';
import {
  secondaryDesign,
  secondaryPhone,
  secondaryVisits,
  tableBoundDesign,
  tableRows,
} from './online-dev-tables-fixtures.ts';
import { formData, widget } from './visual-dev-fixtures.ts';

/*
 * A large import into a design bound to tables: its main rows go in many to a statement, in the import's
 * one transaction. The rows the form refuses come back with their reasons and are not stored; every other
 * row is stored once, with who and when; a secondary table's values go in beside their main rows.
 */

const t = useTestApp();
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

const fields = [widget('comInput', 'title', '标题'), levelField, widget('numInput', 'price', '价格')];
const columnData = importExportColumns(
  [
    ['title', '标题'],
    ['level', '级别'],
    ['price', '价格'],
  ],
  ['title', 'level', 'price'],
);

/** A released design bound to a table of a title of 20 characters, a level and a price. */
const boundDesign = () =>
  tableBoundDesign(
    t,
    admin,
    { title: 'varchar(20)', level: 'varchar(10)', price: 'int' },
    { formData: formData(fields), columnData },
  );

describe('在线开发 import of many rows into a design bound to tables', () => {
  it('inserts rows over as many statements as the parameter limit needs, in their order', async () => {
    const design = await boundDesign();
    const { release, model } = await requireRuntimeDesign(t.ctx, design.id, 'zh-CN');
    const { main } = await readTableBinding(t.ctx, release, model);
    const rows: [string, unknown][][] = [
      [
        ['id', 'a'],
        ['title', '甲'],
      ],
      [
        ['id', 'b'],
        ['price', 2],
      ],
      [
        ['id', 'c'],
        ['title', '丙'],
        ['price', 3],
      ],
    ];
    // Three columns and four parameters a statement: one row each.
    const keys = await t.ctx.db.transaction((tx: Tx) => insertRows(tx, main, rows, ['id', 'title'], 4));
    expect(keys).toEqual([
      { r0: 'a', r1: '甲' },
      { r0: 'b', r1: null },
      { r0: 'c', r1: '丙' },
    ]);
    const stored = (await tableRows(t, design.table)).map(({ id, title, price }) => ({ id, title, price }));
    expect(stored.sort((x, y) => String(x.id).localeCompare(String(y.id)))).toEqual([
      { id: 'a', title: '甲', price: null },
      { id: 'b', title: null, price: 2 },
      { id: 'c', title: '丙', price: 3 },
    ]);
  });

  it('stores every good row and none of those the form refuses, reporting each refusal', async () => {
    const design = await boundDesign();
    const importer = await runtimeUser(t, design.menuId, ['btn_upload']);
    const list = Array.from({ length: 600 }, (_, i) => ({
      title: `行${i}`,
      level: i % 2 ? '高' : '低',
      price: String(i),
    }));
    // An unknown option and a number that is not one.
    list[7] = { title: '坏7', level: '中', price: '7' };
    list[420] = { title: '坏420', level: '高', price: '四百' };

    const res = await onlineCall(t, importer, 'POST', `/${design.id}/ImportData`, { list });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ resultType: 1, snum: 598, fnum: 2 });
    const failed = res.body.data.failResult as Json[];
    expect(failed.map((row) => row.title)).toEqual(['坏7', '坏420']);
    expect(failed[0]?.errorsInfo).toContain('中');
    expect(failed[1]?.errorsInfo).toBeTruthy();

    const rows = await tableRows(t, design.table);
    const good = list.filter((_, i) => i !== 7 && i !== 420);
    expect(rows.map((row) => row.title).sort()).toEqual(good.map((row) => row.title).sort());
    expect(new Set(rows.map((row) => row.id)).size).toBe(598);
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    expect(byTitle.get('行599')).toMatchObject({ level: 'h', price: 599, creator_user_id: importer.id });
    expect(byTitle.get('行598')).toMatchObject({ level: 'l', price: 598 });
    expect(rows.every((row) => row.creator_user_id === importer.id && row.creator_time)).toBe(true);
  });

  it('stores the secondary table values of the imported rows beside their main rows', async () => {
    const design = await secondaryDesign(t, admin);
    const { main, extra } = design;
    const phone = secondaryPhone(extra);
    const visits = secondaryVisits(extra);
    const res = await onlineCall(t, admin, 'POST', `/${design.id}/ImportData`, {
      list: [
        { title: '甲', [phone]: '13800000001', [visits]: '3' },
        { title: '乙', [phone]: '', [visits]: '' },
        { title: '丙', [phone]: '13800000003', [visits]: '不是数' },
        { title: '丁', [phone]: '13800000004', [visits]: '4' },
      ],
    });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ snum: 3, fnum: 1 });

    const mains = await tableRows(t, main);
    expect(mains.map((row) => row.title).sort()).toEqual(['丁', '乙', '甲']);
    const titleOf = new Map(mains.map((row) => [String(row.id), row.title]));
    const secondary = await tableRows(t, extra);
    const byTitle = new Map(secondary.map((row) => [titleOf.get(String(row.parent_id)), row]));
    expect(secondary).toHaveLength(3);
    expect(byTitle.get('甲')).toMatchObject({ phone: '13800000001', visits: 3 });
    expect(byTitle.get('乙')).toMatchObject({ phone: null, visits: null });
    expect(byTitle.get('丁')).toMatchObject({ phone: '13800000004', visits: 4 });
  });
});
