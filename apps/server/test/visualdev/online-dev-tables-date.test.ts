import { formatDate } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { parseWallText } from '../../src/modules/system/schedule/wall-clock.ts';
import { getSysConfig } from '../../src/modules/system/sys-config/sys-config.service.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { dueField, onlineCall, plainList, saveBody } from './online-dev-fixtures.ts';
import { listOf, readDetail, tableBoundDesign, tableRows } from './online-dev-tables-fixtures.ts';
import { formData, widget } from './visual-dev-fixtures.ts';

/*
 * A date widget bound to a column of SQL type `date` keeps the day picked in the platform's time zone:
 * the widget sends that day's midnight there (epoch ms), the column stores that calendar day, and the
 * detail, the list and a day range read it back as the same midnight.
 */

const t = useTestApp();
const admin = useAdminUser(t);

/** Midnight of the ISO day in the platform's time zone, as the date widget sends it. */
async function midnightOf(iso: string): Promise<number> {
  const { timeZone } = await getSysConfig(t.ctx);
  return parseWallText(iso, timeZone)?.getTime() ?? Number.NaN;
}

const dateText = (value: unknown) =>
  value instanceof Date ? formatDate(value, 'YYYY-MM-DD', { timeZone: 'UTC' }) : String(value).slice(0, 10);

describe('在线开发 date columns of a design bound to tables', () => {
  it('stores and reads back the day picked in the platform time zone', async () => {
    const columnData = plainList(['title', 'due'], {
      searchList: [
        { __vModel__: 'due', __config__: { jnpfKey: 'date' }, searchType: 3, format: 'yyyy-MM-dd' },
      ],
    });
    const design = await tableBoundDesign(
      t,
      admin,
      { title: 'varchar(20)', due: 'date' },
      { formData: formData([widget('comInput', 'title', '标题'), dueField]), columnData },
    );
    const due = await midnightOf('2026-03-02');
    const created = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody({ title: '苹果', due }));
    expect(created.body.code, created.body.msg).toBe(200);

    const [row] = await tableRows(t, design.table);
    expect(dateText(row?.due)).toBe('2026-03-02');

    const list = listOf(t, admin, design);
    const { list: rows } = await list({});
    expect(rows.map((r) => r.due)).toEqual([due]);
    const id = String(rows[0]?.id);
    expect((await readDetail(t, admin, design, id)).due).toBe(due);

    const byDay = await list({ queryJson: JSON.stringify({ due: [due, due] }) });
    expect(byDay.list.map((r) => r.title)).toEqual(['苹果']);
    const dayBefore = await list({
      queryJson: JSON.stringify({ due: [due - 86_400_000, due - 86_400_000] }),
    });
    expect(dayBefore.list).toEqual([]);
  });
});
