import { ButtonCode, MenuCode } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import { sweepSystemLogs } from '../../src/modules/system/log/log-retention.ts';
import { md5, postLogin, setConfig } from '../oauth/oauth-helpers.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import {
  createInterface,
  dataInterfaceCall,
  interfaceCategories,
  staticBody,
} from './data-interface-fixtures.ts';

/*
 * 系统日志 (system.log): a login, an API request, an administrative edit and a 500 each leave an entry
 * in their category; the lists page newest first with keyword and time filters; entries are deleted
 * by id or a whole category is cleared; the retention sweep deletes what is older than the setting.
 */

const t = useTestApp({ resetConfigAfterEach: true });
const admin = useAdminUser(t);
const viewer = useFixtures(async () => ({ user: await userWithMenu(t, MenuCode.log) }));

interface Item {
  id: string;
  category: string;
  creatorTime: number;
  userName: string | null;
  requestUrl: string | null;
  requestMethod: string | null;
  status: number | null;
  loginMark: number | null;
  loginType: number | null;
  moduleName: string | null;
  action: string | null;
  recordId: string | null;
  ipAddress: string | null;
  json: string | null;
  abstracts: string | null;
}

async function list(category: string, query = '', user: TestUser = admin) {
  const res = await t.call({
    method: 'GET',
    url: `/api/system/Log?category=${category}${query}`,
    token: user.token,
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data as { list: Item[]; pagination: { total: number; nextCursor?: string } };
}

async function detail(id: string) {
  const res = await t.call({ method: 'GET', url: `/api/system/Log/${id}`, token: admin.token });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}

describe('what is logged', () => {
  it('logs a successful and a failed sign-in as login entries', async () => {
    const user = await createUser(t, { account: uniqueCode('log') });
    await postLogin(t, { account: user.account, password: md5('wrong-password') });
    const { list: rows } = await list('1', `&keyword=${user.account}`);
    expect(rows.map((r) => [r.userName, r.loginType, r.loginMark])).toEqual([[user.account, 0, 0]]);
  });

  it('logs an API request with method, path without the query, user, duration and status', async () => {
    const marker = uniqueCode('q');
    await t.call({
      method: 'GET',
      url: `/api/system/Area/-1?keyword=${marker}&secret=1`,
      token: admin.token,
    });
    const { list: rows } = await list('5', `&keyword=${encodeURIComponent('/api/system/Area/-1')}`);
    const row = rows.find((r) => r.userName === (admin as TestUser).account);
    expect(row).toMatchObject({ requestMethod: 'GET', requestUrl: '/api/system/Area/-1', status: 200 });
    expect(JSON.stringify(rows)).not.toContain(marker);
  });

  it('logs an administrative edit with the record before and after', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/system/Area',
      token: admin.token,
      payload: { fullName: '日志省', enCode: `9${Date.now()}` },
    });
    const id = created.body.data.id as string;
    await t.call({
      method: 'PUT',
      url: `/api/system/Area/${id}`,
      token: admin.token,
      payload: { fullName: '日志省改' },
    });
    const { list: rows } = await list('3', `&keyword=${id}`);
    expect(rows.map((r) => [r.moduleName, r.action, r.recordId])).toEqual([
      ['areas', 'update', id],
      ['areas', 'create', id],
    ]);
    // The write's request is named on the entry; the record kit's entry is the only one for it.
    expect(rows[0]).toMatchObject({ requestMethod: 'PUT', requestUrl: `/api/system/Area/${id}` });
    expect(rows[0]?.ipAddress).toBeTruthy();
    const info = await detail(rows[0]?.id ?? '');
    expect(JSON.parse(info.beforeJson)).toMatchObject({ fullName: '日志省' });
    expect(JSON.parse(info.afterJson)).toMatchObject({ fullName: '日志省改' });
  });

  it('logs an administrative write outside the record kit by its route', async () => {
    const user = await createUser(t);
    const url = `/api/permission/Users/${user.id}/Actions/State`;
    const res = await t.call({ method: 'PUT', url, token: admin.token });
    expect(res.body.code, res.body.msg).toBe(200);
    const { list: rows } = await list('3', `&keyword=${user.id}`);
    expect(rows.map((r) => [r.moduleName, r.action, r.requestUrl])).toEqual([['users', 'state', url]]);
    const info = await detail(rows[0]?.id ?? '');
    expect([JSON.parse(info.beforeJson).enabledMark, JSON.parse(info.afterJson).enabledMark]).toEqual([1, 0]);
  });

  it('logs a 500 as an exception entry with the error, the client seeing only a request id', async () => {
    const spy = vi.spyOn(t.ctx.access, 'sysConfig').mockRejectedValueOnce(new Error('log-test-boom'));
    const res = await t.call({ method: 'GET', url: '/api/system/Area/-1', token: admin.token });
    spy.mockRestore();
    expect(res.status).toBe(500);
    const { list: rows } = await list('4', '&keyword=log-test-boom');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.json).toContain('Error: log-test-boom');
    expect(res.body.msg).not.toContain('log-test-boom');
  });
});

