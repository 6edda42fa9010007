import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import { ipAllowlistSchema } from '../ip-allowlist.ts';
import * as record from '../record-schemas.ts';

/*
 * 接口认证 (interface authorization): an outside caller's app id and secret, the data interfaces it may
 * call, the user its calls run as, its validity and its IP allowlist. The secret is write-only: it is
 * answered once (GET /getAppSecret, or the create answer when the server made it) and never read back.
 */

/** An app id: letters, digits, dot, dash and underscore (no colon: the Authorization header splits on it). */
export const interfaceOauthAppIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,100}$/, 'letters, digits, dot, dash or underscore, 100 at most');

/**
 * A secret as GET /getAppSecret makes it: Base64 of at least 24 random bytes (callers Base64-decode it
 * to get the HMAC key). One chosen by the caller must be as long.
 */
export const interfaceOauthSecretSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9+/]{32,88}={0,2}$/, 'Base64 of at least 24 bytes');

/** Epoch ms, or null/'' for "never expires" (the original's date picker sends a timestamp). */
const usefulLife = z.preprocess(
  (value) =>
    value === '' ? null : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value,
  z.number().int().min(0).nullish(),
);

/*
 * The original's dialog sends back the record it read (creator, times, its interface list and users),
 * its signature switch (our calls are always signed) and the unused blacklist: accepted, not stored.
 */
const originalEcho = {
  id: z.union([z.string().max(64), z.literal(0)]).optional(),
  verifySignature: z.union([z.literal(0), z.literal(1)]).nullish(),
  blackList: z.string().max(2000).nullish(),
  dataInterfaceIds: z.string().max(20000).nullish(),
  list: z.array(z.unknown()).max(2000).nullish(),
  userList: z.array(z.unknown()).max(2000).nullish(),
  tenantId: z.string().max(64).nullish(),
  creatorUserId: z.string().max(64).nullish(),
  creatorUser: z.string().max(100).nullish(),
  creatorTime: z.number().nullish(),
  lastModifyUserId: z.string().max(64).nullish(),
  lastModifyUser: z.string().max(100).nullish(),
  lastModifyTime: z.number().nullish(),
  hasSecret: z.boolean().optional(),
  userName: z.string().max(200).nullish(),
};

export const createInterfaceOauthBodySchema = z.object({
  /** Left out: the server makes one. */
  appId: z.preprocess(record.blankToUndefined, interfaceOauthAppIdSchema.optional()),
  appName: z.string().trim().min(1).max(50),
  /** Left out on create: the server makes one (answered once); left out on edit: the stored one stays. */
  appSecret: z.preprocess(record.blankToUndefined, interfaceOauthSecretSchema.optional()),
  /** The user the calls run as (system variables, data scope). */
  userId: z.preprocess(record.blankToNull, z.string().max(64).nullish()),
  usefulLife,
  whiteList: z.preprocess(record.blankToNull, ipAllowlistSchema.nullish()),
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  description: record.optionalMultilineText(500),
  ...originalEcho,
});
export type CreateInterfaceOauthBody = z.infer<typeof createInterfaceOauthBodySchema>;

export const updateInterfaceOauthBodySchema = createInterfaceOauthBodySchema.partial();
export type UpdateInterfaceOauthBody = z.infer<typeof updateInterfaceOauthBodySchema>;

/** The create answer: the id, the app id and, when the server made it, the secret (shown this once). */
export const interfaceOauthCreatedSchema = z.object({
  id: z.string(),
  appId: z.string(),
  appSecret: z.string().optional(),
});
export type InterfaceOauthCreated = z.infer<typeof interfaceOauthCreatedSchema>;

/** A granted interface as the detail and GET /getInterfaceList/{id} list it. */
export const interfaceOauthInterfaceSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  dataType: z.number().int(),
  /** The path outside callers call it on. */
  url: z.string(),
});
export type InterfaceOauthInterface = z.infer<typeof interfaceOauthInterfaceSchema>;
export const interfaceOauthInterfaceListSchema = record.listOf(interfaceOauthInterfaceSchema);

const interfaceOauthFields = z.object({
  id: z.string(),
  appId: z.string(),
  appName: z.string(),
  /** Always 1: every outside call is signed. */
  verifySignature: z.number().int(),
  /** Epoch ms; null never expires. */
  usefulLife: z.number().nullable(),
  whiteList: z.string().nullable(),
  userId: z.string().nullable(),
  /** The bound user as "name/account". */
  userName: z.string().nullable(),
  /** Comma-separated ids of the granted interfaces (the original's field). */
  dataInterfaceIds: z.string(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  description: z.string().nullable(),
  creatorUser: z.string().nullable(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
  /** The granted interfaces (the detail only). */
  list: z.array(interfaceOauthInterfaceSchema),
});
/** A list row and GET /InterfaceOauth/{id}; never the secret. */
export const interfaceOauthInfoSchema = record.grantedInfo(interfaceOauthFields);
export type InterfaceOauthInfo = z.infer<typeof interfaceOauthInfoSchema>;

export const interfaceOauthListQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  enabledMark: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
  sort: z.string().max(10).optional(),
  sidx: z.string().max(50).optional(),
  categoryId: z.string().max(64).optional(),
});
export type InterfaceOauthListQuery = z.infer<typeof interfaceOauthListQuerySchema>;
export const interfaceOauthListSchema = pagedSchema(interfaceOauthInfoSchema);

/** GET /getAppSecret: a fresh secret (the dialog puts it into the form; it is stored when saved). */
export const interfaceOauthSecretAnswerSchema = z.string();

/** POST /saveInterfaceList: the interfaces an app may call, as the original sends them (comma-separated). */
export const saveInterfaceOauthListBodySchema = z.object({
  interfaceIdentId: z.string().min(1).max(64),
  dataInterfaceIds: z.preprocess(
    (value) => (Array.isArray(value) ? value : record.splitCommaText(value)),
    record.idList(2000),
  ),
});
export type SaveInterfaceOauthListBody = z.infer<typeof saveInterfaceOauthListBodySchema>;

/** GET /dataInterfaceLog/{id}: the app's calls, newest first; keyword on IP, device or interface; a time range. */
export const interfaceOauthLogQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  startTime: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).optional()),
  endTime: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).optional()),
  sort: z.string().max(10).optional(),
  sidx: z.string().max(50).optional(),
});
export type InterfaceOauthLogQuery = z.infer<typeof interfaceOauthLogQuerySchema>;

export const interfaceOauthLogSchema = z.object({
  id: z.string(),
  /** The interface called. */
  invokId: z.string(),
  fullName: z.string().nullable(),
  enCode: z.string().nullable(),
  invokTime: z.number(),
  /** The bound user as "name/account". */
  userId: z.string().nullable(),
  invokIp: z.string().nullable(),
  invokDevice: z.string().nullable(),
  invokType: z.string(),
  invokWasteTime: z.number().int(),
  oauthAppId: z.string(),
  /** Ours: 1 answered, 0 refused or failed, with the reason. */
  isOk: z.number().int(),
  errorText: z.string().nullable(),
});
export type InterfaceOauthLog = z.infer<typeof interfaceOauthLogSchema>;
export const interfaceOauthLogListSchema = pagedSchema(interfaceOauthLogSchema);
