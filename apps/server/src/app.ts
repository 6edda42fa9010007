import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { formatMessage, httpStatusOf, ResultCode } from '@platform/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppContext } from './app-context.ts';
import type { AppConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { scheduleMaintenance } from './db/embedded-maintenance.ts';
import { type SeedResult, seedDatabase } from './db/seed/index.ts';
import { requireAdministrator } from './http/auth-guard.ts';
import { answerClientError, answerFrameworkError, installErrorHandler } from './http/error-handler.ts';
import { safeLoggerOptions } from './http/log-safety.ts';
import { registerRoutes, routeMethodsOf } from './http/register-routes.ts';
import { requestLanguage } from './http/request-language.ts';
import { limitRequestsInFlight } from './http/request-queue.ts';
import type { RouteDefinition } from './http/route.ts';
import { accessChecks, routeTable } from './modules/index.ts';
import { registerMessageSocket } from './modules/message/realtime/socket-route.ts';
import { smsDeliveriesSettled } from './modules/oauth/sms/sms-code.service.ts';
import { injectDataInterfaceExecutors } from './modules/system/data-interface/data-interface-executors.ts';
import { httpExecutor } from './modules/system/data-interface/http-executor.ts';
import { sqlExecutor } from './modules/system/data-interface/sql-executor.ts';
import { loadSourceTarget } from './modules/system/data-source/data-source.service.ts';
import { createPlatformSourceClient } from './modules/system/data-source/platform-source.ts';
import { sourceKeyring } from './modules/system/data-source/source-password.ts';
import { createSourceRegistry } from './modules/system/data-source/source-registry.ts';
import { installSystemLogHooks } from './modules/system/log/log-hooks.ts';
import { createSystemLogWriter } from './modules/system/log/log-writer.ts';
import { deliverDueScheduleReminders } from './modules/system/schedule/schedule-messages.ts';
import { startJobScheduler } from './modules/system/schedule-task/schedule-task-runner.ts';
import { releaseDesignToMenu } from './modules/visualdev/base/visual-dev-release.service.ts';
import { HASHED_ASSETS_DIR, webAppFileOptions } from './web-app-files.ts';

export interface BuildOptions {
  /** Use an already-open database (tests share one per file). */
  database?: Database;
  now?: () => Date;
  /** Skip the first-start seed (bench and tests that seed themselves). */
  skipSeed?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  routes: RouteDefinition[];
  seed: SeedResult | undefined;
}

const ONE_MB = 1024 * 1024;

/** How often the embedded database is checked for tables autovacuum would clean. */
const EMBEDDED_MAINTENANCE_INTERVAL_MS = 5 * 60_000;

/** Builds the whole server: database, seed, plugins, then the explicit module list. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: safeLoggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: ONE_MB,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Fastify's own closing answer is not the envelope; refuseWhileClosing answers instead.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  refuseWhileClosing(app);

  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      onIdleConnectionError: (err) => app.log.warn({ err }, 'idle database connection lost'),
    }));
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        lazyConnect: false,
        maxRetriesPerRequest: 2,
        // Applies to every command, the rate-limit plugin's script included.
        keyPrefix: config.redisKeyPrefix,
      })
    : undefined;
  if (database.kind === 'pglite' && config.embeddedMaxRequests > 0)
    limitRequestsInFlight(app, config.embeddedMaxRequests, isApiPath);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    redis,
    log: app.log,
    now: options.now ?? (() => new Date()),
    access: accessChecks,
    dataSources: createSourceRegistry({
      platform: createPlatformSourceClient(database),
      load: (id) => loadSourceTarget(ctx, id),
      onIdleError: (err) => app.log.warn({ err }, 'idle data-source connection lost'),
      passwordKey: sourceKeyring({
        configured: config.dataSourceKey,
        dataDir: config.dataDir,
        onKeyFile: (file, isNew) =>
          app.log.warn(
            { file, isNew },
            'DATA_SOURCE_KEY is not set: data-source passwords are sealed with the key in this file (back it up with the data)',
          ),
      }),
    }),
  };
  // SQL and HTTP data interfaces run through the safe SQL runner and the outbound guard; tests may inject fakes.
  injectDataInterfaceExecutors(ctx, { sql: sqlExecutor, http: httpExecutor });
  const systemLog = createSystemLogWriter(ctx);
  ctx.systemLog = systemLog;
  installSystemLogHooks(app, systemLog);
  // No autovacuum runs inside the embedded database: the server does its work (embedded-maintenance.ts).
  const stopMaintenance =
    database.kind === 'pglite'
      ? scheduleMaintenance(database.db, EMBEDDED_MAINTENANCE_INTERVAL_MS, (outcome) => {
          if (outcome instanceof Error)
            app.log.warn({ err: outcome }, 'embedded database maintenance failed');
          else if (outcome.vacuumed.length + outcome.analyzed.length > 0)
            app.log.info(outcome, 'embedded database maintenance');
        })
      : undefined;
  // Every process looks for due jobs and schedule reminders; each claim gives a due item to one of them.
  const stopJobScheduler =
    config.jobSchedulerIntervalMs > 0
      ? startJobScheduler(ctx, config.jobSchedulerIntervalMs, [deliverDueScheduleReminders])
      : undefined;
  app.addHook('onClose', async () => {
    stopMaintenance?.();
    await stopJobScheduler?.();
    // Queued log entries are written before the database closes; the writer's timer stops.
    await systemLog.close();
    // SMS codes are sent after their request has been answered; they finish before the database closes.
    await smsDeliveriesSettled(ctx);
    redis?.disconnect();
    await ctx.dataSources.close();
    if (!options.database) await database.close();
  });

  const seed = options.skipSeed ? undefined : await seedDatabase(ctx, { releaseDesignToMenu });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd's CSS-in-JS injects style tags at runtime.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:', 'http:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Added per request by addUpgradeInsecureRequests, only when the request came over HTTPS.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', addUpgradeInsecureRequests);
  await app.register(formbody);
  // WeChat's event pushes are XML: read as text, the route reads the fields it knows.
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  await app.register(multipart, { limits: { fileSize: 10 * ONE_MB, files: 5, fields: 20, parts: 30 } });
  await app.register(rateLimit, {
    global: config.apiRateLimit > 0,
    max: config.apiRateLimit,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'rl:',
    // The limit guards the API; the web app's static files (dozens of chunks per page load) are not counted.
    allowList: (request) => !isApiPath(request.url),
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      code: 429,
      msg: formatMessage('common.tooMany', requestLanguage(request)),
      data: null,
      message: `retry in ${context.after}`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'SME Digital Transformation Platform API', version: '1.0.0' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs !== 'off') {
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiHooks:
        config.apiDocs === 'admin'
          ? { onRequest: (request) => requireAdministrator(ctx, request) }
          : undefined,
    });
  }

  const routes = routeTable(config);
  registerRoutes(app, ctx, routes);
  // The message socket (/api/message/websocket/{token}): its own upgrade route, not an HTTP endpoint.
  await registerMessageSocket(app, ctx);
  await registerWebApp(app, config, routeMethodsOf(routes));
  return { app, ctx, routes, seed };
}

/**
 * While the server closes it answers the requests already in flight, but a request that arrives on a
 * kept-alive connection in that time is refused: 503 in the envelope, in the caller's language (body
 * code 500, the code every client knows as a server failure), and the connection is closed. The hook
 * is added first, so it runs before the rate limit and the route's guard.
 */
function refuseWhileClosing(app: FastifyInstance): void {
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!isClosing) return;
    const msg = formatMessage('common.shuttingDown', requestLanguage(request));
    return reply
      .status(503)
      .header('connection', 'close')
      .send({ code: ResultCode.internal, msg, data: null });
  });
}

