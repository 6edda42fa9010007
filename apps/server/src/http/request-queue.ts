import { formatMessage, ResultCode } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from './request-language.ts';

/*
 * The embedded database has a single connection: every API request waits its turn for it. Under a
 * flood the queue grows until requests wait many seconds and time out anyway. So at most `limit` API
 * requests are in the server at once; the next one is answered at once with 503 in the envelope
 * (body code 500, the code every client knows as a server failure) and `Retry-After: 1`, and the
 * requests inside keep their pace. The health check is never refused (a supervisor must see a busy
 * server as up). A request counts from its arrival until its answer is sent or its connection is gone.
 */

/** The paths the limit applies to: the API, under either prefix, except the health check. */
function isLimited(request: FastifyRequest, isApiPath: (url: string) => boolean): boolean {
  // A socket upgrade stays open for as long as the tab does: it must not hold a request's place.
  if (request.headers.upgrade?.toLowerCase() === 'websocket') return false;
  return isApiPath(request.url) && !request.url.startsWith('/api/health');
}

export function limitRequestsInFlight(
  app: FastifyInstance,
  limit: number,
  isApiPath: (url: string) => boolean,
): void {
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!isLimited(request, isApiPath)) return;
    if (inFlight >= limit) {
      const msg = formatMessage('common.busy', requestLanguage(request));
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ code: ResultCode.internal, msg, data: null });
    }
    inFlight += 1;
    // 'close' comes once the answer is sent or the client has gone, whichever is first.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  });
}
