import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { createUser, type TestUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';

/*
 * The per-process cache of resolved sessions: a session resolved a moment ago is not looked up again,
 * and every way a session ends or changes in this process counts on the very next request. The cache
 * lives 10 s here (the largest allowed), so a slow machine cannot let an entry expire mid-test.
 */

const CACHE_MS = 10_000;
const t = useTestApp({ overrides: { sessionCacheMs: CACHE_MS } });
const fixtures = useFixtures(async () => ({ admin: await createUser(t, { isAdministrator: true }) }));

const me = (token: string) => t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token });
const asAdmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.call({ method, url, token: fixtures.admin.token, payload });

async function sessionIdOf(user: TestUser): Promise<string> {
  const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
  if (rows.length !== 1) throw new Error(`expected one session of ${user.account}`);
  return rows[0].id;
}

/** A user whose session the guard has just resolved (so it is cached). */
async function cachedUser(): Promise<TestUser> {
  const user = await createUser(t);
  expect((await me(user.token)).body.code).toBe(200);
  return user;
}

describe('resolved sessions reused for a moment', () => {
  it('answers a session resolved a moment ago without looking it up again, until the entry expires', async () => {
    const user = await cachedUser();
    // Revoked behind the services' back: only a lookup would see it.
    await t.ctx.db
      .update(sessions)
      .set({ revokedAt: t.clock.now(), revokeReason: 'kicked' })
      .where(eq(sessions.userId, user.id));
    expect((await me(user.token)).body.code).toBe(200);
    t.clock.advance(CACHE_MS);
    const after = await me(user.token);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(601);
  });

  it('refuses a cached session at once after logout', async () => {
    const user = await cachedUser();
    expect((await t.call({ method: 'GET', url: '/api/oauth/Logout', token: user.token })).body.code).toBe(
      200,
    );
    expect((await me(user.token)).body.code).toBe(600);
  });

  it('refuses a cached session at once after an administrator forces it offline', async () => {
    const user = await cachedUser();
    const kick = await asAdmin(
      'POST',
      `/api/permission/OnlineUser/Actions/ForceOffline/${await sessionIdOf(user)}`,
    );
    expect(kick.body.code).toBe(200);
    expect((await me(user.token)).body.code).toBe(601);
  });

  it('refuses a cached session at once after its user is disabled', async () => {
    const user = await cachedUser();
    expect((await asAdmin('PUT', `/api/permission/Users/${user.id}/Actions/State`)).body.code).toBe(200);
    expect((await me(user.token)).body.code).toBe(601);
  });

  it('refuses a cached session at once after its user is deleted', async () => {
    const user = await cachedUser();
    expect((await asAdmin('DELETE', `/api/permission/Users/${user.id}`)).body.code).toBe(200);
    expect((await me(user.token)).body.code).toBe(602);
  });

  it('locks a cached session at once', async () => {
    const user = await cachedUser();
    expect(
      (await t.call({ method: 'POST', url: '/api/oauth/LockScreen/Lock', token: user.token })).body.code,
    ).toBe(200);
    expect((await me(user.token)).status).toBe(403);
  });

  it('counts a grant change at once: a user made administrator passes a permission check next', async () => {
    const user = await cachedUser();
    const adminList = (token: string) =>
      t.call({ method: 'GET', url: '/api/system/SysConfig/getAdminList', token });
    expect((await adminList(user.token)).body.code).toBe(401);
    const ids = ((await adminList(fixtures.admin.token)).body.data as { id: string }[]).map((a) => a.id);
    const set = await asAdmin('PUT', '/api/system/SysConfig/setAdminList', { adminIds: [...ids, user.id] });
    expect(set.body.code).toBe(200);
    expect((await adminList(user.token)).body.code).toBe(200);
  });
});
