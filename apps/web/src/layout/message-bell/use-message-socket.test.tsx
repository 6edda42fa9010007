import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../platform/stores/session-store.ts';
import { FakeWebSocket as FakeSocket } from '../../testing/fake-web-socket.ts';
import { renderWithShell, signIn, stubFetch } from '../testing/shell-fixture.tsx';
import { unreadCounts } from '../testing/unread-counts.ts';
import { MessageBell } from './message-bell.tsx';
import { setMessageSocketTestDoubles } from './use-message-socket.ts';

const counts = unreadCounts;
const init = (total: number) => ({
  method: 'initMessage',
  unreadNums: [],
  ...counts(total),
  onlineUsers: [],
  userId: 'u1',
});
/** A frame arrives (inside act: it updates the bell). */
const receive = (socket: FakeSocket, frame: object) => act(() => socket.receive(frame));
const bellCount = () => screen.getByTestId('message-bell').getAttribute('data-count');

function setUp() {
  FakeSocket.made = [];
  const reload = vi.fn();
  setMessageSocketTestDoubles({ create: (url) => new FakeSocket(url), reload });
  signIn();
  stubFetch({ '/api/message/getUnreadCount': counts(2) });
  renderWithShell(<MessageBell onOpen={() => undefined} />);
  return { reload };
}

describe('the message socket behind the bell', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setMessageSocketTestDoubles({});
  });

  it('connects with the session token and sends OnConnection', async () => {
    setUp();
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    const socket = FakeSocket.made[0];
    const token = useSession.getState().token ?? '';
    expect(socket.url).toBe(
      `ws://${window.location.host}/cloud-api/api/message/websocket/${encodeURIComponent(token)}`,
    );
    socket.open();
    expect(JSON.parse(socket.sent[0])).toEqual({ method: 'OnConnection', token, mobileDevice: false });
  });

  it('shows the counts of initMessage and adds one per messagePush, live', async () => {
    setUp();
    await waitFor(() => expect(bellCount()).toBe('2'));
    const socket = FakeSocket.made[0];
    socket.open();
    receive(socket, init(5));
    await waitFor(() => expect(bellCount()).toBe('5'));
    receive(socket, {
      method: 'messagePush',
      unreadNoticeCount: 1,
      messageType: 3,
      toUserId: 'u1',
      title: 'x',
      id: 'm1',
      messageDefaultTime: 1,
    });
    receive(socket, {
      method: 'messagePush',
      unreadNoticeCount: 1,
      messageType: 1,
      toUserId: 'u1',
      title: 'y',
      id: 'm2',
      messageDefaultTime: 2,
    });
    await waitFor(() => expect(bellCount()).toBe('7'));
  });

  it('on logout with this tab token: shows the message, ends the session and reloads', async () => {
    const { reload } = setUp();
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    const token = useSession.getState().token;
    FakeSocket.made[0].open();
    receive(FakeSocket.made[0], { method: 'logout', token, msg: '您已被管理员强制下线' });
    expect(await screen.findByText('您已被管理员强制下线', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(FakeSocket.made[0].readyState).toBe(3);
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(useSession.getState().token).toBeNull();
  });

  it('on logout naming another token (this tab signed in again): only reloads', async () => {
    const { reload } = setUp();
    await waitFor(() => expect(FakeSocket.made).toHaveLength(1));
    FakeSocket.made[0].open();
    receive(FakeSocket.made[0], { method: 'logout', token: 'Bearer an-older-token', msg: 'x' });
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(useSession.getState().token).not.toBeNull();
  });
});
