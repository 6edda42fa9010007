import { SESSION_TOKEN_COOKIE, type SysConfig } from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { AppError } from './app-error.ts';
import type { RouteAccess, SessionUser } from './route.ts';

/** The token of an Authorization header, with or without the `Bearer ` prefix. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim();
  return value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
}

/**
 * Runs before every handler: resolves the token (600/601/602 on failure), refuses locked sessions and
 * sessions that must still change the initial password, and checks the menu/button grant of permission
 * routes (the checks come with the context: AccessChecks). Denials are logged. The config is the per-process cached copy and the user's flags come with
 * the session row, so the states cost no query of their own.
 */
export async function authorizeRequest(
  ctx: AppContext,
  request: FastifyRequest,
  access: RouteAccess,
  token = tokenFromHeader(request.headers.authorization),
): Promise<{ user: SessionUser | undefined; maybeUser: SessionUser | undefined }> {
  if (access.kind === 'public') {
    if (!token) return { user: undefined, maybeUser: undefined };
    const { tokenTimeout } = await ctx.access.sysConfig(ctx);
    const maybeUser = await ctx.access.resolveSession(ctx, token, tokenTimeout).catch(() => undefined);
    return { user: undefined, maybeUser };
  }
  if (!token) {
    request.log.info({ reason: 'no-token', url: request.url }, 'auth denied');
    throw new AppError('loginExpired', 'session.expired');
  }
  const config = await ctx.access.sysConfig(ctx);
  let user: SessionUser;
  try {
    user = await ctx.access.resolveSession(ctx, token, config.tokenTimeout);
  } catch (err) {
    request.log.info(
      { reason: err instanceof AppError ? err.kind : 'error', url: request.url },
      'auth denied',
    );
    throw err;
  }
  if (user.isLocked && !(access.kind === 'authenticated' && access.allowWhileLocked)) {
    throw new AppError('forbidden', 'session.locked');
  }
  if (mustChangePasswordFirst(user, config) && !allowsBeforePasswordChange(access)) {
    request.log.info({ userId: user.userId, url: request.url }, 'auth denied: initial password not changed');
    throw new AppError('forbidden', 'session.initialPasswordChangeRequired');
  }
  if (access.kind === 'permission' && !(await holdsAccess(ctx, user, access))) {
    request.log.warn(
      { userId: user.userId, module: access.module, button: access.button, url: request.url },
      'permission denied',
    );
    // The message names the missing menu or button (ADR 0008); still 401.
    throw await ctx.access.permissionRefusal(ctx, access.module, access.button);
  }
  return { user, maybeUser: user };
}

/** Whether the user holds the route's menu (and button), or one of the other menus it is open to. */
async function holdsAccess(
  ctx: AppContext,
  user: SessionUser,
  access: Extract<RouteAccess, { kind: 'permission' }>,
): Promise<boolean> {
  if (await ctx.access.hasPermission(ctx, user, access.module, access.button)) return true;
  for (const module of access.orModules ?? []) {
    if (await ctx.access.hasPermission(ctx, user, module)) return true;
  }
  return false;
}

/** With mandatoryModificationOfInitialPassword on, a never-changed password blocks the session. */
function mustChangePasswordFirst(user: SessionUser, config: SysConfig): boolean {
  return user.hasInitialPassword && config.mandatoryModificationOfInitialPassword === 1;
}

/** Routes flagged for the change itself and for the shell around the forced dialog (ADR 0005). */
function allowsBeforePasswordChange(access: RouteAccess): boolean {
  return access.kind === 'authenticated' && access.allowBeforePasswordChange === true;
}

/** The token the web keeps in its session cookie (SESSION_TOKEN_COOKIE), if the request carries it. */
function tokenFromCookie(header: string | undefined): string | undefined {
  const pair = header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SESSION_TOKEN_COOKIE}=`));
  const value = pair?.slice(SESSION_TOKEN_COOKIE.length + 1);
  return value ? decodeURIComponent(value) : undefined;
}

/**
 * For pages outside the route table that only administrators may read (the API reference in
 * production): a valid administrator's token, else 600/601/602 or 401 like any guarded route. A
 * browser opening the page (the 接口文档 menu) sends no Authorization header, so the web's session
 * cookie is read too; the cookie is SameSite=Strict and these pages only read.
 */
export async function requireAdministrator(ctx: AppContext, request: FastifyRequest): Promise<void> {
  const token = tokenFromHeader(request.headers.authorization) ?? tokenFromCookie(request.headers.cookie);
  const { user } = await authorizeRequest(ctx, request, { kind: 'authenticated' }, token);
  if (!user?.isAdministrator) {
    request.log.warn({ userId: user?.userId, url: request.url }, 'permission denied: API reference');
    throw new AppError('forbidden', 'common.signInRequired');
  }
}
