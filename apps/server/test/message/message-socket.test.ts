import { SocketCloseCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sessions, users } from '../../src/db/schema/index.ts';
import { deliverMessage } from '../../src/modules/message/message.service.ts';
import { realtimeHubOf } from '../../src/modules/message/realtime/realtime-hub.ts';
import { pushMessage, refreshSockets } from '../../src/modules/message/realtime/realtime-notify.ts';
import { createSession } from '../../src/modules/oauth/session.service.ts';
import { createUser, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { closeAll, connectUser, listen, openSocket, socketUrl, type TestSocket } from './socket-client.ts';

const PORTAL = 'https://portal.example';
const t = useTestApp({ overrides: { socketAllowedOrigins: [PORTAL] } });
const admin = useAdminUser(t);
const open: TestSocket[] = [];
afterEach(() => closeAll(open));

/** Connects as the web does and keeps the socket for closing after the test. */
async function connect(user: { token: string }, headers: Record<string, string> = {}) {
  const connected = await connectUser(await listen(t), user.token, headers);
  open.push(connected.socket);
  return connected;
}

async function openRaw(token: string, headers: Record<string, string> = {}, prefix?: string) {
  const socket = await openSocket(socketUrl(await listen(t), token, prefix), headers);
  open.push(socket);
  return socket;
}

/** Sends a message as its creator would: stored, then announced. */
async function send(type: number, title: string, receivers: TestUser[]) {
  const message = {
    type,
    title,
    bodyText: null,
    excerpt: null,
    files: null,
    releaseUserId: admin.id,
    releaseTime: new Date(),
  };
  const ids = receivers.map((r) => r.id);
  const id = await deliverMessage(t.ctx.db, message, ids);
  pushMessage(t.ctx, ids, { id, type, title, releaseTime: message.releaseTime });
  return id;
}

describe('connecting', () => {
  it('answers OnConnection with initMessage: the unread counts of each type and who is online', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    await send(1, '系统消息', [user]);
    await send(2, '流程消息', [user]);
    await send(3, '公告一', [user]);
    await send(3, '公告二', [user, other]);
    await send(4, '日程提醒', [user]);
    await connect(other);
    const { init } = await connect(user);
    expect(init).toEqual({
      method: 'initMessage',
      unreadNums: [],
      unreadSystemMessageCount: 1,
      unreadMessageCount: 1,
      unreadNoticeCount: 2,
      unreadScheduleCount: 1,
      unreadTotalCount: 5,
      onlineUsers: expect.arrayContaining([other.id]),
      userId: user.id,
    });
    expect(init.onlineUsers).not.toContain(user.id);
  });

  it('serves /api too, and accepts the token with or without the Bearer prefix', async () => {
    const user = await createUser(t);
    const socket = await openRaw(user.token.replace(/^Bearer /, ''), {}, '/api');
    socket.send({ method: 'OnConnection', token: user.token, mobileDevice: false });
    expect((await socket.next('initMessage')).userId).toBe(user.id);
  });

  it('tells a socket with an unknown token closeSocket and closes it with 4401', async () => {
    const socket = await openRaw('Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect(await socket.next('closeSocket')).toEqual({ method: 'closeSocket', msg: 'Token验证失败' });
    expect((await socket.closed).code).toBe(SocketCloseCode.refused);
  });

  it('refuses an expired token the same way, with 登录过期', async () => {
    const user = await createUser(t);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    const socket = await openRaw(user.token);
    expect((await socket.next('closeSocket')).msg).toBe('登录过期,请重新登录');
    expect((await socket.closed).code).toBe(SocketCloseCode.refused);
    expect(realtimeHubOf(t.ctx)?.registry.ofUser(user.id)).toEqual([]);
  });

  it('answers a plain GET like any guarded route: 600 without a valid token, 400 with one', async () => {
    const anonymous = await t.call({ method: 'GET', url: '/cloud-api/api/message/websocket/nothing' });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 602]);
    const user = await createUser(t);
    const plain = await t.call({
      method: 'GET',
      url: `/api/message/websocket/${encodeURIComponent(user.token)}`,
    });
    expect([plain.status, plain.body.code, plain.body.msg]).toEqual([
      400,
      400,
      '该地址仅支持 WebSocket 连接',
    ]);
  });
});

describe('origin', () => {
  it('refuses the handshake of a page of another site with 403', async () => {
    const user = await createUser(t);
    await expect(openRaw(user.token, { origin: 'https://evil.example' })).rejects.toThrow(
      'handshake refused: 403',
    );
    await expect(openRaw(user.token, { origin: 'null' })).rejects.toThrow('handshake refused: 403');
  });

  it("accepts the server's own origin and the configured ones", async () => {
    const user = await createUser(t);
    const own = (await listen(t)).replace('ws://', 'http://');
    expect((await connect(user, { origin: own })).init.userId).toBe(user.id);
    expect((await connect(user, { origin: PORTAL })).init.userId).toBe(user.id);
  });
});

