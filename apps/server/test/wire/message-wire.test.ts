import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageReceivers, messages } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, type TestUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * The original JNPF web client's message drawer and record page (docs/wire/original-client-shapes.md,
 * "Messages"): its list query, and DELETE /api/message/Record with `ids` comma-joined.
 */

const t = useTestApp();

/** One message of the type to each receiver; returns its id. */
async function send(receivers: TestUser[], title: string, type = 1): Promise<string> {
  const id = newId();
  const releaseTime = new Date();
  await t.ctx.db
    .insert(messages)
    .values({ id, type, title, bodyText: `<p>${title}</p>`, files: '[]', releaseTime });
  await t.ctx.db
    .insert(messageReceivers)
    .values(
      receivers.map((r) => ({ id: newId(), messageId: id, userId: r.id, isRead: 0, releaseTime, type })),
    );
  return id;
}

const receives = async (user: TestUser, messageId: string) =>
  (
    await t.ctx.db
      .select()
      .from(messageReceivers)
      .where(and(eq(messageReceivers.userId, user.id), eq(messageReceivers.messageId, messageId)))
  ).length > 0;

const removeRecords = (user: TestUser, payload: Record<string, unknown>) =>
  t.call({ method: 'DELETE', url: '/api/message/Record', token: user.token, payload });

describe('DELETE /api/message/Record', () => {
  it('takes {ids: "a,b"} as the record page sends it and removes them from my list only', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const a = await send([me, other], '公告A');
    const b = await send([me], '公告B');
    const kept = await send([me], '公告C');
    const res = await removeRecords(me, { ids: `${a},${b}` });
    expect(res.body).toMatchObject({ code: 200, msg: '删除成功', data: { count: 2 } });
    const list = await t.call({
      method: 'GET',
      url: '/api/message?currentPage=1&pageSize=20',
      token: me.token,
    });
    expect(list.body.data.list.map((m: { id: string }) => m.id)).toEqual([kept]);
    // The other receiver keeps their copy.
    expect(await receives(other, a)).toBe(true);
  });

  it('gives the same result for an array of ids, and leaves others’ messages alone', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const mine = await send([me], '系统消息');
    const theirs = await send([other], '别人的');
    const res = await removeRecords(me, { ids: [mine, theirs] });
    expect(res.body.data).toEqual({ count: 1 });
    expect(await receives(me, mine)).toBe(false);
    expect(await receives(other, theirs)).toBe(true);
  });

  it('refuses an empty selection, malformed ids and unknown fields', async () => {
    const me = await createUser(t);
    expect((await removeRecords(me, { ids: '' })).body.code).toBe(400);
    expect((await removeRecords(me, { ids: "a,b'; drop table x" })).body.code).toBe(400);
    expect((await removeRecords(me, { ids: 'a', all: true })).body).toMatchObject({
      code: 400,
      msg: '不允许的字段：all',
    });
  });
});

describe('GET /api/message with the drawer’s query', () => {
  it('answers {currentPage, pageSize, sort, keyword, type:"", isRead:0} with the fields the drawer reads', async () => {
    const me = await createUser(t);
    const id = await send([me], '流程消息', 2);
    const res = await t.call({
      method: 'GET',
      url: '/api/message?currentPage=1&pageSize=20&sort=desc&keyword=&type=&isRead=0&n=1700000000',
      token: me.token,
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.list).toEqual([
      expect.objectContaining({
        id,
        title: '流程消息',
        type: 2,
        isRead: '0',
        flowType: null,
        releaseTime: expect.any(Number),
      }),
    ]);
  });
});
