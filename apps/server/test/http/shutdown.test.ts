import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';

/*
 * While the server closes it finishes the requests in flight; a request that arrives meanwhile on a
 * kept-alive connection is refused with 503 in the envelope, in the caller's language, and the
 * connection is closed.
 */

const t = useTestApp();

/** Splits what the server wrote on one connection into its HTTP responses (all sent with Content-Length). */
function responsesIn(text: string): { head: string; body: string }[] {
  const responses: { head: string; body: string }[] = [];
  let rest = Buffer.from(text, 'utf8');
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n');
    const head = rest.subarray(0, end).toString('utf8');
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    responses.push({ head, body: rest.subarray(end + 4, end + 4 + length).toString('utf8') });
    rest = rest.subarray(end + 4 + length);
  }
  return responses;
}

/** Resolves once the server has stopped listening, which it does after its preClose hooks. */
async function stoppedListening(): Promise<void> {
  while (t.app.server.listening) await new Promise((resolve) => setImmediate(resolve));
}

describe('a request arriving while the server closes', () => {
  it('answers 503 in the envelope on the kept-alive connection of a request in flight', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = once(socket, 'close');

    // A login whose body has only partly arrived: the request is in flight, its connection busy.
    const form = 'account=nobody-at-shutdown&password=x&grant_type=password';
    const routed = once(t.app.server, 'request');
    socket.write(
      'POST /api/oauth/Login HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n' +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\n\r\n` +
        form.slice(0, 10),
    );
    await routed;

    const closing = t.app.close();
    await stoppedListening();
    // The rest of the login, then a second request on the same connection.
    socket.write(
      `${form.slice(10)}GET /api/oauth/CurrentUser HTTP/1.1\r\nHost: localhost\r\n` +
        'Connection: keep-alive\r\nAccept-Language: en-US\r\n\r\n',
    );
    await closed;
    await closing;

    const [login, refused] = responsesIn(Buffer.concat(received).toString('utf8'));
    expect(login.head).toMatch(/^HTTP\/1\.1 400 /);
    expect(refused.head).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused.head).toMatch(/\r\nconnection: close/i);
    expect(refused.head).toMatch(/\r\ncontent-type: application\/json/i);
    expect(JSON.parse(refused.body)).toEqual({
      code: 500,
      msg: 'The server is shutting down, please try again shortly',
      data: null,
    });
  });
});