describe('paging, deleting and clearing', () => {
  it('pages newest first by keyset and by page number alike, and filters by time', async () => {
    const account = uniqueCode('pg');
    const user = await createUser(t, { account });
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      await postLogin(t, { account, password: md5(`wrong-${i}`) });
    }
    const first = await list('1', `&keyword=${account}&pageSize=2`);
    expect(first.pagination.total).toBe(5);
    const times = first.list.map((r) => r.creatorTime);
    expect(times[0]).toBeGreaterThan(times[1] ?? 0);
    const cursor = encodeURIComponent(first.pagination.nextCursor ?? '');
    const byCursor = await list('1', `&keyword=${account}&pageSize=2&currentPage=2&cursor=${cursor}`);
    const byNumber = await list('1', `&keyword=${account}&pageSize=2&currentPage=2`);
    expect(byCursor.list.map((r) => r.id)).toEqual(byNumber.list.map((r) => r.id));
    const since = (times[1] ?? 0) - 1;
    const recent = await list('1', `&keyword=${account}&startTime=${since}`);
    expect(recent.list.map((r) => r.id)).toEqual(first.list.map((r) => r.id));
    expect(user.account).toBe(account);
  });

  it('answers the 3.4 client on /system/Log/{category} and deletes chosen entries', async () => {
    const account = uniqueCode('del');
    await createUser(t, { account });
    await postLogin(t, { account, password: md5('x1') });
    await postLogin(t, { account, password: md5('x2') });
    const page = await detail(`1?keyword=${account}`);
    expect(page.list).toHaveLength(2);
    const res = await t.call({
      method: 'DELETE',
      url: '/api/system/Log',
      token: admin.token,
      payload: { ids: [page.list[0].id] },
    });
    expect(res.body.data).toEqual({ count: 1 });
    expect((await list('1', `&keyword=${account}`)).list.map((r) => r.id)).toEqual([page.list[1].id]);
  });

  it('clears one category only', async () => {
    await t.call({ method: 'GET', url: '/api/system/Area/-1', token: admin.token });
    const res = await t.call({ method: 'DELETE', url: '/api/system/Log/5', token: admin.token });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.count).toBeGreaterThan(0);
    expect((await list('5')).list.some((r) => r.requestUrl === '/api/system/Area/-1')).toBe(false);
    expect((await list('3', '&keyword=system_logs')).list[0]).toMatchObject({ action: 'remove' });
  });
});

describe('permissions', () => {
  it('lets a user with the menu read but not delete or clear', async () => {
    expect((await list('1', '', viewer.user)).list).toBeInstanceOf(Array);
    const remove = await t.call({ method: 'DELETE', url: '/api/system/Log/1', token: viewer.user.token });
    expect(remove.body.code).toBe(401);
  });

  it('refuses a user without the menu', async () => {
    const other = await createUser(t);
    const res = await t.call({ method: 'GET', url: '/api/system/Log?category=1', token: other.token });
    expect(res.body.code).toBe(401);
    const granted = await userWithMenu(t, MenuCode.log, [ButtonCode.remove]);
    const ok = await t.call({
      method: 'DELETE',
      url: '/api/system/Log',
      token: granted.token,
      payload: { ids: 'none' },
    });
    expect(ok.body.code, ok.body.msg).toBe(200);
  });
});

describe('retention', () => {
  it('deletes entries older than the configured days and keeps the rest', async () => {
    const account = uniqueCode('ret');
    await createUser(t, { account });
    await postLogin(t, { account, password: md5('old') });
    await t.ctx.systemLog?.flush?.();
    t.clock.advance(31 * 24 * 60 * 60_000);
    await postLogin(t, { account, password: md5('new') });
    const reader = await createUser(t, { isAdministrator: true });
    // Both are kept under the default (180 days); at 30 days the sweep takes the older one.
    expect((await list('1', `&keyword=${account}`, reader)).pagination.total).toBe(2);
    await setConfig(t, { logRetentionDays: 30 });
    expect(await sweepSystemLogs(t.ctx)).toBeGreaterThan(0);
    expect((await list('1', `&keyword=${account}`, reader)).pagination.total).toBe(1);
  });

  it('deletes data-interface call logs older than the configured days too', async () => {
    const [category] = await interfaceCategories(t);
    // Administrators of their own: earlier tests move the clock past other sessions' expiry.
    const writer = await createUser(t, { isAdministrator: true });
    const iface = await createInterface(t, writer, staticBody(category ?? ''));
    const preview = (user: TestUser) =>
      dataInterfaceCall(t, user, 'POST', `/${iface.id}/Actions/Preview`, { paramList: [] });
    await preview(writer);
    t.clock.advance(31 * 24 * 60 * 60_000);
    const reader = await createUser(t, { isAdministrator: true });
    await preview(reader);
    const callLog = async () => {
      const url = `/${iface.id}?currentPage=1&pageSize=20`;
      const res = await dataInterfaceCall(t, reader, 'GET', url, undefined, '/api/system/DataInterfaceLog');
      return res.body.data.pagination.total;
    };
    expect(await callLog()).toBe(2);
    await setConfig(t, { logRetentionDays: 30 });
    await sweepSystemLogs(t.ctx);
    expect(await callLog()).toBe(1);
  });

  it('keeps everything when the setting is 0', async () => {
    await setConfig(t, { logRetentionDays: 0 });
    t.clock.advance(400 * 24 * 60 * 60_000);
    expect(await sweepSystemLogs(t.ctx)).toBe(0);
  });
});
