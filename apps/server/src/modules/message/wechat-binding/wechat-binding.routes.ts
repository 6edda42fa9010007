import { MenuCode, wechatBindingEndpoints } from '@platform/contracts';
import { ok, publicAccess, requiresPermission, route, signedIn } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { findWechatBinding } from './wechat-binding.repository.ts';
import {
  answerWechatHandshake,
  createWechatBindQrCode,
  listMyWechatBindings,
  listWechatFollowers,
  receiveWechatEvent,
  removeWechatFollower,
  unbindMyWechat,
} from './wechat-binding.service.ts';

/*
 * WeChat's callback is public and proves itself by the account token's signature: a call that fails
 * it answers 403 and changes nothing. WeChat wants plain text back (the echo string, or `success`).
 * The caller's own bindings are open to every signed-in user; an account's followers need the
 * 账号配置 folder, then (in the service) the 公众号 menu and, to remove one, its edit button.
 */

const CALLBACK_RATE = { max: 120, timeWindow: '1 minute' };

/** An administrator's removal of a follower is logged with the binding before it. */
const followerAudit: RouteAudit<{ id: string; bindingId: string }> = {
  module: 'message_wechat_users',
  recordId: ({ params }) => params.bindingId,
  load: (ctx, id) => findWechatBinding(ctx.db, id),
};

export const wechatBindingRoutes = [
  route(wechatBindingEndpoints.handshake, {
    access: publicAccess,
    rateLimit: CALLBACK_RATE,
    handler: async ({ app, params, query, reply }) => {
      const echo = await answerWechatHandshake(app, params.enCode, query);
      reply.header('content-type', 'text/plain; charset=utf-8');
      return echo === undefined ? reply.code(403).send('invalid signature') : reply.send(echo);
    },
  }),
  route(wechatBindingEndpoints.event, {
    access: publicAccess,
    rateLimit: CALLBACK_RATE,
    handler: async ({ app, params, query, body, reply }) => {
      const isSigned = await receiveWechatEvent(app, params.enCode, query, body);
      reply.header('content-type', 'text/plain; charset=utf-8');
      return isSigned ? reply.send('success') : reply.code(403).send('invalid signature');
    },
  }),
  route(wechatBindingEndpoints.bindQrCode, {
    access: signedIn,
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: ({ app, user, params }) => createWechatBindQrCode(app, user, params.id),
  }),
  route(wechatBindingEndpoints.myBindings, {
    access: signedIn,
    handler: ({ app, user }) => listMyWechatBindings(app, user),
  }),
  route(wechatBindingEndpoints.unbindMine, {
    access: signedIn,
    handler: async ({ app, user, params }) => {
      await unbindMyWechat(app, user, params.id);
      return ok(null, 'wechatBinding.unbound');
    },
  }),
  route(wechatBindingEndpoints.followers, {
    access: requiresPermission(MenuCode.msgAccount),
    handler: ({ app, user, params, query }) => listWechatFollowers(app, user, params.id, query),
  }),
  route(wechatBindingEndpoints.removeFollower, {
    audit: followerAudit,
    access: requiresPermission(MenuCode.msgAccount),
    handler: async ({ app, user, params }) => {
      await removeWechatFollower(app, user, params.id, params.bindingId);
      return ok(null, 'wechatBinding.unbound');
    },
  }),
];
