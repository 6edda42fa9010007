import { describe, expect, it } from 'vitest';
import { moduleSchemes } from '../../src/db/schema/index.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { newId } from '../../src/shared/ids.ts';
import { grant } from '../permission/authorize-fixtures.ts';
import { type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  onlineCall,
  plainList,
  runtimeDesign,
  runtimeFields,
  runtimeListBody,
  runtimeUser,
  saveBody,
  textSearch,
} from './online-dev-fixtures.ts';
import { tableBoundDesign } from './online-dev-tables-fixtures.ts';
import { formData, widget } from './visual-dev-fixtures.ts';

/*
 * A grouped list (columnData type 3) and a tree table (type 5) are shaped on the server over every
 * record the query matches, for designs without tables and designs bound to one: the groups come as
 * the original's rows (`top: true`, the group's text in the first column, the records as `children`),
 * paged by group; the tree's top level is paged (rows without a parent, or whose parent the caller
 * cannot see) with `hasChildren`, and List/{id} hands out one parent's rows; a search lists its matches
 * flat. Grants and data schemes hold throughout.
 */

const t = useTestApp();
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

/** The runtime form's title and 级别 (h 高 / l 低), and the tree's parent field. */
const fields = [
  ...runtimeFields.filter((field) => ['title', 'level'].includes(String(field.__vModel__))),
  widget('comInput', 'parent', '上级'),
];

const columnData = (shape: Json) =>
  plainList(['title', 'level', 'parent'], {
    sort: 'asc',
    defaultSidx: '',
    searchList: [textSearch('title')],
    ...shape,
  });

const GROUPED = { type: 3, groupField: 'level' };
const TREE = { type: 5, parentField: 'parent', useDataPermission: true };

/** A released design of the shape, without tables or bound to a main table of its fields. */
async function design(shape: Json, isBound: boolean) {
  const overrides = { formData: formData(fields), columnData: columnData(shape) };
  if (!isBound) return runtimeDesign(t, admin, overrides);
  const text = 'varchar(50)' as const;
  return tableBoundDesign(t, admin, { title: text, level: text, parent: text }, overrides);
}

async function save(designId: string, values: Json): Promise<string> {
  const res = await onlineCall(t, admin, 'POST', `/${designId}`, saveBody(values));
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.id as string;
}

