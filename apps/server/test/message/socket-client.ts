import type { AddressInfo } from 'node:net';
import type { SocketServerFrame } from '@platform/contracts';
import WebSocket from 'ws';
import type { TestApp } from '../build-test-app.ts';

type Frame = SocketServerFrame & Record<string, unknown>;

/** A `ws` client of the message socket that keeps every frame it receives. */
export interface TestSocket {
  ws: WebSocket;
  frames: Frame[];
  /** The first frame with this method (already received or the next one); fails after `timeoutMs`. */
  next(method: string, timeoutMs?: number): Promise<Frame>;
  /** Resolves with the close code and reason once the server closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
  send(frame: object): void;
}

/** The app listening on a free local port (once per app); returns its ws:// base URL. */
export async function listen(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}`;
}

export function socketUrl(base: string, token: string, prefix = '/cloud-api/api'): string {
  return `${base}${prefix}/message/websocket/${encodeURIComponent(token)}`;
}

/** Opens a socket; rejects when the handshake is refused (the HTTP status is in the message). */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  const ws = new WebSocket(url, { headers });
  const frames: Frame[] = [];
  const waiters: { method: string; resolve: (f: Frame) => void }[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Frame;
    frames.push(frame);
    for (const waiter of waiters.filter((w) => w.method === frame.method)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(frame);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: TestSocket = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next(method, timeoutMs = 3000) {
      const seen = frames.find((f) => f.method === method);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${method} frame within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          method,
          resolve: (f) => {
            clearTimeout(timer);
            resolve(f);
          },
        });
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`handshake refused: ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Opens a socket and sends OnConnection as the web does; resolves with its initMessage. */
export async function connectUser(base: string, token: string, headers: Record<string, string> = {}) {
  const socket = await openSocket(socketUrl(base, token), headers);
  socket.send({ method: 'OnConnection', token, mobileDevice: false });
  const init = await socket.next('initMessage');
  return { socket, init };
}

/** Closes every socket still open (after each test). */
export function closeAll(sockets: TestSocket[]): void {
  for (const s of sockets.splice(0)) if (s.ws.readyState !== WebSocket.CLOSED) s.ws.terminate();
}
