import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { areas } from '../../src/db/schema/index.ts';
import { seedAreas } from '../../src/db/seed/seed-areas.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { saveGrantsOverHttp } from '../permission/users-grants-fixtures.ts';
import { createUser, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * 行政区划 (system.area): the seeded GB/T 2260 tree, read level by level; administrators add, edit,
 * move, enable/disable and delete areas; every signed-in user reads the pickers (enabled children,
 * names along id paths).
 */

const t = useTestApp();
const admin = useAdminUser(t);

let sequence = 0;
/** A code of digits no other test uses (area codes are digits only). */
function uniqueDigits(): string {
  sequence += 1;
  return `9${Date.now()}${String(sequence).padStart(3, '0')}`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser, method: Method, url: string, payload?: unknown) =>
  t.call({ method, url: `/api/system/Area${url}`, token: user.token, ...(payload ? { payload } : {}) });

interface Row {
  id: string;
  fullName: string;
  enCode: string;
  type: string;
  isLeaf: boolean;
  hasChildren: boolean;
  enabledMark: number;
}
const listOf = async (user: TestUser, url: string): Promise<Row[]> => {
  const res = await call(user, 'GET', url);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.list;
};

async function create(area: Record<string, unknown>): Promise<string> {
  const res = await call(admin, 'POST', '', area);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}

describe('seeded areas', () => {
  it('lists the provinces under -1 and the children of an area, with codes as ids and leaves marked', async () => {
    const provinces = await listOf(admin, '/-1');
    expect(provinces.length).toBe(34);
    expect(provinces[0]).toMatchObject({ id: '110000', fullName: '北京市', enCode: '110000', type: '1' });
    expect(provinces[0]).toMatchObject({ isLeaf: false, hasChildren: true });
    const zhejiang = await listOf(admin, '/330000');
    expect(zhejiang.find((c) => c.id === '330100')).toMatchObject({ fullName: '杭州市', type: '2' });
    const hangzhou = await listOf(admin, '/330100');
    expect(hangzhou.find((d) => d.id === '330106')).toMatchObject({
      fullName: '西湖区',
      type: '3',
      isLeaf: true,
      hasChildren: false,
    });
  });

  it('finds areas by name or code anywhere from -1, and only among the children below another parent', async () => {
    const found = await listOf(admin, `/-1?keyword=${encodeURIComponent('西湖')}`);
    expect(found.map((a) => a.id)).toContain('330106');
    expect(found.every((a) => a.fullName.includes('西湖'))).toBe(true);
    expect((await listOf(admin, '/-1?keyword=330106')).map((a) => a.id)).toEqual(['330106']);
    expect(await listOf(admin, `/110000?keyword=${encodeURIComponent('西湖')}`)).toEqual([]);
  });

  it('seeds only an empty table', async () => {
    expect(await seedAreas(t.ctx.db)).toBe(0);
  });
});

describe('area records', () => {
  it("creates under a parent with the level derived, reads it with the parent's name and accepts the original dialog's body", async () => {
    const code = uniqueDigits();
    const res = await call(admin, 'POST', '', {
      id: 0,
      parentId: '330106',
      fullName: '北山街道',
      enCode: code,
      sortCode: 2,
      enabledMark: 1,
      description: '第一行\n第二行',
    });
    expect(res.body.code, res.body.msg).toBe(200);
    const id = res.body.data.id;
    const info = (await call(admin, 'GET', `/${id}/Info`)).body.data;
    expect(info).toMatchObject({
      id,
      parentId: '330106',
      parentName: '西湖区',
      fullName: '北山街道',
      enCode: code,
      type: '4',
      sortCode: 2,
      enabledMark: 1,
      description: '第一行\n第二行',
      isLeaf: true,
    });
    // The parent is no longer a leaf; the edit dialog sends back what it read.
    expect((await listOf(admin, '/330100')).find((d) => d.id === '330106')?.hasChildren).toBe(true);
    const edit = await call(admin, 'PUT', `/${id}`, { ...info, fullName: '北山街道办' });
    expect(edit.body.code, edit.body.msg).toBe(200);
    expect((await call(admin, 'GET', `/${id}/Info`)).body.data.fullName).toBe('北山街道办');
    await call(admin, 'DELETE', `/${id}`);
  });

  it('creates a province when the parent is -1 or left out', async () => {
    const id = await create({ fullName: '测试省', enCode: uniqueDigits() });
    const info = (await call(admin, 'GET', `/${id}/Info`)).body.data;
    expect(info).toMatchObject({ parentId: '-1', parentName: null, type: '1', sortCode: 0, enabledMark: 1 });
    expect((await listOf(admin, '/-1')).map((a) => a.id)).toContain(id);
    expect((await call(admin, 'DELETE', `/${id}`)).body.code).toBe(200);
  });

  it('refuses an unknown field, a code that is not digits, a duplicate code and a missing parent, writing nothing', async () => {
    const code = uniqueDigits();
    const before = (await t.ctx.db.select({ id: areas.id }).from(areas)).length;
    const unknown = await call(admin, 'POST', '', { fullName: '甲', enCode: code, colour: 'red' });
    expect(unknown.body.code).toBe(400);
    const letters = await call(admin, 'POST', '', { fullName: '甲', enCode: 'abc' });
    expect(letters.body.code).toBe(400);
    expect(letters.body.msg).toContain('enCode');
    const duplicate = await call(admin, 'POST', '', { fullName: '甲', enCode: '330106' });
    expect(duplicate.body.code).toBe(400);
    expect(duplicate.body.msg).toContain('330106');
    const orphan = await call(admin, 'POST', '', { fullName: '甲', enCode: code, parentId: 'no-such-area' });
    expect(orphan.body.code).toBe(400);
    expect((await t.ctx.db.select({ id: areas.id }).from(areas)).length).toBe(before);
    const clash = await call(admin, 'PUT', '/330106', { enCode: '330108' });
    expect(clash.body.code).toBe(400);
    expect((await call(admin, 'GET', '/330106/Info')).body.data.enCode).toBe('330106');
  });

  it('moves an area with its subtree (levels follow) and refuses a move under itself', async () => {
    const top = await create({ fullName: '移动省', enCode: uniqueDigits() });
    const middle = await create({ fullName: '移动市', enCode: uniqueDigits(), parentId: top });
    const bottom = await create({ fullName: '移动区', enCode: uniqueDigits(), parentId: middle });
    const underSelf = await call(admin, 'PUT', `/${top}`, { parentId: bottom });
    expect(underSelf.body.code).toBe(400);
    expect((await call(admin, 'PUT', `/${top}`, { parentId: top })).body.code).toBe(400);

    const moved = await call(admin, 'PUT', `/${middle}`, { parentId: '330100' });
    expect(moved.body.code, moved.body.msg).toBe(200);
    const rows = await t.ctx.db
      .select({ id: areas.id, type: areas.type, parentId: areas.parentId })
      .from(areas)
      .where(inArray(areas.id, [middle, bottom]));
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.parentId, r.type]]))).toEqual({
      [middle]: ['330100', '3'],
      [bottom]: [middle, '4'],
    });
  });

  it('refuses to delete an area while it has sub-areas, then deletes it', async () => {
    const parent = await create({ fullName: '父区域', enCode: uniqueDigits() });
    const child = await create({ fullName: '子区域', enCode: uniqueDigits(), parentId: parent });
    const refused = await call(admin, 'DELETE', `/${parent}`);
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toBe('删除失败，当前有子节点数据');
    expect((await call(admin, 'DELETE', `/${child}`)).body.code).toBe(200);
    expect((await call(admin, 'DELETE', `/${parent}`)).body.code).toBe(200);
    expect((await call(admin, 'GET', `/${parent}/Info`)).body.code).toBe(404);
    expect((await call(admin, 'DELETE', `/${parent}`)).body.code).toBe(404);
  });

  it('toggles the state, which takes the area out of the pickers, and stamps who changed it', async () => {
    const id = await create({ fullName: '停用区', enCode: uniqueDigits(), parentId: '330100' });
    const off = await call(admin, 'PUT', `/${id}/Actions/State`);
    expect(off.body.data).toEqual({ enabledMark: 0 });
    const [row] = await t.ctx.db.select().from(areas).where(eq(areas.id, id));
    expect(row).toMatchObject({ enabledMark: 0, createdBy: admin.id, updatedBy: admin.id });
    const someone = await createUser(t);
    expect((await listOf(someone, '/330100/Selector/0')).map((a) => a.id)).not.toContain(id);
    expect((await call(admin, 'PUT', `/${id}/Actions/State`)).body.data).toEqual({ enabledMark: 1 });
    expect((await listOf(someone, '/330100/Selector/0')).map((a) => a.id)).toContain(id);
    expect((await call(admin, 'PUT', '/no-such-area/Actions/State')).body.code).toBe(404);
    await call(admin, 'DELETE', `/${id}`);
  });
});

