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
  setConfig,
  setPassword,
  solveCaptcha,
} from './oauth-helpers.ts';

/*
 * The forced initial password change on the server: while mandatoryModificationOfInitialPassword=1 and the user has never changed
 * the password, only the change and the shell around the forced dialog answer (ADR 0005). The route
 * table test walks every other route; this suite follows one user through the rule.
 */

const t = useTestApp({ resetConfigAfterEach: true });

const get = (url: string, token: string, lang?: string) =>
  t.call({ method: 'GET', url, token, headers: lang ? { 'accept-language': lang } : {} });

/** A password an administrator set: never changed by its user (changePasswordDate null). */
async function giveInitialPassword(account: string, plain: string) {
  await setPassword(t, account, plain);
  await t.ctx.db.update(users).set({ changePasswordDate: null }).where(eq(users.account, account));
}

async function changePassword(token: string, oldPlain: string, newPlain: string) {
  const timestamp = captchaKey();
  const code = await solveCaptcha(t, timestamp);
  return t.call({
    method: 'POST',
    url: '/api/permission/Users/Current/Actions/ModifyPassword',
    token,
    payload: { oldPassword: md5(oldPlain), password: md5(newPlain), code, timestamp },
  });
}

describe('the initial password blocks the session until it is changed', () => {
  it('opens the shell calls and refuses the rest with 401 in the caller language', async () => {
    const token = await adminToken(t);
    expect((await get('/api/oauth/CurrentUser', token)).body.code).toBe(200);
    expect((await get('/api/permission/Users/Current/BaseInfo', token)).body.code).toBe(200);
    const status = await t.call({ method: 'POST', url: '/api/oauth/updatePasswordMessage', token });
    expect(status.body.data).toMatchObject({ mustChange: true, reason: 'initial' });

    const refused = await get('/api/message', token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 401, msg: '请先修改初始密码', data: null });
    expect((await get('/api/message/getUnreadCount', token, 'zh-TW')).body.msg).toBe('請先修改初始密碼');
    expect((await get('/api/message', token, 'en-US')).body.msg).toBe(
      'Please change your initial password first',
    );
    // Administrators bypass menu grants, not this rule.
    expect((await get('/api/message/SmsOutbox', token)).body.msg).toBe('请先修改初始密码');
  });

  it('changes nothing through a refused route', async () => {
    const token = await adminToken(t);
    const res = await t.call({
      method: 'PUT',
      url: '/api/permission/Users/Current/BaseInfo',
      token,
      payload: { realName: '改名' },
    });
    expect(res.body.code).toBe(401);
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.account, 'admin'));
    expect(admin?.realName).not.toBe('改名');
  });

  it('still locks, unlocks and logs out', async () => {
    const token = await adminToken(t);
    expect((await t.call({ method: 'POST', url: '/api/oauth/LockScreen/Lock', token })).body.code).toBe(200);
    const unlock = await t.call({
      method: 'POST',
      url: '/api/oauth/LockScreen',
      token,
      payload: { account: 'admin', password: md5(TEST_ADMIN_PASSWORD) },
    });
    expect(unlock.body.code).toBe(200);
    expect((await get('/api/oauth/Logout', token)).body.code).toBe(200);
  });

  it('opens everything to the same session once the password is changed', async () => {
    await giveInitialPassword('wangwu', 'Start#2026');
    const token = await loginToken(t, 'wangwu', 'Start#2026');
    expect((await get('/api/message', token)).body.code).toBe(401);
    expect((await changePassword(token, 'Start#2026', 'Fresh#2026x')).body.code).toBe(200);
    expect((await get('/api/message', token)).body.code).toBe(200);
    expect((await get('/api/message/getUnreadCount', token)).body.code).toBe(200);
  });

  it('does not apply when the system config does not demand the change', async () => {
    await setConfig(t, { mandatoryModificationOfInitialPassword: 0 });
    await giveInitialPassword('zhaoliu', 'Start#2026');
    const token = await loginToken(t, 'zhaoliu', 'Start#2026');
    expect((await get('/api/message', token)).body.code).toBe(200);
    await setConfig(t, { mandatoryModificationOfInitialPassword: 1 });
    expect((await get('/api/message', token)).body.code).toBe(401);
  });
});
