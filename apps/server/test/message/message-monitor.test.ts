import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageMonitors } from '../../src/db/schema/index.ts';
import { recordMessageSend } from '../../src/modules/message/monitor/message-monitor.service.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { insertRole } from '../permission/users-fixtures.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * 消息中心 › 消息监控 (/api/message/MessageMonitor) with the original screen's queries: the list by
 * keyword, type and send date range, the detail with the receivers' names, batch delete and 一键清空;
 * a released notice is recorded in its transaction, a refused release is not.
 */

const t = useTestApp();
const admin = useAdminUser(t);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, user: TestUser = admin) =>
  t.call({
    method,
    url: `/api/message/MessageMonitor${url}`,
    token: user.token,
    ...(payload ? { payload } : {}),
  });

const DAY = 86_400_000;
const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

async function record(
  title: string,
  sendTime: Date,
  extra: Partial<Parameters<typeof recordMessageSend>[1]> = {},
) {
  await recordMessageSend(t.ctx.db, {
    messageType: '2',
    messageSource: '3',
    title,
    content: '<p>正文</p>',
    receiverIds: [],
    sendTime,
    senderId: admin.id,
    ...extra,
  });
  const [row] = await t.ctx.db.select().from(messageMonitors).where(eq(messageMonitors.title, title));
  if (!row) throw new Error('not recorded');
  return row.id;
}

const titles = (res: Awaited<ReturnType<typeof call>>) =>
  res.body.data.list.map((r: { title: string }) => r.title);

