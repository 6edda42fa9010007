import type { SocketClientFrame, SocketServerFrame } from '@platform/contracts';
import { API_BASE } from './request.ts';

/** What the client needs of a WebSocket (the browser's; tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type SocketFactory = (url: string) => SocketLike;

/** WebSocket.OPEN: frames are sent only on an open connection. */
const SOCKET_OPEN = 1;

/** Reconnect delays: 1 s, doubling to at most 30 s; a socket that opened starts again from 1 s. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_BASE_MS * 2 ** attempt, RECONNECT_MAX_MS);
}

/** The socket's address on this page's host: ws: or wss: by the page's scheme, under /cloud-api. */
export function messageSocketUrl(token: string, location: { protocol: string; host: string }): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${API_BASE}/api/message/websocket/${encodeURIComponent(token)}`;
}

export interface MessageSocket {
  /** Closes the socket for good (sign-out, unmount, `closeSocket`); no reconnect follows. */
  stop(): void;
  /** Sends a frame when the connection is open; false when it is not (the caller tells the user). */
  send(frame: SocketClientFrame): boolean;
}

/**
 * The message socket: sends OnConnection on every open, hands each frame to `onFrame`, and reconnects
 * with exponential backoff when the connection drops, until `stop()`.
 */
export function startMessageSocket(options: {
  token: string;
  onFrame: (frame: SocketServerFrame) => void;
  create?: SocketFactory;
  location?: { protocol: string; host: string };
}): MessageSocket {
  const create = options.create ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const url = messageSocketUrl(options.token, options.location ?? window.location);
  let attempt = 0;
  let isStopped = false;
  let socket: SocketLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    timer = undefined;
    const current = create(url);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      current.send(JSON.stringify({ method: 'OnConnection', token: options.token, mobileDevice: false }));
    };
    current.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let frame: SocketServerFrame;
      try {
        frame = JSON.parse(event.data) as SocketServerFrame;
      } catch {
        return;
      }
      if (frame.method === 'closeSocket') stop();
      options.onFrame(frame);
    };
    current.onerror = () => {};
    current.onclose = () => {
      if (isStopped || socket !== current) return;
      timer = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };
  };

  const stop = () => {
    isStopped = true;
    if (timer) clearTimeout(timer);
    timer = undefined;
    socket?.close();
  };

  const send = (frame: SocketClientFrame) => {
    if (isStopped || !socket || socket.readyState !== SOCKET_OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  };

  connect();
  return { stop, send };
}
