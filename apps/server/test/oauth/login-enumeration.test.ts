import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/shared/password-hash.ts';
import { createUser, uniqueCode } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { md5, postLogin } from './oauth-helpers.ts';

/*
 * Login does not tell who exists (ENUM-1): an unknown account, a real one with a wrong password, a
 * locked one and a disabled one get the same answer until the password is right; only then is the
 * lock or the disabled state told. The time of the answers is compared by bench/login-bench.mjs.
 */

const t = useTestApp();
const PASSWORD = 'Right#2026';
const right = md5(PASSWORD);
const wrong = md5('Wrong#2026');
const tag = uniqueCode('en');
const mobile = `137${String(Date.now()).slice(-8)}`;
const accounts = {
  real: `${tag}real`,
  locked: `${tag}locked`,
  lockedForGood: `${tag}forgood`,
  disabled: `${tag}disabled`,
  unknown: `${tag}nobody`,
};

beforeAll(async () => {
  const passwordHash = await hashPassword(right);
  const inAnHour = new Date(t.clock.now().getTime() + 60 * 60_000);
  await createUser(t, { account: accounts.real, passwordHash, mobilePhone: mobile });
  await createUser(t, { account: accounts.locked, passwordHash, enabledMark: 2, unlockTime: inAnHour });
  await createUser(t, { account: accounts.lockedForGood, passwordHash, enabledMark: 2, unlockTime: null });
  await createUser(t, { account: accounts.disabled, passwordHash, enabledMark: 0 });
});

/** What a client sees of a login answer. */
async function answer(account: string, password: string, lang = 'zh-CN') {
  const res = await postLogin(t, { account, password }, { lang });
  return { status: res.status, code: res.body.code, msg: res.body.msg, data: res.body.data };
}

describe('login answers', () => {
  it.each(['zh-CN', 'en-US'])(
    'are the same for unknown, wrong-password, locked and disabled accounts (%s)',
    async (lang) => {
      const unknown = await answer(accounts.unknown, wrong, lang);
      expect(unknown).toMatchObject({ status: 400, code: 400 });
      for (const account of [accounts.real, accounts.locked, accounts.lockedForGood, accounts.disabled])
        expect(await answer(account, wrong, lang), account).toEqual(unknown);
      // A wrong password for a phone number that exists answers the same as well.
      expect(await answer(mobile, wrong, lang)).toEqual(unknown);
    },
  );

  it('tell the lock or the disabled state only with the right password', async () => {
    expect(await answer(accounts.locked, right)).toMatchObject({
      status: 400,
      msg: '账号已被锁定，请60分钟后再试',
    });
    expect((await answer(accounts.lockedForGood, right)).msg).toBe('账号已被锁定，请联系管理员解锁');
    expect((await answer(accounts.disabled, right)).msg).toBe('账号已被禁用，请联系管理员');
    expect((await answer(accounts.real, right)).code).toBe(200);
  });

  it('with an SMS code are the same for a number no account uses and a real one', async () => {
    const sms = (account: string) => postLogin(t, { grant_type: 'sms', account, smsCode: '000000' });
    const unused = await sms(`136${String(Date.now()).slice(-8)}`);
    const real = await sms(mobile);
    expect(real.status).toBe(unused.status);
    expect(real.body).toEqual(unused.body);
    expect(real.body.msg).toBe('短信验证码错误或已过期');
  });
});
