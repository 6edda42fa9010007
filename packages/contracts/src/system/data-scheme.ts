import { z } from 'zod';

/*
 * Data-permission schemes (数据权限方案, issue 3): conditionJson is a JSON string on the wire holding
 * [{field, op, value}]. This schema is the only shape the server stores and compiles; anything else
 * is refused. A value starting with '@' must be one of the variables, resolved per user on the server.
 */

export const DATA_SCHEME_OPS = ['==', '!=', 'in', 'like', '>', '<'] as const;
export type DataSchemeOp = (typeof DATA_SCHEME_OPS)[number];

export const DATA_SCHEME_VARIABLES = ['@userId', '@organizeId', '@organizeAndSub', '@positionId'] as const;
export type DataSchemeVariable = (typeof DATA_SCHEME_VARIABLES)[number];
export const isDataSchemeVariable = (value: unknown): value is DataSchemeVariable =>
  typeof value === 'string' && (DATA_SCHEME_VARIABLES as readonly string[]).includes(value);

export const MATCH_LOGICS = ['and', 'or'] as const;
export type MatchLogic = (typeof MATCH_LOGICS)[number];

/** Field names are list keys ('creatorUserId', 'organize_id'): never SQL, mapped through an allowlist. */
export const DATA_SCHEME_FIELD_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

const literal = z.union([z.string().max(200), z.number().finite()]);

export const dataSchemeConditionSchema = z
  .object({
    field: z.string().regex(DATA_SCHEME_FIELD_PATTERN),
    op: z.enum(DATA_SCHEME_OPS),
    value: z.union([literal, z.array(literal).min(1).max(100)]),
  })
  .strict()
  .superRefine((condition, issue) => {
    const { op, value } = condition;
    const values = Array.isArray(value) ? value : [value];
    const variables = values.filter((v) => typeof v === 'string' && v.startsWith('@'));
    if (variables.some((v) => !isDataSchemeVariable(v))) {
      issue.addIssue({ code: 'custom', path: ['value'], message: 'unknown variable' });
    }
    if (Array.isArray(value) && variables.length > 0) {
      issue.addIssue({ code: 'custom', path: ['value'], message: 'a variable must be the whole value' });
    }
    if (Array.isArray(value) && op !== 'in') {
      issue.addIssue({ code: 'custom', path: ['value'], message: `a list needs op 'in'` });
    }
    if ((op === 'like' || op === '>' || op === '<') && variables.length > 0) {
      issue.addIssue({ code: 'custom', path: ['value'], message: `op '${op}' takes a literal value` });
    }
    if (op === 'like' && typeof value !== 'string') {
      issue.addIssue({ code: 'custom', path: ['value'], message: `op 'like' takes text` });
    }
  });
export type DataSchemeCondition = z.infer<typeof dataSchemeConditionSchema>;

export const dataSchemeConditionsSchema = z.array(dataSchemeConditionSchema).max(50);

export type ParsedConditions =
  | { ok: true; conditions: DataSchemeCondition[] }
  | { ok: false; detail: string };

/** Parses conditionJson text; detail names the first offending position ('[1].value: unknown variable'). */
export function parseDataSchemeConditions(text: string): ParsedConditions {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, detail: 'not JSON' };
  }
  const result = dataSchemeConditionsSchema.safeParse(value);
  if (result.success) return { ok: true, conditions: result.data };
  const first = result.error.issues[0];
  const where = (first?.path ?? []).map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
  return { ok: false, detail: `${where.replace(/^\./, '')}: ${first?.message ?? 'invalid'}` };
}
