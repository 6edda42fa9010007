import { isIpAllowed, type LoginResponse, type Theme, themeSchema } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { endSessionSockets } from '../../message/realtime/realtime-notify.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { revokeUserSessions } from '../session.repository.ts';
import { createSession } from '../session.service.ts';
import { forgetCachedSessions } from '../session-cache.ts';
import { type LoginUser, recordLoginSuccess } from './login.repository.ts';
import { auditLogin, type ClientInfo } from './login-audit.ts';

export type LoginType = 'password' | 'sms' | 'scan';

export function themeOf(stored: string | null): Theme {
  const parsed = themeSchema.safeParse(stored);
  return parsed.success ? parsed.data : 'classic';
}

/**
 * The common end of every login path: the IP allowlist, a fresh session (a new token on every login,
 * ASVS 3.2.1), single-login eviction of the user's other sessions, last/previous login fields and the
 * login log. The allowlist is checked once the credentials are right, so it tells a stranger nothing.
 */
export async function issueLogin(
  ctx: AppContext,
  user: LoginUser,
  loginType: LoginType,
  client: ClientInfo,
): Promise<LoginResponse> {
  const config = await getSysConfig(ctx);
  if (config.whitelistSwitch === 1 && !isIpAllowed(client.ip, config.whiteListIp)) {
    await auditLogin(ctx, client, {
      userId: user.id,
      account: user.account,
      category: 'login',
      isSuccess: false,
      messageKey: 'login.ipNotAllowed',
      params: { ip: client.ip },
    });
    throw badRequest('login.ipNotAllowed', { ip: client.ip });
  }
  const { token, sessionId } = await createSession(ctx, {
    userId: user.id,
    loginType,
    device: client.userAgent,
    ip: client.ip,
    timeoutMinutes: config.tokenTimeout,
  });
  const now = ctx.now();
  if (config.singleLogin === 1) {
    await revokeUserSessions(ctx.db, user.id, 'single_login', now, sessionId);
    forgetCachedSessions();
    endSessionSockets(ctx, { userId: user.id, exceptSessionId: sessionId }, 'single_login');
  }
  await recordLoginSuccess(ctx.db, user, now, client.ip);
  await auditLogin(ctx, client, {
    userId: user.id,
    account: user.account,
    category: 'login',
    isSuccess: true,
    messageKey: 'login.success',
  });
  return { token: `Bearer ${token}`, theme: themeOf(user.theme) };
}
