import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  myWechatBindingsSchema,
  wechatBindQrCodeSchema,
  wechatEventBodySchema,
  wechatEventParamsSchema,
  wechatEventQuerySchema,
  wechatFollowerListQuerySchema,
  wechatFollowerListSchema,
  wechatFollowerParamsSchema,
  wechatHandshakeQuerySchema,
} from './wechat-binding.ts';

const OPEN = '/message/WechatOpen';

/** 微信公众号 followers: WeChat's event callback, the caller's own bindings, and an account's followers. */
export const wechatBindingEndpoints = {
  handshake: endpoint({
    method: 'GET',
    path: `${OPEN}/token/{enCode}`,
    summary: "WeChat's server URL check: answers the echo string when the signature is the account's",
    schemas: { params: wechatEventParamsSchema, query: wechatHandshakeQuerySchema },
    isRaw: true,
  }),
  event: endpoint({
    method: 'POST',
    path: `${OPEN}/token/{enCode}`,
    summary: 'WeChat event push (follow, scan, unfollow), signed with the account token; XML body',
    schemas: { params: wechatEventParamsSchema, query: wechatEventQuerySchema, body: wechatEventBodySchema },
    isRaw: true,
  }),
  bindQrCode: endpoint({
    method: 'POST',
    path: `${OPEN}/BindQrCode/{id}`,
    summary: 'A QR code binding the caller to an official account when scanned in WeChat',
    schemas: { params: idParamsSchema, response: wechatBindQrCodeSchema },
  }),
  myBindings: endpoint({
    method: 'GET',
    path: `${OPEN}/MyBindings`,
    summary: "The enabled official accounts and the caller's binding to each",
    schemas: { response: myWechatBindingsSchema },
  }),
  unbindMine: endpoint({
    method: 'DELETE',
    path: `${OPEN}/MyBindings/{id}`,
    summary: "Removes the caller's binding to an official account",
    schemas: { params: idParamsSchema },
  }),
  followers: endpoint({
    method: 'GET',
    path: '/message/AccountConfig/{id}/WechatUsers',
    summary: "An official account's bound followers, paged; keyword on name, account or openid",
    schemas: {
      params: idParamsSchema,
      query: wechatFollowerListQuerySchema,
      response: wechatFollowerListSchema,
    },
  }),
  removeFollower: endpoint({
    method: 'DELETE',
    path: '/message/AccountConfig/{id}/WechatUsers/{bindingId}',
    summary: "Removes one follower's binding to an official account",
    schemas: { params: wechatFollowerParamsSchema },
  }),
};
