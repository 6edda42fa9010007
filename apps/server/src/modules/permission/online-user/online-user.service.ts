import type { OnlineUserList, OnlineUserQuery } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, forbidden, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { pageOf } from '../../../shared/record-kit/page-of.ts';
import { endSessionSockets } from '../../message/realtime/realtime-notify.ts';
import { revokeSession } from '../../oauth/session.repository.ts';
import { forgetCachedSessions } from '../../oauth/session-cache.ts';
import { deviceLabel } from '../../oauth/sessions/device-label.ts';
import { manageableOrganizeIds, manageableUsers } from '../organize/organize-scope.service.ts';
import { findLiveSessions, listLiveSessions } from './online-user.repository.ts';

/*
 * Online users. Administrators see and end every session. Anyone else (a delegated administrator, or
 * an operator granted the menu) works in their organization scope (manageableOrganizeIds): they see
 * the sessions of users who belong to an organization of their 'select' scope, and end those of users
 * whose main organization is in their 'edit' scope — never an administrator's (ADR 0008).
 */

/** GET /permission/OnlineUser: live sessions, most recently active first. */
export async function listOnlineUsers(
  ctx: AppContext,
  caller: SessionUser,
  query: OnlineUserQuery,
): Promise<OnlineUserList> {
  const { rows, total } = await listLiveSessions(ctx.db, ctx.now(), {
    keyword: query.keyword,
    scope: await manageableUsers(ctx, caller, 'select'),
    offset: (query.currentPage - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const list = rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    account: row.account,
    realName: row.realName,
    organizeName: row.organizeName,
    device: deviceLabel(row.device),
    ip: row.ip,
    loginType: row.loginType,
    loginTime: row.createdAt.getTime(),
    lastSeen: row.lastSeenAt.getTime(),
    isCurrent: row.id === caller.sessionId,
  }));
  return pageOf(list, total, query);
}

/**
 * Ends the sessions by force: their next call answers 601 ("revoked by an administrator", the reason
 * the profile page's sign-out uses as well). All or nothing: an unknown or already ended session (or
 * one the caller may not see: 404), the caller's own current session (sign out instead) or — for a
 * caller who is not an administrator — an administrator's session or a user outside their 'edit'
 * scope refuses the whole batch.
 */
export async function forceOffline(ctx: AppContext, caller: SessionUser, ids: string[]): Promise<number> {
  const wanted = [...new Set(ids)];
  const now = ctx.now();
  const [live, editable] = await Promise.all([
    manageableUsers(ctx, caller, 'select').then((scope) => findLiveSessions(ctx.db, wanted, now, scope)),
    manageableOrganizeIds(ctx, caller, 'edit'),
  ]);
  const byId = new Map(live.map((s) => [s.id, s]));
  for (const id of wanted) {
    const session = byId.get(id);
    if (!session) throw notFound('onlineUser.sessionNotFound');
    if (id === caller.sessionId) throw badRequest('onlineUser.cannotKickSelf');
    if (caller.isAdministrator) continue;
    if (session.isAdministrator) throw forbidden('onlineUser.cannotKickAdministrator');
    if (editable !== 'all' && !(session.organizeId && editable.includes(session.organizeId)))
      throw forbidden('onlineUser.outOfScope');
  }
  await ctx.db.transaction(async (tx) => {
    for (const id of wanted) await revokeSession(tx, id, 'kicked', now);
  });
  forgetCachedSessions();
  endSessionSockets(ctx, { sessionIds: wanted }, 'kicked');
  ctx.log.info({ event: 'forceOffline', by: caller.userId, sessions: wanted }, 'sessions forced offline');
  return wanted.length;
}
