import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';

/*
 * 常用语 (common words): short texts an approver picks instead of typing an opinion. System words
 * (commonWordsType 0) are kept by administrators on this menu, each for some applications
 * (systemIds); personal words (type 1) belong to the user who wrote them. The selector offers a
 * user the enabled system words and their own.
 */

/*
 * The original's dialog sends `id` (0 on create, the id on edit), `systemNames` (the names of the
 * chosen applications, which the server derives itself) and, on edit, the whole record it read
 * (`creatorTime` too): accepted and not stored.
 */
const originalEcho = {
  id: z.union([z.string().max(64), z.literal(0)]).optional(),
  systemNames: z.union([z.array(z.string().max(100)).max(100), z.string().max(2000)]).optional(),
  creatorTime: z.number().optional(),
};

/* No schema defaults: the form grants judge the fields a caller sent (ADR 0009). */
export const createCommonWordsBodySchema = z.object({
  commonWordsText: z.string().trim().min(1).max(500),
  /** The applications the words are offered in; none = every application. */
  systemIds: record.idList(100).optional(),
  commonWordsType: record.flag.optional(),
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  ...originalEcho,
});
export type CreateCommonWordsBody = z.infer<typeof createCommonWordsBodySchema>;

/** PUT /CommonWords/{id}: every field optional; a field left out keeps its value. */
export const updateCommonWordsBodySchema = createCommonWordsBodySchema.partial();
export type UpdateCommonWordsBody = z.infer<typeof updateCommonWordsBodySchema>;

export const commonWordsCreatedSchema = record.createdId;

const commonWordsFields = z.object({
  id: z.string(),
  commonWordsText: z.string(),
  commonWordsType: z.number().int(),
  systemIds: z.array(z.string()),
  /** The applications' names, comma-joined (what the original's list shows). */
  systemNames: z.string(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  /** Epoch ms. */
  creatorTime: z.number(),
});
/** A list row and GET /CommonWords/{id}. */
export const commonWordsInfoSchema = record.grantedInfo(commonWordsFields);
export type CommonWordsInfo = z.infer<typeof commonWordsInfoSchema>;

/** GET /CommonWords: the system words, paged; keyword matches the text or an application's name. */
export const commonWordsListQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  enabledMark: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().pipe(record.flag).optional(),
  ),
});
export type CommonWordsListQuery = z.infer<typeof commonWordsListQuerySchema>;
export const commonWordsListSchema = pagedSchema(commonWordsInfoSchema);

/** GET /CommonWords/Selector: what the caller may pick, system words first. */
export const commonWordsOptionSchema = z.object({
  id: z.string(),
  commonWordsText: z.string(),
  commonWordsType: z.number().int(),
});
export const commonWordsOptionListSchema = record.listOf(commonWordsOptionSchema);
export const commonWordsStateSchema = record.enabledState;
