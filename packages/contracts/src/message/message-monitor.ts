import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/*
 * 消息中心 › 消息监控 (/api/message/MessageMonitor): one row per message the platform sent (a notice
 * released, a send configuration's test send), successful or not. The original answers the type and
 * source as their dictionary names; the codes and the outcome are ours, declared beside them.
 */

/** The original's msgSourceType names, answered in place of the codes. */
export const MESSAGE_SOURCE_NAMES: Record<string, string> = {
  '1': '公告',
  '2': '流程',
  '3': '系统',
  '4': '日程',
};

const epochMs = z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).optional());
const blankCode = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : record.blankToUndefined(value)),
  z.string().max(2).optional(),
);

/** GET /MessageMonitor: paged, newest first; keyword on the title; send date range as epoch ms. */
export const messageMonitorListQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  messageType: blankCode,
  messageSource: blankCode,
  /** Epoch ms: from this moment, to the end of the day of endTime (the original's rule). */
  startTime: epochMs,
  endTime: epochMs,
  /** Always newest first; accepted because the original client sends them. */
  sort: z.string().max(10).optional(),
  sidx: z.string().max(50).optional(),
  menuId: z.string().max(64).optional(),
});
export type MessageMonitorListQuery = z.infer<typeof messageMonitorListQuerySchema>;

/** '1' sent, '0' failed (then `errorMessage` says why). */
const outcome = {
  isSuccess: z.enum(['0', '1']),
  errorMessage: z.string().nullable(),
};

export const messageMonitorListItemSchema = z.object({
  id: z.string(),
  /** The type's name (站内信, 邮件, webhook…). */
  messageType: z.string(),
  /** The source's name (公告, 系统…). */
  messageSource: z.string().nullable(),
  /** Epoch ms. */
  sendTime: z.number(),
  title: z.string().nullable(),
  messageTypeCode: z.string(),
  messageSourceCode: z.string().nullable(),
  ...outcome,
});
export type MessageMonitorListItem = z.infer<typeof messageMonitorListItemSchema>;
export const messageMonitorListSchema = pagedSchema(messageMonitorListItemSchema);

export const messageMonitorInfoSchema = messageMonitorListItemSchema.extend({
  accountId: z.string().nullable(),
  accountName: z.string().nullable(),
  accountCode: z.string().nullable(),
  messageTemplateId: z.string().nullable(),
  /** The detail: the receivers' names ("realName/account", comma-joined); the plain get: their ids. */
  receiveUser: z.string().nullable(),
  content: z.string().nullable(),
});
export type MessageMonitorInfo = z.infer<typeof messageMonitorInfoSchema>;

/** DELETE /MessageMonitor/batchRemove: `{ids}` (an array or comma-joined). */
export const messageMonitorRemoveBodySchema = z.object({
  ids: z.preprocess(record.splitCommaText, z.array(z.string().min(1).max(64)).min(1).max(1000)),
});
export type MessageMonitorRemoveBody = z.infer<typeof messageMonitorRemoveBodySchema>;
export const messageMonitorRemoveResultSchema = z.object({ count: z.number().int() });
