import { ButtonCode, MenuCode, SECRET_MASK } from '@platform/contracts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../oauth/oauth-helpers.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { startFakeThirdParty } from './fake-third-party.ts';

/*
 * 系统配置's WeCom and DingTalk connection tests, against the local fake of both services
 * (fake-third-party.ts): a token for the right credentials, {errcode, errmsg} otherwise.
 */

const fake = await startFakeThirdParty();
const asked = fake.calls;
const base = fake.base;
afterAll(() => fake.close());

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
    expect(asked.at(-1)?.query.get('corpsecret')).toBe('other');
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
