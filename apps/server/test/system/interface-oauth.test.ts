import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interfaceOauths } from '../../src/db/schema/index.ts';
import { grant, menuId, resourceId, userWithMenu } from '../permission/authorize-fixtures.ts';
import { createUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { createInterface, interfaceCategories, staticBody } from './data-interface-fixtures.ts';
import { interfaceOauthTestConfig, oauthCall } from './interface-oauth-fixtures.ts';

/*
 * 接口认证 (system.interfaceAuth) through HTTP: CRUD with the original client's bodies, the secret
 * sealed and never read back, the granted interfaces, the bound user, bad input, and the menu's buttons.
 */

const t = useTestApp({ overrides: interfaceOauthTestConfig() });
const admin = useAdminUser(t);

const body = (extra: Record<string, unknown> = {}) => ({ appName: uniqueCode('应用'), ...extra });

async function create(payload: Record<string, unknown>) {
  const res = await oauthCall(t, admin, 'POST', '', payload);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data as { id: string; appId: string; appSecret?: string };
}

async function newInterface() {
  const [category] = await interfaceCategories(t);
  return createInterface(t, admin, staticBody(category ?? ''));
}

describe('interface authorization', () => {
  it('creates from the original form with a secret from getAppSecret, stored sealed and never read back', async () => {
    const secret = (await oauthCall(t, admin, 'GET', '/getAppSecret')).body;
    expect(secret.code).toBe(200);
    expect(secret.data).toMatch(/^[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.data, 'base64')).toHaveLength(24);
    const appId = uniqueCode('app');
    const user = await createUser(t);
    const name = uniqueCode('应用');
    const res = await oauthCall(t, admin, 'POST', '', {
      appId,
      appSecret: secret.data,
      appName: name,
      verifySignature: 1,
      usefulLife: 4102444800000,
      whiteList: '10.0.0.0/8,192.168.1.5',
      userId: user.id,
      sortCode: 3,
      enabledMark: 1,
      description: '外部系统',
    });
    expect(res.body).toMatchObject({ code: 200, msg: '新建成功', data: { appId } });
    expect(res.body.data.appSecret).toBeUndefined();
    const id = res.body.data.id;
    const [row] = await t.ctx.db.select().from(interfaceOauths).where(eq(interfaceOauths.id, id));
    expect(row?.secretCipher).toMatch(/^v1:/);
    expect(row?.secretCipher).not.toContain(secret.data);
    const info = await oauthCall(t, admin, 'GET', `/${id}`);
    expect(info.body.data).toMatchObject({
      id,
      appId,
      appName: name,
      verifySignature: 1,
      usefulLife: 4102444800000,
      whiteList: '10.0.0.0/8,192.168.1.5',
      userId: user.id,
      userName: `用户${user.account}/${user.account}`,
      sortCode: 3,
      description: '外部系统',
      list: [],
      dataInterfaceIds: '',
    });
    expect(JSON.stringify(info.body.data)).not.toContain(secret.data);
    expect(info.body.data.appSecret).toBeUndefined();
  });

  it('makes the app id and the secret when left out, and answers the secret once', async () => {
    const created = await create(body());
    expect(created.appId).toMatch(/^[0-9a-f]{16}$/);
    expect(Buffer.from(created.appSecret ?? '', 'base64')).toHaveLength(24);
    const list = await oauthCall(t, admin, 'GET', `?keyword=${created.appId}`);
    expect(list.body.data.pagination.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ id: created.id, appId: created.appId, usefulLife: null });
    expect(JSON.stringify(list.body.data)).not.toContain(created.appSecret);
  });

  it('lists by keyword on name or app id and pages', async () => {
    const tag = uniqueCode('kw');
    await create(body({ appName: `${tag}-a` }));
    await create(body({ appName: `${tag}-b` }));
    const page = await oauthCall(t, admin, 'GET', `?keyword=${tag}&currentPage=2&pageSize=1`);
    expect(page.body.data.pagination).toMatchObject({ currentPage: 2, pageSize: 1, total: 2 });
    expect(page.body.data.list).toHaveLength(1);
    expect(page.body.data.list[0].creatorUser).toBeDefined();
  });

  it('edits what is sent, replaces the secret only when one is sent, and echoes the original read-back', async () => {
    const created = await create(body());
    const [before] = await t.ctx.db.select().from(interfaceOauths).where(eq(interfaceOauths.id, created.id));
    const info = (await oauthCall(t, admin, 'GET', `/${created.id}`)).body.data;
    // The original's form sends back what it read, plus its switch and blacklist.
    const res = await oauthCall(t, admin, 'PUT', `/${created.id}`, {
      ...info,
      appName: `${info.appName}改`,
      usefulLife: null,
      blackList: '',
      verifySignature: 0,
    });
    expect(res.body).toMatchObject({ code: 200, msg: '更新成功' });
    const [kept] = await t.ctx.db.select().from(interfaceOauths).where(eq(interfaceOauths.id, created.id));
    expect(kept?.secretCipher).toBe(before?.secretCipher);
    expect(kept?.appName).toBe(`${info.appName}改`);
    const fresh = (await oauthCall(t, admin, 'GET', '/getAppSecret')).body.data;
    await oauthCall(t, admin, 'PUT', `/${created.id}`, { appSecret: fresh });
    const [changed] = await t.ctx.db.select().from(interfaceOauths).where(eq(interfaceOauths.id, created.id));
    expect(changed?.secretCipher).not.toBe(before?.secretCipher);
  });

  it('refuses bad input with nothing written', async () => {
    const taken = await create(body());
    const cases: [Record<string, unknown>, string][] = [
      [body({ appId: taken.appId }), 'appId 已存在'],
      [
        body({ appName: (await oauthCall(t, admin, 'GET', `/${taken.id}`)).body.data.appName }),
        '应用名称已存在',
      ],
      [body({ appId: 'a:b' }), 'appId'],
      [body({ appSecret: 'short' }), 'appSecret'],
      [body({ whiteList: '10.0.0.0/33' }), 'whiteList'],
      [body({ userId: 'no-such-user' }), '绑定的用户不存在'],
      [{ appName: '' }, 'appName'],
      [body({ unknownField: 1 }), 'unknownField'],
    ];
    const before = await t.ctx.db.select().from(interfaceOauths);
    for (const [payload, message] of cases) {
      const res = await oauthCall(t, admin, 'POST', '', payload);
      expect(res.body.code, JSON.stringify(payload)).toBe(400);
      expect(res.body.msg).toContain(message);
    }
    expect(await t.ctx.db.select().from(interfaceOauths)).toHaveLength(before.length);
  });

  it('grants interfaces (comma text or array), lists them, and refuses unknown ones', async () => {
    const created = await create(body());
    const [a, b] = [await newInterface(), await newInterface()];
    const saved = await oauthCall(t, admin, 'POST', '/saveInterfaceList', {
      interfaceIdentId: created.id,
      dataInterfaceIds: `${a.id},${b.id}`,
    });
    expect(saved.body).toMatchObject({ code: 200, msg: '保存成功' });
    const listed = await oauthCall(t, admin, 'GET', `/getInterfaceList/${created.id}`);
    expect(listed.body.data.list.map((i: { id: string }) => i.id).sort()).toEqual([a.id, b.id].sort());
    expect(listed.body.data.list[0].url).toMatch(/^\/api\/system\/DataInterface\/.+\/Actions\/Response$/);
    const info = await oauthCall(t, admin, 'GET', `/${created.id}`);
    expect(info.body.data.list).toHaveLength(2);
    expect(info.body.data.dataInterfaceIds.split(',').sort()).toEqual([a.id, b.id].sort());
    const bad = await oauthCall(t, admin, 'POST', '/saveInterfaceList', {
      interfaceIdentId: created.id,
      dataInterfaceIds: [a.id, 'missing-interface'],
    });
    expect(bad.body.msg).toContain('missing-interface');
    expect((await oauthCall(t, admin, 'GET', `/getInterfaceList/${created.id}`)).body.data.list).toHaveLength(
      2,
    );
    await oauthCall(t, admin, 'POST', '/saveInterfaceList', {
      interfaceIdentId: created.id,
      dataInterfaceIds: '',
    });
    expect((await oauthCall(t, admin, 'GET', `/getInterfaceList/${created.id}`)).body.data.list).toEqual([]);
  });

  it('deletes an app with its grants; unknown ids answer 404', async () => {
    const created = await create(body());
    expect((await oauthCall(t, admin, 'DELETE', `/${created.id}`)).body).toMatchObject({ code: 200 });
    for (const url of [
      `/${created.id}`,
      `/getInterfaceList/${created.id}`,
      `/dataInterfaceLog/${created.id}`,
    ])
      expect((await oauthCall(t, admin, 'GET', url)).body.code).toBe(404);
    expect((await oauthCall(t, admin, 'DELETE', `/${created.id}`)).body.code).toBe(404);
  });

  it('follows the menu and its buttons', async () => {
    const created = await create(body());
    const reader = await userWithMenu(t, MenuCode.interfaceAuth);
    for (const url of [
      '',
      `/${created.id}`,
      '/getAppSecret',
      `/getInterfaceList/${created.id}`,
      `/dataInterfaceLog/${created.id}`,
    ])
      expect((await oauthCall(t, reader, 'GET', url)).body.code, url).toBe(200);
    expect((await oauthCall(t, reader, 'POST', '', body())).body.code).toBe(401);
    expect((await oauthCall(t, reader, 'PUT', `/${created.id}`, { sortCode: 1 })).body.code).toBe(401);
    expect((await oauthCall(t, reader, 'DELETE', `/${created.id}`)).body.code).toBe(401);
    const grantBody = { interfaceIdentId: created.id, dataInterfaceIds: '' };
    expect((await oauthCall(t, reader, 'POST', '/saveInterfaceList', grantBody)).body.code).toBe(401);
    const editor = await userWithMenu(t, MenuCode.interfaceAuth, [ButtonCode.edit, ButtonCode.authorize]);
    expect((await oauthCall(t, editor, 'PUT', `/${created.id}`, { sortCode: 1 })).body.msg).toContain('排序');
    const menu = await menuId(t, MenuCode.interfaceAuth);
    await grant(t, 'User', editor.id, 'form', await resourceId(t, 'form', menu, 'sortCode'));
    expect((await oauthCall(t, editor, 'PUT', `/${created.id}`, { sortCode: 1 })).body.code).toBe(200);
    expect((await oauthCall(t, editor, 'POST', '/saveInterfaceList', grantBody)).body.code).toBe(200);
    const stranger = await createUser(t);
    expect((await oauthCall(t, stranger, 'GET', '')).body.code).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/system/InterfaceOauth' })).body.code).not.toBe(200);
  });
});