describe('area pickers', () => {
  it("offer every signed-in user an area's enabled children, leaving out the area being edited and its subtree", async () => {
    const someone = await createUser(t);
    const provinces = await listOf(someone, '/-1/Selector/0');
    expect(provinces[0]).toMatchObject({ id: '110000', fullName: '北京市', isLeaf: false });
    const districts = await listOf(someone, '/330100/Selector/0');
    expect(districts.find((d) => d.id === '330106')?.isLeaf).toBe(true);
    expect((await listOf(someone, '/330000/Selector/330100')).map((c) => c.id)).not.toContain('330100');
    expect(await listOf(someone, '/330100/Selector/330000')).toEqual([]);
  });

  it('name id paths in order, leaving out ids that name no area', async () => {
    const someone = await createUser(t);
    const res = await call(someone, 'POST', '/GetAreaByIds', {
      idsList: [['330000', '330100', '330106'], ['110000', 'nope'], []],
    });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toEqual([['浙江省', '杭州市', '西湖区'], ['北京市'], []]);
    expect((await call(someone, 'POST', '/GetAreaByIds', { ids: ['330000'] })).body.code).toBe(400);
  });
});

describe('area grants', () => {
  it('keep the list to those granted the menu and the writes to those granted their buttons', async () => {
    const someone = await createUser(t);
    expect((await call(someone, 'GET', '/-1')).body.code).toBe(401);
    expect((await call(someone, 'GET', '/330000/Info')).body.code).toBe(401);
    const viewer = await userWithMenu(t, MenuCode.area);
    expect((await listOf(viewer, '/-1')).length).toBeGreaterThan(0);
    expect((await call(viewer, 'POST', '', { fullName: '甲', enCode: uniqueDigits() })).body.code).toBe(401);
    expect((await call(viewer, 'PUT', '/330106/Actions/State')).body.code).toBe(401);
    const editor = await userWithMenu(t, MenuCode.area);
    await saveGrantsOverHttp(t, admin.token, editor.id, MenuCode.area, {
      buttons: [ButtonCode.add, ButtonCode.remove],
      columns: ['fullName'],
      forms: ['fullName', 'enCode'],
    });
    const created = await call(editor, 'POST', '', { fullName: '乙', enCode: uniqueDigits() });
    expect(created.body.code, created.body.msg).toBe(200);
    // A form field the editor was not granted refuses the write.
    expect(
      (await call(editor, 'POST', '', { fullName: '丙', enCode: uniqueDigits(), sortCode: 3 })).body.code,
    ).toBe(400);
    // Only the granted columns come back (the tree's own flags are no column resource).
    const row = (await listOf(editor, '/-1?keyword=%E4%B9%99')).find((a) => a.id === created.body.data.id);
    expect(row && Object.keys(row).sort()).toEqual([
      'description',
      'fullName',
      'hasChildren',
      'id',
      'isLeaf',
      'parentId',
      'type',
    ]);
    expect((await call(editor, 'DELETE', `/${created.body.data.id}`)).body.code).toBe(200);
  });
});
