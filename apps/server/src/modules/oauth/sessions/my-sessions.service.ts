import type { MySession } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { endSessionSockets } from '../../message/realtime/realtime-notify.ts';
import { auditLogin, type ClientInfo } from '../login/login-audit.ts';
import { listLiveSessions, revokeSession } from '../session.repository.ts';
import { forgetCachedSessions } from '../session-cache.ts';
import { deviceLabel } from './device-label.ts';

/** The login log's line of a sign-out (this session or another of the user's). */
function auditLogout(ctx: AppContext, user: SessionUser, client: ClientInfo): Promise<void> {
  return auditLogin(ctx, client, {
    userId: user.userId,
    account: user.account,
    category: 'logout',
    isSuccess: true,
    messageKey: 'logout.success',
  });
}

/** GET /oauth/Logout: ends this session; replaying its token then answers 600. */
export async function logout(ctx: AppContext, user: SessionUser, client: ClientInfo): Promise<void> {
  await revokeSession(ctx.db, user.sessionId, 'logout', ctx.now());
  forgetCachedSessions();
  endSessionSockets(ctx, { sessionIds: [user.sessionId] }, 'logout');
  await auditLogout(ctx, user, client);
}

/** The user's live sessions, newest activity first (profile page, ASVS 3.3.4). */
export async function listMySessions(ctx: AppContext, user: SessionUser): Promise<MySession[]> {
  const rows = await listLiveSessions(ctx.db, user.userId, ctx.now());
  return rows
    .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime())
    .map((row) => ({
      id: row.id,
      device: deviceLabel(row.device),
      ip: row.ip,
      loginType: row.loginType,
      createdAt: row.createdAt.getTime(),
      lastSeen: row.lastSeenAt.getTime(),
      isCurrent: row.id === user.sessionId,
    }));
}

/**
 * Signs out one of the user's own sessions. Another user's session id answers 404, exactly like an
 * unknown id. The other device then gets 601 with "signed out from another device".
 */
export async function revokeMySession(ctx: AppContext, user: SessionUser, id: string, client: ClientInfo) {
  const live = await listLiveSessions(ctx.db, user.userId, ctx.now());
  if (!live.some((s) => s.id === id)) throw notFound();
  const isCurrent = id === user.sessionId;
  await revokeSession(ctx.db, id, isCurrent ? 'logout' : 'signed_out', ctx.now());
  forgetCachedSessions();
  endSessionSockets(ctx, { sessionIds: [id] }, isCurrent ? 'logout' : 'signed_out');
  await auditLogout(ctx, user, client);
}
