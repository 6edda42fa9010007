import { z } from 'zod';
import * as record from '../record-schemas.ts';

/*
 * The `.bdd` file of a dictionary category (the original's export format): JSON with `list`, the
 * category and all its sub-categories (a top category keeps parent '-1'), and `modelList`, all their
 * entries. Extra fields of the original (audit columns, simpleSpelling, isDefault…) are accepted.
 */

const text = (max: number) => z.string().max(max);
const nullableText = (max: number) => z.string().max(max).nullish();

export const bddTypeSchema = z.looseObject({
  id: text(64).min(1),
  parentId: text(64).min(1),
  fullName: text(50).min(1),
  enCode: text(50).min(1),
  isTree: z.coerce.number().int().min(0).max(1).nullish(),
  category: z.union([z.string().max(10), z.number().int()]).nullish(),
  sortCode: z.number().int().min(0).max(999999).nullish(),
  description: nullableText(500),
  enabledMark: z.number().int().min(0).max(1).nullish(),
});
export type BddType = z.infer<typeof bddTypeSchema>;

export const bddDataSchema = z.looseObject({
  id: text(64).min(1),
  parentId: text(64).min(1),
  dictionaryTypeId: text(64).min(1),
  fullName: text(50).min(1),
  enCode: text(50).min(1),
  sortCode: z.number().int().min(0).max(999999).nullish(),
  description: nullableText(500),
  enabledMark: z.number().int().min(0).max(1).nullish(),
  simpleSpelling: nullableText(100),
  isDefault: z.number().int().nullish(),
});
export type BddData = z.infer<typeof bddDataSchema>;

/** At most this many categories and entries in one file. */
export const BDD_MAX_TYPES = 500;
export const BDD_MAX_DATA = 20_000;
/** The largest `.bdd` file accepted, in bytes. */
export const BDD_MAX_BYTES = 5 * 1024 * 1024;

export const bddFileSchema = z.looseObject({
  list: z.array(bddTypeSchema).min(1).max(BDD_MAX_TYPES),
  modelList: z.array(bddDataSchema).max(BDD_MAX_DATA),
});
export type BddFile = z.infer<typeof bddFileSchema>;

/**
 * POST /DictionaryData/Actions/Import, multipart: the `.bdd` file and `type`: 0 (default) refuses
 * a category or entry whose id, name or code is already taken; 1 imports it as a copy (name
 * `X.副本nnnnn`, code `Xnnnnn`, new id).
 */
export const dictionaryImportFieldsSchema = z.object({
  type: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
});
export const dictionaryImportResultSchema = z.object({
  /** Categories and entries written. */
  types: z.number().int(),
  data: z.number().int(),
});
