import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

/*
 * A local webhook receiver on 127.0.0.1: answers 200 on /hook and 404 elsewhere, and records what
 * it received (path, Authorization header, body). Nothing leaves the machine.
 */

export interface WebhookCall {
  path: string;
  authorization: string | undefined;
  body: string;
}

export async function startWebhookReceiver() {
  const calls: WebhookCall[] = [];
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    calls.push({
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    response.writeHead(request.url === '/hook' ? 200 : 404, { 'content-type': 'application/json' });
    response.end('{"errcode":0}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    base: `http://127.0.0.1:${address.port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
