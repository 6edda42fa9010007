import {
  type DataSchemeOp,
  type DataSchemeVariable,
  isDataSchemeVariable,
  type MatchLogic,
  parseDataSchemeConditions,
} from '@platform/contracts';
import { and, eq, gt, inArray, lt, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../../../http/app-error.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';

/*
 * Data-permission schemes → row filters, in two steps so no request text ever becomes SQL:
 * 1. compileDataScheme resolves the variables (@userId, ...) for one user into plain values and gives
 *    a description {field, op, values[]} per condition; it knows nothing about tables.
 * 2. dataSchemeToSql maps each field through the list's own allowlist of columns (an unknown field is
 *    refused, never guessed) and builds a drizzle condition with every value bound as a parameter.
 */

export type SchemeValue = string | number;

/**
 * What a scheme field of a list filters on: a table column, or an expression over stored records
 * (a designed form's field) read as text or as a number.
 */
export type SchemeTarget =
  | PgColumn
  | {
      expression: SQL;
      dataType: 'string' | 'number';
      /** "Contains" by a LIKE pattern, any case, on a database without ILIKE (PostgreSQL's ILIKE when absent). */
      likeAnyCase?: (expression: SQL, pattern: string) => SQL;
    };

const operandOf = (target: SchemeTarget): SQL | PgColumn =>
  'expression' in target ? target.expression : target;

export interface CompiledCondition {
  field: string;
  op: DataSchemeOp;
  /** After resolving variables; '==' / '!=' with several values mean "one of" / "none of". */
  values: SchemeValue[];
}

export type CompiledDataScheme =
  | { isAll: true }
  | { isAll: false; matchLogic: MatchLogic; conditions: CompiledCondition[] };

/** The stored scheme as the compiler needs it (module_schemes row or GrantedScheme). */
export interface DataSchemeSource {
  conditionJson: string;
  matchLogic: string;
  allData?: number;
}

/** Who the variables are about. */
export interface DataSchemeUser {
  userId: string;
  organizeId: string | null;
  positionId: string | null;
}

export interface DataSchemeResolvers {
  /** The organization and every organization below it (ids). Called only when a scheme uses @organizeAndSub. */
  organizeAndSub(organizeId: string): Promise<string[]>;
}

async function resolveVariable(
  variable: DataSchemeVariable,
  user: DataSchemeUser,
  resolvers: DataSchemeResolvers,
): Promise<SchemeValue[]> {
  switch (variable) {
    case '@userId':
      return [user.userId];
    case '@organizeId':
      return user.organizeId ? [user.organizeId] : [];
    case '@organizeAndSub':
      return user.organizeId ? resolvers.organizeAndSub(user.organizeId) : [];
    case '@positionId':
      return user.positionId ? [user.positionId] : [];
  }
}

/**
 * Turns a scheme into a filter description for one user. A stored scheme that no longer parses is
 * refused (400) rather than read as "no filter": data permissions fail closed.
 */
export async function compileDataScheme(
  scheme: DataSchemeSource,
  user: DataSchemeUser,
  resolvers: DataSchemeResolvers,
): Promise<CompiledDataScheme> {
  if (scheme.allData === 1) return { isAll: true };
  const parsed = parseDataSchemeConditions(scheme.conditionJson);
  if (!parsed.ok) throw badRequest('dataScheme.invalidConditions', { detail: parsed.detail });
  if (parsed.conditions.length === 0) throw badRequest('dataScheme.conditionsRequired');
  const matchLogic: MatchLogic = scheme.matchLogic === 'or' ? 'or' : 'and';
  const conditions: CompiledCondition[] = [];
  for (const { field, op, value } of parsed.conditions) {
    const values = isDataSchemeVariable(value)
      ? await resolveVariable(value, user, resolvers)
      : Array.isArray(value)
        ? value
        : [value];
    conditions.push({ field, op, values });
  }
  return { isAll: false, matchLogic, conditions };
}

/** Converts a wire value to what the column's driver mapping expects (epoch ms → Date for timestamps). */
function columnValue(column: SchemeTarget, field: string, value: SchemeValue): unknown {
  switch (column.dataType) {
    case 'date': {
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) throw badRequest('dataScheme.invalidValue', { field });
      return date;
    }
    case 'number': {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number) || (typeof value === 'string' && value.trim() === '')) {
        throw badRequest('dataScheme.invalidValue', { field });
      }
      return number;
    }
    case 'string':
      return String(value);
    default:
      // Booleans, JSON and the like are not filterable by a scheme.
      throw badRequest('dataScheme.unknownField', { field });
  }
}

const FALSE = sql`false`;
const TRUE = sql`true`;

function conditionToSql(condition: CompiledCondition, target: SchemeTarget): SQL {
  const values = condition.values.map((v) => columnValue(target, condition.field, v));
  // Typed as SQL for drizzle's operators; at run time a column stays a column, so values still go
  // through its driver mapping (dates, numbers).
  const column = operandOf(target) as SQL;
  switch (condition.op) {
    case '==':
    case 'in':
      if (values.length === 0) return FALSE;
      return values.length === 1 ? eq(column, values[0]) : inArray(column, values);
    case '!=':
      if (values.length === 0) return TRUE;
      // NULL is "not equal" to a value for a user, unlike SQL's three-valued <>.
      return or(
        sql`${column} is null`,
        values.length === 1 ? ne(column, values[0]) : not(inArray(column, values)),
      ) as SQL;
    case 'like':
      if (values.length !== 1 || target.dataType !== 'string') {
        throw badRequest('dataScheme.invalidValue', { field: condition.field });
      }
      if ('likeAnyCase' in target && target.likeAnyCase)
        return target.likeAnyCase(column, containsPattern(String(values[0])));
      return sql`${column} ilike ${containsPattern(String(values[0]))}`;
    case '>':
    case '<':
      if (values.length !== 1) throw badRequest('dataScheme.invalidValue', { field: condition.field });
      return condition.op === '>' ? gt(column, values[0]) : lt(column, values[0]);
  }
}

/**
 * The drizzle condition of a compiled scheme over one list. `fieldColumns` is that list's allowlist:
 * scheme field name → column. A field outside it is refused (400), so a scheme cannot reach columns
 * the list does not expose.
 */
export function dataSchemeToSql(
  compiled: CompiledDataScheme,
  fieldColumns: Record<string, SchemeTarget>,
): SQL {
  if (compiled.isAll) return TRUE;
  const parts = compiled.conditions.map((condition) => {
    const column = Object.hasOwn(fieldColumns, condition.field) ? fieldColumns[condition.field] : undefined;
    if (!column) throw badRequest('dataScheme.unknownField', { field: condition.field });
    return conditionToSql(condition, column);
  });
  const combined = compiled.matchLogic === 'or' ? or(...parts) : and(...parts);
  return combined ?? FALSE;
}

/** Several granted schemes: a row is visible when any of them lets it through (OR, as in JNPF). */
export function anyDataSchemeToSql(
  compiled: readonly CompiledDataScheme[],
  fieldColumns: Record<string, SchemeTarget>,
): SQL {
  if (compiled.some((c) => c.isAll)) return TRUE;
  if (compiled.length === 0) return FALSE;
  return or(...compiled.map((c) => dataSchemeToSql(c, fieldColumns))) ?? FALSE;
}
