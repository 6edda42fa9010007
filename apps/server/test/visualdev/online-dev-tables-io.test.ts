import { formatDate } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { getSysConfig } from '../../src/modules/system/sys-config/sys-config.service.ts';
import { type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  dueField,
  exportCall,
  importExportColumns,
  levelField,
  runtimeListBody as listBody,
  onlineCall,
  runtimeUser,
  saveBody,
} from './online-dev-fixtures.ts';
import { downloadSheet, tableBoundDesign, tableRows } from './online-dev-tables-fixtures.ts';
import { formData, widget } from './visual-dev-fixtures.ts';

/*
 * Export, batch import and the advanced query of a design bound to a table on the platform database,
 * as for a design keeping JSON records: chosen granted columns exported as the list shows them, imported
 * rows stored in the table with who and when (a row the table refuses refuses the whole import), and
 * advanced-query conditions over the table's columns (a column the caller does not hold refused).
 */

const t = useTestApp();
const admin = useAdminUser(t);
const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`);

const fields = [
  widget('comInput', 'title', '标题'),
  levelField,
  widget('numInput', 'price', '价格'),
  dueField,
  widget('comInput', 'secret', '密级'),
];
const columnData = importExportColumns(
  [
    ['title', '标题'],
    ['level', '级别'],
    ['price', '价格'],
    ['due', '截止'],
    ['secret', '密级'],
  ],
  ['title', 'level', 'price', 'due'],
);

/** A design bound to a table whose title holds 20 characters (the form sets no limit). */
const boundDesign = () =>
  tableBoundDesign(
    t,
    admin,
    { title: 'varchar(20)', level: 'varchar(10)', price: 'int', due: 'datetime', secret: 'varchar(20)' },
    { formData: formData(fields), columnData },
  );

async function withRecords() {
  const design = await boundDesign();
  for (const values of [
    { title: '苹果', level: 'h', price: 30, due: day('2026-03-02'), secret: '机密' },
    { title: '香蕉', level: 'l', price: 5, due: day('2026-03-03') },
    { title: '梨', level: 'h', price: 8 },
  ]) {
    const res = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values));
    expect(res.body.code, res.body.msg).toBe(200);
  }
  return design;
}

describe('在线开发 export and import of a design bound to tables', () => {
  it('exports the chosen granted columns of the filtered rows as the list shows them', async () => {
    const design = await withRecords();
    const exporter = await runtimeUser(t, design.menuId, ['btn_download'], ['secret']);
    const exported = (extra: Record<string, unknown>) => exportCall(t, exporter, design, extra);
    const all = await exported({
      dataType: 1,
      queryJson: JSON.stringify({ level: 'h' }),
      selectKey: ['title', 'level', 'due'],
    });
    expect(all.body.code, all.body.msg).toBe(200);
    const { timeZone } = await getSysConfig(t.ctx);
    expect(await downloadSheet(t, exporter, all.body.data.url)).toEqual([
      ['标题', '级别', '截止'],
      ['梨', '高', ''],
      ['苹果', '高', formatDate(day('2026-03-02'), 'YYYY-MM-DD', { timeZone })],
    ]);

    const page = await exported({ dataType: 0, pageSize: 1, currentPage: 2, selectKey: ['title', 'price'] });
    expect(page.body.code, page.body.msg).toBe(200);
    expect(await downloadSheet(t, exporter, page.body.data.url)).toEqual([
      ['标题', '价格'],
      ['香蕉', '5'],
    ]);

    const hidden = await exported({ selectKey: ['title', 'secret'] });
    expect(hidden.body.code).toBe(400);
    expect(hidden.body.msg).toContain('secret');
  });

  it('imports the good rows into the table with who and when, and reports the bad ones', async () => {
    const design = await boundDesign();
    const importer = await runtimeUser(t, design.menuId, ['btn_upload']);
    const res = await onlineCall(t, importer, 'POST', `/${design.id}/ImportData`, {
      list: [
        { title: '桃', level: '高', price: '12', due: '2024-03-05' },
        { title: '杏', level: '中', price: '3' },
        { title: '李', level: '低', price: '' },
      ],
    });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ resultType: 1, snum: 2, fnum: 1 });
    expect(res.body.data.failResult[0].errorsInfo).toContain('中');

    const rows = await tableRows(t, design.table);
    expect(rows.map((row) => row.title).sort()).toEqual(['李', '桃']);
    const peach = rows.find((row) => row.title === '桃');
    expect(peach).toMatchObject({ level: 'h', price: 12, creator_user_id: importer.id });
    expect(peach?.creator_time).toBeTruthy();
    const list = await onlineCall(t, admin, 'POST', `/${design.id}/List`, listBody(design.menuId, {}));
    const { timeZone } = await getSysConfig(t.ctx);
    const listed = (list.body.data.list as { title: string; due: number }[]).find(
      (row) => row.title === '桃',
    );
    expect(formatDate(listed?.due ?? 0, 'YYYY-MM-DD HH:mm', { timeZone })).toBe('2024-03-05 00:00');
  });

  it('stores none of the rows when the table refuses one', async () => {
    const design = await boundDesign();
    const res = await onlineCall(t, admin, 'POST', `/${design.id}/ImportData`, {
      list: [
        { title: '桃', level: '高' },
        { title: '很长'.repeat(11), level: '低' },
      ],
    });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(design.table);
    expect(await tableRows(t, design.table)).toHaveLength(0);
  });
});

type Row = { field: string; symbol: string; fieldValue?: unknown };

/** The original's superQueryJson: JSON text whose conditionJson is JSON text of the rows. */
const superQuery = (rows: Row[], matchLogic = 'AND') =>
  JSON.stringify({ matchLogic, conditionJson: JSON.stringify(rows.map((row) => ({ jnpfKey: '', ...row }))) });

describe('在线开发 advanced query of a design bound to tables', () => {
  it('compares by the fields of the released form over the table columns', async () => {
    const design = await withRecords();
    const titles = async (rows: Row[], matchLogic = 'AND', user: TestUser = admin) => {
      const body = listBody(design.menuId, { superQueryJson: superQuery(rows, matchLogic) });
      const res = await onlineCall(t, user, 'POST', `/${design.id}/List`, body);
      expect(res.body.code, res.body.msg).toBe(200);
      return (res.body.data.list as { title: string }[]).map((row) => row.title).sort();
    };
    expect(
      await titles([
        { field: 'price', symbol: '>', fieldValue: 6 },
        { field: 'level', symbol: '==', fieldValue: 'h' },
      ]),
    ).toEqual(['梨', '苹果']);
    // A date without a time compares by the whole day.
    expect(await titles([{ field: 'due', symbol: '==', fieldValue: day('2026-03-02') }])).toEqual(['苹果']);
    expect(await titles([{ field: 'due', symbol: '>=', fieldValue: day('2026-03-03') }])).toEqual(['香蕉']);
    expect(await titles([{ field: 'due', symbol: 'null' }])).toEqual(['梨']);
    expect(await titles([{ field: 'title', symbol: 'like', fieldValue: '果' }])).toEqual(['苹果']);
    expect(await titles([{ field: 'level', symbol: 'in', fieldValue: ['l'] }])).toEqual(['香蕉']);
    expect(
      await titles(
        [
          { field: 'price', symbol: '<', fieldValue: 6 },
          { field: 'title', symbol: '==', fieldValue: '梨' },
        ],
        'OR',
      ),
    ).toEqual(['梨', '香蕉']);
    expect(await titles([{ field: 'secret', symbol: 'notNull' }])).toEqual(['苹果']);
  });

  it('refuses a condition on a column the caller does not hold, and an unknown field', async () => {
    const design = await withRecords();
    const reader = await runtimeUser(t, design.menuId, [], ['secret']);
    const list = (user: TestUser, rows: Row[]) =>
      onlineCall(
        t,
        user,
        'POST',
        `/${design.id}/List`,
        listBody(design.menuId, { superQueryJson: superQuery(rows) }),
      );
    const hidden = await list(reader, [{ field: 'secret', symbol: '==', fieldValue: '机密' }]);
    expect(hidden.body.code).toBe(400);
    expect(hidden.body.msg).toContain('secret');
    const unknown = await list(admin, [{ field: 'nope', symbol: '==', fieldValue: 'x' }]);
    expect(unknown.body.code).toBe(400);
    expect(unknown.body.msg).toContain('nope');
    const granted = await list(reader, [{ field: 'title', symbol: '==', fieldValue: '梨' }]);
    expect(granted.body.code, granted.body.msg).toBe(200);
    expect(granted.body.data.list).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);
  });
});
