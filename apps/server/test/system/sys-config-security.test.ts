import { ButtonCode, MenuCode } from '@platform/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { TEST_ADMIN_PASSWORD } from '../build-test-app.ts';
import { loginToken, md5, postLogin, resetConfig, setPassword } from '../oauth/oauth-helpers.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { insertOrg } from '../permission/users-fixtures.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The security tab of 系统配置 as a user notices it: what a save through PUT /api/system/SysConfig
 * changes at the next sign-in, session and password dialog — IP allowlist, single login, idle
 * timeout, captcha, lockout, password policy and the initial password of new accounts.
 */

const t = useTestApp();
const admin = useAdminUser(t);
afterEach(() => resetConfig(t));

const save = async (payload: Record<string, unknown>, user: TestUser = admin) => {
  const res = await t.call({ method: 'PUT', url: '/api/system/SysConfig', token: user.token, payload });
  return res.body;
};

/** A signed-in user with a known password. */
async function userWithPassword(plain: string) {
  const user = await createUser(t);
  await setPassword(t, user.account, plain);
  return user;
}

describe('IP allowlist (whitelistSwitch, whiteListIp)', () => {
  it('refuses a list that would shut out the administrator saving it, or an empty one', async () => {
    // Injected requests come from 127.0.0.1.
    expect(await save({ whitelistSwitch: 1, whiteListIp: '10.9.9.9' })).toMatchObject({
      code: 400,
      msg: '允许访问IP中没有您当前的IP（127.0.0.1），保存后您将无法登录',
    });
    expect((await save({ whitelistSwitch: 1, whiteListIp: ' ' })).code).toBe(400);
  });

  it('lets in addresses on the list (single or CIDR) and refuses the others, once the password is right', async () => {
    const user = await userWithPassword('Pass@1234');
    expect((await save({ whitelistSwitch: 1, whiteListIp: '127.0.0.1\n10.30.0.0/16; 10.40.0.7' })).code).toBe(
      200,
    );
    const login = (ip: string, password = 'Pass@1234') =>
      postLogin(t, { account: user.account, password: md5(password) }, { ip });
    expect((await login('10.30.200.1')).body.code).toBe(200);
    expect((await login('10.40.0.7')).body.code).toBe(200);
    expect((await login('10.31.0.1')).body).toMatchObject({
      code: 400,
      msg: '当前IP（10.31.0.1）不允许登录，请联系管理员',
    });
    // A wrong password from outside is just a wrong password.
    expect((await login('10.31.0.1', 'Wrong@1234')).body.msg).not.toContain('10.31.0.1');

    expect((await save({ whitelistSwitch: 0 })).code).toBe(200);
    expect((await login('10.31.0.1')).body.code).toBe(200);
  });
});

describe('sessions', () => {
  it("single login ('1', as the original client sends it) ends the account's older session", async () => {
    const user = await userWithPassword('Pass@1234');
    expect((await save({ singleLogin: '1' })).code).toBe(200);
    const first = await loginToken(t, user.account, 'Pass@1234');
    await loginToken(t, user.account, 'Pass@1234');
    const kicked = await t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token: first });
    expect(kicked.body.code).toBe(601);

    expect((await save({ singleLogin: 2 })).code).toBe(200);
    const a = await loginToken(t, user.account, 'Pass@1234');
    await loginToken(t, user.account, 'Pass@1234');
    expect((await t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token: a })).body.code).toBe(200);
  });

  it('gives new sessions the saved idle timeout', async () => {
    const user = await userWithPassword('Pass@1234');
    expect((await save({ tokenTimeout: 45 })).code).toBe(200);
    await loginToken(t, user.account, 'Pass@1234');
    const [session] = await t.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    expect(session!.expiresAt.getTime() - session!.lastSeenAt.getTime()).toBe(45 * 60_000);
  });
});

describe('sign-in', () => {
  it('asks for a captcha of the saved length once it is switched on', async () => {
    expect((await save({ enableVerificationCode: 1, verificationCodeNumber: 6 })).code).toBe(200);
    const config = await t.call({ method: 'GET', url: '/api/oauth/getConfig/admin' });
    expect(config.body.data).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 6 });
    const res = await postLogin(t, { account: 'admin', password: md5(TEST_ADMIN_PASSWORD) });
    expect(res.body.msg).toBe('请输入验证码');
  });

  it('locks an account after the saved number of wrong passwords', async () => {
    const user = await userWithPassword('Pass@1234');
    expect((await save({ passwordErrorsNumber: 3, lockType: 2, lockTime: 20 })).code).toBe(200);
    for (let i = 0; i < 3; i += 1) await postLogin(t, { account: user.account, password: md5('Wrong@1') });
    const res = await postLogin(t, { account: user.account, password: md5('Pass@1234') });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('20');
  });
});

describe('passwords', () => {
  it('states the saved policy to every password dialog', async () => {
    expect(
      (await save({ includeUppercaseLetters: 1, containsCharacters: 1, passwordLengthMinNumber: 10 })).code,
    ).toBe(200);
    const policy = await t.call({ method: 'GET', url: '/api/oauth/PasswordPolicy' });
    expect(policy.body.data).toMatchObject({
      includeUppercaseLetters: 1,
      containsCharacters: 1,
      passwordLengthMinNumber: 10,
    });
  });

  it('gives new accounts the saved initial password, named to whoever manages users', async () => {
    expect((await save({ newUserDefaultPassword: 'Init@2027' })).code).toBe(200);
    const manager = await userWithMenu(t, MenuCode.permissionUser, [ButtonCode.add]);
    const stranger = await createUser(t);
    const read = (user: TestUser) =>
      t.call({ method: 'GET', url: '/api/system/SysConfig/InitialPassword', token: user.token });
    expect((await read(manager)).body.data).toEqual({ newUserDefaultPassword: 'Init@2027' });
    expect((await read(stranger)).body.code).toBe(401);

    const account = uniqueCode('init');
    const organizeId = await insertOrg(t);
    const created = await t.call({
      method: 'POST',
      url: '/api/permission/Users',
      token: admin.token,
      payload: { account, realName: '初始密码', organizeIds: [organizeId] },
    });
    expect(created.body.code, created.body.msg).toBe(200);
    expect((await postLogin(t, { account, password: md5('Init@2027') })).body.code).toBe(200);
  });
});
