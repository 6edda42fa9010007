import {
  SUPER_QUERY_CONDITIONS_MAX,
  SUPER_QUERY_VALUES_MAX,
  type SuperQuery,
  type SuperQueryCondition,
  superQueryConditionListSchema,
  superQuerySchema,
} from '@platform/contracts';
import type { FieldEntry, FormModel } from '@platform/form-engine';
import { type SQL, sql } from 'drizzle-orm';
import type { ZodError } from 'zod';
import { badRequest } from '../../../http/app-error.ts';
import {
  DAY_MS,
  type FieldAccess,
  fieldEquals,
  fieldNumber,
  fieldSqlOf,
  jsonAccess,
} from './online-dev-query.ts';

/*
 * The advanced query (高级查询) of an online list as conditions over the record's fields, read through
 * the record store's accessors (the record's JSON, or its table's columns). A row may name
 * any field of the released main form the caller may see (column grants, as the search form and the
 * order); how it compares follows the field's widget in the released form, never the row's own
 * `jnpfKey`: numbers, switches and dates by value (a date without a time by the whole day, a time stamp
 * by the second), choices by the stored value or a value held in a stored list, the rest as text.
 * "Not equal", "not in" and "does not contain" hold for an empty value too; "empty" is a missing
 * value, null, '' or []. Values are bound parameters; the operators are fixed SQL.
 */

type Comparison = 'number' | 'choice' | 'text';

interface QueryField {
  name: string;
  comparison: Comparison;
  /** The width of one value: a day for a date without a time, a second for a time stamp, else 0. */
  unit: number;
}

const NUMBER_KINDS = new Set(['number', 'calculate', 'rate', 'slider', 'switch']);
const CHOICE_KINDS = new Set(['option', 'multiOption', 'treeSelect', 'cascader', 'picker', 'area']);
const STAMP_KEYS = new Set(['createTime', 'modifyTime']);
const SECOND_MS = 1000;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

const invalid = (field: string) => badRequest('onlineDev.superQueryInvalid', { field });

function queryFieldOf(entry: FieldEntry): QueryField | undefined {
  const { name, key, kind } = entry;
  if (kind === 'subTable' || kind === 'display' || kind === 'layout') return undefined;
  if (STAMP_KEYS.has(key)) return { name, comparison: 'number', unit: SECOND_MS };
  if (kind === 'date') {
    const { format, type } = entry.field as { format?: unknown; type?: unknown };
    const hasTime = /[Hh]|datetime/.test(`${format ?? ''}${type ?? ''}`);
    return { name, comparison: 'number', unit: hasTime ? SECOND_MS : DAY_MS };
  }
  if (NUMBER_KINDS.has(kind)) return { name, comparison: 'number', unit: 0 };
  return { name, comparison: CHOICE_KINDS.has(kind) ? 'choice' : 'text', unit: 0 };
}

function parseJson(text: string, field: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw invalid(field);
  }
}

const issuePath = (error: ZodError, prefix: string) =>
  [prefix, ...(error.issues[0]?.path ?? []).map(String)].join('.');

/** The query of the List body (the original's text, or the object), checked; undefined when none. */
export function parseSuperQuery(
  input: string | SuperQuery | undefined,
): { matchLogic: 'AND' | 'OR'; conditions: SuperQueryCondition[] } | undefined {
  if (input === undefined) return undefined;
  const query = superQuerySchema.safeParse(
    typeof input === 'string' ? parseJson(input, 'superQueryJson') : input,
  );
  if (!query.success) throw invalid(issuePath(query.error, 'superQueryJson'));
  const { conditionJson, matchLogic } = query.data;
  const rows =
    typeof conditionJson !== 'string'
      ? conditionJson
      : conditionJson.trim() === ''
        ? []
        : parseJson(conditionJson, 'conditionJson');
  const list = superQueryConditionListSchema.safeParse(rows);
  if (!list.success) throw invalid(issuePath(list.error, 'conditionJson'));
  if (list.data.length > SUPER_QUERY_CONDITIONS_MAX) {
    throw badRequest('onlineDev.superQueryTooMany', { max: SUPER_QUERY_CONDITIONS_MAX });
  }
  return { matchLogic, conditions: list.data };
}

const isEmptyValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function numberOf(field: QueryField, value: unknown): number {
  if (typeof value === 'boolean') return value ? 1 : 0;
  const number = typeof value === 'string' && NUMBER_TEXT.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) throw invalid(field.name);
  return number;
}

function textOf(field: QueryField, value: unknown): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  throw invalid(field.name);
}

