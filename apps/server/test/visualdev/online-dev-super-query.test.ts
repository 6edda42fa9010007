import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../support/profile-fixtures.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { onlineCall, runtimeDesign, runtimeFields, runtimeUser, saveBody } from './online-dev-fixtures.ts';
import { formData, widget } from './visual-dev-fixtures.ts';

/*
 * The advanced query (高级查询) of an online list, as the original's SuperQuery dialog sends it: every
 * comparison by the field's type in the released form, AND/OR, the caller's column grants, and
 * malformed queries refused with nothing listed.
 */

const t = useTestApp();
const admin = useAdminUser(t);
const DAY_MS = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00+08:00`);

type Row = { field: string; symbol: string; fieldValue?: unknown; jnpfKey?: string };

let design: { id: string; menuId: string };

beforeAll(async () => {
  const fields = [
    ...runtimeFields,
    widget('date', 'visitDay', '日期', { type: 'date', format: 'yyyy-MM-dd' }),
    widget('switch', 'active', '有效', { 'active-value': 1, 'inactive-value': 0 }),
  ];
  design = await runtimeDesign(t, admin, { formData: formData(fields) });
  const records = [
    {
      title: '苹果',
      level: 'h',
      price: 30,
      tags: ['a'],
      visitDay: day('2026-03-02'),
      active: 1,
      secret: 'x',
    },
    { title: '香蕉', level: 'l', price: 5, tags: ['b'], visitDay: day('2026-03-03'), active: 0 },
    // Inside the same day as 苹果: a date without a time compares by the day.
    {
      title: '苹果派',
      level: 'l',
      price: 12.5,
      tags: ['a', 'b'],
      visitDay: day('2026-03-02') + 5 * 3_600_000,
      active: 1,
    },
    { title: '梨', price: 100 },
  ];
  for (const values of records) {
    const res = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values));
    expect(res.body.code, res.body.msg).toBe(200);
  }
});

/** The original's superQueryJson: JSON text whose conditionJson is JSON text of the rows. */
const original = (rows: Row[], matchLogic = 'AND') =>
  JSON.stringify({
    matchLogic,
    conditionJson: JSON.stringify(
      rows.map((row, i) => ({ cellKey: 1700000000000 + i, attr: {}, jnpfKey: '', ...row })),
    ),
  });

const list = (superQueryJson: unknown, user: TestUser = admin) =>
  onlineCall(t, user, 'POST', `/${design.id}/List`, {
    currentPage: 1,
    pageSize: 20,
    menuId: design.menuId,
    queryJson: '',
    superQueryJson,
  });

async function titles(rows: Row[], matchLogic = 'AND'): Promise<string[]> {
  const res = await list(original(rows, matchLogic));
  expect(res.body.code, res.body.msg).toBe(200);
  return (res.body.data.list as { title: string }[]).map((r) => r.title).sort();
}
const sorted = (...names: string[]) => names.sort();

describe('advanced query (superQueryJson) of the online list', () => {
  it('compares text: equal, not equal, contains, does not contain', async () => {
    expect(await titles([{ field: 'title', symbol: '==', fieldValue: '苹果' }])).toEqual(['苹果']);
    expect(await titles([{ field: 'title', symbol: '<>', fieldValue: '苹果' }])).toEqual(
      sorted('香蕉', '苹果派', '梨'),
    );
    expect(await titles([{ field: 'title', symbol: 'like', fieldValue: '苹果' }])).toEqual(
      sorted('苹果', '苹果派'),
    );
    expect(await titles([{ field: 'title', symbol: 'notLike', fieldValue: '苹果' }])).toEqual(
      sorted('香蕉', '梨'),
    );
  });

  it('compares numbers by value, whatever jnpfKey the row claims', async () => {
    const price = (symbol: string, fieldValue: unknown) =>
      titles([{ field: 'price', symbol, fieldValue, jnpfKey: 'comInput' }]);
    expect(await price('>', 12.5)).toEqual(sorted('苹果', '梨'));
    expect(await price('>=', '12.5')).toEqual(sorted('苹果', '苹果派', '梨'));
    expect(await price('<', 12.5)).toEqual(['香蕉']);
    expect(await price('<=', 12.5)).toEqual(sorted('香蕉', '苹果派'));
    expect(await price('==', '30')).toEqual(['苹果']);
    expect(await price('<>', 30)).toEqual(sorted('香蕉', '苹果派', '梨'));
  });

  it('compares a date without a time by the whole day', async () => {
    const visit = (symbol: string, iso: string) =>
      titles([{ field: 'visitDay', symbol, fieldValue: day(iso) }]);
    expect(await visit('==', '2026-03-02')).toEqual(sorted('苹果', '苹果派'));
    expect(await visit('>', '2026-03-02')).toEqual(['香蕉']);
    expect(await visit('<=', '2026-03-02')).toEqual(sorted('苹果', '苹果派'));
    expect(await visit('<', '2026-03-03')).toEqual(sorted('苹果', '苹果派'));
    expect(await visit('>=', '2026-03-03')).toEqual(['香蕉']);
    expect(await visit('<>', '2026-03-03')).toEqual(sorted('苹果', '苹果派', '梨'));
    // The creation time stamps every record (by the second): all are before 2100, none after.
    const later = Date.UTC(2100, 0, 1);
    expect(await titles([{ field: 'creatorTime', symbol: '<', fieldValue: later }])).toHaveLength(4);
    expect(await titles([{ field: 'creatorTime', symbol: '>', fieldValue: later - DAY_MS }])).toEqual([]);
  });

  it('matches choices, switches, empty values and lists of values', async () => {
    expect(await titles([{ field: 'tags', symbol: '==', fieldValue: 'a' }])).toEqual(
      sorted('苹果', '苹果派'),
    );
    expect(await titles([{ field: 'active', symbol: '==', fieldValue: 1 }])).toEqual(
      sorted('苹果', '苹果派'),
    );
    expect(await titles([{ field: 'active', symbol: '==', fieldValue: 0 }])).toEqual(['香蕉']);
    expect(await titles([{ field: 'level', symbol: 'null' }])).toEqual(['梨']);
    expect(await titles([{ field: 'level', symbol: 'notNull' }])).toEqual(sorted('苹果', '香蕉', '苹果派'));
    expect(await titles([{ field: 'level', symbol: 'in', fieldValue: ['h', 'x'] }])).toEqual(['苹果']);
    expect(await titles([{ field: 'level', symbol: 'notIn', fieldValue: ['h'] }])).toEqual(
      sorted('香蕉', '苹果派', '梨'),
    );
    expect(await titles([{ field: 'price', symbol: 'in', fieldValue: [5, '100'] }])).toEqual(
      sorted('香蕉', '梨'),
    );
  });

  it('joins rows by AND or OR', async () => {
    const rows: Row[] = [
      { field: 'title', symbol: 'like', fieldValue: '苹果' },
      { field: 'price', symbol: '<', fieldValue: 20 },
    ];
    expect(await titles(rows, 'AND')).toEqual(['苹果派']);
    expect(await titles(rows, 'OR')).toEqual(sorted('苹果', '香蕉', '苹果派'));
    expect(await titles([], 'AND')).toHaveLength(4);
  });

  it('takes the query as an object with the rows as a list', async () => {
    const res = await list({
      matchLogic: 'OR',
      conditionJson: [{ field: 'level', symbol: '==', fieldValue: 'h' }],
    });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.list.map((r: { title: string }) => r.title)).toEqual(['苹果']);
  });

  it('refuses a field outside the form and one whose column the caller may not see', async () => {
    expect((await list(original([{ field: 'color', symbol: '==', fieldValue: 'red' }]))).body).toMatchObject({
      code: 400,
      msg: '高级查询字段不在表单中：color',
    });
    const secretRow = [{ field: 'secret', symbol: '==', fieldValue: 'x' }];
    expect(await titles(secretRow)).toEqual(['苹果']);
    const user = await runtimeUser(t, design.menuId, [], ['secret']);
    expect((await list(original(secretRow), user)).body).toMatchObject({
      code: 400,
      msg: '没有按以下列查询或排序的权限：secret',
    });
    const allowed = await list(original([{ field: 'title', symbol: '==', fieldValue: '苹果' }]), user);
    expect(allowed.body.code, allowed.body.msg).toBe(200);
    expect(allowed.body.data.list[0]).not.toHaveProperty('secret');
  });

  it('refuses malformed queries', async () => {
    const refused = async (superQueryJson: unknown) => {
      const res = await list(superQueryJson);
      expect(res.body.code, JSON.stringify(superQueryJson)).toBe(400);
      return res.body.msg as string;
    };
    expect(await refused('{bad')).toBe('高级查询条件有误：superQueryJson');
    expect(await refused(JSON.stringify({ matchLogic: 'AND', conditionJson: '[{' }))).toBe(
      '高级查询条件有误：conditionJson',
    );
    await refused(JSON.stringify({ matchLogic: 'XOR', conditionJson: '[]' }));
    await refused(JSON.stringify({ matchLogic: 'AND', conditionJson: '[]', extra: 1 }));
    await refused({ matchLogic: 'AND', conditionJson: [], extra: 1 });
    await refused(original([{ field: 'title', symbol: 'between', fieldValue: 'a' }]));
    await refused(
      JSON.stringify({
        matchLogic: 'AND',
        conditionJson: JSON.stringify([{ field: 'title', symbol: '==', fieldValue: 'a', sql: '1=1' }]),
      }),
    );
    expect(await refused(original([{ field: 'price', symbol: '>', fieldValue: 'abc' }]))).toBe(
      '高级查询条件有误：price',
    );
    await refused(original([{ field: 'title', symbol: '==', fieldValue: '' }]));
    await refused(original([{ field: 'level', symbol: 'in', fieldValue: 'h' }]));
    await refused(original([{ field: 'title', symbol: '==', fieldValue: { a: 1 } }]));
    const many = Array.from({ length: 51 }, () => ({ field: 'title', symbol: 'like', fieldValue: 'a' }));
    expect(await refused(original(many))).toBe('高级查询条件不能超过 50 个');
  });
});
