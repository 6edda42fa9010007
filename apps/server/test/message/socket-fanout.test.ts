import { afterEach, describe, expect, it } from 'vitest';
import { deliverMessage } from '../../src/modules/message/message.service.ts';
import { pushMessage, refreshSockets } from '../../src/modules/message/realtime/realtime-notify.ts';
import { createUser, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { textFrame } from './chat-fixtures.ts';
import { closeAll, connectUser, listen, type TestSocket } from './socket-client.ts';

/*
 * A frame that goes to many sockets is serialised once (per user, or per language when it carries a
 * message) and sent as bytes: it must still arrive as a text frame (a browser hands a binary frame over
 * as a Blob, which the web client does not read), and each tab still reads its own language.
 */

const t = useTestApp();
const admin = useAdminUser(t);
const open: TestSocket[] = [];
afterEach(() => closeAll(open));

/** Connects as the web does and records, for every later frame, whether it came as binary. */
async function connect(user: TestUser, language = 'zh-CN') {
  const connected = await connectUser(await listen(t), user.token, { 'accept-language': language });
  open.push(connected.socket);
  const binary: boolean[] = [];
  connected.socket.ws.on('message', (_data, isBinary) => binary.push(isBinary));
  return { socket: connected.socket, binary };
}

describe('frames fanned out to many sockets', () => {
  it('arrive as text frames: messagePush, Online, refresh and chat', async () => {
    const [alice, bob] = [await createUser(t), await createUser(t)];
    const aliceTabs = [await connect(alice), await connect(alice)];
    const bobTab = await connect(bob);
    expect(await aliceTabs[0].socket.next('Online')).toEqual({ method: 'Online', userId: bob.id });

    const message = {
      type: 3,
      title: '全员通知',
      bodyText: null,
      excerpt: null,
      files: null,
      releaseUserId: admin.id,
      releaseTime: new Date(),
    };
    const id = await deliverMessage(t.ctx.db, message, [alice.id, bob.id]);
    pushMessage(t.ctx, [alice.id, bob.id], {
      id,
      type: 3,
      title: message.title,
      releaseTime: message.releaseTime,
    });
    for (const tab of aliceTabs) expect((await tab.socket.next('messagePush')).toUserId).toBe(alice.id);
    expect((await bobTab.socket.next('messagePush')).toUserId).toBe(bob.id);

    refreshSockets(t.ctx, 'all');
    bobTab.socket.send(textFrame(alice.id, '你好'));
    for (const tab of aliceTabs) {
      await tab.socket.next('refresh');
      expect((await tab.socket.next('receiveMessage')).formMessage).toBe('你好');
    }
    expect((await bobTab.socket.next('sendMessage')).toMessage).toBe('你好');

    for (const tab of [...aliceTabs, bobTab]) {
      expect(tab.binary.length).toBeGreaterThanOrEqual(3);
      expect(tab.binary.every((isBinary) => !isBinary)).toBe(true);
    }
  });

  it("refresh to everyone carries the message in each tab's own language", async () => {
    const tabs = [
      await connect(await createUser(t), 'en-US'),
      await connect(await createUser(t), 'zh-TW'),
      await connect(await createUser(t), 'en-US'),
      await connect(await createUser(t), 'zh-CN'),
    ];
    refreshSockets(t.ctx, 'all', 'message.allRead');
    const shown = await Promise.all(tabs.map(async (tab) => (await tab.socket.next('refresh')).msg));
    expect(shown).toEqual([
      'All marked as read',
      '已全部標記為已讀',
      'All marked as read',
      '已全部标记为已读',
    ]);
  });
});
