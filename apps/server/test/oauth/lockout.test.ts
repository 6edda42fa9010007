import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/shared/password-hash.ts';
import { createUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { md5, postLogin, setConfig, setPassword } from './oauth-helpers.ts';

const t = useTestApp({ resetConfigAfterEach: true });
beforeAll(async () => {
  for (const account of ['zhangsan', 'lisi', 'wangwu', 'zhaoliu'])
    await setPassword(t, account, 'Right#2026');
});

const right = md5('Right#2026');
const wrong = md5('Wrong#2026');
const userRow = async (account: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.account, account)))[0];

describe('failed-login lockout (passwordErrorsNumber, lockType, lockTime)', () => {
  it('locks for lockTime minutes after N failures, tells the lock only to the right password, then unlocks', async () => {
    await setConfig(t, { passwordErrorsNumber: 3, lockType: 2, lockTime: 10 });
    expect((await postLogin(t, { account: 'zhangsan', password: wrong })).body.msg).toBe(
      '账户或密码错误，请重新输入',
    );
    expect((await postLogin(t, { account: 'zhangsan', password: wrong })).body.msg).toBe(
      '账户或密码错误，请重新输入',
    );
    // The failure that locks answers like any wrong password: the lock is not told to a stranger.
    const third = await postLogin(t, { account: 'zhangsan', password: wrong });
    expect(third.body.msg).toBe('账户或密码错误，请重新输入');
    const row = await userRow('zhangsan');
    expect(row.enabledMark).toBe(2);
    expect(row.unlockTime).toBeInstanceOf(Date);
    // More wrong passwords while locked neither tell the lock nor push it further.
    t.clock.advance(60_000);
    expect((await postLogin(t, { account: 'zhangsan', password: wrong })).body.msg).toBe(
      '账户或密码错误，请重新输入',
    );
    expect((await userRow('zhangsan')).unlockTime).toEqual(row.unlockTime);
    t.clock.advance(-60_000);

    const whileLocked = await postLogin(t, { account: 'zhangsan', password: right });
    expect(whileLocked.body).toMatchObject({ code: 400, msg: '账号已被锁定，请10分钟后再试' });
    t.clock.advance(6 * 60_000);
    expect((await postLogin(t, { account: 'zhangsan', password: right })).body.msg).toBe(
      '账号已被锁定，请4分钟后再试',
    );

    t.clock.advance(4 * 60_000 + 1000);
    const after = await postLogin(t, { account: 'zhangsan', password: right });
    expect(after.body.code).toBe(200);
    const unlocked = await userRow('zhangsan');
    expect(unlocked).toMatchObject({ enabledMark: 1, logErrorCount: 0, unlockTime: null });
  });

  it('with lockType 1 stays locked until an administrator unlocks', async () => {
    await setConfig(t, { passwordErrorsNumber: 2, lockType: 1 });
    await postLogin(t, { account: 'lisi', password: wrong });
    const locking = await postLogin(t, { account: 'lisi', password: wrong });
    expect(locking.body.msg).toBe('账户或密码错误，请重新输入');
    expect((await userRow('lisi')).enabledMark).toBe(2);
    t.clock.advance(24 * 60 * 60_000);
    expect((await postLogin(t, { account: 'lisi', password: right })).body.msg).toBe(
      '账号已被锁定，请联系管理员解锁',
    );
  });

  it('resets the failure count after a successful login', async () => {
    await setConfig(t, { passwordErrorsNumber: 3 });
    await postLogin(t, { account: 'wangwu', password: wrong });
    await postLogin(t, { account: 'wangwu', password: wrong });
    expect((await postLogin(t, { account: 'wangwu', password: right })).body.code).toBe(200);
    expect((await userRow('wangwu')).logErrorCount).toBe(0);
    await postLogin(t, { account: 'wangwu', password: wrong });
    expect((await userRow('wangwu')).enabledMark).toBe(1);
  });

  it('leaves a disabled account disabled: wrong passwords do not lock it, so no lock can lapse into enabled', async () => {
    await setConfig(t, { passwordErrorsNumber: 2, lockType: 2, lockTime: 1 });
    const { account } = await createUser(t, { passwordHash: await hashPassword(right), enabledMark: 0 });
    for (let i = 0; i < 3; i++) await postLogin(t, { account, password: wrong });
    expect((await userRow(account)).enabledMark).toBe(0);
    t.clock.advance(2 * 60_000);
    expect((await postLogin(t, { account, password: right })).body.msg).toBe('账号已被禁用，请联系管理员');
    expect((await userRow(account)).enabledMark).toBe(0);
  });

  it('never locks when passwordErrorsNumber is 0', async () => {
    await setConfig(t, { passwordErrorsNumber: 0 });
    for (let i = 0; i < 8; i++) await postLogin(t, { account: 'zhaoliu', password: wrong });
    expect((await userRow('zhaoliu')).enabledMark).toBe(1);
    expect((await postLogin(t, { account: 'zhaoliu', password: right })).body.code).toBe(200);
  });
});

describe('login rate limits', () => {
  it('limits attempts per IP (30 a minute) with code 429, whatever the accounts', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 30; i++) {
      const res = await postLogin(t, { account: `ghost${i}`, password: wrong }, { ip });
      expect(res.body.code).toBe(400);
    }
    const blocked = await postLogin(t, { account: 'admin', password: wrong }, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: 429, msg: '登录尝试过于频繁，请稍后再试' });
    expect(
      (await postLogin(t, { account: 'ghost', password: wrong }, { ip: '203.0.113.51' })).body.code,
    ).toBe(400);
    t.clock.advance(61_000);
    expect((await postLogin(t, { account: 'ghost', password: wrong }, { ip })).body.code).toBe(400);
  });

  it('limits failures per account (100 an hour) even from many IPs, and even with the right password', async () => {
    await setConfig(t, { passwordErrorsNumber: 0 });
    for (let i = 0; i < 100; i++) await postLogin(t, { account: 'zhaoliu', password: wrong });
    const blocked = await postLogin(t, { account: 'zhaoliu', password: right });
    expect(blocked.body).toMatchObject({ code: 429, msg: '登录尝试过于频繁，请稍后再试' });
    t.clock.advance(3_600_000 + 1000);
    expect((await postLogin(t, { account: 'zhaoliu', password: right })).body.code).toBe(200);
  }, 60_000);
});