/** The field holds the value (may be SQL null when the field is missing). */
function equals(field: QueryField, value: unknown, fields: FieldAccess): SQL {
  if (field.comparison === 'number') {
    const number = numberOf(field, value);
    const stored = fieldNumber(field.name, fields);
    if (field.unit === 0) return sql`${stored} = ${number}`;
    return sql`(${stored} >= ${number} and ${stored} < ${number + field.unit})`;
  }
  // A choice may hold a path or a list (cascader, area, several picked): compared as stored.
  const isScalar = ['string', 'number', 'boolean'].includes(typeof value);
  if (Array.isArray(value) ? field.comparison !== 'choice' : !isScalar) throw invalid(field.name);
  return fieldEquals(field.name, value, fields);
}

type Order = '>' | '>=' | '<' | '<=';

/** `left op right` with the operator as fixed SQL text. */
function compare(left: SQL, op: Order, right: number | string): SQL {
  switch (op) {
    case '>':
      return sql`${left} > ${right}`;
    case '>=':
      return sql`${left} >= ${right}`;
    case '<':
      return sql`${left} < ${right}`;
    case '<=':
      return sql`${left} <= ${right}`;
  }
}

function ordered(field: QueryField, op: Order, value: unknown, fields: FieldAccess): SQL {
  if (field.comparison !== 'number') {
    return compare(fieldSqlOf(fields).bytewise(fields.text(field.name)), op, textOf(field, value));
  }
  const number = numberOf(field, value);
  const stored = fieldNumber(field.name, fields);
  if (field.unit === 0) return compare(stored, op, number);
  // A day (or second) is one value: after it starts where the next begins, up to it ends there.
  if (op === '>') return compare(stored, '>=', number + field.unit);
  if (op === '<=') return compare(stored, '<', number + field.unit);
  return compare(stored, op, number);
}

const isBlank = (name: string, fields: FieldAccess) =>
  fieldSqlOf(fields).blank(fields.value(name), fields.text(name));

const position = (field: QueryField, value: unknown, fields: FieldAccess) =>
  fieldSqlOf(fields).position(fields.text(field.name), textOf(field, value));

function rowCondition(field: QueryField, row: SuperQueryCondition, fields: FieldAccess): SQL {
  const { symbol, fieldValue } = row;
  if (symbol === 'null') return isBlank(field.name, fields);
  if (symbol === 'notNull') return sql`not ${isBlank(field.name, fields)}`;
  if (symbol === 'in' || symbol === 'notIn') {
    if (!Array.isArray(fieldValue) || fieldValue.length === 0 || fieldValue.length > SUPER_QUERY_VALUES_MAX) {
      throw invalid(field.name);
    }
    const any = sql`(${sql.join(
      fieldValue.map((item) => equals(field, item, fields)),
      sql` or `,
    )})`;
    return symbol === 'in' ? sql`coalesce(${any}, false)` : sql`not coalesce(${any}, false)`;
  }
  if (isEmptyValue(fieldValue)) throw invalid(field.name);
  switch (symbol) {
    case '==':
      return sql`coalesce(${equals(field, fieldValue, fields)}, false)`;
    case '<>':
      return sql`not coalesce(${equals(field, fieldValue, fields)}, false)`;
    case 'like':
      return sql`coalesce(${position(field, fieldValue, fields)}, 0) > 0`;
    case 'notLike':
      return sql`coalesce(${position(field, fieldValue, fields)}, 0) = 0`;
    default:
      return sql`coalesce(${ordered(field, symbol, fieldValue, fields)}, false)`;
  }
}

/**
 * The advanced query as one condition (rows joined by its match logic); refuses a field outside the
 * released main form and one whose column the caller may not see.
 */
export function superQueryCondition(
  input: string | SuperQuery | undefined,
  model: FormModel,
  hidden: ReadonlySet<string>,
  access: FieldAccess = jsonAccess,
): SQL | undefined {
  const query = parseSuperQuery(input);
  if (!query || query.conditions.length === 0) return undefined;
  const fields = new Map<string, QueryField>();
  for (const entry of model.fields) {
    const field = queryFieldOf(entry);
    if (field) fields.set(field.name, field);
  }
  const parts = query.conditions.map((row) => {
    if (hidden.has(row.field)) throw badRequest('authorize.queryFieldNotGranted', { fields: row.field });
    const field = fields.get(row.field);
    if (!field) throw badRequest('onlineDev.superQueryFieldUnknown', { field: row.field });
    return rowCondition(field, row, access);
  });
  return sql`(${sql.join(parts, query.matchLogic === 'AND' ? sql` and ` : sql` or `)})`;
}
