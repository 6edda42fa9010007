import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dictionaryData, dictionaryTypes } from '../../src/db/schema/index.ts';
import { seedDictionaries } from '../../src/db/seed/seed-dictionaries.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { saveGrantsOverHttp } from '../permission/users-grants-fixtures.ts';
import { createUser, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * 数据字典 (system.dictionary): the category tree under 业务字典/系统字典, a category's entries (flat or a
 * tree), the entry dialog's rules, the state toggle, and the pickers every signed-in user reads.
 */

const t = useTestApp();
const admin = useAdminUser(t);

let sequence = 0;
/** A code no other test uses. */
function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence}`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser, method: Method, url: string, payload?: unknown) =>
  t.call({ method, url: `/api/system/${url}`, token: user.token, ...(payload ? { payload } : {}) });

async function dataOf<T = Record<string, unknown>>(
  user: TestUser,
  method: Method,
  url: string,
  payload?: unknown,
) {
  const res = await call(user, method, url, payload);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data as T;
}

interface Node {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark?: number;
  isTree?: number;
  children?: Node[];
}

async function createType(fields: Record<string, unknown> = {}): Promise<string> {
  const code = unique('T');
  const data = await dataOf<{ id: string }>(admin, 'POST', 'DictionaryType', {
    parentId: '0',
    fullName: `分类${code}`,
    enCode: code,
    isTree: 0,
    sortCode: 0,
    ...fields,
  });
  return data.id;
}

async function createData(typeId: string, fields: Record<string, unknown> = {}): Promise<string> {
  const code = unique('D');
  const data = await dataOf<{ id: string }>(admin, 'POST', 'DictionaryData', {
    dictionaryTypeId: typeId,
    parentId: typeId,
    fullName: `项目${code}`,
    enCode: code,
    ...fields,
  });
  return data.id;
}

describe('seeded dictionaries', () => {
  it('shows the two roots with the seeded categories, and their options to any signed-in user', async () => {
    const { list } = await dataOf<{ list: Node[] }>(admin, 'GET', 'DictionaryType');
    expect(list.map((n) => [n.id, n.fullName])).toEqual([
      ['0', '业务字典'],
      ['1', '系统字典'],
    ]);
    const system = list[1].children?.map((n) => n.enCode) ?? [];
    expect(system).toEqual(
      expect.arrayContaining(['sex', 'Nation', 'Education', 'certificateType', 'Urgent']),
    );
    const user = await createUser(t);
    const nations = await dataOf<{ list: Node[] }>(user, 'GET', 'DictionaryData/Nation/Data/Selector');
    expect(nations.list).toHaveLength(56);
    expect(nations.list[0]).toMatchObject({ fullName: '汉族', enCode: '01' });
    const byId = await dataOf<{ list: Node[] }>(user, 'GET', 'DictionaryData/dict-sex/Data/Selector');
    expect(byId.list.map((n) => n.fullName)).toEqual(['男', '女', '保密']);
  });

  it('seeds only while no category exists', async () => {
    expect(await seedDictionaries(t.ctx.db)).toBe(0);
  });
});

describe('categories', () => {
  it('creates a top category under 系统字典 and answers its root as parent', async () => {
    const id = await createType({ parentId: '1' });
    const info = await dataOf<Node & { category: number }>(admin, 'GET', `DictionaryType/${id}`);
    expect(info).toMatchObject({ parentId: '1', category: 1 });
    const [row] = await t.ctx.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id));
    expect(row.parentId).toBe('-1');
  });

  it('nests a sub-category, refuses moving a category under itself, and refuses duplicate names and codes', async () => {
    const parent = await createType();
    const child = await createType({ parentId: parent });
    const { list } = await dataOf<{ list: Node[] }>(admin, 'GET', 'DictionaryType');
    const business = list[0].children ?? [];
    expect(business.find((n) => n.id === parent)?.children?.map((n) => n.id)).toEqual([child]);
    const moved = await call(admin, 'PUT', `DictionaryType/${parent}`, { parentId: child });
    expect(moved.body).toMatchObject({ code: 400, msg: '上级分类不能是自己或自己的下级' });
    const [info] = await t.ctx.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, child));
    const clash = await call(admin, 'POST', 'DictionaryType', {
      parentId: '0',
      fullName: `另一个${info.enCode}`,
      enCode: info.enCode,
    });
    expect(clash.body).toMatchObject({ code: 400, msg: `编码不能重复：${info.enCode}` });
    const selector = await dataOf<{ list: Node[] }>(admin, 'GET', `DictionaryType/Selector/${parent}`);
    expect(JSON.stringify(selector)).not.toContain(child);
  });

  it('refuses bad input in Chinese, unknown fields, and changes to the roots', async () => {
    const bad = await call(admin, 'POST', 'DictionaryType', {
      parentId: '0',
      fullName: '名称',
      enCode: '.x',
    });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('编码只能输入英文、数字和小数点且小数点不能放在首尾');
    const long = await call(admin, 'POST', 'DictionaryType', {
      parentId: '0',
      fullName: '名'.repeat(51),
      enCode: 'x1',
    });
    expect(long.body.code).toBe(400);
    const extra = await call(admin, 'POST', 'DictionaryType', {
      parentId: '0',
      fullName: '名',
      enCode: 'x2',
      hack: 1,
    });
    expect(extra.body.code).toBe(400);
    expect((await call(admin, 'DELETE', 'DictionaryType/1')).body).toMatchObject({ code: 400 });
  });

  it('deletes a category only without entries', async () => {
    const id = await createType();
    const entry = await createData(id);
    const refused = await call(admin, 'DELETE', `DictionaryType/${id}`);
    expect(refused.body).toMatchObject({ code: 400, msg: '字典类型下面有字典值禁止删除' });
    await dataOf(admin, 'DELETE', `DictionaryData/${entry}`);
    await dataOf(admin, 'DELETE', `DictionaryType/${id}`);
    expect(await t.ctx.db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id))).toEqual([]);
  });
});

describe('entries', () => {
  it('stores a parent equal to the category as 0, searches by keyword, and refuses duplicates', async () => {
    const typeId = await createType();
    const id = await createData(typeId, { fullName: '苹果', enCode: 'apple', sortCode: 2 });
    await createData(typeId, { fullName: '香蕉', enCode: 'banana', sortCode: 1 });
    const info = await dataOf<Node>(admin, 'GET', `DictionaryData/${id}/Info`);
    expect(info).toMatchObject({ parentId: '0', dictionaryTypeId: typeId, enabledMark: 1 });
    const all = await dataOf<{ list: Node[] }>(admin, 'GET', `DictionaryData/${typeId}?isTree=0`);
    expect(all.list.map((n) => n.enCode)).toEqual(['banana', 'apple']);
    const found = await dataOf<{ list: Node[] }>(
      admin,
      'GET',
      `DictionaryData/${typeId}?keyword=${encodeURIComponent('苹')}`,
    );
    expect(found.list.map((n) => n.id)).toEqual([id]);
    const clash = await call(admin, 'POST', 'DictionaryData', {
      dictionaryTypeId: typeId,
      parentId: '0',
      fullName: '苹果',
      enCode: 'apple2',
    });
    expect(clash.body).toMatchObject({ code: 400, msg: '字典名称不能重复：苹果' });
    const long = await call(admin, 'POST', 'DictionaryData', {
      dictionaryTypeId: typeId,
      fullName: '名'.repeat(51),
      enCode: 'x',
    });
    expect(long.body.code).toBe(400);
    expect(long.body.msg).toContain('fullName');
  });

  it('nests entries of a tree category, keeps a keyword match with its ancestors, and refuses cycles', async () => {
    const typeId = await createType({ isTree: 1 });
    const top = await createData(typeId, { fullName: '华东' });
    const middle = await createData(typeId, { parentId: top, fullName: '浙江' });
    const leaf = await createData(typeId, { parentId: middle, fullName: '杭州' });
    const tree = await dataOf<{ list: Node[] }>(
      admin,
      'GET',
      `DictionaryData/${typeId}?isTree=1&keyword=${encodeURIComponent('杭州')}`,
    );
    expect(tree.list.map((n) => n.id)).toEqual([top]);
    expect(tree.list[0].children?.[0].children?.[0].id).toBe(leaf);
    const cycle = await call(admin, 'PUT', `DictionaryData/${top}`, { parentId: leaf });
    expect(cycle.body).toMatchObject({ code: 400, msg: '项目上级不能是自己或自己的下级' });
    const parents = await dataOf<{ list: Node[] }>(
      admin,
      'GET',
      `DictionaryData/${typeId}/Selector/${middle}?isTree=1`,
    );
    expect(parents.list[0].id).toBe(typeId);
    expect(JSON.stringify(parents)).not.toContain(leaf);
    const refused = await call(admin, 'DELETE', `DictionaryData/${middle}`);
    expect(refused.body).toMatchObject({ code: 400, msg: '删除失败，当前有子节点数据' });
    const options = await dataOf<{ list: Node[] }>(admin, 'GET', `DictionaryData/${typeId}/Data/Selector`);
    expect(options.list[0].children?.[0].children?.[0].fullName).toBe('杭州');
  });

  it('refuses a parent entry in a flat category', async () => {
    const typeId = await createType();
    const first = await createData(typeId);
    const res = await call(admin, 'POST', 'DictionaryData', {
      dictionaryTypeId: typeId,
      parentId: first,
      fullName: '子项',
      enCode: 'child',
    });
    expect(res.body).toMatchObject({ code: 400, msg: '该分类不是树形，项目上级只能是分类本身' });
  });

  it('flips the state, and a disabled entry leaves the pickers and DictionaryData/All', async () => {
    const typeId = await createType();
    const id = await createData(typeId);
    expect(await dataOf(admin, 'PUT', `DictionaryData/${id}/Actions/State`)).toEqual({ enabledMark: 0 });
    const [row] = await t.ctx.db.select().from(dictionaryData).where(eq(dictionaryData.id, id));
    expect(row.enabledMark).toBe(0);
    const options = await dataOf<{ list: Node[] }>(admin, 'GET', `DictionaryData/${typeId}/Data/Selector`);
    expect(options.list).toEqual([]);
    const all = await dataOf<{ list: { id: string; dictionaryList: Node[] }[] }>(
      admin,
      'GET',
      'DictionaryData/All',
    );
    expect(all.list.find((d) => d.id === typeId)?.dictionaryList).toEqual([]);
    expect(await dataOf(admin, 'PUT', `DictionaryData/${id}/Action/State`)).toEqual({ enabledMark: 1 });
    const again = await dataOf<{ list: { id: string; isTree: number; dictionaryList: Node[] }[] }>(
      admin,
      'GET',
      'DictionaryData/All',
    );
    expect(again.list.find((d) => d.id === typeId)).toMatchObject({ isTree: 0, dictionaryList: [{ id }] });
  });

  it('accepts the original dialog echoing the record it read', async () => {
    const typeId = await createType();
    const id = await createData(typeId);
    const info = await dataOf<Record<string, unknown>>(admin, 'GET', `DictionaryData/${id}/Info`);
    await dataOf(admin, 'PUT', `DictionaryData/${id}`, { ...info, parentId: typeId, fullName: '改名' });
    const after = await dataOf<Node>(admin, 'GET', `DictionaryData/${id}/Info`);
    expect(after).toMatchObject({ fullName: '改名', parentId: '0' });
  });
});

describe('grants', () => {
  it('keeps the list to those granted the menu, writes to their buttons and form fields, rows to their columns', async () => {
    const typeId = await createType();
    await createData(typeId, { fullName: '甲', description: '说明' });
    const stranger = await createUser(t);
    expect((await call(stranger, 'GET', `DictionaryData/${typeId}`)).body.code).toBe(401);
    const viewer = await userWithMenu(t, MenuCode.dictionary);
    await dataOf(viewer, 'GET', `DictionaryData/${typeId}`);
    const refused = await call(viewer, 'POST', 'DictionaryData', {
      dictionaryTypeId: typeId,
      fullName: 'x',
      enCode: 'x',
    });
    expect(refused.body.code).toBe(401);
    const editor = await userWithMenu(t, MenuCode.dictionary);
    await saveGrantsOverHttp(t, admin.token, editor.id, MenuCode.dictionary, {
      buttons: [ButtonCode.add],
      columns: ['fullName', 'enCode'],
      forms: ['fullName', 'enCode', 'dictionaryTypeId', 'parentId'],
    });
    const created = await call(editor, 'POST', 'DictionaryData', {
      dictionaryTypeId: typeId,
      fullName: 'y',
      enCode: 'y',
    });
    expect(created.body.code, created.body.msg).toBe(200);
    const withSort = { dictionaryTypeId: typeId, fullName: 'z', enCode: 'z', sortCode: 3 };
    expect((await call(editor, 'POST', 'DictionaryData', withSort)).body.code).toBe(400);
    const { list } = await dataOf<{ list: Record<string, unknown>[] }>(
      editor,
      'GET',
      `DictionaryData/${typeId}`,
    );
    expect(list[0]).not.toHaveProperty('description');
    expect(list[0]).toHaveProperty('fullName');
  });
});
