import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_PASSWORD } from '../build-test-app.ts';
import { useTestApp } from '../support/test-app.ts';
import { adminToken, loginToken, markPasswordChanged, md5, setConfig, setPassword } from './oauth-helpers.ts';

const t = useTestApp({ resetConfigAfterEach: true });
beforeAll(async () => {
  await setPassword(t, 'zhangsan', 'Zhang#2026');
});

const me = (token?: string) => t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token });

describe('session codes 600 / 601 / 602', () => {
  it('600 without a token', async () => {
    const res = await me();
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 600, msg: '登录过期,请重新登录' });
  });

  it('602 for malformed and unknown tokens, with or without Bearer', async () => {
    for (const token of [
      'Bearer x',
      'garbage',
      `Bearer ${'A'.repeat(43)}`,
      'A'.repeat(43),
      'Bearer ../../etc',
    ]) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 602, msg: 'Token验证失败' });
    }
  });

  it('accepts the bare token as well as the Bearer form', async () => {
    const token = await adminToken(t);
    expect((await me(token)).body.code).toBe(200);
    expect((await me(token.slice(7))).body.code).toBe(200);
  });

  it('600 once the idle timeout (tokenTimeout) has passed; activity extends it', async () => {
    await setConfig(t, { tokenTimeout: 30 });
    const token = await adminToken(t);
    t.clock.advance(20 * 60_000);
    expect((await me(token)).body.code).toBe(200);
    t.clock.advance(20 * 60_000);
    expect((await me(token)).body.code).toBe(200);
    t.clock.advance(31 * 60_000);
    const expired = await me(token);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(600);
  });

  it('601 for the older session when single login is on', async () => {
    await setConfig(t, { singleLogin: 1 });
    const first = await loginToken(t, 'zhangsan', 'Zhang#2026');
    const second = await loginToken(t, 'zhangsan', 'Zhang#2026');
    const kicked = await me(first);
    expect(kicked.status).toBe(401);
    expect(kicked.body).toMatchObject({ code: 601, msg: '您的账号在其他地方登录，已被强制下线' });
    expect((await me(second)).body.code).toBe(200);
  });

  it('keeps both sessions when multiple logins are allowed', async () => {
    const first = await loginToken(t, 'zhangsan', 'Zhang#2026');
    const second = await loginToken(t, 'zhangsan', 'Zhang#2026');
    expect((await me(first)).body.code).toBe(200);
    expect((await me(second)).body.code).toBe(200);
  });
});

describe('GET /api/oauth/Logout', () => {
  it('ends the session; replaying the token answers 600', async () => {
    const token = await adminToken(t);
    const out = await t.call({ method: 'GET', url: '/api/oauth/Logout', token });
    expect(out.body).toMatchObject({ code: 200, msg: '退出成功' });
    const replay = await me(token);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe(600);
    expect((await t.call({ method: 'GET', url: '/api/oauth/Logout', token })).body.code).toBe(600);
  });
});

describe('lock screen', () => {
  it('while locked only unlock, lock and logout work; a wrong password says so; the right one unlocks', async () => {
    const token = await adminToken(t);
    const lock = await t.call({ method: 'POST', url: '/api/oauth/LockScreen/Lock', token });
    expect(lock.body).toMatchObject({ code: 200, msg: '已锁屏' });
    const blocked = await me(token);
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: 401, msg: '屏幕已锁定，请先解锁' });

    const wrong = await t.call({
      method: 'POST',
      url: '/api/oauth/LockScreen',
      token,
      payload: { account: 'admin', password: md5('bad') },
    });
    expect(wrong.body).toMatchObject({ code: 400, msg: '密码错误，请重新输入' });
    const otherAccount = await t.call({
      method: 'POST',
      url: '/api/oauth/LockScreen',
      token,
      payload: { account: 'zhangsan', password: md5('Zhang#2026') },
    });
    expect(otherAccount.body.msg).toBe('账号与当前登录用户不一致');
    expect((await me(token)).body.code).toBe(401);

    const unlock = await t.call({
      method: 'POST',
      url: '/api/oauth/LockScreen',
      token,
      payload: { account: 'admin', password: md5(TEST_ADMIN_PASSWORD) },
    });
    expect(unlock.body).toMatchObject({ code: 200, msg: '解锁成功' });
    expect((await me(token)).body.code).toBe(200);
  });

  it('locks only this session, and logout still works while locked', async () => {
    const locked = await adminToken(t);
    const other = await adminToken(t);
    await t.call({ method: 'POST', url: '/api/oauth/LockScreen/Lock', token: locked });
    expect((await me(other)).body.code).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/oauth/Logout', token: locked })).body.code).toBe(200);
  });
});

describe('my sessions (profile page)', () => {
  beforeAll(async () => {
    await markPasswordChanged(t, 'admin');
    await markPasswordChanged(t, 'zhangsan');
  });

  it('lists device, IP and last seen, marks the current one, and signs another out with 601', async () => {
    const phone = await loginToken(t, 'zhangsan', 'Zhang#2026');
    const pc = await loginToken(t, 'zhangsan', 'Zhang#2026');
    const list = await t.call({ method: 'GET', url: '/api/permission/Users/Current/Sessions', token: pc });
    expect(list.body.code).toBe(200);
    const sessions = list.body.data as Array<{ id: string; isCurrent: boolean; ip: string; device: string }>;
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ device: expect.any(String), ip: expect.stringMatching(/^10\.20\./) });
    const current = sessions.find((s) => s.isCurrent)!;

    const phoneList = await t.call({
      method: 'GET',
      url: '/api/permission/Users/Current/Sessions',
      token: phone,
    });
    const phoneId = (phoneList.body.data as Array<{ id: string; isCurrent: boolean }>).find(
      (s) => s.isCurrent,
    )!.id;
    expect(phoneId).not.toBe(current.id);
    const out = await t.call({
      method: 'DELETE',
      url: `/api/permission/Users/Current/Sessions/${phoneId}`,
      token: pc,
    });
    expect(out.body.code).toBe(200);
    const kicked = await me(phone);
    expect(kicked.body).toMatchObject({ code: 601, msg: '该登录已在其他设备上被退出，请重新登录' });
    expect((await me(pc)).body.code).toBe(200);
  });

  it("answers 404 for another user's session id, and leaves it alone", async () => {
    const admin = await adminToken(t);
    const zhang = await loginToken(t, 'zhangsan', 'Zhang#2026');
    const adminList = await t.call({
      method: 'GET',
      url: '/api/permission/Users/Current/Sessions',
      token: admin,
    });
    const adminSession = (adminList.body.data as Array<{ id: string; isCurrent: boolean }>).find(
      (s) => s.isCurrent,
    )!;
    const res = await t.call({
      method: 'DELETE',
      url: `/api/permission/Users/Current/Sessions/${adminSession.id}`,
      token: zhang,
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
    expect((await me(admin)).body.code).toBe(200);
  });
});
