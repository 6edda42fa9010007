import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket as FakeSocket } from '../../testing/fake-web-socket.ts';
import { messageSocketUrl, RECONNECT_MAX_MS, reconnectDelay, startMessageSocket } from './message-socket.ts';

const location = { protocol: 'http:', host: 'app.example:8080' };
const create = (url: string) => new FakeSocket(url);

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('messageSocketUrl', () => {
  it('follows the page scheme and puts the token, encoded, after /cloud-api/api/message/websocket/', () => {
    expect(messageSocketUrl('Bearer abc', location)).toBe(
      'ws://app.example:8080/cloud-api/api/message/websocket/Bearer%20abc',
    );
    expect(messageSocketUrl('t', { protocol: 'https:', host: 'app.example' })).toBe(
      'wss://app.example/cloud-api/api/message/websocket/t',
    );
  });
});

describe('startMessageSocket', () => {
  it('sends OnConnection with the token on open and hands frames over', () => {
    const frames: unknown[] = [];
    startMessageSocket({ token: 'Bearer abc', onFrame: (f) => frames.push(f), create, location });
    const socket = FakeSocket.made[0];
    socket.open();
    expect(JSON.parse(socket.sent[0])).toEqual({
      method: 'OnConnection',
      token: 'Bearer abc',
      mobileDevice: false,
    });
    socket.receive({ method: 'messagePush', unreadNoticeCount: 1 });
    expect(frames).toEqual([{ method: 'messagePush', unreadNoticeCount: 1 }]);
  });

  it('sends a frame only on an open connection, never after stop', () => {
    const running = startMessageSocket({ token: 't', onFrame: () => undefined, create, location });
    const socket = FakeSocket.made[0];
    const frame = { method: 'UpdateReadMessage', formUserId: 'u2', token: 't' } as const;
    expect(running.send(frame)).toBe(false);
    socket.open();
    expect(running.send(frame)).toBe(true);
    expect(JSON.parse(socket.sent.at(-1) ?? '')).toEqual(frame);
    running.stop();
    expect(running.send(frame)).toBe(false);
  });

  it('reconnects after a drop with a doubling delay, back to the first delay once connected', () => {
    startMessageSocket({ token: 't', onFrame: () => {}, create, location });
    FakeSocket.made[0].drop();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1].drop();
    vi.advanceTimersByTime(1999);
    expect(FakeSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made).toHaveLength(3);
    FakeSocket.made[2].open();
    FakeSocket.made[2].drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.made).toHaveLength(4);
  });

  it('caps the delay at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([
      1000,
      2000,
      4000,
      8000,
      16_000,
      RECONNECT_MAX_MS,
      RECONNECT_MAX_MS,
      RECONNECT_MAX_MS,
    ]);
  });

  it('stops for good on closeSocket and on stop()', () => {
    const seen: string[] = [];
    startMessageSocket({ token: 't', onFrame: (f) => seen.push(f.method), create, location });
    FakeSocket.made[0].open();
    FakeSocket.made[0].receive({ method: 'closeSocket' });
    expect(FakeSocket.made[0].isClosed).toBe(true);
    expect(seen).toEqual(['closeSocket']);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(1);

    const second = startMessageSocket({ token: 't', onFrame: () => {}, create, location });
    FakeSocket.made[1].drop();
    second.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(2);
  });
});
