import type {
  Endpoint,
  EndpointSchemas,
  IsMultipart,
  IsRaw,
  Language,
  MessageKey,
} from '@platform/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import type { RouteAudit } from './route-audit.ts';

/**
 * Who may call a route. Every route declares one; the route table test classifies each route by it.
 * - public: no token needed (login, captcha, public portal data)
 * - authenticated: any signed-in user, acting on their own data only
 * - permission: needs the grant of a menu (module enCode) and, when given, one of its button codes
 *
 * Two flags open an authenticated route in states where the guard refuses everything else:
 * - allowWhileLocked: the screen is locked (lock, unlock, logout)
 * - allowBeforePasswordChange: the initial password must still be changed (ADR 0005); only what the
 *   shell needs to render and to change the password carries it
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'authenticated'; allowWhileLocked?: boolean; allowBeforePasswordChange?: boolean }
  | {
      kind: 'permission';
      module: string;
      button?: string;
      /** Other menus whose holders may call it too (reads that another screen is built on). */
      orModules?: readonly string[];
    };

export const publicAccess: RouteAccess = { kind: 'public' };
export const signedIn: RouteAccess = { kind: 'authenticated' };
/** Signed in, and open while the initial password still has to be changed. */
export const signedInBeforePasswordChange: RouteAccess = {
  kind: 'authenticated',
  allowBeforePasswordChange: true,
};
export const requiresPermission = (module: string, button?: string): RouteAccess => ({
  kind: 'permission',
  module,
  button,
});
/** Holding any one of these menus (no button): a read that screens of other menus are built on. */
export const requiresAnyMenu = (module: string, ...orModules: string[]): RouteAccess => ({
  kind: 'permission',
  module,
  orModules,
});

export interface SessionUser {
  userId: string;
  account: string;
  isAdministrator: boolean;
  sessionId: string;
  isLocked: boolean;
  /** The password was never changed (users.change_password_date is null): the initial one is in use. */
  hasInitialPassword: boolean;
}

export interface HandlerContext<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** Present on every non-public route (the guard ran before the handler). */
  user: SessionUser;
  /** Present when a public route was called with a valid token. */
  maybeUser: SessionUser | undefined;
  lang: Language;
  request: FastifyRequest;
  reply: FastifyReply;
  app: AppContext;
}

const REPLY = Symbol('reply');
export interface OkReply<T> {
  [REPLY]: true;
  data: T;
  msg: MessageKey;
}
/** Returns data with a success message (shown by the web for save dialogs). */
export function ok<T>(data: T, msg: MessageKey = 'common.success'): OkReply<T> {
  return { [REPLY]: true, data, msg };
}
export function isOkReply(value: unknown): value is OkReply<unknown> {
  return typeof value === 'object' && value !== null && REPLY in value;
}

/**
 * `data` already checked against the route's response schema and turned into JSON text. For large,
 * cached answers (CurrentUser's menus): the text is reused instead of being validated and stringified
 * again on every request. Whoever builds one must have run the schema over the parts it contains.
 */
export class PreSerialized {
  constructor(readonly json: string) {}
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Schema of `data` in the envelope; omit for raw routes (images, downloads). */
  response?: z.ZodType;
}

/** A registered route: an endpoint descriptor of the contracts, its access rule and its handler. */
export interface RouteDefinition {
  /** The contracts' descriptor this route serves. */
  endpoint: Endpoint;
  method: Endpoint['method'];
  /** Fastify's form of the descriptor's path: '/permission/Users/{id}' → '/permission/Users/:id'. */
  path: string;
  access: RouteAccess;
  summary: string;
  tags: string[];
  schema: RouteSchemas;
  /** Raw routes send their own reply (binary bodies); the handler must return the reply. */
  isRaw?: boolean;
  /** Per-route rate limit (requests per window), on top of the global one. */
  rateLimit?: { max: number; timeWindow: string };
  bodyLimit?: number;
  /** Logs the write with its record before and after (writes outside the record kit). */
  audit?: RouteAudit<never, never>;
  handler: (ctx: HandlerContext<never, never, never>) => Promise<unknown> | unknown;
}

type SchemaOf<E extends Endpoint, K extends keyof EndpointSchemas> = E['schemas'][K];
/** What a handler may return: the response's data (as the schema accepts it), with or without a message. */
type ResponseData<E extends Endpoint> =
  SchemaOf<E, 'response'> extends z.ZodType ? z.input<SchemaOf<E, 'response'>> : null | undefined;
type HandlerResult<E extends Endpoint> =
  IsRaw<E> extends true ? FastifyReply : ResponseData<E> | OkReply<ResponseData<E>> | PreSerialized;

export interface RouteBinding<E extends Endpoint> {
  access: RouteAccess;
  rateLimit?: { max: number; timeWindow: string };
  bodyLimit?: number;
  /** Logs the write with its record before and after (writes outside the record kit). */
  audit?: RouteAudit<Infer<SchemaOf<E, 'params'>>, Infer<SchemaOf<E, 'body'>>>;
  handler: (
    ctx: HandlerContext<
      Infer<SchemaOf<E, 'params'>>,
      Infer<SchemaOf<E, 'query'>>,
      IsMultipart<E> extends true ? undefined : Infer<SchemaOf<E, 'body'>>
    >,
  ) => Promise<HandlerResult<E>> | HandlerResult<E>;
}

/** The tag of the API reference: the path's first segment (`/permission/...` → permission). */
function tagOf(path: string): string {
  return path.split('/')[1] ?? 'api';
}

/**
 * The only way to add a route: the contracts' descriptor says method, path and schemas; the server
 * adds who may call it and what it does.
 */
export function route<E extends Endpoint>(endpoint: E, binding: RouteBinding<E>): RouteDefinition {
  const { schemas } = endpoint;
  const isMultipart = endpoint.bodyEncoding === 'multipart';
  return {
    endpoint,
    method: endpoint.method,
    path: endpoint.path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1'),
    access: binding.access,
    summary: endpoint.summary,
    tags: [tagOf(endpoint.path)],
    schema: {
      params: schemas.params,
      querystring: schemas.query,
      body: isMultipart ? undefined : schemas.body,
      response: endpoint.isRaw ? undefined : schemas.response,
    },
    isRaw: endpoint.isRaw,
    rateLimit: binding.rateLimit,
    bodyLimit: binding.bodyLimit,
    audit: binding.audit as RouteAudit<never, never> | undefined,
    handler: binding.handler as RouteDefinition['handler'],
  };
}
