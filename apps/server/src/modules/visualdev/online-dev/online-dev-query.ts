import { type SQL, sql } from 'drizzle-orm';
import { visualModelData } from '../../../db/schema/index.ts';
import { badRequest } from '../../../http/app-error.ts';

/*
 * The list query of a design's records, as conditions over the record's JSON: only the fields of the
 * released list's search form (`columnData.searchList`) and its tree relation may be filtered, and
 * only the form's fields may sort. Field names and values are bound parameters, never SQL text.
 * As the original: search type 1 is equality (any of the values for a multiple choice, and a value
 * held in a stored list matches), 2 is "contains", 3 a range (numbers; dates by day unless the
 * widget's format has a time; times as text).
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface SearchField {
  name: string;
  searchType: 1 | 2 | 3;
  jnpfKey: string;
  isMultiple: boolean;
  /** The date widget's format shows a time: a range bound is exact, not the whole day. */
  hasTime: boolean;
}

const DATE_KEYS = new Set(['date', 'createTime', 'modifyTime']);
const MULTIPLE_KEYS = new Set(['checkbox', 'cascader']);
const DAY_MS = 86_400_000;

/** The search form of a list design, by record key. */
export function searchFieldsOf(columnData: Json): Map<string, SearchField> {
  const fields = new Map<string, SearchField>();
  const list = Array.isArray(columnData.searchList) ? columnData.searchList.filter(isObject) : [];
  for (const item of list) {
    const name = item.__vModel__ ?? item.prop;
    const config = isObject(item.__config__) ? item.__config__ : {};
    const jnpfKey = typeof config.jnpfKey === 'string' ? config.jnpfKey : '';
    const searchType = Number(item.searchType ?? 1);
    if (typeof name !== 'string' || !name || ![1, 2, 3].includes(searchType)) continue;
    const format = `${item.format ?? ''}${item.type ?? ''}`;
    fields.set(name, {
      name,
      searchType: searchType as 1 | 2 | 3,
      jnpfKey,
      isMultiple: item.searchMultiple === true || item.multiple === true || MULTIPLE_KEYS.has(jnpfKey),
      hasTime: /[Hh]|datetime/.test(format),
    });
  }
  return fields;
}

/**
 * How a field of the record is read in SQL: as JSON and as text. The records a design keeps itself are
 * JSON objects (`jsonAccess`); a design bound to tables reads the field's column (the table store's).
 */
export interface FieldAccess {
  value(name: string): SQL;
  text(name: string): SQL;
  /** The value the list is ordered by, where it differs from `value` (or a field it cannot order by). */
  ordered?(name: string): SQL;
  /** Conditions a store can state over its columns' own types (so that indexes serve them). */
  typed?: TypedConditions;
  /** The generic conditions' SQL on the store's database; PostgreSQL's (`postgresFieldSql`) when absent. */
  sql?: FieldSql;
}

/** What the generic conditions say differently on another database (PostgreSQL's below). */
export interface FieldSql {
  /** The stored value is the item as JSON, or a stored list holds it. */
  sameJson(stored: SQL, item: unknown): SQL;
  /** A stored number (or a number written as text) as a number; null for anything else. */
  number(value: SQL, text: SQL): SQL;
  /** Where `part` starts in the text (from 1), 0 when it is not there. */
  position(text: SQL, part: string): SQL;
  /** The value is missing, null, '' or []. */
  blank(value: SQL, text: SQL): SQL;
  /** The text compared character code by character code (no collation). */
  bytewise(text: SQL): SQL;
  /** The order by a value, empty values last. */
  order(value: SQL, direction: 'asc' | 'desc'): SQL;
  /** A text as a number, '' as null (a data scheme's number field). */
  textNumber(text: SQL): SQL;
  /** A data scheme's "contains" by a LIKE pattern, any case (PostgreSQL's ILIKE when absent). */
  likeAnyCase?(text: SQL, pattern: string): SQL;
}

/**
 * Each answers exactly the rows the generic condition over `value` and `text` would, or undefined to
 * leave the field to that generic condition.
 */
export interface TypedConditions {
  /** The field equals a scalar item (search type 1). */
  equals(name: string, item: unknown): SQL | undefined;
  /** The field's text holds `part` ("contains"). */
  contains(name: string, part: string): SQL | undefined;
  /** The field's number lies within the bounds given (search type 3 over numbers). */
  between(name: string, from: number | undefined, to: number | undefined): SQL | undefined;
}

export const jsonAccess: FieldAccess = {
  value: (name) => sql`(${visualModelData.data} -> ${name}::text)`,
  text: (name) => sql`(${visualModelData.data} ->> ${name}::text)`,
};

const asJson = (item: unknown) => sql`${JSON.stringify(item)}::jsonb`;

export const postgresFieldSql: FieldSql = {
  sameJson: (stored, item) => sql`(${stored} = ${asJson(item)} or ${stored} @> ${asJson([item])})`,
  number: (value, text) =>
    sql`(case when jsonb_typeof(${value}) = 'number' or ${text} ~ '^-?[0-9]+(\\.[0-9]+)?$' then (${text})::numeric end)`,
  position: (text, part) => sql`strpos(${text}, ${part})`,
  blank: (value) => sql`(${value} is null or ${value} in ('null'::jsonb, '""'::jsonb, '[]'::jsonb))`,
  bytewise: (text) => sql`(${text}) collate "C"`,
  order: (value, direction) =>
    direction === 'asc' ? sql`${value} asc nulls last` : sql`${value} desc nulls last`,
  textNumber: (text) => sql`nullif(${text}, '')::numeric`,
};

