import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dictionaryData, dictionaryTypes, visualModelData } from '../../src/db/schema/index.ts';
import { bumpDictionaryVersion } from '../../src/modules/system/dictionary/dictionary-cache.ts';
import { newId } from '../../src/shared/ids.ts';
import { uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { onlineCall, plainList, runtimeDesign, saveBody } from './online-dev-fixtures.ts';
import { formData, widget } from './visual-dev-fixtures.ts';

/*
 * A save of a form whose choices come from a data-dictionary category must name enabled entries of it,
 * by id or by code (single and multiple choices, sub-table cells); anything else is refused naming the
 * field and the value, and nothing is stored. An import applies the same rule to each row.
 */

const t = useTestApp();
const admin = useAdminUser(t);

/** A category with the enabled entries A and B and the disabled entry X; answers its code and ids. */
async function category(
  entries: [string, string, number][] = [
    ['a', '甲级', 1],
    ['b', '乙级', 1],
    ['x', '停用', 0],
  ],
) {
  const typeId = newId();
  const code = uniqueCode('dv');
  await t.ctx.db.insert(dictionaryTypes).values({ id: typeId, parentId: '-1', fullName: code, enCode: code });
  const ids: Record<string, string> = {};
  for (const [enCode, fullName, enabledMark] of entries) {
    ids[enCode] = newId();
    await t.ctx.db
      .insert(dictionaryData)
      .values({ id: ids[enCode], dictionaryTypeId: typeId, parentId: '0', fullName, enCode, enabledMark });
  }
  await bumpDictionaryVersion(t.ctx);
  return { typeId, code, ids };
}

const bound = (dictionaryType: string) => ({ dataType: 'dictionary', dictionaryType });

/** A released form: 级别 (one entry, by id), 标签 (several, by code) and a 明细 sub-table with a 级别 cell. */
async function form(dictionaryType: string) {
  const columnData = plainList(['title', 'level'], { btnsList: [{ value: 'upload', label: '导入' }] });
  const fields = [
    widget('comInput', 'title', '标题'),
    widget('select', 'level', '级别', {}, bound(dictionaryType)),
    widget(
      'checkbox',
      'tags',
      '标签',
      { props: { label: 'fullName', value: 'enCode' } },
      bound(dictionaryType),
    ),
    widget(
      'table',
      'items',
      '明细',
      {},
      {
        layout: 'rowFormItem',
        children: [widget('select', 'item_level', '明细级别', {}, bound(dictionaryType))],
      },
    ),
  ];
  return runtimeDesign(t, admin, { formData: formData(fields), columnData });
}

const storedTitles = async (designId: string) =>
  (await t.ctx.db.select().from(visualModelData).where(eq(visualModelData.designId, designId)))
    .map((row) => row.data.title)
    .sort();

describe('saving choices fed by a data dictionary', () => {
  it('stores enabled entries named by id or by code', async () => {
    const dict = await category();
    const design = await form(dict.code);
    const saves = [
      { title: '甲', level: dict.ids.a, tags: ['a', 'b'], items: [{ item_level: dict.ids.b }] },
      { title: '乙', level: 'b', tags: [dict.ids.a], items: [{ item_level: 'a' }, { item_level: '' }] },
    ];
    for (const values of saves) {
      const res = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values));
      expect(res.body.code, res.body.msg).toBe(200);
    }
    expect(await storedTitles(design.id)).toEqual(['乙', '甲']);
  });

  it('refuses unknown and disabled entries, single, multiple or in a sub-table cell, storing nothing', async () => {
    const dict = await category();
    const design = await form(dict.typeId);
    const refused: [Record<string, unknown>, string, string][] = [
      [{ level: 'nowhere' }, '级别', 'nowhere'],
      [{ level: dict.ids.x }, '级别', dict.ids.x ?? ''],
      [{ tags: ['a', 'x'] }, '标签', 'x'],
      [{ items: [{ item_level: 'a' }, { item_level: 'zz' }] }, '明细级别', 'zz'],
    ];
    for (const [values, field, value] of refused) {
      const res = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody({ title: '丙', ...values }));
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toBe(`「${field}」的选项不在字典中或已停用：${value}`);
    }
    const saved = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody({ title: '丁', level: 'a' }));
    expect(saved.body.code, saved.body.msg).toBe(200);
    const edit = await onlineCall(t, admin, 'PUT', `/${design.id}/${saved.body.data.id}`, {
      ...saveBody({ title: '丁', level: 'x' }, saved.body.data.id),
    });
    expect(edit.body.code).toBe(400);
    const [row] = await t.ctx.db
      .select()
      .from(visualModelData)
      .where(eq(visualModelData.id, saved.body.data.id));
    expect(row?.data.level).toBe('a');
    expect(await storedTitles(design.id)).toEqual(['丁']);
  });

  it('sends an import row naming no enabled entry to the exceptions with its reason', async () => {
    // Every entry of this category is disabled: its cells are taken as typed, then checked as a save is.
    const dict = await category([['x', '停用', 0]]);
    const design = await form(dict.code);
    const list = [
      { title: '甲', level: '' },
      { title: '乙', level: 'x' },
    ];
    const res = await onlineCall(t, admin, 'POST', `/${design.id}/ImportData`, { list });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ snum: 1, fnum: 1 });
    const reasons = res.body.data.failResult.map((row: { errorsInfo: string }) => row.errorsInfo);
    expect(reasons).toEqual(['「级别」的选项不在字典中或已停用：x']);
    expect(await storedTitles(design.id)).toEqual(['甲']);
  });

  it('imports an entry named by its label as its code', async () => {
    const dict = await category();
    const design = await form(dict.code);
    const res = await onlineCall(t, admin, 'POST', `/${design.id}/ImportData`, {
      list: [{ title: '甲', level: '乙级' }],
    });
    expect(res.body.data).toMatchObject({ snum: 1, fnum: 0 });
    const [row] = await t.ctx.db
      .select()
      .from(visualModelData)
      .where(eq(visualModelData.designId, design.id));
    expect(row?.data.level).toBe('b');
  });
});
