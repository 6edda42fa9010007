import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginLogs, sessions, users } from '../../src/db/schema/index.ts';
import { TEST_ADMIN_PASSWORD } from '../build-test-app.ts';
import { useTestApp } from '../support/test-app.ts';
import { captchaKey, md5, postLogin, setConfig, setPassword, solveCaptcha } from './oauth-helpers.ts';

const t = useTestApp({ resetConfigAfterEach: true });

describe('POST /api/oauth/Login with a password', () => {
  it('signs the administrator in with a Bearer token and the theme, and logs it', async () => {
    const res = await postLogin(t, { account: ' admin ', password: md5(TEST_ADMIN_PASSWORD) });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('登录成功');
    expect(res.body.data.token).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(res.body.data.theme).toBe('classic');
    const me = await t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token: res.body.data.token });
    expect(me.body.code).toBe(200);
    expect(me.body.data.userInfo.userAccount).toBe('admin');
    const [log] = await t.ctx.db.select().from(loginLogs).orderBy(desc(loginLogs.createdAt)).limit(1);
    expect(log).toMatchObject({ account: 'admin', category: 'login', isSuccess: true });
  });

  it('accepts the upper-case md5 some clients send', async () => {
    const res = await postLogin(t, { account: 'admin', password: md5(TEST_ADMIN_PASSWORD).toUpperCase() });
    expect(res.body.code).toBe(200);
  });

  it('issues a different token on every login and records the previous login', async () => {
    const first = await postLogin(
      t,
      { account: 'admin', password: md5(TEST_ADMIN_PASSWORD) },
      { ip: '192.168.1.7' },
    );
    const second = await postLogin(t, { account: 'admin', password: md5(TEST_ADMIN_PASSWORD) });
    expect(first.body.data.token).not.toBe(second.body.data.token);
    const me = await t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token: second.body.data.token });
    expect(me.body.data.userInfo).toMatchObject({
      prevLogin: 1,
      prevLoginIPAddress: '192.168.1.7',
      prevLoginIPAddressName: '局域网',
    });
    expect(typeof me.body.data.userInfo.prevLoginTime).toBe('number');
  });

  it('answers a wrong password and an unknown account with the same message, changing nothing', async () => {
    const wrong = await postLogin(t, { account: 'admin', password: md5('nope') });
    const unknown = await postLogin(t, { account: 'nobody', password: md5('nope') });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 400, msg: '账户或密码错误，请重新输入', data: null });
    expect(unknown.body).toEqual(wrong.body);
    const failures = await t.ctx.db
      .select()
      .from(loginLogs)
      .where(and(eq(loginLogs.account, 'nobody'), eq(loginLogs.isSuccess, false)));
    expect(failures).toHaveLength(1);
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.account, 'admin'));
    expect(admin.enabledMark).toBe(1);
  });

  it('answers in the caller language', async () => {
    const en = await postLogin(t, { account: 'admin', password: md5('nope') }, { lang: 'en-US' });
    expect(en.body.msg).toBe('Incorrect account or password');
    const tw = await postLogin(t, { account: 'admin', password: md5('nope') }, { lang: 'zh-TW' });
    expect(tw.body.msg).toBe('帳戶或密碼錯誤，請重新輸入');
  });

  it('asks for a missing account or password', async () => {
    expect((await postLogin(t, { account: '  ', password: md5('x') })).body.msg).toBe('请输入账号');
    expect((await postLogin(t, { account: 'admin', password: '' })).body.msg).toBe('请输入密码');
  });

  it('rejects unknown body fields, a non-md5 password and oversized bodies', async () => {
    const extra = await postLogin(t, { account: 'admin', password: md5(TEST_ADMIN_PASSWORD), isAdmin: '1' });
    expect(extra.body.code).toBe(400);
    expect(extra.body.msg).toContain('isAdmin');
    const plain = await postLogin(t, { account: 'admin', password: TEST_ADMIN_PASSWORD });
    expect(plain.body.code).toBe(400);
    expect(plain.body.msg).toContain('password');
    const huge = await postLogin(t, { account: 'a'.repeat(1_100_000), password: md5('x') });
    expect(huge.status).toBe(413);
    expect(huge.body.msg).toBe('请求内容过大');
  });

  it('signs a disabled user out of nothing: the right password still fails with a clear message', async () => {
    await setPassword(t, 'wangwu', 'Wangwu#2026');
    await t.ctx.db.update(users).set({ enabledMark: 0 }).where(eq(users.account, 'wangwu'));
    const res = await postLogin(t, { account: 'wangwu', password: md5('Wangwu#2026') });
    expect(res.body).toMatchObject({ code: 400, msg: '账号已被禁用，请联系管理员' });
    const wrong = await postLogin(t, { account: 'wangwu', password: md5('other') });
    expect(wrong.body.msg).toBe('账户或密码错误，请重新输入');
    await t.ctx.db.update(users).set({ enabledMark: 1 }).where(eq(users.account, 'wangwu'));
  });

  it('signs in by a unique phone number or by mobile@account', async () => {
    await setPassword(t, 'zhangsan', 'Zhang#2026');
    expect((await postLogin(t, { account: '13800000001', password: md5('Zhang#2026') })).body.code).toBe(200);
    expect(
      (await postLogin(t, { account: '13800000001@zhangsan', password: md5('Zhang#2026') })).body.code,
    ).toBe(200);
    // The sub-account must really use that number.
    const mismatch = await postLogin(t, { account: '13800000009@zhangsan', password: md5('Zhang#2026') });
    expect(mismatch.body.msg).toBe('账户或密码错误，请重新输入');
    // A number shared by two accounts does not pick one.
    await setPassword(t, 'sunqi', 'Sunqi#2026');
    const shared = await postLogin(t, { account: '13800000004', password: md5('Sunqi#2026') });
    expect(shared.body.msg).toBe('账户或密码错误，请重新输入');
    expect(
      (await postLogin(t, { account: '13800000004@sunqi', password: md5('Sunqi#2026') })).body.code,
    ).toBe(200);
  });
});

