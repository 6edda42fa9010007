import type { SourceClient, SourceSession } from '../../data-source/source-client.ts';
import type { BoundSql } from './sql-binder.ts';
import { assertPlanWithinCaps, costGuardedSession } from './sql-cost-guard.ts';
import { toInterfaceSqlError } from './sql-errors.ts';
import { countQuery, fieldsQuery, type RowFilter, windowQuery } from './sql-paging.ts';
import type { ParameterInput } from './sql-parameters.ts';
import { bindInterfaceSql, type SqlContext } from './sql-template.ts';

export const DEFAULT_SQL_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_ROWS = 10_000;

export interface InterfacePage {
  currentPage: number;
  pageSize: number;
}

export interface RunInterfaceSqlOptions {
  timeoutMs?: number;
  maxRows?: number;
  /** Server-side paging: a window of the rows and their total. */
  page?: InterfacePage;
  keyword?: string;
  /** Columns the keyword is matched against; empty or absent means every returned column. */
  keywordColumns?: readonly string[];
  /** Only the rows whose column `column` (one the statement returns), as text, is one of `values`. */
  match?: { column: string; values: readonly string[] };
}

export interface InterfaceSqlResult {
  rows: Record<string, unknown>[];
  fields: string[];
  /** Rows after the keyword filter, when paged. */
  total?: number;
  /** More rows existed than the row cap; only the first maxRows are returned. */
  isTruncated: boolean;
}

/** A template that pages itself (`LIMIT @pageSize OFFSET @offsetSize`) is not paged again. */
const PAGES_ITSELF = /@(offsetSize|pageSize)\b/i;
/** A template that matches `@keyword` itself is not filtered again. */
const FILTERS_ITSELF = /@keyword\b/i;

async function rowFilter(
  session: SourceSession,
  statement: BoundSql,
  template: string,
  options: RunInterfaceSqlOptions,
): Promise<RowFilter | undefined> {
  const keyword = options.keyword && !FILTERS_ITSELF.test(template) ? options.keyword : undefined;
  if (keyword === undefined && !options.match) return undefined;
  const { fields } = await session.query(fieldsQuery(statement).text, statement.values);
  return { keyword, columns: options.keywordColumns ?? [], fields, match: options.match };
}

/**
 * Runs an interface's SQL on a source: one statement, values bound, in a read-only transaction with a
 * statement timeout (on a source that cannot stop a statement, each statement's plan is checked against
 * the cost caps first), at most `maxRows` rows; with `page`, one page of the keyword-filtered rows and
 * their total; with `match`, only the rows with the asked keys. Database refusals come back as clear messages (read-only, timeout, the database's own text).
 */
export async function runInterfaceSql(
  client: SourceClient,
  template: string,
  parameters: ParameterInput,
  context: SqlContext,
  options: RunInterfaceSqlOptions = {},
): Promise<InterfaceSqlResult> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SQL_TIMEOUT_MS;
  const maxRows = Math.max(1, Math.floor(options.maxRows ?? DEFAULT_MAX_ROWS));
  const page = options.page;
  const pageSize = page ? Math.min(Math.max(1, Math.floor(page.pageSize)), maxRows) : maxRows;
  const offset = page ? (Math.max(1, Math.floor(page.currentPage)) - 1) * pageSize : 0;
  const system = {
    ...(page ? { offsetSize: offset, pageSize } : {}),
    ...(options.keyword === undefined ? {} : { keyword: options.keyword }),
    ...context.system,
  };
  const statement = bindInterfaceSql(template, parameters, { ...context, system }, client.dialect);
  const isSelfPaged = PAGES_ITSELF.test(template);
  try {
    return await client.readOnly(
      async (source) => {
        const isUntimed = client.hasStatementTimeout === false;
        const session = costGuardedSession(source, !isUntimed);
        const filter = await rowFilter(session, statement, template, options);
        const counted = countQuery(client.dialect, statement, filter);
        // A LIMIT makes the planner expect an early stop, which a filter it misjudges can defeat: without a
        // timeout, the whole statement (as its count reads it) must be within the caps too.
        if (isUntimed) await assertPlanWithinCaps(source, counted.text, counted.values);
        const isWindowed = page !== undefined && !isSelfPaged;
        const cap = isWindowed ? pageSize : maxRows;
        const windowed = windowQuery(client.dialect, statement, filter, {
          limit: isWindowed ? cap : cap + 1,
          offset: isWindowed ? offset : 0,
        });
        const result = await session.query(windowed.text, windowed.values);
        const isTruncated = result.rows.length > cap;
        const rows = result.rows.slice(0, cap);
        if (!isWindowed) return { rows, fields: result.fields, isTruncated };
        const [{ total }] = (await session.query(counted.text, counted.values)).rows as [{ total: unknown }];
        return { rows, fields: result.fields, total: Number(total), isTruncated: false };
      },
      { timeoutMs },
    );
  } catch (err) {
    throw toInterfaceSqlError(err, timeoutMs);
  }
}
