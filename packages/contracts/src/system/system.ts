import { z } from 'zod';
import * as record from '../record-schemas.ts';
import { CODE_PATTERN } from '../validation-patterns.ts';

/*
 * Systems (应用) under /api/system/System, managed on the menu page (issue 3): each system owns a menu
 * tree; the main system cannot be deleted or disabled, and isMain is never taken from a request.
 */

/** Empty text from a form means "not set". */
export const optionalText = record.optionalText;

export const listKeywordQuerySchema = record.keywordQuery;
export type ListKeywordQuery = z.infer<typeof listKeywordQuerySchema>;

/** Icons are @ant-design/icons names or JNPF font classes ("icon-ym icon-ym-nav-home"). */
export const ICON_NAME_PATTERN = /^[A-Za-z0-9 _-]*$/;
export const iconSchema = z.preprocess(
  record.blankToNull,
  z.string().trim().max(100).regex(ICON_NAME_PATTERN).nullish(),
);

export const systemBodySchema = z.object({
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().max(50).regex(CODE_PATTERN, 'validation.code'),
  icon: iconSchema,
  description: record.optionalMultilineText(500),
  sortCode: record.sortCode.default(0),
  enabledMark: record.flag.default(1),
});
export type SystemBody = z.infer<typeof systemBodySchema>;

export const systemInfoSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  icon: z.string().nullable(),
  isMain: z.number().int(),
  description: z.string().nullable(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  /** Epoch ms. */
  creatorTime: z.number(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

export const systemListSchema = record.listOf(systemInfoSchema);
export type SystemList = z.infer<typeof systemListSchema>;

/** What a create returns: the new row's id (the web opens the resource drawer with it). */
export const createdIdSchema = record.createdId;
export type CreatedId = z.infer<typeof createdIdSchema>;
