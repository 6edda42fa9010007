import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authorizations,
  moduleButtons,
  moduleColumns,
  moduleSchemes,
  modules,
} from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, uniqueCode } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { caller, directory, pageMenu, systemIdByCode } from './menu-fixtures.ts';

/* Menus under /api/system/Menu (types 0-8, issue 3). */

const BASE = '/api/system/Menu';

interface Node {
  id: string;
  enCode: string;
  type: number;
  children: Node[];
}
const codes = (list: Node[]) => list.map((n) => n.enCode);
const flatten = (list: Node[]): Node[] => list.flatMap((n) => [n, ...flatten(n.children)]);
const find = (list: Node[], code: string) => flatten(list).find((n) => n.enCode === code);

const t = useTestApp();
let api: ReturnType<typeof caller>;
let main: string;
let work: string;
beforeAll(async () => {
  const admin = await createUser(t, { isAdministrator: true });
  api = caller(t, admin.token);
  main = await systemIdByCode(t, 'main');
  work = await systemIdByCode(t, 'work');
});

async function create(body: object): Promise<string> {
  const res = await api.post(BASE, body);
  expect(res.body).toMatchObject({ code: 200, msg: '新建成功' });
  return res.body.data.id;
}

async function currentMenus(query: Record<string, string> = {}): Promise<Node[]> {
  return (await api.get('/api/oauth/CurrentUser', query)).body.data.menuList;
}

describe('menu list and parent picker', () => {
  it("lists one system's menus as a tree; the keyword keeps matches with their ancestors", async () => {
    const all = await api.get(BASE, { systemId: main, category: 'Web' });
    expect(all.body.code).toBe(200);
    expect(codes(all.body.data.list)).toContain('system');
    expect(codes(find(all.body.data.list, 'system')?.children ?? [])).toContain('system.menu');
    expect(find(all.body.data.list, 'work.office')).toBeUndefined();

    const found = await api.get(BASE, { systemId: main, keyword: '菜单管理' });
    expect(codes(found.body.data.list)).toEqual(['system']);
    expect(codes(found.body.data.list[0].children)).toEqual(['system.menu']);
    expect(found.body.data.list[0]).toMatchObject({ hasChildren: true, type: 0 });
  });

  it('offers only directories and folders as parents, without the menu itself and its subtree', async () => {
    const all = (await api.get(`${BASE}/Selector/0`, { systemId: main })).body.data.list as Node[];
    expect(flatten(all).every((n) => n.type === 0 || n.type === 1)).toBe(true);
    expect(find(all, 'system.ops')).toBeDefined();
    const systemDir = find(all, 'system') as Node;
    const without = (await api.get(`${BASE}/Selector/${systemDir.id}`, { systemId: main })).body.data
      .list as Node[];
    expect(find(without, 'system')).toBeUndefined();
    expect(find(without, 'system.ops')).toBeUndefined();
    expect(find(without, 'permission')).toBeDefined();
  });
});

