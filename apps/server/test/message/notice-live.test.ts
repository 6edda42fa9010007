import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { notices } from '../../src/db/schema/index.ts';
import { createUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { closeAll, connectUser, listen, type TestSocket } from './socket-client.ts';

/*
 * A released notice reaches its receivers' open tabs at once: after the release commits, every tab of
 * each receiver gets messagePush with the notice's message, so the bell counts it without a reload.
 */

const t = useTestApp();
const admin = useAdminUser(t);
const open: TestSocket[] = [];
afterEach(() => closeAll(open));

describe('notice release on the socket', () => {
  it("pushes the notice's message to every open tab of the receivers", async () => {
    const receiver = await createUser(t);
    const base = await listen(t);
    const tabs = await Promise.all([connectUser(base, receiver.token), connectUser(base, receiver.token)]);
    open.push(...tabs.map((tab) => tab.socket));
    expect(tabs[0].init.unreadNoticeCount).toBe(0);

    const title = `实时${uniqueCode('n')}`;
    const created = await t.call({
      method: 'POST',
      url: '/api/message/Notice',
      token: admin.token,
      payload: { title, bodyText: '<p>停电通知</p>', toUserIds: [receiver.id] },
    });
    expect(created.body.code, created.body.msg).toBe(200);
    const id = created.body.data.id as string;
    const released = await t.call({
      method: 'PUT',
      url: `/api/message/Notice/${id}/Actions/Release`,
      token: admin.token,
    });
    expect(released.body.code, released.body.msg).toBe(200);

    const [notice] = await t.ctx.db.select().from(notices).where(eq(notices.id, id));
    for (const tab of tabs) {
      expect(await tab.socket.next('messagePush')).toMatchObject({
        method: 'messagePush',
        unreadNoticeCount: 1,
        messageType: 3,
        toUserId: receiver.id,
        title,
        id: notice?.messageId,
      });
    }
  });
});
