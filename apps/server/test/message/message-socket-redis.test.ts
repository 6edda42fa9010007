import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deliverMessage } from '../../src/modules/message/message.service.ts';
import { pushMessage } from '../../src/modules/message/realtime/realtime-notify.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser } from '../support/profile-fixtures.ts';
import { redisUnavailable, TEST_REDIS_URL } from '../support/redis-probe.ts';
import { closeAll, connectUser, listen, type TestSocket } from './socket-client.ts';

/*
 * Two server processes on one database and one Redis: an event raised in one reaches the sockets
 * held by the other. Skipped (with the reason) when no Redis answers.
 */
const unavailable = await redisUnavailable(TEST_REDIS_URL);

describe.skipIf(unavailable !== undefined)('the message socket across two processes (Redis)', () => {
  // A key prefix of this run alone: parallel runs sharing the Redis do not hear each other.
  const overrides = { redisUrl: TEST_REDIS_URL, redisKeyPrefix: `test-socket-${process.pid}-${Date.now()}:` };
  let a: TestApp;
  let b: TestApp;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    a = await buildTestApp(overrides);
    b = await buildTestApp(overrides, { database: a.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  afterEach(() => closeAll(open));

  async function connectTo(app: TestApp, token: string) {
    const connected = await connectUser(await listen(app), token);
    open.push(connected.socket);
    return connected;
  }

  it('a message created in process A reaches the tabs open on process B (and on A)', async () => {
    const user = await createUser(a);
    const { socket: onB } = await connectTo(b, user.token);
    const { socket: onA } = await connectTo(a, user.token);
    const releaseTime = new Date();
    const message = { type: 1, title: '跨进程消息', bodyText: null, excerpt: null, files: null };
    const id = await deliverMessage(a.ctx.db, { ...message, releaseUserId: user.id, releaseTime }, [user.id]);
    pushMessage(a.ctx, [user.id], { id, type: 1, title: '跨进程消息', releaseTime });
    for (const socket of [onB, onA]) {
      expect(await socket.next('messagePush')).toMatchObject({ id, toUserId: user.id, title: '跨进程消息' });
    }
    expect(onA.frames.filter((f) => f.method === 'messagePush')).toHaveLength(1);
  });

  it('a chat message sent on process A reaches the receiver on B and echoes to the sender on B', async () => {
    const [alice, bob] = [await createUser(a), await createUser(a)];
    const { socket: aliceOnA } = await connectTo(a, alice.token);
    const { socket: aliceOnB } = await connectTo(b, alice.token);
    const { socket: bobOnB } = await connectTo(b, bob.token);
    aliceOnA.send({
      method: 'SendMessage',
      toUserId: bob.id,
      messageType: 'text',
      messageContent: '跨进程聊天',
      token: '',
    });
    expect(await bobOnB.next('receiveMessage')).toMatchObject({
      formUserId: alice.id,
      formMessage: '跨进程聊天',
    });
    for (const socket of [aliceOnA, aliceOnB]) {
      expect(await socket.next('sendMessage')).toMatchObject({ toUserId: bob.id, toMessage: '跨进程聊天' });
    }
  });

  it('disabling a user in process A closes their socket on process B', async () => {
    const admin = await createUser(a, { isAdministrator: true });
    const user = await createUser(a);
    const { socket } = await connectTo(b, user.token);
    const res = await a.call({
      method: 'PUT',
      url: `/api/permission/Users/${user.id}/Actions/State`,
      token: admin.token,
    });
    expect(res.body.code).toBe(200);
    expect((await socket.next('logout')).msg).toBe('账号已被禁用，已强制下线');
    await socket.closed;
  });

  it('a user online on B is announced to a watcher on A', async () => {
    const watcher = await createUser(a);
    const user = await createUser(a);
    const { socket: watching } = await connectTo(a, watcher.token);
    await connectTo(b, user.token);
    expect(await watching.next('Online')).toEqual({ method: 'Online', userId: user.id });
  });
});

it.runIf(unavailable !== undefined)('skips the Redis socket tests: no Redis answers', () => {
  expect(unavailable).toContain(TEST_REDIS_URL);
});
