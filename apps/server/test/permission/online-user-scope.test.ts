import { ButtonCode, MenuCode } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { createDelegate, SELECT_ONLY } from './delegate-fixtures.ts';
import { insertMembership, insertOrg } from './users-fixtures.ts';

/*
 * Online users for a delegated administrator (ADR 0008): they see the sessions of users of the
 * organizations they administer and force offline those they may edit; other sessions are not even
 * confirmed to exist (404), and nothing changes for their users.
 */

const t = useTestApp();
const admin = useAdminUser(t);
let delegate: TestUser;
let viewer: TestUser;
let child: string;
let outside: string;

beforeAll(async () => {
  const inside = await insertOrg(t);
  child = await insertOrg(t, inside);
  outside = await insertOrg(t);
  const menus = { [MenuCode.permissionOnlineUser]: [ButtonCode.forceOffline] };
  delegate = await createDelegate(t, inside, menus);
  viewer = await createDelegate(t, inside, menus, SELECT_ONLY);
});

const list = (token: string) =>
  t.call({ method: 'GET', url: '/api/permission/OnlineUser?pageSize=500', token });
const kick = (ids: string[], token = delegate.token) =>
  t.call({ method: 'DELETE', url: '/api/permission/OnlineUser', token, payload: { ids } });
const ping = (user: TestUser) => t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token: user.token });

async function sessionOf(user: TestUser): Promise<string> {
  const res = await list(admin.token);
  const row = res.body.data.list.find((s: { userId: string }) => s.userId === user.id);
  if (!row) throw new Error(`no live session for ${user.account}`);
  return row.id;
}
const userIdsSeenBy = async (token: string) =>
  (await list(token)).body.data.list.map((s: { userId: string }) => s.userId);

describe('online users of a delegate', () => {
  it('lists the sessions of users of their organizations only', async () => {
    const inUser = await createUser(t, { organizeId: child });
    const member = await createUser(t, { organizeId: outside });
    await insertMembership(t, member.id, 'Organize', child);
    const outUser = await createUser(t, { organizeId: outside });
    const seen = await userIdsSeenBy(delegate.token);
    expect(seen).toEqual(expect.arrayContaining([inUser.id, member.id]));
    expect(seen).not.toContain(outUser.id);
    expect(seen).not.toContain(admin.id);
    expect(await userIdsSeenBy(admin.token)).toEqual(expect.arrayContaining([outUser.id, inUser.id]));
  });

  it('ends sessions of users they may edit; another user’s session answers 404 and stays', async () => {
    const inUser = await createUser(t, { organizeId: child });
    const outUser = await createUser(t, { organizeId: outside });
    const refused = await kick([await sessionOf(inUser), await sessionOf(outUser)]);
    expect(refused.body).toMatchObject({ code: 404, msg: '该会话不存在或已下线' });
    expect((await ping(inUser)).body.code).toBe(200);
    expect((await ping(outUser)).body.code).toBe(200);
    expect((await kick([await sessionOf(inUser)])).body.code).toBe(200);
    expect((await ping(inUser)).body.code).toBe(601);
  });

  it('refuses users whose main organization is outside, administrators, and a select-only delegate', async () => {
    const member = await createUser(t, { organizeId: outside });
    await insertMembership(t, member.id, 'Organize', child);
    const inAdmin = await createUser(t, { organizeId: child, isAdministrator: true });
    const inUser = await createUser(t, { organizeId: child });
    const outOfScope = '只能强制下线您所管组织内的用户';
    expect((await kick([await sessionOf(member)])).body).toMatchObject({ code: 401, msg: outOfScope });
    expect((await kick([await sessionOf(inAdmin)])).body.code).toBe(401);
    expect(await userIdsSeenBy(viewer.token)).toContain(inUser.id);
    expect((await kick([await sessionOf(inUser)], viewer.token)).body).toMatchObject({
      code: 401,
      msg: outOfScope,
    });
    for (const user of [member, inAdmin, inUser]) expect((await ping(user)).body.code).toBe(200);
  });
});
