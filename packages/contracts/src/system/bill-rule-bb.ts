import { z } from 'zod';
import * as record from '../record-schemas.ts';

/*
 * The `.bb` file of a document-number rule (the original's export format): the rule as one JSON
 * object with the original's field names (id, fullName, enCode, category, prefix, dateFormat, digit,
 * startNumber, example, thisNumber, outputNumber, sortCode, enabledMark, description, creatorTime,
 * creatorUserId, …). Extra fields of the original are accepted and ignored. An imported rule starts
 * disabled with no number issued.
 */

const nullableText = (max: number) => z.string().max(max).nullish();

export const bbRuleSchema = z.looseObject({
  id: z.string().min(1).max(64),
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50),
  category: nullableText(64),
  prefix: nullableText(50),
  dateFormat: nullableText(20),
  digit: z.coerce.number().int().min(1).max(9),
  startNumber: z.string().regex(/^\d{1,9}$/),
  example: nullableText(200),
  sortCode: z.number().int().min(0).max(999999).nullish(),
  description: nullableText(500),
});
export type BbRule = z.infer<typeof bbRuleSchema>;

/** The largest `.bb` file accepted, in bytes. */
export const BB_MAX_BYTES = 64 * 1024;

/**
 * POST /BillRule/Actions/Import, multipart: the `.bb` file and `type`: 0 (default) refuses a rule
 * whose id, code or name is already taken; 1 imports it as a copy (name `X.副本nnnnn`, code
 * `Xnnnnn`, a new id when the id is taken).
 */
export const billRuleImportFieldsSchema = z.object({
  type: z.preprocess(record.blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
});
export const billRuleImportResultSchema = z.object({ id: z.string() });
