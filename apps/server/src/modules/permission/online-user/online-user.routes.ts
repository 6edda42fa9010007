import { ButtonCode, MenuCode, onlineUserEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import { forceOffline, listOnlineUsers } from './online-user.service.ts';

const kick = requiresPermission(MenuCode.permissionOnlineUser, ButtonCode.forceOffline);

/** /api/permission/OnlineUser (permission → online user). */
export const onlineUserRoutes = [
  route(onlineUserEndpoints.list, {
    access: requiresPermission(MenuCode.permissionOnlineUser),
    handler: ({ app, user, query }) => listOnlineUsers(app, user, query),
  }),
  route(onlineUserEndpoints.forceOffline, {
    access: kick,
    handler: async ({ app, user, params }) =>
      ok({ count: await forceOffline(app, user, [params.sessionId]) }, 'onlineUser.forcedOffline'),
  }),
  route(onlineUserEndpoints.forceOfflineMany, {
    access: kick,
    handler: async ({ app, user, body }) =>
      ok({ count: await forceOffline(app, user, body.ids) }, 'onlineUser.forcedOffline'),
  }),
];
