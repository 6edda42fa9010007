import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import { multiline } from '../text-input.ts';

/*
 * 微信公众号 followers: which platform user follows which official account (账号配置 type 7), learned
 * from the account's follow/unfollow events. WeChat calls the event URL of an account, named by its
 * code, as `/message/WechatOpen/token/{enCode}` (the original's path), signed with the account's
 * server-configuration token.
 */

const short = z.string().max(128);

export const wechatEventParamsSchema = z.object({ enCode: z.string().min(1).max(50) });

/** WeChat's URL check (GET): signature over the sorted token, timestamp and nonce, and the echo string. */
export const wechatHandshakeQuerySchema = z.object({
  signature: short.optional(),
  timestamp: short.optional(),
  nonce: short.optional(),
  echostr: z.string().max(256).optional(),
});

/** An event push (POST): the same signature in the query; `openid` and the safe-mode fields as WeChat adds them. */
export const wechatEventQuerySchema = z.object({
  signature: short.optional(),
  timestamp: short.optional(),
  nonce: short.optional(),
  openid: short.optional(),
  encrypt_type: short.optional(),
  msg_signature: short.optional(),
});

/** The event body: WeChat's XML, read as text. */
export const wechatEventBodySchema = multiline(z.string().max(65_536));

/** POST /WechatOpen/BindQrCode/{id}: a QR code the caller scans with WeChat to bind themselves. */
export const wechatBindQrCodeSchema = z.object({
  /** WeChat's ticket; the picture is at `url`. */
  ticket: z.string(),
  url: z.string(),
  expireSeconds: z.number().int(),
});
export type WechatBindQrCode = z.infer<typeof wechatBindQrCodeSchema>;

/** GET /WechatOpen/MyBindings: every enabled official account, and the caller's binding to it. */
export const myWechatBindingSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  isBound: z.boolean(),
  /** 1 follows, 0 unfollowed since binding; null when not bound. */
  isFollowing: z.number().int().nullable(),
  bindTime: z.number().nullable(),
});
export const myWechatBindingsSchema = z.object({ list: z.array(myWechatBindingSchema) });
export type MyWechatBindings = z.infer<typeof myWechatBindingsSchema>;

/** GET /AccountConfig/{id}/WechatUsers: the followers bound to one official account. */
export const wechatFollowerListQuerySchema = record.pagedKeywordQuery;
export type WechatFollowerListQuery = z.infer<typeof wechatFollowerListQuerySchema>;

export const wechatFollowerSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** `realName/account`. */
  userName: z.string(),
  openId: z.string(),
  isFollowing: z.number().int(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
export type WechatFollower = z.infer<typeof wechatFollowerSchema>;
export const wechatFollowerListSchema = pagedSchema(wechatFollowerSchema);

export const wechatFollowerParamsSchema = z.object({
  id: z.string().min(1).max(64),
  bindingId: z.string().min(1).max(64),
});
