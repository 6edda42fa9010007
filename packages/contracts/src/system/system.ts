import { z } from 'zod';
import { CODE_PATTERN } from '../validation-patterns.ts';

/*
 * Systems (应用) under /api/system/System, managed on the menu page (issue 3): each system owns a menu
 * tree; the main system cannot be deleted or disabled, and isMain is never taken from a request.
 */

const flag = z.union([z.literal(0), z.literal(1)]);
/** Empty text from a form means "not set". */
export const optionalText = (max: number) =>
  z.preprocess((value) => (value === '' ? null : value), z.string().trim().max(max).nullish());

export const listKeywordQuerySchema = z.object({
  keyword: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(100).optional(),
  ),
});
export type ListKeywordQuery = z.infer<typeof listKeywordQuerySchema>;

/** Icons are @ant-design/icons names or JNPF font classes ("icon-ym icon-ym-nav-home"). */
export const ICON_NAME_PATTERN = /^[A-Za-z0-9 _-]*$/;
export const iconSchema = z.preprocess(
  (value) => (value === '' ? null : value),
  z.string().trim().max(100).regex(ICON_NAME_PATTERN).nullish(),
);

export const systemBodySchema = z.object({
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().max(50).regex(CODE_PATTERN, 'validation.code'),
  icon: iconSchema,
  description: optionalText(500),
  sortCode: z.number().int().min(0).max(999999).default(0),
  enabledMark: flag.default(1),
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

export const systemListSchema = z.object({ list: z.array(systemInfoSchema) });
export type SystemList = z.infer<typeof systemListSchema>;

/** What a create returns: the new row's id (the web opens the resource drawer with it). */
export const createdIdSchema = z.object({ id: z.string() });
export type CreatedId = z.infer<typeof createdIdSchema>;
