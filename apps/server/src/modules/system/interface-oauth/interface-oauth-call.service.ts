import {
  formatMessage,
  INTERFACE_OAUTH_HEADERS,
  INTERFACE_OAUTH_WINDOW_MS,
  type InterfaceOauthCallParams,
  interfaceOauthCallPath,
  isIpAllowed,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context.ts';
import type { interfaceOauths } from '../../../db/schema/index.ts';
import { AppError, badRequest, forbidden } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { newId } from '../../../shared/ids.ts';
import { findUser } from '../../permission/users/users.repository.ts';
import { executeDataInterface } from '../data-interface/data-interface-execute.ts';
import { requireEnabledInterface } from '../data-interface/data-interface-options.service.ts';
import { findInterfaceOauthByAppId, isInterfaceGranted } from './interface-oauth.repository.ts';
import { insertInterfaceOauthLog } from './interface-oauth-log.repository.ts';
import { claimNonce } from './interface-oauth-nonce.ts';
import { openAppSecret } from './interface-oauth-secret.ts';
import { isSignatureValid, paramsDigest } from './interface-oauth-signature.ts';

/*
 * /api/system/DataInterface/{id}/Actions/Response: an outside system calls a data interface with its
 * app's signature instead of a session. In order: the headers, the app (known and enabled), the
 * timestamp window, the signature (before the nonce, so forged calls cannot use up nonces), the nonce
 * (once), the validity date, the IP allowlist, the grant of this interface, the bound user. Then the
 * interface runs as the bound user. Every call of a known app, refused or not, is logged.
 */

type AppRow = typeof interfaceOauths.$inferSelect;
const NONCE = /^[A-Za-z0-9_-]{8,128}$/;

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text) throw badRequest('interfaceOauth.headerMissing', { header: name });
  return text;
}

/** `appId::signature` (the original's form). */
function parseAuthorization(value: string): { appId: string; signature: string } {
  const match = /^([A-Za-z0-9._-]{1,100})::([0-9A-Fa-f]{1,128})$/.exec(value);
  if (!match) throw badRequest('interfaceOauth.authorizationInvalid');
  return { appId: match[1]!, signature: match[2]! };
}

/** The bound user as the interface sees its caller (system variables, data scope). */
async function boundUser(ctx: AppContext, app: AppRow): Promise<SessionUser> {
  const user = app.userId ? await findUser(ctx.db, app.userId) : undefined;
  if (user?.enabledMark !== 1) throw forbidden('interfaceOauth.noUser');
  return {
    userId: user.id,
    account: user.account,
    isAdministrator: user.isAdministrator,
    sessionId: `interface-oauth:${app.id}`,
    isLocked: false,
    hasInitialPassword: false,
  };
}

/** Every check after the app is known; answers the user the call runs as. */
async function admit(
  ctx: AppContext,
  request: FastifyRequest,
  app: AppRow,
  signature: string,
  interfaceId: string,
  params: InterfaceOauthCallParams,
): Promise<SessionUser> {
  const timestamp = header(request, INTERFACE_OAUTH_HEADERS.timestamp);
  if (!/^\d{1,15}$/.test(timestamp)) throw badRequest('interfaceOauth.timestampInvalid');
  const now = ctx.now().getTime();
  if (Math.abs(now - Number(timestamp)) > INTERFACE_OAUTH_WINDOW_MS)
    throw forbidden('interfaceOauth.timestampExpired');
  const nonce = header(request, INTERFACE_OAUTH_HEADERS.nonce);
  if (!NONCE.test(nonce)) throw badRequest('interfaceOauth.nonceInvalid');
  const signed = {
    method: request.method,
    path: interfaceOauthCallPath(interfaceId),
    timestamp,
    host: request.headers.host ?? '',
    nonce,
    paramsDigest: paramsDigest(params),
  };
  if (!isSignatureValid(openAppSecret(ctx, app.secretCipher), signed, signature))
    throw forbidden('interfaceOauth.signatureInvalid');
  const expiresAt = new Date(Number(timestamp) + INTERFACE_OAUTH_WINDOW_MS);
  if (!(await claimNonce(ctx, app.appId, nonce, expiresAt))) throw forbidden('interfaceOauth.nonceReplayed');
  if (app.usefulLife && app.usefulLife.getTime() < now) throw forbidden('interfaceOauth.expired');
  if (app.whiteList?.trim() && !isIpAllowed(request.ip, app.whiteList))
    throw forbidden('interfaceOauth.ipRefused', { ip: request.ip });
  if (!(await isInterfaceGranted(ctx.db, app.id, interfaceId)))
    throw forbidden('interfaceOauth.interfaceNotGranted');
  return boundUser(ctx, app);
}

const messageOf = (err: unknown) =>
  err instanceof AppError
    ? formatMessage(err.messageKey, undefined, err.params)
    : err instanceof Error
      ? err.message
      : String(err);

export async function callDataInterfaceSigned(
  ctx: AppContext,
  request: FastifyRequest,
  interfaceId: string,
  params: InterfaceOauthCallParams | null | undefined,
): Promise<unknown> {
  const { appId, signature } = parseAuthorization(header(request, INTERFACE_OAUTH_HEADERS.authorization));
  const app = await findInterfaceOauthByAppId(ctx.db, appId);
  if (app?.enabledMark !== 1) throw forbidden('interfaceOauth.unknownApp');
  const values = params ?? {};
  const started = ctx.now();
  const startedMs = performance.now();
  const ua = request.headers['user-agent'];
  const userAgent = (Array.isArray(ua) ? ua[0] : ua)?.slice(0, 500) ?? null;
  let userId: string | null = null;
  const log = (isOk: number, errorText: string | null) =>
    insertInterfaceOauthLog(ctx.db, {
      id: newId(),
      oauthId: app.id,
      interfaceId,
      invokTime: started,
      userId,
      invokIp: request.ip,
      invokDevice: userAgent,
      invokType: request.method,
      invokWasteTime: Math.round(performance.now() - startedMs),
      isOk,
      errorText,
    });
  try {
    const caller = await admit(ctx, request, app, signature, interfaceId, values);
    userId = caller.userId;
    const result = await runGrantedInterface(ctx, request, caller, interfaceId, values);
    await log(1, null);
    return result;
  } catch (err) {
    await log(0, messageOf(err).slice(0, 2000));
    throw err;
  }
}

/** Runs the granted interface as the bound user through the data-interface module. */
async function runGrantedInterface(
  ctx: AppContext,
  request: FastifyRequest,
  caller: SessionUser,
  interfaceId: string,
  params: InterfaceOauthCallParams,
): Promise<unknown> {
  const iface = await requireEnabledInterface(ctx, interfaceId);
  const ua = request.headers['user-agent'];
  const result = await executeDataInterface(ctx, iface, {
    caller,
    paramList: Object.entries(params)
      .filter(([field]) => field !== 'tenantId')
      .map(([field, defaultValue]) => ({ field, defaultValue })),
    ip: request.ip,
    userAgent: Array.isArray(ua) ? ua[0] : ua,
    invokType: request.method,
  });
  return result.data;
}
