import { ButtonCode, MenuCode, onlineUserEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { findLiveSessions } from './online-user.repository.ts';
import { forceOffline, listOnlineUsers } from './online-user.service.ts';

const kick = requiresPermission(MenuCode.permissionOnlineUser, ButtonCode.forceOffline);

/** The kicked sessions (whose, from which organization) while live, and none left live after. */
const kickAudit = (sessionIds: (input: { params: unknown; body: unknown }) => string[]): RouteAudit => ({
  module: 'sessions',
  action: 'forceOffline',
  recordId: (input) => sessionIds(input).join(','),
  load: (app, _id, input) => findLiveSessions(app.db, sessionIds(input), app.now()),
});

/** /api/permission/OnlineUser (permission → online user). */
export const onlineUserRoutes = [
  route(onlineUserEndpoints.list, {
    access: requiresPermission(MenuCode.permissionOnlineUser),
    handler: ({ app, user, query }) => listOnlineUsers(app, user, query),
  }),
  route(onlineUserEndpoints.forceOffline, {
    audit: kickAudit(({ params }) => [(params as { sessionId: string }).sessionId]),
    access: kick,
    handler: async ({ app, user, params }) =>
      ok({ count: await forceOffline(app, user, [params.sessionId]) }, 'onlineUser.forcedOffline'),
  }),
  route(onlineUserEndpoints.forceOfflineMany, {
    audit: kickAudit(({ body }) => (body as { ids: string[] }).ids),
    access: kick,
    handler: async ({ app, user, body }) =>
      ok({ count: await forceOffline(app, user, body.ids) }, 'onlineUser.forcedOffline'),
  }),
];
