import type { Language, MessageKey } from '@platform/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../app-context.ts';

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
  | { kind: 'permission'; module: string; button?: string };

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
/** Returns data with a success message (shown by the web for save dialogs, spec §4.5). */
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

export interface RouteDefinition<S extends RouteSchemas = RouteSchemas> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** The spec path after the /api prefix, e.g. '/permission/Users/{id}/Actions/State' → '/permission/Users/:id/Actions/State'. */
  path: string;
  access: RouteAccess;
  summary: string;
  tags: string[];
  schema: S;
  /** Raw routes send their own reply (binary bodies); the handler must return the reply. */
  isRaw?: boolean;
  /** Per-route rate limit (requests per window), on top of the global one. */
  rateLimit?: { max: number; timeWindow: string };
  bodyLimit?: number;
  handler: (
    ctx: HandlerContext<Infer<S['params']>, Infer<S['querystring']>, Infer<S['body']>>,
  ) => Promise<unknown> | unknown;
}

/** Identity helper that keeps the handler's parameter types tied to the schemas. */
export function defineRoute<S extends RouteSchemas>(def: RouteDefinition<S>): RouteDefinition {
  return def as unknown as RouteDefinition;
}