describe('message monitor', () => {
  it('lists newest first by keyword, type, source and send date range, with names for codes', async () => {
    const tag = uniqueCode('m');
    await record(`${tag}-a`, day('2026-03-01'));
    await record(`${tag}-b`, new Date(day('2026-03-02').getTime() + DAY - 1), { messageType: '6' });
    await record(`${tag}-c`, day('2026-03-03'), { error: '连接失败' });

    // What the original screen sends: the page, the sort, blank filters.
    const all = await call(
      'GET',
      `?currentPage=1&pageSize=20&sort=desc&keyword=${tag}&messageType=&startTime=&endTime=&messageSource=`,
    );
    expect(all.body.code, all.body.msg).toBe(200);
    expect(titles(all)).toEqual([`${tag}-c`, `${tag}-b`, `${tag}-a`]);
    expect(all.body.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 });
    expect(all.body.data.list[0]).toMatchObject({
      messageType: '邮件',
      messageSource: '系统',
      messageTypeCode: '2',
      messageSourceCode: '3',
      isSuccess: '0',
      errorMessage: '连接失败',
      sendTime: day('2026-03-03').getTime(),
    });

    expect(titles(await call('GET', `?keyword=${tag}&messageType=6`))).toEqual([`${tag}-b`]);
    expect(titles(await call('GET', `?keyword=${tag}&messageSource=1`))).toEqual([]);
    // The end date's whole day is included; the start is a moment.
    const range = `startTime=${day('2026-03-02').getTime()}&endTime=${day('2026-03-02').getTime()}`;
    expect(titles(await call('GET', `?keyword=${tag}&${range}`))).toEqual([`${tag}-b`]);
    const paged = await call('GET', `?keyword=${tag}&currentPage=2&pageSize=2`);
    expect(titles(paged)).toEqual([`${tag}-a`]);
    expect((await call('GET', '?pageSize=0')).body.code).toBe(400);
  });

  it('shows the detail with the receivers by name, and the stored ids through the plain get', async () => {
    const bob = await createUser(t);
    const id = await record(uniqueCode('d'), new Date(), {
      messageType: '1',
      receiverIds: [bob.id, admin.id],
      account: { id: 'acc1', fullName: '通知邮箱', enCode: 'mail01' },
      templateId: 'tpl1',
    });
    const detail = (await call('GET', `/detail/${id}`)).body.data;
    expect(detail).toMatchObject({
      id,
      messageType: '站内信',
      accountId: 'acc1',
      accountName: '通知邮箱',
      accountCode: 'mail01',
      messageTemplateId: 'tpl1',
      content: '<p>正文</p>',
      isSuccess: '1',
      errorMessage: null,
    });
    expect(detail.receiveUser.split(',')).toEqual([
      `用户${bob.account}/${bob.account}`,
      `用户${admin.account}/${admin.account}`,
    ]);
    expect((await call('GET', `/${id}`)).body.data.receiveUser).toBe(`${bob.id},${admin.id}`);
    expect((await call('GET', '/detail/missing')).body.code).toBe(404);
  });

  it('deletes the chosen records, then empties the rest', async () => {
    const tag = uniqueCode('r');
    const first = await record(`${tag}-1`, new Date());
    await record(`${tag}-2`, new Date());
    const removed = await call('DELETE', '/batchRemove', { ids: [first] });
    expect(removed.body).toMatchObject({ code: 200, msg: '删除成功', data: { count: 1 } });
    expect(titles(await call('GET', `?keyword=${tag}`))).toEqual([`${tag}-2`]);
    expect((await call('DELETE', '/batchRemove', { ids: [] })).body.code).toBe(400);
    expect((await call('DELETE', '/batchRemove', { ids: [first], extra: 1 })).body.code).toBe(400);

    const emptied = await call('DELETE', '/empty');
    expect(emptied.body).toMatchObject({ code: 200, msg: '清空成功' });
    expect(emptied.body.data.count).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '')).body.data.pagination.total).toBe(0);
  });

  it('records a released notice in its transaction and nothing for a refused release', async () => {
    const alice = await createUser(t);
    const notice = (body: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/message/Notice', token: admin.token, payload: body });
    const release = (id: string) =>
      t.call({ method: 'PUT', url: `/api/message/Notice/${id}/Actions/Release`, token: admin.token });

    const title = `公告${uniqueCode('n')}`;
    const id = (await notice({ title, bodyText: '<p>放假</p>', toUserIds: [`${alice.id}--user`] })).body.data
      .id;
    expect((await release(id)).body.code).toBe(200);
    const [row] = (await call('GET', `?keyword=${title}`)).body.data.list;
    expect(row).toMatchObject({ title, messageType: '站内信', messageSource: '公告', isSuccess: '1' });
    const detail = (await call('GET', `/${row.id}`)).body.data;
    expect(detail).toMatchObject({ receiveUser: alice.id, content: '<p>放假</p>' });

    const refused = `公告${uniqueCode('n')}`;
    const emptyRole = await insertRole(t);
    const refusedId = (await notice({ title: refused, toUserIds: [`${emptyRole}--role`] })).body.data.id;
    expect((await release(refusedId)).body.code).toBe(400);
    expect((await call('GET', `?keyword=${refused}`)).body.data.list).toEqual([]);
  });
});

describe('grants', () => {
  it('needs the menu to list, the view button for the detail, the delete button to delete and empty', async () => {
    const id = await record(uniqueCode('g'), new Date());
    const stranger = await userWithMenu(t, MenuCode.msgTemplate);
    expect((await call('GET', '', undefined, stranger)).body.code).toBe(401);
    const reader = await userWithMenu(t, MenuCode.msgMonitor);
    expect((await call('GET', '', undefined, reader)).body.code).toBe(200);
    expect((await call('GET', `/detail/${id}`, undefined, reader)).body.code).toBe(401);
    expect((await call('DELETE', '/batchRemove', { ids: [id] }, reader)).body.code).toBe(401);
    expect((await call('DELETE', '/empty', undefined, reader)).body.code).toBe(401);
    const viewer = await userWithMenu(t, MenuCode.msgMonitor, [ButtonCode.detail]);
    expect((await call('GET', `/detail/${id}`, undefined, viewer)).body.code).toBe(200);
    const remover = await userWithMenu(t, MenuCode.msgMonitor, [ButtonCode.remove]);
    expect((await call('DELETE', '/batchRemove', { ids: [id] }, remover)).body.code).toBe(200);
  });
});