async function list(who: TestUser, d: { id: string; menuId: string }, extra: Json = {}, path = '/List') {
  const res = await onlineCall(t, who, 'POST', `/${d.id}${path}`, {
    ...runtimeListBody(d.menuId, { sidx: 'title', sort: 'asc' }),
    ...extra,
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data as { list: Json[]; pagination: { total: number } };
}

const titlesOf = (rows: unknown) => (rows as Json[]).map((row) => row.title);

describe.each([
  ['without tables', false],
  ['bound to a table', true],
])('在线开发 grouped list (%s)', (_name, isBound) => {
  it('groups every matching record, not one page, and pages the groups', async () => {
    const d = await design(GROUPED, isBound);
    const titles = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(2, '0')}`);
    for (const title of titles('h', 12)) await save(d.id, { title, level: 'h' });
    for (const title of titles('l', 10)) await save(d.id, { title, level: 'l' });
    for (const title of titles('n', 3)) await save(d.id, { title });

    const all = await list(admin, d);
    // 25 records on a page of 20: three groups, each with all of its records.
    expect(all.pagination.total).toBe(3);
    expect(all.list.map((group) => [group.top, group.title, (group.children as Json[]).length])).toEqual([
      [true, '高', 12],
      [true, '低', 10],
      [true, '', 3],
    ]);
    const high = (all.list[0]?.children ?? []) as Json[];
    expect(titlesOf(high)).toEqual(titles('h', 12));
    expect(high[0]).toMatchObject({ level: 'h', level_name: '高' });
    expect(new Set(all.list.map((group) => group.id)).size).toBe(3);

    const second = await list(admin, d, { pageSize: 1, currentPage: 2 });
    expect(second.pagination.total).toBe(3);
    expect(second.list.map((group) => group.title)).toEqual(['低']);

    // The search applies before grouping.
    const found = await list(admin, d, { queryJson: JSON.stringify({ title: '0' }) });
    expect(found.list.map((group) => [group.title, titlesOf(group.children)])).toEqual([
      ['高', ['h00', 'h01', 'h02', 'h03', 'h04', 'h05', 'h06', 'h07', 'h08', 'h09', 'h10']],
      ['低', ['l00', 'l01', 'l02', 'l03', 'l04', 'l05', 'l06', 'l07', 'l08', 'l09']],
      ['', ['n00', 'n01', 'n02']],
    ]);
    const keyword = await list(admin, d, { keyword: 'l0' });
    expect(keyword.list.map((group) => group.title)).toEqual(['低']);

    // A caller who may not see the group field gets the records, not groups by it.
    const withheld = await runtimeUser(t, d.menuId, [], ['level']);
    const plain = await list(withheld, d, { pageSize: 5 });
    expect(plain.pagination.total).toBe(25);
    expect(plain.list.every((row) => row.top === undefined && row.level === undefined)).toBe(true);
  });
});

describe.each([
  ['without tables', false],
  ['bound to a table', true],
])('在线开发 tree table (%s)', (_name, isBound) => {
  it('pages the top rows with hasChildren and loads a parent’s rows when asked', async () => {
    const d = await design(TREE, isBound);
    const a = await save(d.id, { title: 'a根', level: 'h' });
    const b = await save(d.id, { title: 'b子', parent: a });
    await save(d.id, { title: 'c孙', parent: b });
    await save(d.id, { title: 'd子', parent: a });
    await save(d.id, { title: 'e孤', parent: 'no-such-record' });
    await save(d.id, { title: 'f根' });

    const top = await list(admin, d);
    expect(top.pagination.total).toBe(3);
    expect(top.list.map((row) => [row.title, row.hasChildren])).toEqual([
      ['a根', true],
      ['e孤', false],
      ['f根', false],
    ]);
    const firstPage = await list(admin, d, { pageSize: 2 });
    expect(titlesOf(firstPage.list)).toEqual(['a根', 'e孤']);
    expect(firstPage.pagination.total).toBe(3);

    // The original's page sends its own page with the parent's id: every row under the parent comes.
    const underA = await list(admin, d, { currentPage: 3, pageSize: 1 }, `/List/${a}`);
    expect(underA.list.map((row) => [row.title, row.hasChildren])).toEqual([
      ['b子', true],
      ['d子', false],
    ]);
    expect(titlesOf((await list(admin, d, {}, `/List/${b}`)).list)).toEqual(['c孙']);

    // A search lists every match as a row of its own, wherever it sits in the tree.
    const found = await list(admin, d, { queryJson: JSON.stringify({ title: '子' }) });
    expect(titlesOf(found.list)).toEqual(['b子', 'd子']);
    expect(found.list.map((row) => row.hasChildren)).toEqual([false, false]);
  });

  it('keeps data schemes: a row whose parent the caller cannot see is a top row', async () => {
    const d = await design(TREE, isBound);
    const a = await save(d.id, { title: 'a根', level: 'h' });
    const b = await save(d.id, { title: 'b子', level: 'l', parent: a });
    await save(d.id, { title: 'c孙', level: 'l', parent: b });
    const schemeId = newId();
    await t.ctx.db.insert(moduleSchemes).values({
      id: schemeId,
      moduleId: d.menuId,
      fullName: `方案${schemeId}`,
      enCode: `s${schemeId}`,
      conditionJson: JSON.stringify([{ field: 'level', op: '==', value: 'l' }]),
      matchLogic: 'and',
      allData: 0,
    });
    await bumpPermissionVersion(t.ctx);
    const viewer = await runtimeUser(t, d.menuId, []);
    await grant(t, 'User', viewer.id, 'resource', schemeId);

    const top = await list(viewer, d);
    expect(top.list.map((row) => [row.title, row.hasChildren])).toEqual([['b子', true]]);
    expect(titlesOf((await list(viewer, d, {}, `/List/${b}`)).list)).toEqual(['c孙']);
    // Under a parent outside the schemes, only the records the schemes let through come.
    expect((await list(viewer, d, {}, `/List/${a}`)).list.map((row) => row.title)).toEqual(['b子']);
  });
});

describe('在线开发 List/{id} of other lists', () => {
  it('answers no rows for a list that is not a tree table, and refuses a caller without the menu', async () => {
    const d = await design(GROUPED, false);
    const id = await save(d.id, { title: 'x', parent: 'y' });
    expect((await list(admin, d, {}, `/List/${id}`)).list).toEqual([]);
    const stranger = await runtimeUser(t, (await design(TREE, false)).menuId, []);
    const res = await onlineCall(t, stranger, 'POST', `/${d.id}/List/${id}`, runtimeListBody(d.menuId));
    expect(res.body.code).toBe(401);
  });
});
