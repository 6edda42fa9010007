import { ButtonCode, MenuCode } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { userWithMenu } from './authorize-fixtures.ts';
import { createDelegate } from './delegate-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';

/* Online users (issue 3): the live sessions, and forcing them offline (the next call answers 601). */

const t = useTestApp();
let admin: TestUser;
beforeAll(async () => {
  admin = await createUser(t, { isAdministrator: true, realName: '在线管理员' });
});

const list = (query: string, token = admin.token) =>
  t.call({ method: 'GET', url: `/api/permission/OnlineUser${query}`, token });
const kick = (sessionId: string, token = admin.token) =>
  t.call({ method: 'POST', url: `/api/permission/OnlineUser/Actions/ForceOffline/${sessionId}`, token });
const kickMany = (ids: string[], token = admin.token) =>
  t.call({ method: 'DELETE', url: '/api/permission/OnlineUser', token, payload: { ids } });
const ping = (token: string) => t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token });

async function sessionOf(user: TestUser): Promise<string> {
  const res = await list(`?keyword=${user.account}`);
  const row = res.body.data.list.find((s: { account: string }) => s.account === user.account);
  if (!row) throw new Error(`no live session for ${user.account}`);
  return row.id;
}

describe('GET /permission/OnlineUser', () => {
  it('lists live sessions with account, name, device, IP and times, filtered by keyword', async () => {
    const user = await createUser(t, { realName: '在线张三' });
    const res = await list(`?keyword=${encodeURIComponent('在线张')}`);
    expect(res.body.code).toBe(200);
    expect(res.body.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 });
    expect(res.body.data.list[0]).toMatchObject({
      userId: user.id,
      account: user.account,
      realName: '在线张三',
      loginType: 'password',
      isCurrent: false,
    });
    expect(typeof res.body.data.list[0].loginTime).toBe('number');
    expect(typeof res.body.data.list[0].device).toBe('string');
  });

  it('flags the caller’s own session and leaves out ended ones', async () => {
    const res = await list('?keyword=在线管理员');
    expect(res.body.data.list).toEqual([expect.objectContaining({ userId: admin.id, isCurrent: true })]);
    const gone = await createUser(t, { realName: '在线离开' });
    await kick(await sessionOf(gone));
    expect((await list('?keyword=在线离开')).body.data.list).toEqual([]);
  });
});

describe('forcing sessions offline', () => {
  it('answers 601 to the kicked session on its next call', async () => {
    const user = await createUser(t);
    const res = await kick(await sessionOf(user));
    expect(res.body).toMatchObject({ code: 200, data: { count: 1 } });
    const after = await ping(user.token);
    expect(after.body.code).toBe(601);
  });

  it('ends several sessions at once, or none when one of them cannot be ended', async () => {
    const [a, b] = [await createUser(t), await createUser(t)];
    const ids = [await sessionOf(a), await sessionOf(b)];
    const refused = await kickMany([...ids, 'no-such-session']);
    expect(refused.body.code).toBe(404);
    expect((await ping(a.token)).body.code).toBe(200);
    expect((await kickMany(ids)).body).toMatchObject({ code: 200, data: { count: 2 } });
    expect((await ping(a.token)).body.code).toBe(601);
    expect((await ping(b.token)).body.code).toBe(601);
  });

  it('refuses the caller’s own session and an already ended one', async () => {
    const own = (await list('?keyword=在线管理员')).body.data.list[0].id;
    expect((await kick(own)).body.code).toBe(400);
    const user = await createUser(t);
    const id = await sessionOf(user);
    await kick(id);
    expect((await kick(id)).body.code).toBe(404);
  });

  it('lets a delegate with the button kick users of their organizations but not administrators', async () => {
    const org = await insertOrg(t);
    const operator = await createDelegate(t, org, {
      [MenuCode.permissionOnlineUser]: [ButtonCode.forceOffline],
    });
    const user = await createUser(t, { organizeId: org });
    expect((await kick(await sessionOf(user), operator.token)).body.code).toBe(200);
    const otherAdmin = await createUser(t, { isAdministrator: true, organizeId: org });
    const refused = await kick(await sessionOf(otherAdmin), operator.token);
    expect(refused.body).toMatchObject({ code: 401, msg: '只有超级管理员可以强制下线超级管理员' });
    expect((await ping(otherAdmin.token)).body.code).toBe(200);
  });

  it('needs the force-offline button; the list needs only the menu', async () => {
    const reader = await userWithMenu(t, MenuCode.permissionOnlineUser);
    const user = await createUser(t);
    expect((await list('', reader.token)).body.code).toBe(200);
    expect((await kick(await sessionOf(user), reader.token)).body.code).toBe(401);
    expect((await ping(user.token)).body.code).toBe(200);
  });
});
