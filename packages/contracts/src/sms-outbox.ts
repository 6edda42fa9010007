import { z } from 'zod';
import { pagedSchema } from './envelope.ts';
import * as record from './record-schemas.ts';

/*
 * The SMS outbox (issue 2): what the default demo sender "sent" instead of delivering it, readable by
 * administrators. Login codes are in the content by nature of that sender; with a real SmsSender
 * installed nothing is written here.
 */

/** 20 a page by default; the web offers 20/50/100/500. */
export const smsOutboxQuerySchema = z.object({
  ...record.pageFields,
  /** Start of the mobile number ('' = all). */
  keyword: z.preprocess(record.blankToUndefined, z.string().trim().max(20).optional()),
});
export type SmsOutboxQuery = z.infer<typeof smsOutboxQuerySchema>;

export const smsOutboxItemSchema = z.object({
  id: z.string(),
  mobile: z.string(),
  content: z.string(),
  /** Epoch ms. */
  creatorTime: z.number(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;

export const smsOutboxListSchema = pagedSchema(smsOutboxItemSchema);
export type SmsOutboxList = z.infer<typeof smsOutboxListSchema>;
