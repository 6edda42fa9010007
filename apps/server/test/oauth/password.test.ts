import { checkPasswordPolicy, DEFAULT_SYS_CONFIG, passwordPolicySchema } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { TEST_ADMIN_PASSWORD } from '../build-test-app.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  adminToken,
  captchaKey,
  loginToken,
  md5,
  postLogin,
  setConfig,
  setPassword,
  solveCaptcha,
} from './oauth-helpers.ts';

const t = useTestApp({ resetConfigAfterEach: true });

const URL = '/api/permission/Users/Current/Actions/ModifyPassword';

async function changePassword(
  token: string,
  oldPlain: string,
  newPlain: string,
  extra: Record<string, string> = {},
) {
  const timestamp = captchaKey();
  const code = await solveCaptcha(t, timestamp);
  return t.call({
    method: 'POST',
    url: URL,
    token,
    payload: { oldPassword: md5(oldPlain), password: md5(newPlain), code, timestamp, ...extra },
  });
}

const status = async (token: string) =>
  (await t.call({ method: 'POST', url: '/api/oauth/updatePasswordMessage', token })).body.data;

describe('the initial password must be changed', () => {
  it('updatePasswordMessage says so until the password is changed', async () => {
    const token = await adminToken(t);
    expect(await status(token)).toEqual({
      mustChange: true,
      reason: 'initial',
      daysLeft: null,
      message: '您当前使用的是初始密码，请修改密码',
    });
    await setConfig(t, { mandatoryModificationOfInitialPassword: 0 });
    expect((await status(token)).mustChange).toBe(false);
  });
});

describe('POST /api/permission/Users/Current/Actions/ModifyPassword', () => {
  it('always requires a correct, unused captcha and changes nothing otherwise', async () => {
    await setPassword(t, 'wangwu', 'Start#2026');
    const token = await loginToken(t, 'wangwu', 'Start#2026');
    const body = { oldPassword: md5('Start#2026'), password: md5('Next#2026x') };
    const missing = await t.call({ method: 'POST', url: URL, token, payload: body });
    expect(missing.body.code).toBe(400);
    const key = captchaKey();
    await solveCaptcha(t, key);
    const wrong = await t.call({
      method: 'POST',
      url: URL,
      token,
      payload: { ...body, code: '0000', timestamp: key },
    });
    expect(wrong.body.msg).toBe('验证码错误，请重新输入');
    expect((await postLogin(t, { account: 'wangwu', password: md5('Start#2026') })).body.code).toBe(200);
  });

  it('refuses a wrong old password, the same password, a mismatched repeat and weak or default passwords', async () => {
    await setPassword(t, 'zhaoliu', 'Start#2026');
    const token = await loginToken(t, 'zhaoliu', 'Start#2026');
    expect((await changePassword(token, 'Nope#2026', 'Next#2026x')).body.msg).toBe('旧密码错误，请重新输入');
    expect((await changePassword(token, 'Start#2026', 'Start#2026')).body.msg).toBe('新密码不能与旧密码相同');
    const mismatch = await changePassword(token, 'Start#2026', 'Next#2026x', {
      validatePassword: md5('Other#2026'),
    });
    expect(mismatch.body.msg).toBe('两次密码输入不一致');
    expect((await changePassword(token, 'Start#2026', '123456')).body.msg).toBe(
      '新密码过于简单或为默认密码，请更换',
    );
    const defaultPassword = DEFAULT_SYS_CONFIG.newUserDefaultPassword;
    expect((await changePassword(token, 'Start#2026', defaultPassword)).body.msg).toBe(
      '新密码过于简单或为默认密码，请更换',
    );
    const unknownField = await changePassword(token, 'Start#2026', 'Next#2026x', { userId: 'x' });
    expect(unknownField.body.msg).toContain('userId');
    expect((await postLogin(t, { account: 'zhaoliu', password: md5('Start#2026') })).body.code).toBe(200);
  });

  it('changes the password, stamps changePasswordDate and ends every other session (600)', async () => {
    const current = await adminToken(t);
    const other = await adminToken(t);
    const res = await changePassword(current, TEST_ADMIN_PASSWORD, 'Changed#2026');
    expect(res.body).toMatchObject({ code: 200, msg: '修改成功，请牢记新密码' });

    const otherCall = await t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token: other });
    expect(otherCall.status).toBe(401);
    expect(otherCall.body.code).toBe(600);
    const mine = await t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token: current });
    expect(mine.body.code).toBe(200);
    expect(typeof mine.body.data.userInfo.changePasswordDate).toBe('number');
    expect(await status(current)).toMatchObject({ mustChange: false, reason: null });

    expect((await postLogin(t, { account: 'admin', password: md5(TEST_ADMIN_PASSWORD) })).body.code).toBe(
      400,
    );
    expect((await postLogin(t, { account: 'admin', password: md5('Changed#2026') })).body.code).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.account, 'admin'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(md5('Changed#2026'));
  });

  it('refuses the last N passwords while disableOldPassword is on', async () => {
    await setPassword(t, 'lisi', 'First#2026');
    const token = await loginToken(t, 'lisi', 'First#2026');
    expect((await changePassword(token, 'First#2026', 'Second#2026')).body.code).toBe(200);
    expect((await changePassword(token, 'Second#2026', 'Third#2026')).body.code).toBe(200);
    const reuse = await changePassword(token, 'Third#2026', 'Second#2026');
    expect(reuse.body.msg).toBe('新密码不能与最近3次使用过的密码相同');
    await setConfig(t, { disableOldPassword: 0 });
    expect((await changePassword(token, 'Third#2026', 'Second#2026')).body.code).toBe(200);
  });
});

describe('regular password change (passwordIsUpdatedRegularly)', () => {
  it('warns updateInAdvance days ahead and demands the change once updateCycle has passed', async () => {
    await setPassword(t, 'sunqi', 'Start#2026');
    const token = await loginToken(t, 'sunqi', 'Start#2026');
    expect((await changePassword(token, 'Start#2026', 'Fresh#2026')).body.code).toBe(200);
    await setConfig(t, { passwordIsUpdatedRegularly: 1, updateCycle: 30, updateInAdvance: 7 });
    expect((await status(token)).reason).toBeNull();
    t.clock.advance(25 * 86_400_000);
    const fresh = await loginToken(t, 'sunqi', 'Fresh#2026');
    expect(await status(fresh)).toMatchObject({
      mustChange: false,
      reason: 'expiring',
      daysLeft: 5,
      message: '您的密码将在5天后过期，请及时修改',
    });
    t.clock.advance(6 * 86_400_000);
    const later = await loginToken(t, 'sunqi', 'Fresh#2026');
    expect(await status(later)).toMatchObject({ mustChange: true, reason: 'expired' });
  });
});

describe('GET /api/oauth/PasswordPolicy', () => {
  it('serves the policy the web checks new passwords against (the server only sees md5)', async () => {
    await setConfig(t, { includeUppercaseLetters: 1, passwordLengthMinNumber: 10 });
    const res = await t.call({ method: 'GET', url: '/api/oauth/PasswordPolicy' });
    expect(res.body.code).toBe(200);
    const policy = passwordPolicySchema.parse(res.body.data);
    expect(res.body.data).not.toHaveProperty('newUserDefaultPassword');
    expect(checkPasswordPolicy('short1a', policy).map((i) => i.key)).toEqual([
      'password.tooShort',
      'password.needUppercase',
    ]);
    expect(checkPasswordPolicy('Longenough1', policy)).toEqual([]);
  });
});
