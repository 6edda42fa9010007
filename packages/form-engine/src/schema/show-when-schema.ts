import { z } from 'zod';

/*
 * A declarative visibility rule (`__config__.showWhen`): the widget shows only while its conditions on
 * other main-form fields hold. The original did this in designer scripts, which are never run here.
 * Strict objects: a misspelt key is refused rather than silently ignored.
 */

const scalar = z.union([z.string(), z.number(), z.boolean()]);
const fieldName = z.string().min(1);

export const showWhenConditionSchema = z.discriminatedUnion('operator', [
  /** Equal (or not): a list value equals when it holds the same items, in any order. */
  z.strictObject({
    field: fieldName,
    operator: z.enum(['eq', 'ne']),
    value: z.union([scalar, z.array(scalar)]),
  }),
  /** The value (or, for a list, any of its items) is one of these (or none of them). */
  z.strictObject({ field: fieldName, operator: z.enum(['in', 'notIn']), value: z.array(scalar).min(1) }),
  /** Numeric comparison; a value that is no number makes the condition false. */
  z.strictObject({ field: fieldName, operator: z.enum(['gt', 'lt']), value: z.number() }),
  /** Empty as the required rule sees it: null, '', blank text, an empty list. */
  z.strictObject({ field: fieldName, operator: z.enum(['empty', 'notEmpty']) }),
]);
export type ShowWhenCondition = z.infer<typeof showWhenConditionSchema>;

/** `match` all (default) or any of the conditions. */
export const showWhenSchema = z.strictObject({
  match: z.enum(['all', 'any']).optional(),
  conditions: z.array(showWhenConditionSchema).min(1),
});
export type ShowWhen = z.infer<typeof showWhenSchema>;
