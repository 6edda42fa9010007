import { z } from 'zod';
import { pagedSchema } from './envelope.ts';
import * as record from './record-schemas.ts';

/*
 * In-app messages of the bell and drawer. The caller only ever sees messages
 * addressed to them (message_receivers); the server adds that filter, never the client.
 */

/**
 * The drawer sends filters as '' (all), numbers (JSON bodies) or digit strings (query strings):
 * '' and absent both mean "no filter".
 */
const messageTypeFilter = z.preprocess(
  record.blankToUndefined,
  z.coerce.number().int().min(1).max(4).optional(),
);
const isReadFilter = z.preprocess(
  record.blankToUndefined,
  z.coerce
    .number()
    .int()
    .refine((v) => v === 0 || v === 1, 'must be 0 or 1')
    .optional(),
);

export const messageListQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  /** Message page size 20. */
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** By release time. */
  sort: z.enum(['asc', 'desc']).default('desc'),
  /** Ours: the previous page's nextCursor or prevCursor (keyset paging); see paginationSchema. */
  cursor: record.cursor,
  keyword: record.keyword,
  type: messageTypeFilter,
  isRead: isReadFilter,
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.number().int(),
  flowType: z.number().int().nullable(),
  isRead: z.enum(['0', '1']),
  /** Name of the sender; null for system-generated messages. */
  releaseUser: z.string().nullable(),
  /** Epoch ms. */
  releaseTime: z.number(),
  excerpt: z.string().nullable(),
});
export type MessageListItem = z.infer<typeof messageListItemSchema>;

export const messageListSchema = pagedSchema(messageListItemSchema);
export type MessageList = z.infer<typeof messageListSchema>;

/** Mark-all-read takes the drawer's current filters; an empty body marks every unread message read. */
export const messageReadAllBodySchema = z.object({
  keyword: record.keyword,
  type: messageTypeFilter,
  isRead: isReadFilter,
});
export type MessageReadAllBody = z.infer<typeof messageReadAllBodySchema>;
/** The strict object may be absent: older clients post no body at all (Fastify gives null). */
export const messageReadAllRequestSchema = messageReadAllBodySchema.strict().nullish();
export const messageReadAllResultSchema = z.object({ count: z.number().int() });

/**
 * DELETE /message/Record: the caller's messages to remove from their list, as the original's record
 * page sends them (`ids: "a,b"`, comma-joined) or as an array.
 */
export const messageRecordDeleteBodySchema = z.object({
  ids: z.preprocess(
    record.splitCommaText,
    z
      .array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid id'))
      .min(1)
      .max(1000),
  ),
});
export type MessageRecordDeleteBody = z.infer<typeof messageRecordDeleteBodySchema>;
export const messageRecordDeleteResultSchema = z.object({ count: z.number().int() });

export const messageIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid id'),
});

export const messageInfoSchema = messageListItemSchema.extend({
  /** Rich text (type 1/3) or a JSON string (flow and schedule payloads), as stored. */
  bodyText: z.string().nullable(),
  /** JSON list [{fileId,name,fileSize,url}] kept as a string on the wire. */
  files: z.string().nullable(),
});
export type MessageInfo = z.infer<typeof messageInfoSchema>;

/** Bell badge (JNPF sends these in the socket's initMessage); the web caps the badge at 99. */
export const messageUnreadCountSchema = z.object({
  unreadTotalCount: z.number().int(),
  unreadSystemMessageCount: z.number().int(),
  unreadMessageCount: z.number().int(),
  unreadNoticeCount: z.number().int(),
  unreadScheduleCount: z.number().int(),
});
export type MessageUnreadCount = z.infer<typeof messageUnreadCountSchema>;
