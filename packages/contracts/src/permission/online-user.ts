import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/* Online users (permission → online user, issue 3): live sessions and the administrator's kick-out (601). */

/** keyword: part of the account or the name ('' = all). */
export const onlineUserQuerySchema = record.pagedKeywordQuery;
export type OnlineUserQuery = z.infer<typeof onlineUserQuerySchema>;

export const onlineUserSchema = z.object({
  /** The session id: what ForceOffline takes. */
  id: z.string(),
  userId: z.string(),
  account: z.string(),
  realName: z.string(),
  organizeName: z.string().nullable(),
  /** "browser · system" label of the user agent. */
  device: z.string(),
  ip: z.string().nullable(),
  loginType: z.string(),
  /** Epoch ms. */
  loginTime: z.number(),
  lastSeen: z.number(),
  /** The caller's own session (cannot be forced offline; sign out instead). */
  isCurrent: z.boolean(),
});
export type OnlineUser = z.infer<typeof onlineUserSchema>;

export const onlineUserListSchema = pagedSchema(onlineUserSchema);
export type OnlineUserList = z.infer<typeof onlineUserListSchema>;

export const forceOfflineParamsSchema = z.object({ sessionId: z.string().min(1).max(64) });

export const forceOfflineBatchBodySchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1).max(500),
});
export type ForceOfflineBatchBody = z.infer<typeof forceOfflineBatchBodySchema>;

/** How many sessions were ended. */
export const forceOfflineResultSchema = z.object({ count: z.number().int() });
