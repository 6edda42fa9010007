import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ButtonCode, MenuCode, SECRET_MASK } from '@platform/contracts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../oauth/oauth-helpers.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * 系统配置's WeCom and DingTalk connection tests, against a local fake of both token endpoints
 * (GET /cgi-bin/gettoken?corpid&corpsecret, GET /gettoken?appkey&appsecret): a token for the right
 * credentials, {errcode, errmsg} otherwise. Nothing leaves the machine.
 */

const asked: URL[] = [];
const fake = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://fake');
  asked.push(url);
  const q = url.searchParams;
  const isRight =
    (url.pathname === '/wecom/cgi-bin/gettoken' &&
      q.get('corpid') === 'corp-1' &&
      q.get('corpsecret') === 'wecom-secret') ||
    (url.pathname === '/ding/gettoken' &&
      q.get('appkey') === 'key-1' &&
      q.get('appsecret') === 'ding-secret');
  if (q.get('corpid') === 'gateway-error') {
    response.statusCode = 502;
    response.end('<html>Bad Gateway</html>');
    return;
  }
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify(
      isRight
        ? { errcode: 0, errmsg: 'ok', access_token: 'tok' }
        : { errcode: 40001, errmsg: 'invalid credential' },
    ),
  );
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

const t = useTestApp({ overrides: { weComApiBase: `${base}/wecom`, dingTalkApiBase: `${base}/ding` } });
const admin = useAdminUser(t);
afterEach(() => resetConfig(t));

const post = (url: string, payload: Record<string, unknown>, user: TestUser = admin) =>
  t.call({ method: 'POST', url: `/api/system/SysConfig${url}`, token: user.token, payload });

describe('WeCom connection test', () => {
  it('asks for a token with the application (0) or the sync (1) secret, as the original client sends them', async () => {
    const form = {
      qyhCorpId: 'corp-1',
      qyhAgentId: '1000002',
      qyhAgentSecret: 'wecom-secret',
      qyhCorpSecret: 'other',
    };
    expect((await post('/0/testQyWebChatConnect', form)).body).toMatchObject({ code: 200, msg: '连接成功' });
    const refused = await post('/1/testQyWebChatConnect', form);
    expect(refused.body).toMatchObject({ code: 400, msg: '连接失败：invalid credential（错误码 40001）' });
    expect(asked.at(-1)?.searchParams.get('corpsecret')).toBe('other');
  });

  it('uses the stored secret when the form sends the mask back', async () => {
    await t.call({
      method: 'PUT',
      url: '/api/system/SysConfig',
      token: admin.token,
      payload: { qyhCorpSecret: 'wecom-secret' },
    });
    const res = await post('/1/testQyWebChatConnect', { qyhCorpId: 'corp-1', qyhCorpSecret: SECRET_MASK });
    expect(res.body.code).toBe(200);
  });
});

describe('DingTalk connection test', () => {
  it('accepts the right app key and secret and names the refusal otherwise', async () => {
    const form = { dingAgentId: 'a', dingSynAppKey: 'key-1', dingSynAppSecret: 'ding-secret' };
    expect((await post('/testDingTalkConnect', form)).body.code).toBe(200);
    expect((await post('/testDingTalkConnect', { ...form, dingSynAppSecret: 'x' })).body.msg).toContain(
      '40001',
    );
  });

  it('needs the edit button', async () => {
    const reader = await userWithMenu(t, MenuCode.sysConfig);
    const res = await post(
      '/testDingTalkConnect',
      { dingSynAppKey: 'key-1', dingSynAppSecret: 'ding-secret' },
      reader,
    );
    expect(res.body.code).toBe(401);
    const editor = await userWithMenu(t, MenuCode.sysConfig, [ButtonCode.edit]);
    const ok = await post(
      '/testDingTalkConnect',
      { dingSynAppKey: 'key-1', dingSynAppSecret: 'ding-secret' },
      editor,
    );
    expect(ok.body.code).toBe(200);
  });
});

describe('a service that does not answer as the API', () => {
  it('says it cannot be reached, without the answer it got', async () => {
    const res = await post('/0/testQyWebChatConnect', { qyhCorpId: 'gateway-error', qyhAgentSecret: 'x' });
    expect(res.body).toMatchObject({ code: 400, msg: '连接失败：无法访问第三方服务' });
  });
});