describe('the login captcha (enableVerificationCode = 1)', () => {
  it('is announced by getConfig', async () => {
    const off = await t.call({ method: 'GET', url: '/api/oauth/getConfig/admin' });
    expect(off.body.data).toEqual({ enableVerificationCode: 0, verificationCodeNumber: 4 });
    await setConfig(t, { enableVerificationCode: 1, verificationCodeNumber: 5 });
    const on = await t.call({ method: 'GET', url: '/api/oauth/getConfig/admin' });
    expect(on.body.data).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 5 });
  });

  it('is required, checked, single-use and expires after 5 minutes', async () => {
    await setConfig(t, { enableVerificationCode: 1 });
    const password = md5(TEST_ADMIN_PASSWORD);
    const missing = await postLogin(t, { account: 'admin', password });
    expect(missing.body.msg).toBe('请输入验证码');

    const key = captchaKey();
    const code = await solveCaptcha(t, key);
    expect(code).toHaveLength(4);
    const wrong = await postLogin(t, { account: 'admin', password, code: 'zzzz', timestamp: key });
    expect(wrong.body.msg).toBe('验证码错误，请重新输入');
    // One picture, one guess: the right answer after a wrong one is refused too.
    const reused = await postLogin(t, { account: 'admin', password, code, timestamp: key });
    expect(reused.body.msg).toBe('验证码已失效，请刷新后重试');

    const key2 = captchaKey();
    const code2 = await solveCaptcha(t, key2);
    const ok = await postLogin(t, { account: 'admin', password, code: code2.toUpperCase(), timestamp: key2 });
    expect(ok.body.code).toBe(200);
    const again = await postLogin(t, { account: 'admin', password, code: code2, timestamp: key2 });
    expect(again.body.msg).toBe('验证码已失效，请刷新后重试');

    const key3 = captchaKey();
    const code3 = await solveCaptcha(t, key3);
    t.clock.advance(5 * 60_000 + 1000);
    const expired = await postLogin(t, { account: 'admin', password, code: code3, timestamp: key3 });
    expect(expired.body.msg).toBe('验证码已过期，请刷新后重试');
  });

  it('does not count a captcha failure as a password failure', async () => {
    await setConfig(t, { enableVerificationCode: 1 });
    await postLogin(t, { account: 'admin', password: md5('wrong'), code: 'x', timestamp: 'unknown-key' });
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.account, 'admin'));
    expect(admin.logErrorCount).toBe(0);
  });
});

describe('GET /api/file/ImageCode', () => {
  it('serves an SVG captcha that cannot be sniffed or cached', async () => {
    for (const url of ['/api/file/ImageCode/abc123', '/api/file/ImageCode/6/1700000000000']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatch(/^<svg/);
    }
    const six = await t.call({ method: 'GET', url: '/api/oauth/TestHooks/Captcha/1700000000000' });
    expect(six.body.data.code).toHaveLength(6);
  });

  it('refuses keys with odd characters and lengths out of range', async () => {
    expect((await t.call({ method: 'GET', url: '/api/file/ImageCode/a%2Fb' })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/file/ImageCode/9/123' })).status).toBe(400);
  });
});

describe('sessions rows', () => {
  it('stores only the token hash', async () => {
    const res = await postLogin(t, { account: 'admin', password: md5(TEST_ADMIN_PASSWORD) });
    const token = (res.body.data.token as string).slice(7);
    const rows = await t.ctx.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});
