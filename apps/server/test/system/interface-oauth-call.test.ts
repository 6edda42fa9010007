import { beforeAll, describe, expect, it } from 'vitest';
import { injectDataInterfaceExecutors } from '../../src/modules/system/data-interface/data-interface-executors.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { createInterface, interfaceCategories, STATIC_ROWS, staticBody } from './data-interface-fixtures.ts';
import { interfaceOauthTestConfig, newNonce, oauthCall, signedCall } from './interface-oauth-fixtures.ts';

/*
 * The signed outside call (/api/system/DataInterface/{id}/Actions/Response): a good signature runs the
 * interface as the bound user; a wrong signature, a stale timestamp, a replayed nonce (also on a
 * second process sharing the database), an address off the allowlist, an expired or disabled app and
 * an interface not granted are each refused with a clear message; every call of a known app is logged.
 */

const config = interfaceOauthTestConfig();
const t = useTestApp({ overrides: config });
const admin = useAdminUser(t);
let bound: TestUser;

interface App {
  id: string;
  appId: string;
  secret: string;
  interfaceId: string;
}

/** An app with a fresh static interface granted, bound to `bound`. */
async function newApp(extra: Record<string, unknown> = {}): Promise<App> {
  const [category] = await interfaceCategories(t);
  const iface = await createInterface(t, admin, staticBody(category ?? ''));
  const res = await oauthCall(t, admin, 'POST', '', {
    appName: uniqueCode('外部'),
    userId: bound.id,
    ...extra,
  });
  if (res.body.code !== 200) throw new Error(res.body.msg);
  const { id, appId, appSecret } = res.body.data;
  await oauthCall(t, admin, 'POST', '/saveInterfaceList', {
    interfaceIdentId: id,
    dataInterfaceIds: iface.id,
  });
  return { id, appId, secret: appSecret, interfaceId: iface.id };
}

const logs = async (app: App, query = '') =>
  (await oauthCall(t, admin, 'GET', `/dataInterfaceLog/${app.id}${query}`)).body.data;

beforeAll(async () => {
  bound = await createUser(t);
});

