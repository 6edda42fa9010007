import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * What the operation log needs to know about the request a write happens in (who called from where,
 * and whether the record kit already logged the write), reachable from services without passing the
 * request down. The scope is entered when the request arrives; the parsed body's callback is brought
 * back into it before validation, as the request's stream events run outside it.
 */

export interface RequestScope {
  ip: string;
  userAgent: string | null;
  requestId: string;
  requestMethod: string;
  /** The path as logged (loggedPath). */
  requestUrl: string;
  /** Set when an operation entry was written for this request. */
  hasOperation: boolean;
}

const storage = new AsyncLocalStorage<RequestScope>();
const scopes = new WeakMap<FastifyRequest, { scope: RequestScope; resource: AsyncResource }>();

/** The scope of the request the caller runs in, if any. */
export const currentRequestScope = (): RequestScope | undefined => storage.getStore();

export const requestScopeOf = (request: FastifyRequest): RequestScope | undefined =>
  scopes.get(request)?.scope;

/** Path parameters whose values are secrets (the socket's token); they are masked in the logged path. */
const SECRET_PARAM = /token|secret|password|ticket/i;

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/cloud-api/');
}

/** The path as logged: no query string (codes, tokens), secret path parameters masked. */
export function loggedPath(request: FastifyRequest): string {
  let path = request.url.split('?')[0] ?? '';
  const params = (request.params ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(params)) {
    if (!SECRET_PARAM.test(name) || typeof value !== 'string' || value === '') continue;
    path = path.replace(encodeURIComponent(value), '***').replace(value, '***');
  }
  return path.slice(0, 500);
}

export function userAgentOf(request: FastifyRequest): string | null {
  const ua = request.headers['user-agent'];
  return (Array.isArray(ua) ? ua[0] : ua)?.slice(0, 300) ?? null;
}

export function installRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const scope: RequestScope = {
      ip: request.ip,
      userAgent: userAgentOf(request),
      requestId: String(request.id),
      requestMethod: request.method,
      requestUrl: loggedPath(request),
      hasOperation: false,
    };
    storage.run(scope, () => {
      scopes.set(request, { scope, resource: new AsyncResource('system-log-request') });
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const entry = scopes.get(request);
    if (entry) entry.resource.runInAsyncScope(done);
    else done();
  });
}