describe('delivery', () => {
  it('pushes a new message to every open tab of each receiver, and to no one else', async () => {
    const [alice, bob, carol] = [await createUser(t), await createUser(t), await createUser(t)];
    const tabs = [await connect(alice), await connect(alice), await connect(bob)];
    const bystander = await connect(carol);
    const id = await send(3, '放假通知', [alice, bob]);
    for (const [i, tab] of tabs.entries()) {
      const push = await tab.socket.next('messagePush');
      expect(push).toEqual({
        method: 'messagePush',
        unreadNoticeCount: 1,
        messageType: 3,
        toUserId: i < 2 ? alice.id : bob.id,
        title: '放假通知',
        id,
        messageDefaultTime: expect.any(Number),
      });
    }
    await expect(bystander.socket.next('messagePush', 300)).rejects.toThrow('no messagePush');
  });

  it('tells the others when a user comes online and when their last tab goes', async () => {
    const [watcher, user] = [await createUser(t), await createUser(t)];
    const { socket: watching } = await connect(watcher);
    const first = await connect(user);
    expect(await watching.next('Online')).toEqual({ method: 'Online', userId: user.id });
    const second = await connect(user);
    first.socket.ws.close();
    await first.socket.closed;
    second.socket.ws.close();
    expect(await watching.next('Offline')).toEqual({ method: 'Offline', userId: user.id });
    expect(watching.frames.filter((f) => f.method === 'Offline')).toHaveLength(1);
  });

  it('asks the named users (or everyone) to reload with refresh', async () => {
    const [named, other] = [await createUser(t), await createUser(t)];
    const [{ socket: namedTab }, { socket: otherTab }] = [await connect(named), await connect(other)];
    refreshSockets(t.ctx, [named.id], 'message.allRead');
    expect(await namedTab.next('refresh')).toEqual({ method: 'refresh', msg: '已全部标记为已读' });
    await expect(otherTab.next('refresh', 300)).rejects.toThrow('no refresh');
    refreshSockets(t.ctx, 'all');
    expect(await otherTab.next('refresh')).toEqual({ method: 'refresh' });
  });

  it('answers a method it does not know with an error frame naming it, and ignores what is not a frame', async () => {
    const { socket } = await connect(await createUser(t));
    socket.ws.send('not json');
    socket.send({ method: 'Teleport', token: '' });
    expect(await socket.next('error')).toEqual({
      method: 'error',
      request: 'Teleport',
      msg: '不支持的消息类型：Teleport',
    });
    expect(socket.frames.filter((f) => f.method === 'error')).toHaveLength(1);
  });
});

describe('when the session ends', () => {
  it('logout closes every socket of that session with the logout event', async () => {
    const user = await createUser(t);
    const other = await createSession(t.ctx, { userId: user.id, loginType: 'password', timeoutMinutes: 60 });
    const tabs = [await connect(user), await connect(user)];
    const otherDevice = await connect({ token: other.token });
    expect((await t.call({ method: 'GET', url: '/api/oauth/Logout', token: user.token })).body.code).toBe(
      200,
    );
    for (const tab of tabs) {
      expect(await tab.socket.next('logout')).toEqual({
        method: 'logout',
        token: user.token,
        msg: '登录过期,请重新登录',
      });
      expect((await tab.socket.closed).code).toBe(SocketCloseCode.sessionEnded);
    }
    expect(otherDevice.socket.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('disabling the user closes their sockets with 账号已被禁用', async () => {
    const user = await createUser(t);
    const { socket } = await connect(user);
    const res = await t.call({
      method: 'PUT',
      url: `/api/permission/Users/${user.id}/Actions/State`,
      token: admin.token,
    });
    expect(res.body.code).toBe(200);
    expect((await socket.next('logout')).msg).toBe('账号已被禁用，已强制下线');
    expect((await socket.closed).code).toBe(SocketCloseCode.sessionEnded);
  });

  it('forcing a session offline closes its sockets with 您已被管理员强制下线', async () => {
    const user = await createUser(t);
    const kicked = await createSession(t.ctx, { userId: user.id, loginType: 'password', timeoutMinutes: 60 });
    const { socket } = await connect({ token: kicked.token });
    const { socket: kept } = await connect(user);
    const res = await t.call({
      method: 'POST',
      url: `/api/permission/OnlineUser/Actions/ForceOffline/${kicked.sessionId}`,
      token: admin.token,
    });
    expect(res.body.code).toBe(200);
    expect((await socket.next('logout')).msg).toBe('您已被管理员强制下线');
    expect((await socket.closed).code).toBe(SocketCloseCode.sessionEnded);
    expect(kept.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('a session that expired while connected is found by the periodic check and closed', async () => {
    const user = await createUser(t);
    const { socket } = await connect(user);
    await realtimeHubOf(t.ctx)?.recheckSessions();
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    await realtimeHubOf(t.ctx)?.recheckSessions();
    expect((await socket.next('logout')).msg).toBe('登录过期,请重新登录');
    expect((await socket.closed).code).toBe(SocketCloseCode.sessionEnded);
  });

  it('the periodic check also closes sockets of a session that is gone or of a disabled user', async () => {
    const [gone, disabled, kept] = [await createUser(t), await createUser(t), await createUser(t)];
    const [{ socket: goneTab }, { socket: disabledTab }, { socket: keptTab }] = [
      await connect(gone),
      await connect(disabled),
      await connect(kept),
    ];
    await t.ctx.db.delete(sessions).where(eq(sessions.userId, gone.id));
    await t.ctx.db.update(users).set({ enabledMark: 0 }).where(eq(users.id, disabled.id));
    await realtimeHubOf(t.ctx)?.recheckSessions();
    expect((await goneTab.next('logout')).msg).toBe('Token验证失败');
    expect((await disabledTab.next('logout')).msg).toBe('账号已被禁用，已强制下线');
    await Promise.all([goneTab.closed, disabledTab.closed]);
    expect(keptTab.ws.readyState).toBe(WebSocket.OPEN);
  });
});
