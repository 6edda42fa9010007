import { beforeAll, describe, expect, it } from 'vitest';
import {
  authorizations,
  loginLogs,
  moduleButtons,
  moduleColumns,
  modules,
  roles,
  systems,
  userRelations,
} from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
let alice: TestUser;
let bob: TestUser;
const BASE = '/api/permission/Users/Current';
const systemId = newId();
const ids = {
  dir: newId(),
  page: newId(),
  hidden: newId(),
  app: newId(),
  add: newId(),
  remove: newId(),
  col: newId(),
};

beforeAll(async () => {
  const db = t.ctx.db;
  await db.insert(systems).values({ id: systemId, fullName: '测试应用', enCode: uniqueCode('s') });
  const menu = (id: string, fullName: string, extra: Partial<typeof modules.$inferInsert> = {}) => ({
    id,
    systemId,
    type: 2,
    fullName,
    enCode: uniqueCode('m'),
    ...extra,
  });
  await db
    .insert(modules)
    .values([
      menu(ids.dir, '系统管理', { type: 1 }),
      menu(ids.page, '用户管理', { parentId: ids.dir, sortCode: 1 }),
      menu(ids.hidden, '未授权页面', { parentId: ids.dir, sortCode: 2 }),
      menu(ids.app, '移动首页', { category: 'App' }),
    ]);
  await db.insert(moduleButtons).values([
    { id: ids.add, moduleId: ids.page, fullName: '新增', enCode: 'btn_add' },
    { id: ids.remove, moduleId: ids.page, fullName: '删除', enCode: 'btn_remove' },
  ]);
  await db
    .insert(moduleColumns)
    .values({ id: ids.col, moduleId: ids.page, fullName: '账号', enCode: 'account' });
  const roleId = newId();
  await db.insert(roles).values({ id: roleId, fullName: '测试角色', enCode: uniqueCode('r') });
  alice = await createUser(t, { systemId });
  bob = await createUser(t);
  await db
    .insert(userRelations)
    .values({ id: newId(), userId: alice.id, objectType: 'Role', objectId: roleId });
  const grant = (itemType: string, itemId: string) => ({
    id: newId(),
    itemType,
    itemId,
    objectType: 'Role',
    objectId: roleId,
  });
  await db
    .insert(authorizations)
    .values([
      grant('module', ids.dir),
      grant('module', ids.page),
      grant('module', ids.app),
      grant('button', ids.add),
    ]);
});

describe('GET /Authorize', () => {
  it('answers the menus and resources granted to me as Web/App trees', async () => {
    const res = await t.call({ method: 'GET', url: `${BASE}/Authorize`, token: alice.token });
    expect(res.body.code).toBe(200);
    const { module, button, column, form } = res.body.data;
    expect(module).toEqual([
      {
        id: '1',
        fullName: 'WEB菜单',
        icon: 'icon-ym icon-ym-pc',
        kind: 'category',
        children: [
          {
            id: ids.dir,
            fullName: '系统管理',
            icon: null,
            kind: 'menu',
            children: [{ id: ids.page, fullName: '用户管理', icon: null, kind: 'menu' }],
          },
        ],
      },
      expect.objectContaining({
        id: '2',
        fullName: 'APP菜单',
        children: [expect.objectContaining({ id: ids.app })],
      }),
    ]);
    // Only the granted button, under its menu path; the ungranted button and column are absent.
    expect(button[0].children[0].children[0].children).toEqual([
      { id: ids.add, fullName: '新增', icon: null, kind: 'button' },
    ]);
    expect(column).toEqual([]);
    expect(form).toEqual([]);
  });

  it('answers category names in the caller language and empty trees for a user without grants', async () => {
    const en = await t.call({
      method: 'GET',
      url: `${BASE}/Authorize`,
      token: alice.token,
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.body.data.module[0].fullName).toBe('Web menus');
    const none = await t.call({ method: 'GET', url: `${BASE}/Authorize`, token: bob.token });
    expect(none.body.data).toEqual({ module: [], button: [], column: [], form: [] });
  });

  it('gives an administrator every enabled menu and resource of the application', async () => {
    const admin = await createUser(t, { isAdministrator: true, systemId });
    const res = await t.call({ method: 'GET', url: `${BASE}/Authorize`, token: admin.token });
    const web = res.body.data.module[0];
    expect(web.children[0].children.map((c: { id: string }) => c.id)).toEqual([ids.page, ids.hidden]);
    const buttons = res.body.data.button[0].children[0].children[0].children;
    expect(buttons.map((b: { id: string }) => b.id).sort()).toEqual([ids.add, ids.remove].sort());
    expect(res.body.data.column[0].children[0].children[0].children).toHaveLength(1);
  });
});

describe('GET /SystemLog', () => {
  beforeAll(async () => {
    const base = Date.UTC(2026, 0, 10, 8);
    const log = (userId: string, account: string, dayOffset: number, ip: string) => ({
      id: newId(),
      userId,
      account,
      category: 'login',
      isSuccess: true,
      ip,
      userAgent: 'Mozilla/5.0 Chrome',
      message: '登录成功',
      createdAt: new Date(base + dayOffset * 86_400_000),
    });
    const rows = Array.from({ length: 25 }, (_, i) => log(alice.id, alice.account, i, `10.0.0.${i}`));
    rows.push(log(bob.id, bob.account, 0, '192.168.9.9'));
    await t.ctx.db.insert(loginLogs).values(rows);
  });
  const get = (query: string, token = alice.token) =>
    t.call({ method: 'GET', url: `${BASE}/SystemLog?${query}`, token });

  it('pages my own login log, newest first', async () => {
    const res = await get('currentPage=2&pageSize=10&n=1');
    expect(res.body.data.pagination).toEqual({ currentPage: 2, pageSize: 10, total: 25 });
    expect(res.body.data.list).toHaveLength(10);
    expect(res.body.data.list[0]).toMatchObject({
      userName: alice.account,
      ipaddress: '10.0.0.14',
      category: 'login',
    });
    expect(res.body.data.list.every((r: { userName: string }) => r.userName === alice.account)).toBe(true);
  });

  it('filters by keyword (literally) and by an inclusive time range', async () => {
    expect((await get('keyword=10.0.0.2')).body.data.pagination.total).toBe(6); // .2 and .20-.24
    expect((await get('keyword=192.168')).body.data.pagination.total).toBe(0);
    expect((await get('keyword=%25')).body.data.pagination.total).toBe(0);
    const start = Date.UTC(2026, 0, 12);
    const end = Date.UTC(2026, 0, 14, 23, 59, 59, 999);
    const ranged = await get(`startTime=${start}&endTime=${end}&keyword=`);
    expect(ranged.body.data.list.map((r: { ipaddress: string }) => r.ipaddress)).toEqual([
      '10.0.0.4',
      '10.0.0.3',
      '10.0.0.2',
    ]);
  });

  it('answers an empty page for log categories that are not recorded and rejects bad input', async () => {
    expect((await get('category=2')).body.data).toEqual({
      list: [],
      pagination: { currentPage: 1, pageSize: 20, total: 0 },
    });
    expect((await get('pageSize=0')).body.code).toBe(400);
    expect((await get('startTime=yesterday')).body.code).toBe(400);
  });
});
