import { z } from 'zod';
import { pagedSchema } from '../envelope.ts';
import * as record from '../record-schemas.ts';
import { CODE_PATTERN, DIGITS_CODE_PATTERN } from '../validation-patterns.ts';
import { BILL_DATE_FORMATS } from './bill-number.ts';

/*
 * 单据规则 (document-number rules): a business code (enCode) names a rule; forms and flows ask
 * GET /BillRule/BillNumber/{enCode} for the next number. `category` is the business category, an
 * entry of the 业务分类 dictionary (businessType) as the client picked it (the entry id, as the
 * original's dialog sends it). `outputNumber` is the last number issued (null: none yet).
 */

/**
 * The original's dialog sends `id` ('' or 0 on create) and, on edit, the record it read: accepted
 * and not stored. `example` is recomputed by the server.
 */
const originalEcho = {
  id: z.union([z.string().max(64), z.literal(0)]).optional(),
  example: z.string().max(200).nullish(),
  thisNumber: z.number().int().nullish(),
  outputNumber: z.string().max(200).nullish(),
  creatorTime: z.number().nullish(),
  creatorUser: z.string().max(200).nullish(),
  lastModifyTime: z.number().nullish(),
  categoryName: z.string().max(100).nullish(),
};

/** Serial digits: one character, 1–9 (the dialog binds a number; a text digit is accepted). */
const digit = z.preprocess(
  (value) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value),
  z.number().int().min(1, 'validation.positiveInteger').max(9),
);

/** The serial start: digits, not all zeros, at most `digit` long (checked against the rule's digit). */
const startNumber = z
  .string()
  .trim()
  .min(1)
  .max(9)
  .regex(DIGITS_CODE_PATTERN, 'validation.digitsOnly')
  .regex(/[1-9]/, 'validation.billStartZero');

/* No schema defaults: the form grants judge the fields a caller sent (ADR 0009). */
export const createBillRuleBodySchema = z.object({
  fullName: z.string().trim().min(1).max(50),
  enCode: z.string().trim().min(1).max(50).regex(CODE_PATTERN, 'validation.code'),
  category: z.string().trim().min(1).max(64),
  prefix: z.string().trim().min(1).max(50),
  dateFormat: z.enum(BILL_DATE_FORMATS),
  digit,
  startNumber,
  sortCode: record.sortCode.optional(),
  enabledMark: record.flag.optional(),
  description: record.optionalMultilineText(500),
  ...originalEcho,
});
export type CreateBillRuleBody = z.infer<typeof createBillRuleBodySchema>;

/** PUT /BillRule/{id}: every field optional; a field left out keeps its value. */
export const updateBillRuleBodySchema = createBillRuleBodySchema.partial();
export type UpdateBillRuleBody = z.infer<typeof updateBillRuleBodySchema>;

export const billRuleCreatedSchema = record.createdId;

const billRuleFields = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  category: z.string(),
  prefix: z.string(),
  dateFormat: z.string(),
  digit: z.number().int(),
  startNumber: z.string(),
  /** The first number the rule issues today (what the dialog showed when it was saved). */
  example: z.string(),
  /** Numbers issued since the date part last changed, minus one (null: none yet). */
  thisNumber: z.number().int().nullable(),
  /** The last number issued (null: none yet; then the rule may be deleted). */
  outputNumber: z.string().nullable(),
  sortCode: z.number().int(),
  enabledMark: z.number().int(),
  description: z.string().nullable(),
  /** Epoch ms. */
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
/** A list row and GET /BillRule/{id}. */
export const billRuleInfoSchema = record.grantedInfo(billRuleFields);
export type BillRuleInfo = z.infer<typeof billRuleInfoSchema>;

/**
 * GET /BillRule and /BillRule/Selector: paged, keyword on name or code, `categoryId` (a category
 * as stored; '' = all). The original's `sort` and `sidx` are accepted; the order is by sort code,
 * newest first.
 */
export const billRuleListQuerySchema = z.object({
  ...record.pageFields,
  keyword: record.keyword,
  categoryId: record.queryId,
  sort: z.string().max(10).optional(),
  sidx: z.string().max(50).optional(),
});
export type BillRuleListQuery = z.infer<typeof billRuleListQuerySchema>;
export const billRuleListSchema = pagedSchema(billRuleInfoSchema);

/** A row of the template picker (enabled rules only). */
export const billRuleOptionSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  category: z.string(),
  startNumber: z.string(),
  digit: z.number().int(),
  example: z.string(),
});
export type BillRuleOption = z.infer<typeof billRuleOptionSchema>;
export const billRuleOptionListSchema = pagedSchema(billRuleOptionSchema);

export const billRuleStateSchema = record.enabledState;

export const billNumberParamsSchema = z.object({ code: z.string().min(1).max(50) });
/** GET /BillRule/BillNumber/{code}: the next number, unique and consecutive per rule. */
export const billNumberSchema = z.string();
