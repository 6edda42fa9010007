import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataSources } from '../../src/db/schema/index.ts';
import { grant, menuId, resourceId, userWithMenu } from '../permission/authorize-fixtures.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { dataSourceTestConfig, PG_URL, sourceBody } from './data-source-fixtures.ts';

/*
 * 数据连接 (system.dataSource) through HTTP: CRUD with the original client's bodies, keyword and kind
 * filters, the grouped selector with the platform database "0", passwords sealed and never answered,
 * hosts refused (link-local always, private unless allow-listed), and the menu's buttons.
 */

const t = useTestApp({ overrides: dataSourceTestConfig() });
const admin = useAdminUser(t);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser, method: Method, url: string, payload?: unknown) =>
  t.call({ method, url: `/api/system/DataSource${url}`, token: user.token, ...(payload ? { payload } : {}) });

const SECRET = 'S3cret!pw-never-echoed';
const body = (name: string, extra: Record<string, unknown> = {}) => ({
  ...sourceBody('PostgreSQL', PG_URL, name),
  password: SECRET,
  ...extra,
});

async function create(payload: Record<string, unknown>): Promise<string> {
  const res = await call(admin, 'POST', '', payload);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}

describe('data sources', () => {
  it('creates from the original dialog, reads back without the password and stores it sealed', async () => {
    const name = uniqueCode('pg');
    // The original sends id 0, the port as text and its Oracle-only fields.
    const res = await call(admin, 'POST', '', {
      ...body(name),
      id: 0,
      port: String(PG_URL.port),
      oracleExtend: false,
      oracleLinkType: '',
      tableSpace: '',
      sortCode: 2,
      enabledMark: 1,
    });
    expect(res.body).toMatchObject({ code: 200, msg: '新建成功' });
    const id = res.body.data.id;
    const info = await call(admin, 'GET', `/${id}`);
    expect(info.body.data).toMatchObject({
      id,
      dbType: 'PostgreSQL',
      fullName: name,
      host: PG_URL.host,
      port: PG_URL.port,
      userName: PG_URL.user,
      serviceName: PG_URL.database,
      dbSchema: 'public',
      tableSpace: null,
      hasPassword: true,
      sortCode: 2,
      enabledMark: 1,
      creatorUser: expect.any(String),
    });
    expect(info.raw.body).not.toContain(SECRET);
    expect(info.body.data).not.toHaveProperty('password');
    const list = await call(admin, 'GET', `?keyword=${name}`);
    expect(list.raw.body).not.toContain(SECRET);
    const [row] = await t.ctx.db.select().from(dataSources).where(eq(dataSources.id, id));
    expect(row?.passwordCipher).toMatch(/^v1:/);
    expect(row?.passwordCipher).not.toContain(SECRET);
  });

  it('keeps the stored password when an edit sends none, and replaces it when one is sent', async () => {
    const id = await create(body(uniqueCode('keep')));
    const [before] = await t.ctx.db.select().from(dataSources).where(eq(dataSources.id, id));
    const edit = await call(admin, 'PUT', `/${id}`, { password: '', description: '报表库', sortCode: 5 });
    expect(edit.body).toMatchObject({ code: 200, msg: '更新成功' });
    const [kept] = await t.ctx.db.select().from(dataSources).where(eq(dataSources.id, id));
    expect(kept?.passwordCipher).toBe(before?.passwordCipher);
    expect(kept).toMatchObject({ description: '报表库', sortCode: 5 });
    await call(admin, 'PUT', `/${id}`, { password: 'another' });
    const [changed] = await t.ctx.db.select().from(dataSources).where(eq(dataSources.id, id));
    expect(changed?.passwordCipher).not.toBe(before?.passwordCipher);
  });

  it('asks for the password again when the host, port, user or kind of a source with one changes', async () => {
    const id = await create(body(uniqueCode('move')));
    const moved = await call(admin, 'PUT', `/${id}`, { host: 'localhost' });
    expect(moved.body).toMatchObject({ code: 400, msg: '连接驱动、主机、端口或用户已修改，请重新输入密码' });
    const test = await call(admin, 'POST', '/Actions/Test', {
      ...body('x', { id, password: '' }),
      port: 6543,
    });
    expect(test.body.msg).toBe('连接驱动、主机、端口或用户已修改，请重新输入密码');
    const withPassword = await call(admin, 'PUT', `/${id}`, { host: 'localhost', password: SECRET });
    expect(withPassword.body.code).toBe(200);
  });

  it('lists by sort code with keyword and kind filters, paged', async () => {
    const tag = uniqueCode('list');
    const second = await create(body(`${tag}-b`, { sortCode: 2 }));
    const first = await create(body(`${tag}-a`, { sortCode: 1, host: 'localhost' }));
    const page = (await call(admin, 'GET', `?keyword=${tag}&currentPage=1&pageSize=20`)).body.data;
    expect(page.list.map((r: { id: string }) => r.id)).toEqual([first, second]);
    expect(page.pagination).toMatchObject({ currentPage: 1, pageSize: 20, total: 2 });
    const byHost = (await call(admin, 'GET', `?keyword=localhost`)).body.data;
    expect(byHost.list.map((r: { id: string }) => r.id)).toContain(first);
    const mysqlOnly = (await call(admin, 'GET', `?keyword=${tag}&dbType=MySQL`)).body.data;
    expect(mysqlOnly.list).toEqual([]);
  });

  it('refuses a duplicate name, a connection string in the host and unknown fields', async () => {
    const name = uniqueCode('dup');
    await create(body(name));
    expect((await call(admin, 'POST', '', body(name))).body).toMatchObject({ code: 400 });
    const url = await call(admin, 'POST', '', body(uniqueCode('u'), { host: 'postgres://a@b/c' }));
    expect(url.body.code).toBe(400);
    const options = await call(admin, 'POST', '', body(uniqueCode('o'), { options: '-c x=y' }));
    expect(options.body.code).toBe(400);
    const quoted = await call(admin, 'POST', '', body(uniqueCode('q'), { serviceName: "x'; drop" }));
    expect(quoted.body.code).toBe(400);
  });

  it('refuses link-local and metadata hosts always, private hosts unless allow-listed', async () => {
    for (const host of ['169.254.169.254', 'fe80::1', '::ffff:169.254.169.254']) {
      const res = await call(admin, 'POST', '', body(uniqueCode('ll'), { host }));
      expect(res.body).toMatchObject({ code: 400 });
      expect(res.body.msg).toContain('链路本地');
      const test = await call(admin, 'POST', '/Actions/Test', body('ll', { host }));
      expect(test.body.msg).toContain('链路本地');
    }
    const privateHost = await call(admin, 'POST', '', body(uniqueCode('p'), { host: '10.1.2.3' }));
    expect(privateHost.body.msg).toContain('DATA_SOURCE_ALLOW_HOSTS');
    const id = await create(body(uniqueCode('edit-ll')));
    const edit = await call(admin, 'PUT', `/${id}`, { host: '169.254.169.254', password: 'x' });
    expect(edit.body.msg).toContain('链路本地');
  });

  it('deletes a source; the platform database "0" can be neither changed nor deleted', async () => {
    const id = await create(body(uniqueCode('del')));
    expect((await call(admin, 'DELETE', `/${id}`)).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call(admin, 'GET', `/${id}`)).body.code).toBe(404);
    expect((await call(admin, 'DELETE', '/0')).body.msg).toBe('默认数据库由系统维护，不能修改或删除');
    expect((await call(admin, 'PUT', '/0', { fullName: 'x' })).body.code).toBe(400);
  });

  it('groups the enabled sources by kind in the selector, the platform database first', async () => {
    const name = uniqueCode('sel');
    const id = await create(body(name));
    const off = await create(body(`${name}-off`, { enabledMark: 0 }));
    const user = await createUser(t);
    const res = await t.call({
      method: 'GET',
      url: '/api/system/DataSource/Selector?type=',
      token: user.token,
    });
    const groups = res.body.data.list as { fullName: string; children: { id: string; fullName: string }[] }[];
    expect(groups.map((g) => g.fullName)).toEqual(['PostgreSQL', 'MySQL', 'MariaDB']);
    expect(groups[0]?.children[0]).toEqual({ id: '0', fullName: '默认数据库', dbType: 'PostgreSQL' });
    const ids = groups[0]?.children.map((c) => c.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(off);
    const english = await t.call({
      method: 'GET',
      url: '/api/system/DataSource/Selector',
      token: user.token,
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.body.data.list[0].children[0].fullName).toBe('Default database');
  });

  it('follows the menu and its buttons: list and read with the menu, writes and test with their buttons', async () => {
    const id = await create(body(uniqueCode('auth')));
    const reader = await userWithMenu(t, MenuCode.dataSource);
    expect((await call(reader, 'GET', '')).body.code).toBe(200);
    expect((await call(reader, 'GET', `/${id}`)).body.code).toBe(200);
    expect((await call(reader, 'POST', '', body(uniqueCode('no')))).body.code).toBe(401);
    expect((await call(reader, 'PUT', `/${id}`, { sortCode: 1 })).body.code).toBe(401);
    expect((await call(reader, 'DELETE', `/${id}`)).body.code).toBe(401);
    expect((await call(reader, 'POST', '/Actions/Test', body('t'))).body.code).toBe(401);
    const editor = await userWithMenu(t, MenuCode.dataSource, [ButtonCode.edit, ButtonCode.remove]);
    // The form grants judge the fields: sortCode needs its form code.
    expect((await call(editor, 'PUT', `/${id}`, { sortCode: 1 })).body.msg).toContain('排序');
    const menu = await menuId(t, MenuCode.dataSource);
    await grant(t, 'User', editor.id, 'form', await resourceId(t, 'form', menu, 'sortCode'));
    expect((await call(editor, 'PUT', `/${id}`, { sortCode: 1 })).body.code).toBe(200);
    expect((await call(editor, 'DELETE', `/${id}`)).body.code).toBe(200);
    const stranger = await createUser(t);
    expect((await call(stranger, 'GET', '')).body.code).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/system/DataSource' })).body.code).not.toBe(200);
  });
});