/**
 * `upgrade-insecure-requests` makes browsers fetch every http: resource over https, which breaks a
 * platform reached over plain HTTP (an intranet address before TLS is set up). It is sent only when
 * the request came over HTTPS: TLS on this server, or `x-forwarded-proto: https` from a proxy the
 * server trusts (TRUST_PROXY=1; otherwise the header is ignored).
 */
async function addUpgradeInsecureRequests(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const policy = reply.getHeader('content-security-policy');
  if (request.protocol === 'https' && typeof policy === 'string') {
    reply.header('content-security-policy', `${policy};upgrade-insecure-requests`);
  }
  return payload;
}

/** Whether a request URL is an API call (with or without the /cloud-api prefix), not a web asset. */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/cloud-api/');
}

/** Serves the built SPA with an index.html fallback for history-mode routes; API misses stay JSON. */
async function registerWebApp(
  app: FastifyInstance,
  config: AppConfig,
  methodsOf: (path: string) => string[],
): Promise<void> {
  const dist = config.webDistDir ? path.resolve(config.webDistDir) : undefined;
  const hasWeb = dist !== undefined && fs.existsSync(path.join(dist, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, webAppFileOptions(dist));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    // A missing hashed asset (an old build's chunk) is a 404, not the page: a script must never get HTML.
    const isAsset = url.startsWith(`/${HASHED_ASSETS_DIR}/`);
    if (!isApiPath(url) && !isAsset && hasWeb && request.method === 'GET') {
      return reply.type('text/html').sendFile('index.html');
    }
    const lang = requestLanguage(request);
    const allowed = isApiPath(url) ? methodsOf(url) : [];
    if (allowed.length > 0) {
      const msg = formatMessage('common.methodNotAllowed', lang, { path: url, method: request.method });
      return reply.status(405).header('allow', allowed.join(', ')).send({ code: 400, msg, data: null });
    }
    const msg = formatMessage('common.routeNotFound', lang, { path: url });
    return reply.status(httpStatusOf(404)).send({ code: 404, msg, data: null });
  });
}