describe('signed outside calls', () => {
  it('answers a signed POST and a signed GET (either prefix) with the interface data, and logs them', async () => {
    const app = await newApp();
    const post = await signedCall(t, { ...app, params: { level: 1, tenantId: 't1' } });
    expect(post.body).toMatchObject({ code: 200, data: STATIC_ROWS });
    const get = await signedCall(t, { ...app, method: 'GET', params: { level: '2' }, prefix: '/cloud-api' });
    expect(get.body).toMatchObject({ code: 200, data: STATIC_ROWS });
    const page = await logs(app);
    expect(page.pagination.total).toBe(2);
    expect(page.list[0]).toMatchObject({
      invokId: app.interfaceId,
      invokType: 'GET',
      invokIp: '127.0.0.1',
      oauthAppId: app.appId,
      isOk: 1,
      errorText: null,
      userId: `用户${bound.account}/${bound.account}`,
    });
    expect(page.list[0].fullName).toMatch(/^接口/);
    expect(page.list[0].invokWasteTime).toBeGreaterThanOrEqual(0);
  });

  it('runs the interface as the bound user', async () => {
    const [category] = await interfaceCategories(t);
    const sql = await createInterface(
      t,
      admin,
      staticBody(category ?? '', {
        dataType: 1,
        requestMethod: '3',
        query: 'select @user as me',
        checkType: 1,
      }),
    );
    const seen: (string | undefined)[] = [];
    injectDataInterfaceExecutors(t.ctx, {
      sql: {
        query: async (_ctx, _iface, input) => {
          seen.push(input.caller?.userId);
          return { rows: [{ me: input.caller?.userId }] };
        },
      },
    });
    const app = await newApp();
    await oauthCall(t, admin, 'POST', '/saveInterfaceList', {
      interfaceIdentId: app.id,
      dataInterfaceIds: sql.id,
    });
    const res = await signedCall(t, { ...app, interfaceId: sql.id });
    expect(res.body).toMatchObject({ code: 200, data: [{ me: bound.id }] });
    expect(seen).toEqual([bound.id]);
  });

  it('refuses a wrong signature, changed parameters and a bad Authorization, and logs the refusals', async () => {
    const app = await newApp();
    const wrong = await signedCall(t, { ...app, signature: 'a'.repeat(64) });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ code: 401, msg: '签名验证失败' });
    const otherSecret = await signedCall(t, { ...app, secret: Buffer.alloc(24, 7).toString('base64') });
    expect(otherSecret.body.msg).toBe('签名验证失败');
    // Signed for level=1, sent with level=2 (in the body, then in the query).
    const tampered = await signedCall(t, { ...app, params: { level: 1 }, sent: { level: 2 } });
    expect(tampered.body.msg).toBe('签名验证失败');
    const tamperedGet = await signedCall(t, {
      ...app,
      method: 'GET',
      params: { level: 1 },
      sent: { level: 2 },
    });
    expect(tamperedGet.body.msg).toBe('签名验证失败');
    const timestamp = t.clock.now().getTime();
    const bad = await t.call({
      method: 'POST',
      url: `/api/system/DataInterface/${app.interfaceId}/Actions/Response`,
      headers: { authorization: `${app.appId}:abc`, ymdate: String(timestamp), ymnonce: newNonce() },
      payload: {},
    });
    expect(bad.body).toMatchObject({ code: 400, msg: 'Authorization 格式应为 appId::签名' });
    const missing = await t.call({
      method: 'GET',
      url: `/api/system/DataInterface/${app.interfaceId}/Actions/Response`,
      headers: { authorization: `${app.appId}::${'a'.repeat(64)}` },
    });
    expect(missing.body).toMatchObject({ code: 400, msg: 'header 参数：ymdate 未传值' });
    const refused = (await logs(app, '?pageSize=50')).list.filter((l: { isOk: number }) => l.isOk === 0);
    expect(refused.map((l: { errorText: string }) => l.errorText)).toContain('签名验证失败');
  });

  it('refuses a timestamp more than five minutes away, either way', async () => {
    const app = await newApp();
    const now = t.clock.now().getTime();
    for (const timestamp of [now - 5 * 60_000 - 1000, now + 5 * 60_000 + 1000]) {
      const res = await signedCall(t, { ...app, timestamp });
      expect(res.body.code).toBe(401);
      expect(res.body.msg).toContain('验证请求超时');
    }
    expect((await signedCall(t, { ...app, timestamp: now - 4 * 60_000 })).body.code).toBe(200);
  });

  it('refuses a replayed nonce, also on a second process sharing the database', async () => {
    const app = await newApp();
    const nonce = newNonce();
    const timestamp = t.clock.now().getTime();
    expect((await signedCall(t, { ...app, nonce, timestamp })).body.code).toBe(200);
    const again = await signedCall(t, { ...app, nonce, timestamp });
    expect(again.body).toMatchObject({ code: 401, msg: '请求重复：YmNonce 已使用过' });
    const other: TestApp = await buildTestApp(config, { database: t.database });
    try {
      const elsewhere = await signedCall(other, { ...app, nonce, timestamp });
      expect(elsewhere.body.msg).toBe('请求重复：YmNonce 已使用过');
      // A fresh nonce on the second process works: it shares the app and its secret key.
      expect((await signedCall(other, { ...app, timestamp })).body.code).toBe(200);
    } finally {
      await other.close();
    }
    const short = await signedCall(t, { ...app, nonce: 'abc' });
    expect(short.body.msg).toContain('YmNonce');
  });

  it('refuses an address off the allowlist and accepts one inside its range', async () => {
    const app = await newApp({ whiteList: '10.1.0.0/16, 192.168.9.9' });
    const outside = await signedCall(t, { ...app, remoteAddress: '10.2.0.1' });
    expect(outside.body).toMatchObject({ code: 401, msg: '当前 IP 不在白名单中：10.2.0.1' });
    expect((await signedCall(t, { ...app, remoteAddress: '10.1.200.3' })).body.code).toBe(200);
    expect((await signedCall(t, { ...app, remoteAddress: '192.168.9.9' })).body.code).toBe(200);
  });

  it('refuses an expired, disabled or unknown app, an app without a user, and an interface not granted', async () => {
    const expired = await newApp({ usefulLife: t.clock.now().getTime() - 1000 });
    expect((await signedCall(t, expired)).body).toMatchObject({ code: 401, msg: 'appId 使用期限已到期' });
    const disabled = await newApp({ enabledMark: 0 });
    expect((await signedCall(t, disabled)).body).toMatchObject({ code: 401, msg: 'appId 不存在或已停用' });
    const unknown = await signedCall(t, { ...disabled, appId: 'no-such-app' });
    expect(unknown.body.msg).toBe('appId 不存在或已停用');
    const userless = await newApp({ userId: null });
    expect((await signedCall(t, userless)).body).toMatchObject({ code: 401, msg: '该应用未绑定可用的用户' });
    const app = await newApp();
    const other = await newApp();
    const notGranted = await signedCall(t, { ...app, interfaceId: other.interfaceId });
    expect(notGranted.body).toMatchObject({ code: 401, msg: '该应用无权调用此接口' });
  });

  it('pages the log with a keyword and a time range', async () => {
    const app = await newApp();
    await signedCall(t, app);
    await signedCall(t, { ...app, signature: 'b'.repeat(64) });
    const all = await logs(app);
    expect(all.pagination.total).toBe(2);
    expect((await logs(app, '?keyword=127.0.0')).pagination.total).toBe(2);
    expect((await logs(app, '?keyword=nothing-matches')).pagination.total).toBe(0);
    const future = t.clock.now().getTime() + 3_600_000;
    expect((await logs(app, `?startTime=${future}`)).pagination.total).toBe(0);
    expect((await logs(app, `?startTime=0&endTime=${future}&currentPage=2&pageSize=1`)).list).toHaveLength(1);
  });
});
