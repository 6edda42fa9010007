import { z } from 'zod';

/*
 * The advanced query (高级查询) of an online list, as the original's SuperQuery dialog sends it in the
 * List body's `superQueryJson`: JSON text of `{matchLogic, conditionJson}`, where `conditionJson` is
 * itself JSON text of the condition rows. Each row carries the widget it was built from (`attr`), its
 * key (`jnpfKey`) and the dialog's own bookkeeping (`cellKey`, `formMultiple`): accepted, not trusted;
 * the server reads the field's type from the released form. Ours may send the object itself and the
 * rows as a list.
 */

/** The most condition rows one query may hold. */
export const SUPER_QUERY_CONDITIONS_MAX = 50;
/** The most values an `in`/`notIn` row may list. */
export const SUPER_QUERY_VALUES_MAX = 100;
/** The longest `superQueryJson` text: the original's rows carry their widget's whole design. */
export const SUPER_QUERY_TEXT_MAX = 500_000;

/**
 * The comparisons: the original client's eight, and the later server's empty/filled and list tests.
 * `in`/`notIn` take a list of values; `null`/`notNull` none.
 */
export const SUPER_QUERY_SYMBOLS = [
  '==',
  '<>',
  '>',
  '>=',
  '<',
  '<=',
  'like',
  'notLike',
  'null',
  'notNull',
  'in',
  'notIn',
] as const;
export type SuperQuerySymbol = (typeof SUPER_QUERY_SYMBOLS)[number];

export const superQueryConditionSchema = z.strictObject({
  field: z.string().min(1).max(100),
  symbol: z.enum(SUPER_QUERY_SYMBOLS),
  fieldValue: z.unknown().optional(),
  jnpfKey: z.string().max(100).optional(),
  cellKey: z.union([z.number(), z.string().max(100)]).optional(),
  attr: z.unknown().optional(),
  formMultiple: z.unknown().optional(),
});
export type SuperQueryCondition = z.infer<typeof superQueryConditionSchema>;

export const superQueryConditionListSchema = z.array(superQueryConditionSchema);

/** The query: all rows (AND) or any row (OR); `conditionJson` as the original's text or as a list. */
export const superQuerySchema = z.strictObject({
  matchLogic: z.enum(['AND', 'OR']),
  conditionJson: z.union([z.string().max(SUPER_QUERY_TEXT_MAX), superQueryConditionListSchema]),
});
export type SuperQuery = z.infer<typeof superQuerySchema>;
