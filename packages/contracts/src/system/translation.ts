import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import { LANGUAGES } from '../language.ts';
import * as record from '../record-schemas.ts';

/*
 * 翻译管理: the names kept in data (systems, menus, dictionary categories and entries, the system
 * texts of sys-config) in zh-CN, zh-TW and en-US. The zh-CN text is the record's own column (edited on
 * the record's screen); this screen keeps the zh-TW and en-US texts. A language without a text shows
 * the zh-CN one.
 */

/** What a translation belongs to; each entity has one translatable field. */
export const TRANSLATION_ENTITIES = [
  'system',
  'module',
  'dictionaryType',
  'dictionaryData',
  'sysConfig',
] as const;
export type TranslationEntityName = (typeof TRANSLATION_ENTITIES)[number];
export const translationEntitySchema = z.enum(TRANSLATION_ENTITIES);

/** The languages this screen edits (zh-CN is the record's own text). */
export const TRANSLATED_LANGUAGES = ['zh-TW', 'en-US'] as const;

const text = z.string().trim().max(200);

/** A text per language; an empty text removes the translation (the zh-CN name shows again). */
export const translationValuesSchema = z
  .object({ 'zh-TW': text.optional(), 'en-US': text.optional() })
  .strict();

/** GET /Translation: keyword on any of the three texts or the record's code; `missing` 1 keeps entries lacking a language. */
export const translationListQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  entity: z.preprocess(record.blankToUndefined, translationEntitySchema.optional()),
  missing: z.preprocess(record.blankToUndefined, z.coerce.number().pipe(record.flag).optional()),
});
export type TranslationListQuery = z.infer<typeof translationListQuerySchema>;

export const translationEntrySchema = z.object({
  /** `entity:entityId`, the row's key. */
  id: z.string(),
  entity: translationEntitySchema,
  entityId: z.string(),
  field: z.string(),
  /** The record's code (menu or dictionary code, sys-config key), to tell equal names apart. */
  enCode: z.string(),
  'zh-CN': z.string(),
  'zh-TW': z.string().nullable(),
  'en-US': z.string().nullable(),
});
export type TranslationEntry = z.infer<typeof translationEntrySchema>;
export const translationListSchema = pagedSchema(translationEntrySchema);

export const translationKeyParamsSchema = z.object({
  entity: translationEntitySchema,
  entityId: z.string().min(1).max(64),
});

/** PUT /Translation/{entity}/{entityId}: the languages sent change, the others keep their text. */
export const updateTranslationBodySchema = translationValuesSchema;
export type UpdateTranslationBody = z.infer<typeof updateTranslationBodySchema>;

/**
 * The export file (`.json`) and what an import takes: `version` 1, `entries` with the record's key,
 * its zh-CN text (for the translator; an import never changes it) and a text per language. Unknown
 * fields, entities or languages refuse the whole file.
 */
export const TRANSLATION_FILE_VERSION = 1;
export const translationFileEntrySchema = z
  .object({
    entity: translationEntitySchema,
    entityId: z.string().min(1).max(64),
    field: z.string().max(50).optional(),
    enCode: z.string().max(200).optional(),
    values: z.record(z.string().max(20), z.string().max(200)),
  })
  .strict();
export const translationFileSchema = z
  .object({
    version: z.literal(TRANSLATION_FILE_VERSION),
    entries: z.array(translationFileEntrySchema).max(20000),
  })
  .strict();
export type TranslationFile = z.infer<typeof translationFileSchema>;
export const TRANSLATION_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const translationImportResultSchema = z.object({ entries: z.number().int() });

/** Every language a file may name: the three of the product. */
export const TRANSLATION_FILE_LANGUAGES: readonly string[] = LANGUAGES;
