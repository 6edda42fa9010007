import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageReceivers, messages } from '../../src/db/schema/index.ts';
import { countUnreadByType } from '../../src/modules/message/message.repository.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, type TestUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
let sender: TestUser;

beforeAll(async () => {
  sender = await createUser(t, { realName: '系统管理员' });
});

interface SeedMessage {
  title: string;
  type: number;
  minutesAgo: number;
  isRead?: number;
  flowType?: number;
}

/** Sends messages to the given receivers; returns their ids in the order given. */
async function send(receivers: TestUser[], seeds: SeedMessage[]): Promise<string[]> {
  const now = Date.now();
  const rows = seeds.map((s) => ({
    id: newId(),
    type: s.type,
    flowType: s.flowType ?? null,
    title: s.title,
    excerpt: `${s.title}摘要`,
    bodyText: `<p>${s.title}</p>`,
    files: '[]',
    releaseUserId: sender.id,
    releaseTime: new Date(now - s.minutesAgo * 60_000),
  }));
  await t.ctx.db.insert(messages).values(rows);
  await t.ctx.db.insert(messageReceivers).values(
    rows.flatMap((row, i) =>
      receivers.map((r) => ({
        id: newId(),
        messageId: row.id,
        userId: r.id,
        isRead: seeds[i].isRead ?? 0,
        releaseTime: row.releaseTime,
        type: row.type,
      })),
    ),
  );
  return rows.map((r) => r.id);
}

const list = (user: TestUser, query = '') =>
  t.call({ method: 'GET', url: `/api/message?${query}`, token: user.token });
const isReadOf = async (user: TestUser, messageId: string) =>
  (
    await t.ctx.db
      .select({ isRead: messageReceivers.isRead })
      .from(messageReceivers)
      .where(and(eq(messageReceivers.userId, user.id), eq(messageReceivers.messageId, messageId)))
  )[0]?.isRead;

describe('GET /api/message', () => {
  it('pages only my messages, newest first, with the drawer fields', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    await send(
      [alice],
      Array.from({ length: 25 }, (_, i) => ({ title: `消息${i}`, type: 1, minutesAgo: i })),
    );
    await send([bob], [{ title: '别人的消息', type: 1, minutesAgo: 0 }]);

    const first = await list(alice);
    expect(first.body.code).toBe(200);
    expect(first.body.data.pagination).toEqual({
      currentPage: 1,
      pageSize: 20,
      total: 25,
      nextCursor: expect.any(String),
      prevCursor: expect.any(String),
    });
    expect(first.body.data.list).toHaveLength(20);
    expect(first.body.data.list[0]).toEqual({
      id: expect.any(String),
      title: '消息0',
      type: 1,
      flowType: null,
      isRead: '0',
      releaseUser: '系统管理员',
      releaseTime: expect.any(Number),
      excerpt: '消息0摘要',
    });
    const second = await list(alice, 'currentPage=2&pageSize=20&sort=desc');
    expect(second.body.data.list.map((m: { title: string }) => m.title)).toEqual([
      '消息20',
      '消息21',
      '消息22',
      '消息23',
      '消息24',
    ]);
    const oldest = await list(alice, 'sort=asc&pageSize=1');
    expect(oldest.body.data.list[0].title).toBe('消息24');
    expect(first.body.data.list.some((m: { title: string }) => m.title === '别人的消息')).toBe(false);
  });

  it("filters by keyword, type and isRead, treating '' as no filter", async () => {
    const alice = await createUser(t);
    await send(
      [alice],
      [
        { title: '审批通知 100%', type: 2, flowType: 1, minutesAgo: 1 },
        { title: '系统公告', type: 3, minutesAgo: 2, isRead: 1 },
        { title: '日程提醒', type: 4, minutesAgo: 3 },
      ],
    );
    const titles = async (query: string) =>
      (await list(alice, query)).body.data.list.map((m: { title: string }) => m.title);
    expect(await titles('keyword=&type=&isRead=')).toHaveLength(3);
    expect(await titles('keyword=公告')).toEqual(['系统公告']);
    expect(await titles('keyword=100%25')).toEqual(['审批通知 100%']);
    expect(await titles('keyword=%25')).toEqual(['审批通知 100%']);
    expect(await titles('type=4')).toEqual(['日程提醒']);
    expect(await titles('isRead=0')).toEqual(['审批通知 100%', '日程提醒']);
    expect(await titles('isRead=1')).toEqual(['系统公告']);
  });

  it('rejects bad filters and anonymous callers', async () => {
    const alice = await createUser(t);
    expect((await list(alice, 'type=9')).body.code).toBe(400);
    expect((await list(alice, 'isRead=2')).body.code).toBe(400);
    expect((await list(alice, 'pageSize=1000')).body.code).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/message' })).body.code).toBe(600);
  });
});

