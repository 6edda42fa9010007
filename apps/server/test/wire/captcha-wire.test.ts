import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/shared/password-hash.ts';
import { TEST_ADMIN_PASSWORD } from '../build-test-app.ts';
import { md5, postLogin, setConfig } from '../oauth/oauth-helpers.ts';
import { createUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The original JNPF web client's captchas (docs/wire/original-client-shapes.md, "ModifyPassword" and "Captcha"): the login
 * form's image at /api/oauth/ImageCode/{len}/{timestamp}, the change-password dialogs' at
 * /api/file/ImageCode/{timestamp}, keys made by Math.random() ("0.5488135039273248"), and
 * ModifyPassword sending that key as a JSON number.
 */

const t = useTestApp({ resetConfigAfterEach: true });

/** A key as the original makes it: `this.timestamp = Math.random()`. */
const randomKey = () => Math.random();

async function image(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('image/svg+xml');
  return res;
}

async function codeOf(key: number | string): Promise<string> {
  const res = await t.call({ method: 'GET', url: `/api/oauth/TestHooks/Captcha/${key}` });
  expect(res.body.code).toBe(200);
  return res.body.data.code;
}

describe('the login captcha at the original login form’s path', () => {
  it('draws a captcha of the asked length for a Math.random() key', async () => {
    const key = randomKey();
    await image(`/api/oauth/ImageCode/5/${key}`);
    expect(await codeOf(key)).toHaveLength(5);
    // Also under the web's prefix.
    await image(`/cloud-api/api/oauth/ImageCode/4/${randomKey()}`);
  });

  it('lets the original log in with that key as the form-urlencoded timestamp', async () => {
    await setConfig(t, { enableVerificationCode: 1, verificationCodeNumber: 4 });
    const config = await t.call({ method: 'GET', url: '/api/oauth/getConfig/admin' });
    const key = randomKey();
    await image(`/api/oauth/ImageCode/${config.body.data.verificationCodeNumber}/${key}`);
    const code = await codeOf(key);
    // MX store/modules/user.js login: qs.stringify({account, password, origin, code, timestamp, grant_type}).
    const res = await postLogin(t, {
      account: 'admin',
      password: md5(TEST_ADMIN_PASSWORD),
      origin: 'password',
      code,
      timestamp: String(key),
    });
    expect(res.body, res.body.msg).toMatchObject({ code: 200 });
    expect(res.body.data.token).toEqual(expect.any(String));
  });

  it('still refuses a wrong code and keys with other characters', async () => {
    await setConfig(t, { enableVerificationCode: 1 });
    const key = randomKey();
    await image(`/api/oauth/ImageCode/4/${key}`);
    const res = await postLogin(t, {
      account: 'admin',
      password: md5(TEST_ADMIN_PASSWORD),
      code: '!!!!',
      timestamp: String(key),
    });
    expect(res.body.msg).toBe('验证码错误，请重新输入');
    const bad = await t.app.inject({ method: 'GET', url: '/api/oauth/ImageCode/4/a%20b' });
    expect(bad.statusCode).toBe(400);
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/oauth/ImageCode/9/${randomKey()}` });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('ModifyPassword with the original body', () => {
  async function userWithPassword(plain: string) {
    return createUser(t, { passwordHash: await hashPassword(md5(plain)) });
  }

  it('takes the Math.random() key as a JSON number, from the /file/ImageCode/{timestamp} image', async () => {
    const user = await userWithPassword('Old@Pass123');
    const timestamp = randomKey();
    await image(`/api/file/ImageCode/${timestamp}`);
    const code = await codeOf(timestamp);
    // MX profile/components/Password.vue: {oldPassword, password, code, timestamp} (no validatePassword).
    const res = await t.call({
      method: 'POST',
      url: '/api/permission/Users/Current/Actions/ModifyPassword',
      token: user.token,
      payload: { oldPassword: md5('Old@Pass123'), password: md5('New@Pass456'), code, timestamp },
    });
    expect(res.body, res.body.msg).toMatchObject({ code: 200 });
  });

  it('gives the same answer to ours (the key as a string) and still refuses an unknown field', async () => {
    const user = await userWithPassword('Old@Pass123');
    const timestamp = randomKey();
    await image(`/api/file/ImageCode/${timestamp}`);
    const code = await codeOf(timestamp);
    const body = { oldPassword: md5('Old@Pass123'), password: md5('New@Pass456'), code };
    const unknown = await t.call({
      method: 'POST',
      url: '/api/permission/Users/Current/Actions/ModifyPassword',
      token: user.token,
      payload: { ...body, timestamp, remember: true },
    });
    expect(unknown.body).toMatchObject({ code: 400, msg: '不允许的字段：remember' });
    const ours = await t.call({
      method: 'POST',
      url: '/api/permission/Users/Current/Actions/ModifyPassword',
      token: user.token,
      payload: { ...body, timestamp: String(timestamp) },
    });
    expect(ours.body).toMatchObject({ code: 200 });
  });
});
