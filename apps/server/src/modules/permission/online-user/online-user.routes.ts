import {
  forceOfflineBatchBodySchema,
  forceOfflineParamsSchema,
  forceOfflineResultSchema,
  onlineUserListSchema,
  onlineUserQuerySchema,
} from '@platform/contracts';
import { ButtonCode, MenuCode } from '../../../db/seed/menu-catalogue.ts';
import { defineRoute, ok, requiresPermission } from '../../../http/route.ts';
import { forceOffline, listOnlineUsers } from './online-user.service.ts';

const BASE = '/permission/OnlineUser';
const TAGS = ['permission'];
const kick = requiresPermission(MenuCode.permissionOnlineUser, ButtonCode.forceOffline);

/** /api/permission/OnlineUser (permission → online user). */
export const onlineUserRoutes = [
  defineRoute({
    method: 'GET',
    path: BASE,
    access: requiresPermission(MenuCode.permissionOnlineUser),
    summary: 'Live sessions: account, name, device, IP, login time, last seen; keyword on account or name',
    tags: TAGS,
    schema: { querystring: onlineUserQuerySchema, response: onlineUserListSchema },
    handler: ({ app, user, query }) => listOnlineUsers(app, user, query),
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/Actions/ForceOffline/:sessionId`,
    access: kick,
    summary: 'Force a session offline (its next call answers 601)',
    tags: TAGS,
    schema: { params: forceOfflineParamsSchema, response: forceOfflineResultSchema },
    handler: async ({ app, user, params }) =>
      ok({ count: await forceOffline(app, user, [params.sessionId]) }, 'onlineUser.forcedOffline'),
  }),
  defineRoute({
    method: 'DELETE',
    path: BASE,
    access: kick,
    summary: 'Force several sessions offline (all or nothing)',
    tags: TAGS,
    schema: { body: forceOfflineBatchBodySchema, response: forceOfflineResultSchema },
    handler: async ({ app, user, body }) =>
      ok({ count: await forceOffline(app, user, body.ids) }, 'onlineUser.forcedOffline'),
  }),
];