describe('menu types', () => {
  it('saves every type 0-8 with the fields it needs; propertyJson stays a string', async () => {
    const dir = await create(directory(main, uniqueCode('dir')));
    const folder = await create({ ...directory(main, uniqueCode('fold'), { parentId: dir }), type: 1 });
    const property = JSON.stringify({ moduleId: 'form-1', isTree: 0 });
    const bodies = [
      pageMenu(main, uniqueCode('p'), { parentId: folder }),
      ...[3, 4, 5, 8].map((type) =>
        pageMenu(main, uniqueCode(`t${type}`), { parentId: folder, type, propertyJson: property }),
      ),
      pageMenu(main, uniqueCode('t6'), {
        type: 6,
        urlAddress: '/datascreen/view/x',
        propertyJson: '{"moduleId":"s1"}',
      }),
      pageMenu(main, uniqueCode('t7'), {
        type: 7,
        urlAddress: 'https://example.com/a?b=1',
        linkTarget: '_blank',
      }),
    ];
    for (const body of bodies) {
      const id = await create(body);
      const info = (await api.get(`${BASE}/${id}`)).body.data;
      expect(info).toMatchObject({ type: body.type, urlAddress: body.urlAddress, parentId: body.parentId });
      if ([3, 4, 5, 8].includes(body.type)) expect(info.propertyJson).toBe(property);
    }
    // Fields a type does not use are not kept.
    const bare = await create(directory(main, uniqueCode('d'), { urlAddress: 'x/y', linkTarget: '_self' }));
    expect((await api.get(`${BASE}/${bare}`)).body.data).toMatchObject({
      urlAddress: null,
      linkTarget: null,
    });
  });

  it('refuses what a type needs but lacks, and unsafe link addresses', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 2, urlAddress: '' }, '请输入路由地址'],
      [{ type: 2, urlAddress: 'https://evil.example/x' }, '地址格式不正确'],
      [{ type: 7, urlAddress: 'https://example.com' }, '请选择链接打开方式'],
      [{ type: 7, urlAddress: 'javascript:alert(1)', linkTarget: '_blank' }, '地址格式不正确'],
      [{ type: 7, urlAddress: 'https://example.com', linkTarget: '_top' }, 'linkTarget'],
      [{ type: 3 }, 'moduleId'],
      [{ type: 3, propertyJson: 'not json' }, 'moduleId'],
      [{ type: 4, propertyJson: '{"moduleId":""}' }, 'moduleId'],
      [{ type: 6, urlAddress: '/screen' }, 'moduleId'],
      [{ type: 9 }, 'type'],
    ];
    for (const [overrides, message] of cases) {
      const code = uniqueCode('bad');
      const res = await api.post(BASE, pageMenu(main, code, overrides));
      expect({ overrides, code: res.body.code }).toEqual({ overrides, code: 400 });
      expect(res.body.msg).toContain(message);
      expect(await t.ctx.db.select().from(modules).where(eq(modules.enCode, code))).toEqual([]);
    }
  });
});

describe('menu rules', () => {
  it('keeps enCode unique per system and category', async () => {
    const code = uniqueCode('dup');
    await create(pageMenu(main, code));
    const again = await api.post(BASE, pageMenu(main, code));
    expect(again.body).toMatchObject({ code: 400, msg: `菜单编码已存在：${code}` });
    await create(pageMenu(work, code));
    await create(pageMenu(main, code, { category: 'App' }));
    const seeded = await api.post(BASE, pageMenu(main, 'system.menu'));
    expect(seeded.body.msg).toBe('菜单编码已存在：system.menu');
  });

  it('checks the parent: exists, is a directory, same system; no cycles', async () => {
    const page = await create(pageMenu(main, uniqueCode('pp')));
    const a = await create(directory(main, uniqueCode('a')));
    const b = await create(directory(main, uniqueCode('b'), { parentId: a }));
    const inWork = await create(directory(work, uniqueCode('w')));
    const cases: [string, string][] = [
      ['nope', '上级菜单不存在'],
      [page, '上级菜单只能是目录'],
      [inWork, '上级菜单不属于同一系统'],
    ];
    for (const [parentId, msg] of cases) {
      expect((await api.post(BASE, pageMenu(main, uniqueCode('c'), { parentId }))).body).toMatchObject({
        code: 400,
        msg,
      });
    }
    const aInfo = (await api.get(`${BASE}/${a}`)).body.data;
    const { id: _id, creatorTime: _c, ...aBody } = aInfo;
    for (const parentId of [a, b]) {
      const res = await api.put(`${BASE}/${a}`, { ...aBody, parentId });
      expect(res.body).toMatchObject({ code: 400, msg: '上级菜单不能是自己或自己的下级' });
    }
    expect((await api.get(`${BASE}/${a}`)).body.data.parentId).toBe('-1');
    // A directory with children cannot become a page; a menu cannot change system.
    const asPage = await api.put(`${BASE}/${a}`, { ...aBody, type: 2, urlAddress: 'x/y' });
    expect(asPage.body.msg).toBe('该菜单有下级菜单，只能是目录');
    expect((await api.put(`${BASE}/${a}`, { ...aBody, systemId: work })).body.msg).toBe(
      '菜单不能移动到其他系统或分类',
    );
    // A legal move works.
    const c = await create(directory(main, uniqueCode('c')));
    expect((await api.put(`${BASE}/${a}`, { ...aBody, parentId: c })).body).toMatchObject({
      code: 200,
      msg: '更新成功',
    });
  });

  it('refuses fields it does not take (id, createdAt) and leaves the menu unchanged on a failed edit', async () => {
    const code = uniqueCode('m');
    const id = await create(pageMenu(main, code));
    for (const extra of [{ id: 'x' }, { createdAt: 1 }]) {
      const res = await api.post(BASE, { ...pageMenu(main, uniqueCode('m')), ...extra });
      expect(res.body.code).toBe(400);
    }
    const res = await api.put(`${BASE}/${id}`, pageMenu(main, 'system.menu', { fullName: '改名' }));
    expect(res.body.code).toBe(400);
    expect((await api.get(`${BASE}/${id}`)).body.data).toMatchObject({
      enCode: code,
      fullName: `页面${code}`,
    });
  });
});