describe('GET /api/message/ReadInfo/{id}', () => {
  it('answers the detail and marks it read for me only', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const [id] = await send([alice, bob], [{ title: '通知', type: 3, minutesAgo: 0 }]);
    const res = await t.call({ method: 'GET', url: `/api/message/ReadInfo/${id}`, token: alice.token });
    expect(res.body.data).toMatchObject({
      id,
      title: '通知',
      isRead: '1',
      bodyText: '<p>通知</p>',
      files: '[]',
    });
    expect(await isReadOf(alice, id)).toBe(1);
    expect(await isReadOf(bob, id)).toBe(0);
  });

  it("answers 404 for someone else's message and an unknown id", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const [id] = await send([bob], [{ title: '私信', type: 1, minutesAgo: 0 }]);
    expect(
      (await t.call({ method: 'GET', url: `/api/message/ReadInfo/${id}`, token: alice.token })).body.code,
    ).toBe(404);
    expect(await isReadOf(bob, id)).toBe(0);
    expect(
      (await t.call({ method: 'GET', url: '/api/message/ReadInfo/999', token: alice.token })).body.code,
    ).toBe(404);
  });
});

describe('POST /api/message/Actions/ReadAll and the unread count', () => {
  it("marks only the caller's matching unread messages read", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const [flow, notice, schedule] = await send(
      [alice, bob],
      [
        { title: '流程待办', type: 2, minutesAgo: 1 },
        { title: '公告一', type: 3, minutesAgo: 2 },
        { title: '日程', type: 4, minutesAgo: 3 },
      ],
    );
    const count = async (user: TestUser) =>
      (await t.call({ method: 'GET', url: '/api/message/getUnreadCount', token: user.token })).body.data;
    expect(await count(alice)).toEqual({
      unreadTotalCount: 3,
      unreadSystemMessageCount: 0,
      unreadMessageCount: 1,
      unreadNoticeCount: 1,
      unreadScheduleCount: 1,
    });

    const typed = await t.call({
      method: 'POST',
      url: '/api/message/Actions/ReadAll',
      token: alice.token,
      payload: { keyword: '', type: 3, isRead: 0 },
    });
    expect(typed.body).toMatchObject({ code: 200, msg: '已全部标记为已读', data: { count: 1 } });
    expect([
      await isReadOf(alice, flow),
      await isReadOf(alice, notice),
      await isReadOf(alice, schedule),
    ]).toEqual([0, 1, 0]);

    const all = await t.call({
      method: 'POST',
      url: '/cloud-api/api/message/Action/ReadAll',
      token: alice.token,
    });
    expect(all.body.data).toEqual({ count: 2 });
    expect((await count(alice)).unreadTotalCount).toBe(0);
    // Bob received the same messages and still has all of them unread.
    expect((await count(bob)).unreadTotalCount).toBe(3);
  });

  it('counts the unread of each type no further than the limit (the bell shows 99+ long before)', async () => {
    const alice = await createUser(t);
    await send(
      [alice],
      [
        ...Array.from({ length: 5 }, (_, i) => ({ title: `系统${i}`, type: 1, minutesAgo: i })),
        { title: '公告', type: 3, minutesAgo: 9 },
        { title: '已读公告', type: 3, minutesAgo: 10, isRead: 1 },
      ],
    );
    const counts = await countUnreadByType(t.ctx.db, alice.id, 3);
    expect(Object.fromEntries(counts.map((c) => [c.type, c.total]))).toEqual({ 1: 4, 2: 0, 3: 1, 4: 0 });
  });

  it('rejects unknown body fields', async () => {
    const alice = await createUser(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/message/Actions/ReadAll',
      token: alice.token,
      payload: { userId: 'someone' },
    });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('userId');
  });
});
