import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import { multiline } from '../text-input.ts';

/*
 * 系统公告 (notices). An administrator writes a notice (draft, enabledMark 0), edits it while it is a
 * draft, and releases it once (enabledMark 1): every target user then gets a type-3 message. A released
 * notice whose expiration time has passed is shown as expired (2); that state is computed, never stored.
 */

/** Draft, released, expired (the list's 状态). */
export const NOTICE_STATES = [0, 1, 2] as const;

/**
 * Whom a notice goes to: comma-joined picker selections (`<id>--<type>`, type user, organize, company,
 * department, role, position or group; a bare id is a user). Empty = every enabled user.
 */
const selectionId = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{1,64}?(--(user|organize|company|department|role|position|group))?$/,
    'invalid selection',
  );
const toUserIds = z.preprocess(
  (value) => (value === null ? [] : record.splitCommaText(value)),
  z.array(selectionId).max(1000),
);

/** One attachment as the upload routes answer it (the Message model's `files` list). */
export const noticeFileSchema = z
  .object({
    fileId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid file id'),
    name: z.string().min(1).max(255),
    fileSize: z.number().int().min(0).optional(),
    url: z.string().max(1000).optional(),
  })
  .strict();
export type NoticeFile = z.infer<typeof noticeFileSchema>;

/** `files`: the original sends the list as a JSON string; ours may send the array. '' = none. */
const files = z.preprocess((value) => {
  if (value === '' || value === null) return [];
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}, z.array(noticeFileSchema).max(50));

/** Epoch ms; '' or null clears it. */
const optionalTime = z.preprocess(record.blankToNull, z.number().int().min(0).nullish());

/*
 * The original's form posts the record it read back (creator, release and state fields, the send
 * configuration's name) and its reminder settings, whose message centre is not built: accepted, not stored.
 */
const originalEcho = {
  id: z.union([z.string().max(64), z.literal(0)]).optional(),
  creatorUser: z.string().max(200).nullish(),
  creatorTime: z.number().nullish(),
  lastModifyTime: z.number().nullish(),
  releaseUser: z.string().max(200).nullish(),
  releaseTime: z.number().nullish(),
  enabledMark: z.number().int().nullish(),
  remindCategory: z.number().int().min(1).max(3).nullish(),
  sendConfigId: z.string().max(64).nullish(),
  sendConfigName: z.string().max(200).nullish(),
};

/* No schema defaults: the form grants judge the fields a caller sent. */
export const createNoticeBodySchema = z.object({
  title: z.string().trim().min(1).max(200),
  /** Rich text; the server keeps only the allowlisted markup. */
  bodyText: multiline(z.preprocess(record.blankToNull, z.string().max(500_000).nullish())),
  excerpt: record.optionalText(500),
  files: files.optional(),
  toUserIds: toUserIds.optional(),
  /** The NoticeType dictionary's enCode ('1' 公告, '2' 通知). */
  category: record.optionalText(50),
  expirationTime: optionalTime,
  coverImage: record.optionalText(1000),
  ...originalEcho,
});
export type CreateNoticeBody = z.infer<typeof createNoticeBodySchema>;

/** PUT /Notice/{id}: every field optional; a field left out keeps its value. Drafts only. */
export const updateNoticeBodySchema = createNoticeBodySchema.partial();
export type UpdateNoticeBody = z.infer<typeof updateNoticeBodySchema>;

export const noticeCreatedSchema = record.createdId;

const noticeFields = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  category: z.string().nullable(),
  /** Epoch ms. */
  expirationTime: z.number().nullable(),
  coverImage: z.string().nullable(),
  /** `realName/account` of the author. */
  creatorUser: z.string(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
  /** `realName/account` of whoever released it; null for a draft. */
  releaseUser: z.string().nullable(),
  releaseTime: z.number().nullable(),
  /** 0 draft, 1 released, 2 released and expired. */
  enabledMark: z.number().int(),
});
/** A list row. */
export const noticeListItemSchema = record.grantedInfo(noticeFields);
export type NoticeListItem = z.infer<typeof noticeListItemSchema>;

/** GET /Notice/{id}: the row with its body, attachments (a JSON string) and targets (comma-joined). */
export const noticeInfoSchema = record.grantedInfo(
  noticeFields.extend({
    bodyText: z.string().nullable(),
    files: z.string().nullable(),
    toUserIds: z.string(),
  }),
);
export type NoticeInfo = z.infer<typeof noticeInfoSchema>;

/** A list filter the original sends as an array; a single value or '' is accepted too. */
const listFilter = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : Array.isArray(value) ? value : [value]),
    z.array(item).max(20).optional(),
  );

/** POST /Notice/List: a page, newest first; keyword on the title, states and categories as lists. */
export const noticeListBodySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  keyword: record.keyword,
  enabledMark: listFilter(z.coerce.number().int().min(0).max(2)),
  /** Categories (the NoticeType enCodes). */
  type: listFilter(z.string().max(50)),
});
export type NoticeListBody = z.infer<typeof noticeListBodySchema>;
/** Fastify gives null for a POST without a body: the first page then. */
export const noticeListRequestSchema = noticeListBodySchema.strict().nullish();
export const noticeListSchema = pagedSchema(noticeListItemSchema);
export type NoticeList = z.infer<typeof noticeListSchema>;

/** What the release answers: how many users received it. */
export const noticeReleasedSchema = z.object({ count: z.number().int() });
