import { LogCategoryCode } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { internalErrorOf } from '../../../http/error-handler.ts';
import { requestCaller } from '../../../http/register-routes.ts';
import type { SystemLogWriter } from './log-writer.ts';
import { installRequestScope, isApiPath, loggedPath, requestScopeOf, userAgentOf } from './request-scope.ts';

/** Administrative areas: a signed-in write under them is an operation even where the record kit is not used. */
const ADMIN_PATH = /^(?:\/cloud-api)?\/api\/(?:system|permission)\//;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One onResponse hook writes the request log entry of every API call (after the answer went out),
 * an exception entry for every 5xx with the error the error handler met, and an operation entry for
 * a successful administrative write the record kit did not log itself (grants, settings, actions).
 */
export function installSystemLogHooks(app: FastifyInstance, writer: SystemLogWriter): void {
  installRequestScope(app);
  app.addHook('onResponse', async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const caller = requestCaller(request);
    const common = {
      userId: caller?.userId ?? null,
      userName: caller?.account ?? null,
      ip: request.ip,
      userAgent: userAgentOf(request),
      requestMethod: request.method,
      requestUrl: loggedPath(request),
      requestDuration: Math.round(reply.elapsedTime),
      status: reply.statusCode,
      requestId: String(request.id),
    };
    writer.push({ ...common, category: Number(LogCategoryCode.request) });
    const isAdminWrite = !READ_METHODS.has(request.method) && ADMIN_PATH.test(common.requestUrl);
    if (caller && isAdminWrite && reply.statusCode === 200 && !requestScopeOf(request)?.hasOperation) {
      writer.push({
        ...common,
        category: Number(LogCategoryCode.operation),
        moduleName: request.routeOptions.url?.slice(0, 200) ?? null,
        action: request.method,
        abstracts: `${request.method} ${common.requestUrl}`,
      });
    }
    if (reply.statusCode < 500) return;
    const err = internalErrorOf(request);
    writer.push({
      ...common,
      category: Number(LogCategoryCode.exception),
      moduleName: request.routeOptions.url?.slice(0, 200) ?? null,
      abstracts: (err?.message ?? `HTTP ${reply.statusCode}`).slice(0, 500),
      json: err ? `${err.name}: ${err.message}\n${err.stack ?? ''}`.slice(0, 20_000) : null,
    });
  });
}
