import { envelopeSchema, formatMessage } from '@platform/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { authorizeRequest } from './auth-guard.ts';
import { checkInputText } from './input-rule.ts';
import { requestLanguage } from './request-language.ts';
import { isOkReply, PreSerialized, type RouteDefinition } from './route.ts';
import { runAudited } from './route-audit.ts';

/** Every route answers under both prefixes. */
export const API_PREFIXES = ['/api', '/cloud-api/api'] as const;

const errorEnvelope = envelopeSchema(z.unknown());

/** The guard's verdict, handed from the onRequest hook to the handler of the same request. */
const authorized = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof authorizeRequest>>>();

/** The signed-in caller of a request once its route's guard ran (the request log names them). */
export function requestCaller(request: FastifyRequest) {
  const found = authorized.get(request);
  return found?.user ?? found?.maybeUser;
}

/** Unknown body fields are rejected: object bodies are made strict here, once for every route. */
function strictBody(schema: z.ZodType | undefined): z.ZodType | undefined {
  if (schema instanceof z.ZodObject) return schema.strict();
  return schema;
}

/** The web adds a timestamp `n` to every request; query schemas accept and drop it. */
function withTimestamp(schema: z.ZodType | undefined): z.ZodType {
  if (!schema) return z.object({ n: z.unknown().optional() });
  if (schema instanceof z.ZodObject) return schema.extend({ n: z.unknown().optional() });
  return schema;
}

/** Swagger warns about schema keys that are present but undefined. */
function definedOnly<T extends Record<string, unknown>>(schema: T): T {
  return Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined)) as T;
}

/** The other spelling of a leading `/system/` segment: early original clients wrote `/System/`, later ones `/system/`. */
function systemCaseAlias(path: string): string | undefined {
  if (path.startsWith('/system/')) return `/System/${path.slice('/system/'.length)}`;
  if (path.startsWith('/System/')) return `/system/${path.slice('/System/'.length)}`;
  return undefined;
}

/**
 * Every URL path a route answers on, its declared path first: the `/Action/` alias of `/Actions/` and the
 * other case of a leading `/system/` segment, and their combination.
 */
export function pathVariants(path: string): string[] {
  const cased = [path, systemCaseAlias(path)].filter((p): p is string => p !== undefined);
  return cased.flatMap((p) => (p.includes('/Actions/') ? [p, p.replace('/Actions/', '/Action/')] : [p]));
}

export function registerRoutes(fastify: FastifyInstance, ctx: AppContext, routes: RouteDefinition[]): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const route of routes) {
    const response = route.isRaw
      ? undefined
      : {
          200: envelopeSchema(route.schema.response ?? z.null()),
          '4xx': errorEnvelope,
          '5xx': errorEnvelope,
        };
    const body = strictBody(route.schema.body);
    API_PREFIXES.forEach((prefix, prefixIndex) => {
      pathVariants(route.path).forEach((variant, variantIndex) => {
        const isDocumented = prefixIndex === 0 && variantIndex === 0;
        app.route({
          method: route.method,
          url: `${prefix}${variant}`,
          bodyLimit: route.bodyLimit,
          config: route.rateLimit ? { rateLimit: route.rateLimit } : {},
          schema: definedOnly({
            hide: !isDocumented,
            summary: route.summary,
            tags: route.tags,
            params: route.schema.params,
            querystring: withTimestamp(route.schema.querystring),
            body,
            response,
          }),
          // Authorization runs before the body is parsed or validated: an anonymous call answers 600
          // whatever it sends, and nobody's body is parsed before we know who they are.
          onRequest: async (request: FastifyRequest) => {
            authorized.set(request, await authorizeRequest(ctx, request, route.access));
          },
          // No control characters in any string of the request (contracts' text-input.ts), before the
          // route's own validation: the rule holds for every route and names the field.
          preValidation: async (request: FastifyRequest) => {
            checkInputText(request, route.schema);
          },
          handler: async (request: FastifyRequest, reply: FastifyReply) => {
            const lang = requestLanguage(request);
            const { user, maybeUser } =
              authorized.get(request) ?? (await authorizeRequest(ctx, request, route.access));
            const handle = async () =>
              route.handler({
                params: request.params as never,
                query: request.query as never,
                body: request.body as never,
                user: user as never,
                maybeUser,
                lang,
                request,
                reply,
                app: ctx,
              });
            const call = { method: route.method, user, params: request.params, body: request.body };
            const result = route.audit
              ? await runAudited(ctx, route.audit, call as never, handle)
              : await handle();
            if (route.isRaw) return reply;
            if (result instanceof PreSerialized) {
              // A string body skips the serializer; the envelope around the text is built here.
              const msg = JSON.stringify(formatMessage('common.success', lang));
              return reply
                .header('content-type', 'application/json; charset=utf-8')
                .send(`{"code":200,"msg":${msg},"data":${result.json}}`);
            }
            if (isOkReply(result))
              return { code: 200, msg: formatMessage(result.msg, lang), data: result.data ?? null };
            return { code: 200, msg: formatMessage('common.success', lang), data: result ?? null };
          },
        });
      });
    });
  }
}

/**
 * The methods the route table answers on a concrete path (both prefixes, the /Action/ alias), so a
 * path that exists under another method answers 405 with `Allow` instead of 404.
 */
export function routeMethodsOf(routes: RouteDefinition[]): (path: string) => string[] {
  const patterns = routes.flatMap((route) =>
    API_PREFIXES.flatMap((prefix) =>
      pathVariants(route.path).map((variant) => ({
        method: route.method,
        pattern: new RegExp(`^${`${prefix}${variant}`.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}/?$`),
      })),
    ),
  );
  return (path) => {
    const methods = new Set(patterns.filter((p) => p.pattern.test(path)).map((p) => p.method as string));
    // Fastify answers HEAD wherever it answers GET.
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods];
  };
}
