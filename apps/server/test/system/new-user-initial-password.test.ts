import { describe, expect, it } from 'vitest';
import { loginToken } from '../oauth/oauth-helpers.ts';
import { insertOrg } from '../permission/users-fixtures.ts';
import { uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The initial password of new accounts comes from the system config; a deployment sets it with
 * NEW_USER_INITIAL_PASSWORD (config newUserInitialPassword) instead of the built-in default. A new
 * account signs in with it and must change it first.
 */

const INITIAL = 'Start#2026x';
const t = useTestApp({ overrides: { newUserInitialPassword: INITIAL } });
const admin = useAdminUser(t);

describe('the configured initial password of new accounts', () => {
  it('signs a new account in, with the change required first', async () => {
    const account = uniqueCode('init');
    const organizeId = await insertOrg(t);
    const created = await t.call({
      method: 'POST',
      url: '/api/permission/Users',
      token: admin.token,
      payload: { account, realName: '新用户', organizeIds: [organizeId] },
    });
    expect(created.body.code, created.body.msg).toBe(200);

    const token = await loginToken(t, account, INITIAL);
    const status = await t.call({ method: 'POST', url: '/api/oauth/updatePasswordMessage', token });
    expect(status.body.data).toMatchObject({ mustChange: true, reason: 'initial' });
    await expect(loginToken(t, account, 'Sme@2026')).rejects.toThrow(/failed/);
  });
});
