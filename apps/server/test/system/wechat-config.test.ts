import { ButtonCode, MenuCode, SECRET_MASK } from '@platform/contracts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../oauth/oauth-helpers.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { startFakeThirdParty } from './fake-third-party.ts';

/*
 * 微信配置 (/api/WeChat/MPConfig, /api/WeChat/QYHConfig): the keys live in the system config, secrets
 * read masked; the connection tests ask the local fake of the official account's and WeCom's token
 * endpoints (fake-third-party.ts). Nothing leaves the machine.
 */

const fake = await startFakeThirdParty();
const base = fake.base;
afterAll(() => fake.close());
/** The query of the last token request the fake received. */
const lastAsked = () => fake.calls.at(-1);

const t = useTestApp({ overrides: { weChatMpApiBase: `${base}/mp`, weComApiBase: `${base}/wecom` } });
const admin = useAdminUser(t);
afterEach(() => resetConfig(t));

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, user: TestUser = admin) =>
  t.call({ method, url: `/api/WeChat${url}`, token: user.token, payload });

describe('official account settings (公众号配置)', () => {
  it('saves the keys into the system config and reads the secrets back masked', async () => {
    const saved = await call('PUT', '/MPConfig', {
      mpAppId: 'wx-app',
      mpAppSecret: 'mp-secret',
      mpToken: 'verify',
      mpEncodingAESKey: 'aes',
    });
    expect(saved.body).toMatchObject({ code: 200 });
    const read = await call('GET', '/MPConfig');
    expect(read.body.data).toEqual({
      mpAppId: 'wx-app',
      mpAppSecret: SECRET_MASK,
      mpToken: SECRET_MASK,
      mpEncodingAESKey: SECRET_MASK,
    });
    const settings = await t.call({ method: 'GET', url: '/api/system/SysConfig', token: admin.token });
    expect(settings.body.data).toMatchObject({ mpAppId: 'wx-app', mpAppSecret: SECRET_MASK });
  });

  it('keeps a secret the form sends back as the mask, and refuses keys of other screens', async () => {
    await call('PUT', '/MPConfig', { mpAppId: 'wx-app', mpAppSecret: 'mp-secret' });
    await call('PUT', '/MPConfig', { mpAppId: 'wx-app', mpAppSecret: SECRET_MASK });
    expect(
      (await call('POST', '/MPConfig/Actions/Test', { mpAppId: 'wx-app', mpAppSecret: SECRET_MASK })).body,
    ).toMatchObject({ code: 200, msg: '连接成功' });
    const foreign = await call('PUT', '/MPConfig', { emailPassword: 'x' });
    expect(foreign.body.code).toBe(400);
  });

  it('asks the token endpoint with client_credential and names the refusal', async () => {
    const refused = await call('POST', '/MPConfig/Actions/Test', { mpAppId: 'wx-app', mpAppSecret: 'wrong' });
    expect(refused.body).toMatchObject({ code: 400, msg: '连接失败：invalid appsecret（错误码 40125）' });
    const last = lastAsked();
    expect(last?.path).toBe('/mp/cgi-bin/token');
    expect(last?.query.get('grant_type')).toBe('client_credential');
    expect(last?.query.get('secret')).toBe('wrong');
  });
});

describe('WeCom application settings (企业号配置)', () => {
  it('edits the same keys as 系统配置 and tests the application secret', async () => {
    const body = {
      qyhCorpId: 'corp-1',
      qyhAgentId: '1000002',
      qyhAgentSecret: 'agent-secret',
      qyhCorpSecret: 's',
    };
    expect((await call('PUT', '/QYHConfig', body)).body.code).toBe(200);
    expect((await call('GET', '/QYHConfig')).body.data).toEqual({
      qyhCorpId: 'corp-1',
      qyhAgentId: '1000002',
      qyhAgentSecret: SECRET_MASK,
      qyhCorpSecret: SECRET_MASK,
    });
    const settings = await t.call({ method: 'GET', url: '/api/system/SysConfig', token: admin.token });
    expect(settings.body.data).toMatchObject({ qyhCorpId: 'corp-1', qyhAgentId: '1000002' });
    const tested = await call('POST', '/QYHConfig/Actions/Test', {
      qyhCorpId: 'corp-1',
      qyhAgentSecret: SECRET_MASK,
    });
    expect(tested.body).toMatchObject({ code: 200, msg: '连接成功' });
    expect(lastAsked()?.query.get('corpsecret')).toBe('agent-secret');
  });
});

describe('permissions', () => {
  it('reads with the menu, saves with edit and tests with test', async () => {
    const reader = await userWithMenu(t, MenuCode.wechatMp);
    expect((await call('GET', '/MPConfig', undefined, reader)).body.code).toBe(200);
    expect((await call('PUT', '/MPConfig', { mpAppId: 'x' }, reader)).body.code).toBe(401);
    expect((await call('GET', '/QYHConfig', undefined, reader)).body.code).toBe(401);
    const tester = await userWithMenu(t, MenuCode.wechatQy, [ButtonCode.test]);
    const tested = await call(
      'POST',
      '/QYHConfig/Actions/Test',
      { qyhCorpId: 'corp-1', qyhAgentSecret: 'agent-secret' },
      tester,
    );
    expect(tested.body.code).toBe(200);
    expect((await call('PUT', '/QYHConfig', { qyhCorpId: 'x' }, tester)).body.code).toBe(401);
  });
});
