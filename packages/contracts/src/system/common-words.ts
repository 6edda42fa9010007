import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';

/*
 * 常用语 (common words): short texts an approver picks instead of typing an opinion. System words
 * (commonWordsType 0) are kept by administrators on this menu, each for some applications
 * (systemIds); personal words (type 1) belong to the user who wrote them. The selector offers a
 * user the enabled system words and their own.
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const keyword = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.string().trim().max(100).optional(),
);

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
  systemIds: z.array(z.string().min(1).max(64)).max(100).optional(),
  commonWordsType: flag.optional(),
  sortCode: z.number().int().min(0).max(999999).optional(),
  enabledMark: flag.optional(),
  ...originalEcho,
});
export type CreateCommonWordsBody = z.infer<typeof createCommonWordsBodySchema>;

/** PUT /CommonWords/{id}: every field optional; a field left out keeps its value. */
export const updateCommonWordsBodySchema = createCommonWordsBodySchema.partial();
export type UpdateCommonWordsBody = z.infer<typeof updateCommonWordsBodySchema>;

export const commonWordsCreatedSchema = z.object({ id: z.string() });

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
/** A list row and GET /CommonWords/{id}: every field but the id may be left out by the column grants. */
export const commonWordsInfoSchema = commonWordsFields.partial().extend({ id: z.string() });
export type CommonWordsInfo = z.infer<typeof commonWordsInfoSchema>;

/** GET /CommonWords: the system words, paged; keyword matches the text or an application's name. */
export const commonWordsListQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  keyword,
  enabledMark: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().pipe(flag).optional(),
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
export const commonWordsOptionListSchema = z.object({ list: z.array(commonWordsOptionSchema) });
export const commonWordsStateSchema = z.object({ enabledMark: z.number().int() });
