import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/*
 * 系统日志 (/system/Log): login (1), operation (3), exception (4) and request (5) entries. The
 * original clients page one category at a time with a keyword and a time range (epoch ms), delete
 * selected entries by id and clear a whole category.
 */

export const LOG_CATEGORIES = ['1', '3', '4', '5'] as const;
export type LogCategory = (typeof LOG_CATEGORIES)[number];
export const LogCategoryCode = { login: '1', operation: '3', exception: '4', request: '5' } as const;

/** A category as a path or query value ('1' or 1). */
export const logCategorySchema = z.preprocess((value) => String(value), z.enum(LOG_CATEGORIES));

const epochMs = z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).optional());
const smallFlag = z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).max(1).optional());

/** The filters of a category's list, which the export applies too. */
const logFilterFields = {
  /** The category when the path does not carry it (GET /system/Log?category=5); login by default. */
  category: z.preprocess(record.blankToUndefined, logCategorySchema.optional()),
  keyword: record.keyword,
  /** Epoch ms, both ends included. */
  startTime: epochMs,
  endTime: epochMs,
  requestMethod: z.preprocess(
    record.blankToUndefined,
    z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']).optional(),
  ),
  loginType: smallFlag,
  loginMark: smallFlag,
};

export const logListQuerySchema = z.object({
  ...record.pageFields,
  ...logFilterFields,
  /** Always newest first; accepted because the original client sends it. */
  sort: z.enum(['asc', 'desc']).optional(),
  cursor: record.cursor,
});
export type LogListQuery = z.infer<typeof logListQuerySchema>;

/** GET /system/Log/ExportExcel: one category's entries as the list filters them, newest first. */
export const logExportQuerySchema = z.object(logFilterFields);
export type LogExportQuery = z.infer<typeof logExportQuerySchema>;
/** An export holds at most this many entries; more matches are refused (narrow the time range). */
export const LOG_EXPORT_MAX_ROWS = 10_000;

export const logItemSchema = z.object({
  id: z.string(),
  category: z.enum(LOG_CATEGORIES),
  /** Epoch ms. */
  creatorTime: z.number(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** The 3.4 client's spelling of ipAddress. */
  ipaddress: z.string().nullable(),
  ipAddressName: z.string().nullable(),
  browser: z.string().nullable(),
  platForm: z.string().nullable(),
  requestMethod: z.string().nullable(),
  requestUrl: z.string().nullable(),
  /** The 3.4 client's spelling of requestUrl. */
  requestURL: z.string().nullable(),
  requestDuration: z.number().int().nullable(),
  /** The HTTP status of a request or exception entry. */
  status: z.number().int().nullable(),
  loginType: z.number().int().nullable(),
  loginMark: z.number().int().nullable(),
  abstracts: z.string().nullable(),
  moduleName: z.string().nullable(),
  /** Operation entries: create, update, state or remove. */
  action: z.string().nullable(),
  recordId: z.string().nullable(),
  /** Exception entries: the error's name, message and stack. */
  json: z.string().nullable(),
});
export type LogItem = z.infer<typeof logItemSchema>;

export const logListSchema = pagedSchema(logItemSchema);
export type LogList = z.infer<typeof logListSchema>;

/** One entry with an operation's record before and after the change (JSON text, null when absent). */
export const logInfoSchema = logItemSchema.extend({
  beforeJson: z.string().nullable(),
  afterJson: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type LogInfo = z.infer<typeof logInfoSchema>;

/** GET /system/Log/{id}: an entry, or (the 3.4 client) a category's page when the id is a category. */
export const logGetResultSchema = z.union([logListSchema, logInfoSchema]);

export const logIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const logCategoryParamsSchema = z.object({ category: logCategorySchema });

/** DELETE /system/Log: the entries to delete, as an array or comma-joined. */
export const logRemoveBodySchema = z.object({
  ids: z.preprocess(record.splitCommaText, z.array(z.string().min(1).max(64)).min(1).max(1000)),
});
export type LogRemoveBody = z.infer<typeof logRemoveBodySchema>;

export const logRemoveResultSchema = z.object({ count: z.number().int() });