describe('menus in CurrentUser', () => {
  it('shows a new menu to the administrator at once, with its hidden flag, and hides it when disabled', async () => {
    const code = uniqueCode('cu');
    const id = await create(pageMenu(main, code, { fullName: '新页面', isHidden: 1 }));
    const shown = find(await currentMenus(), code);
    expect(shown).toMatchObject({ id, fullName: '新页面', urlAddress: `test/${code}`, isHidden: 1 });
    const permission = (await api.get('/api/oauth/CurrentUser')).body.data.permissionList;
    expect(permission.map((p: { modelId: string }) => p.modelId)).toContain(id);

    const off = await api.put(`${BASE}/${id}/Actions/State`);
    expect(off.body.code).toBe(200);
    expect((await api.get(`${BASE}/${id}`)).body.data.enabledMark).toBe(0);
    expect(find(await currentMenus(), code)).toBeUndefined();
    await api.put(`${BASE}/${id}/Action/State`);
    expect(find(await currentMenus(), code)).toBeDefined();
  });

  it('shows a menu of another system under that system', async () => {
    const code = uniqueCode('wk');
    await create(pageMenu(work, code));
    expect(find(await currentMenus(), code)).toBeUndefined();
    expect(find(await currentMenus({ systemCode: 'work' }), code)).toBeDefined();
  });
});

describe('deleting menus', () => {
  it('refuses a menu with children', async () => {
    const dir = await create(directory(main, uniqueCode('d')));
    await create(pageMenu(main, uniqueCode('p'), { parentId: dir }));
    expect((await api.del(`${BASE}/${dir}`)).body).toMatchObject({
      code: 400,
      msg: '该菜单有下级菜单，不能删除',
    });
    expect((await api.get(`${BASE}/${dir}`)).body.code).toBe(200);
  });

  it('removes the menu with its resources and every grant of them in one go', async () => {
    const id = await create(pageMenu(main, uniqueCode('del')));
    const button = (
      await api.post('/api/system/ModuleButton', { moduleId: id, fullName: '新建', enCode: 'btn_add' })
    ).body.data.id;
    const column = (
      await api.post('/api/system/ModuleColumn', { moduleId: id, fullName: '名称', enCode: 'fullName' })
    ).body.data.id;
    const scheme = (
      await api.post('/api/system/ModuleDataAuthorizeScheme', {
        moduleId: id,
        fullName: '全部',
        enCode: 'all',
        allData: 1,
      })
    ).body.data.id;
    const grant = (itemType: string, itemId: string) => ({
      id: newId(),
      itemType,
      itemId,
      objectType: 'Role',
      objectId: 'role-x',
    });
    await t.ctx.db
      .insert(authorizations)
      .values([
        grant('module', id),
        grant('button', button),
        grant('column', column),
        grant('resource', scheme),
      ]);

    expect((await api.del(`${BASE}/${id}`)).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await api.get(`${BASE}/${id}`)).body.code).toBe(404);
    const left = await t.ctx.db
      .select()
      .from(authorizations)
      .where(inArray(authorizations.itemId, [id, button, column, scheme]));
    expect(left).toEqual([]);
    expect(await t.ctx.db.select().from(moduleButtons).where(eq(moduleButtons.moduleId, id))).toEqual([]);
    expect(await t.ctx.db.select().from(moduleColumns).where(eq(moduleColumns.moduleId, id))).toEqual([]);
    expect(await t.ctx.db.select().from(moduleSchemes).where(eq(moduleSchemes.moduleId, id))).toEqual([]);
  });

  it('refuses users without the grant', async () => {
    const plain = caller(t, (await createUser(t)).token);
    expect((await plain.get(BASE, { systemId: main })).body.code).toBe(401);
    expect((await plain.post(BASE, pageMenu(main, uniqueCode('x')))).body.code).toBe(401);
  });
});
