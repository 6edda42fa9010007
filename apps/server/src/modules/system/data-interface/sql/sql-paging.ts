import { badRequest } from '../../../../http/app-error.ts';
import { containsPattern } from '../../../../shared/like-pattern.ts';
import type { SourceDialect } from '../../data-source/source-client.ts';
import { type BoundSql, quoteIdentifier, SqlBinder } from './sql-binder.ts';

/** Which of the statement's rows are kept: those holding the keyword, and those whose key is one asked for. */
export interface RowFilter {
  keyword?: string;
  /** Columns the keyword searches; each must be one the statement returns (empty: all of them). */
  columns: readonly string[];
  /** The columns the statement returns (from a first run with no rows). */
  fields: readonly string[];
  /** Only rows whose `column`, as text, is one of `values` (InfoByIds). */
  match?: { column: string; values: readonly string[] };
}

export interface PageWindow {
  limit: number;
  offset?: number;
}

const ALIAS = 't';

/** The statement with no rows, to learn the columns it returns. */
export function fieldsQuery(statement: BoundSql): BoundSql {
  return { text: `SELECT * FROM (${statement.text}) AS ${ALIAS} LIMIT 0`, values: statement.values };
}

/**
 * The keyword test over the keyword columns: each cast to text and matched with a bound, escaped "contains"
 * pattern (ILIKE on postgres, LIKE with the column's collation on mysql). Column names are checked against
 * the statement's own fields and quoted, never taken as SQL.
 */
function keywordTest(filter: RowFilter, binder: SqlBinder): string | undefined {
  if (!filter.keyword) return undefined;
  const columns = filter.columns.length > 0 ? filter.columns : filter.fields;
  const unknown = columns.find((column) => !filter.fields.includes(column));
  if (unknown !== undefined) throw badRequest('dataInterfaceSql.keywordColumnUnknown', { name: unknown });
  if (columns.length === 0) return undefined;
  const pattern = containsPattern(filter.keyword);
  const isMysql = binder.dialect === 'mysql';
  const tests = columns.map((column) => {
    const ref = `${ALIAS}.${quoteIdentifier(column, binder.dialect)}`;
    return isMysql
      ? `CAST(${ref} AS CHAR) LIKE ${binder.scalar(pattern, 'text')}`
      : `CAST(${ref} AS text) ILIKE ${binder.scalar(pattern, 'text', 'keyword pattern')}`;
  });
  return `(${tests.join(' OR ')})`;
}

/** The key test: the column (one the statement returns, quoted) as text among the bound values. */
function matchTest(filter: RowFilter, binder: SqlBinder): string | undefined {
  if (!filter.match) return undefined;
  const { column, values } = filter.match;
  if (!filter.fields.includes(column))
    throw badRequest('dataInterfaceSql.echoColumnUnknown', { name: column });
  const ref = `${ALIAS}.${quoteIdentifier(column, binder.dialect)}`;
  return binder.dialect === 'mysql'
    ? `CAST(${ref} AS CHAR) IN (${binder.list(values)})`
    : `CAST(${ref} AS text) = ANY(${binder.list(values)})`;
}

function whereOf(filter: RowFilter | undefined, binder: SqlBinder): string {
  if (!filter) return '';
  const tests = [keywordTest(filter, binder), matchTest(filter, binder)].filter((test) => test !== undefined);
  return tests.length > 0 ? ` WHERE ${tests.join(' AND ')}` : '';
}

/** The statement's rows, filtered by the keyword, in a window. */
export function windowQuery(
  dialect: SourceDialect,
  statement: BoundSql,
  filter: RowFilter | undefined,
  window: PageWindow,
): BoundSql {
  const binder = new SqlBinder(dialect, statement.values);
  const where = whereOf(filter, binder);
  const limit = binder.scalar(Math.max(0, Math.floor(window.limit)), 'bigint');
  const offset = window.offset
    ? ` OFFSET ${binder.scalar(Math.max(0, Math.floor(window.offset)), 'bigint')}`
    : '';
  return {
    text: `SELECT * FROM (${statement.text}) AS ${ALIAS}${where} LIMIT ${limit}${offset}`,
    values: binder.values,
  };
}

/** How many rows the statement returns after the keyword filter. */
export function countQuery(
  dialect: SourceDialect,
  statement: BoundSql,
  filter: RowFilter | undefined,
): BoundSql {
  const binder = new SqlBinder(dialect, statement.values);
  const where = whereOf(filter, binder);
  return {
    text: `SELECT COUNT(*) AS total FROM (${statement.text}) AS ${ALIAS}${where}`,
    values: binder.values,
  };
}