/** The generic conditions' SQL of a store's database. */
export const fieldSqlOf = (fields: FieldAccess) => fields.sql ?? postgresFieldSql;
const isEmpty = (item: unknown) =>
  item === undefined || item === null || item === '' || (Array.isArray(item) && item.length === 0);

/** The stored value is the item, holds it in a list, or reads as the same text. */
function equalsItem(name: string, item: unknown, fields: FieldAccess = jsonAccess): SQL {
  const typed = fields.typed?.equals(name, item);
  if (typed) return typed;
  const same = fieldSqlOf(fields).sameJson(fields.value(name), item);
  if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
    return sql`(${same} or ${fields.text(name)} = ${String(item)})`;
  }
  return same;
}

/** A stored number (or a number written as text) as numeric; null for anything else. */
const numeric = (name: string, fields: FieldAccess = jsonAccess) =>
  fieldSqlOf(fields).number(fields.value(name), fields.text(name));

function rangeBound(field: SearchField, bound: unknown): number | string | undefined {
  if (isEmpty(bound)) return undefined;
  if (field.jnpfKey === 'time') {
    if (typeof bound !== 'string') throw badRequest('onlineDev.queryInvalid', { field: field.name });
    return bound;
  }
  const number = typeof bound === 'string' && bound.trim() !== '' ? Number(bound) : bound;
  if (typeof number !== 'number' || !Number.isFinite(number)) {
    throw badRequest('onlineDev.queryInvalid', { field: field.name });
  }
  return number;
}

function rangeCondition(field: SearchField, given: unknown, fields: FieldAccess): SQL | undefined {
  const bounds = typeof given === 'string' ? given.split(',') : given;
  if (!Array.isArray(bounds) || bounds.length !== 2) {
    throw badRequest('onlineDev.queryInvalid', { field: field.name });
  }
  const from = rangeBound(field, bounds[0]);
  let to = rangeBound(field, bounds[1]);
  if (typeof to === 'number' && DATE_KEYS.has(field.jnpfKey) && !field.hasTime) to += DAY_MS - 1;
  const isNumeric = typeof from !== 'string' && typeof to !== 'string';
  const typed = isNumeric
    ? fields.typed?.between(field.name, from as number | undefined, to as number | undefined)
    : undefined;
  if (typed) return typed;
  const target = isNumeric ? numeric(field.name, fields) : fields.text(field.name);
  const parts = [
    from === undefined ? undefined : sql`${target} >= ${from}`,
    to === undefined ? undefined : sql`${target} <= ${to}`,
  ].filter((part): part is SQL => part !== undefined);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

function fieldCondition(field: SearchField, given: unknown, fields: FieldAccess): SQL | undefined {
  if (field.searchType === 3) return rangeCondition(field, given, fields);
  if (field.searchType === 2) {
    if (typeof given !== 'string' && typeof given !== 'number') {
      throw badRequest('onlineDev.queryInvalid', { field: field.name });
    }
    return containsCondition(field.name, String(given), fields);
  }
  if (Array.isArray(given) && field.isMultiple) {
    return sql`(${sql.join(
      given.map((item) => equalsItem(field.name, item, fields)),
      sql` or `,
    )})`;
  }
  return equalsItem(field.name, given, fields);
}

/**
 * The conditions of the search form's JSON text (`{field: value}`); a field that is neither in the
 * search form nor the tree relation is refused, so is a field whose column the caller may not see.
 */
export function queryConditions(
  queryJson: string | undefined,
  fields: ReadonlyMap<string, SearchField>,
  treeRelation: string | undefined,
  hidden: ReadonlySet<string>,
  access: FieldAccess = jsonAccess,
): SQL[] {
  if (!queryJson) return [];
  let query: unknown;
  try {
    query = JSON.parse(queryJson);
  } catch {
    throw badRequest('onlineDev.queryInvalid', { field: 'queryJson' });
  }
  if (!isObject(query)) throw badRequest('onlineDev.queryInvalid', { field: 'queryJson' });
  const conditions: SQL[] = [];
  for (const [name, given] of Object.entries(query)) {
    if (isEmpty(given)) continue;
    if (hidden.has(name)) throw badRequest('authorize.queryFieldNotGranted', { fields: name });
    const field =
      fields.get(name) ??
      (name === treeRelation
        ? { name, searchType: 1 as const, jnpfKey: '', isMultiple: false, hasTime: false }
        : undefined);
    if (!field) throw badRequest('onlineDev.queryInvalid', { field: name });
    const condition = fieldCondition(field, given, access);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/** The field's text holds `part`. */
const containsCondition = (name: string, part: string, fields: FieldAccess) =>
  fields.typed?.contains(name, part) ?? sql`${fieldSqlOf(fields).position(fields.text(name), part)} > 0`;

/** "Contains" over the named fields of the record (the list's keyword). */
export function keywordCondition(
  keyword: string | undefined,
  names: readonly string[],
  fields: FieldAccess = jsonAccess,
): SQL | undefined {
  if (!keyword || names.length === 0) return undefined;
  return sql`(${sql.join(
    names.map((name) => containsCondition(name, keyword, fields)),
    sql` or `,
  )})`;
}

/** The order by a record field (JSON order: numbers by value, text by text), empty values last. */
export function fieldOrder(name: string, direction: 'asc' | 'desc', fields: FieldAccess = jsonAccess): SQL {
  return fieldSqlOf(fields).order(fields.ordered?.(name) ?? fields.value(name), direction);
}

/** The record-field expressions other conditions (the advanced query) are built from. */
export { DAY_MS, equalsItem as fieldEquals, numeric as fieldNumber };
