import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import type { DataInterfaceRow } from './data-interface.repository.ts';
import type { ExecutorInput, SqlExecutor, SqlResult } from './data-interface-executors.ts';
import { paramsOf } from './data-interface-fields.ts';
import {
  DEFAULT_MAX_ROWS,
  DEFAULT_SQL_TIMEOUT_MS,
  type InterfacePage,
  type RunInterfaceSqlOptions,
  runInterfaceSql,
} from './sql/run-interface-sql.ts';
import type { SqlContext } from './sql/sql-template.ts';
import { callerSystemVariables } from './sql-caller-variables.ts';

/*
 * SQL interfaces: the statement runs on its source (dbLinkId, "0" the platform database) through the
 * safe runner, with the caller's system variables, the interface's variables and the typed parameter
 * values bound. Actions/List pages and filters by keyword in the database and answers the total. A
 * template that pages itself (@offsetSize/@pageSize) takes its total from propertyJson.countSql, as
 * the original's paged interfaces do; without one the total is the rows seen so far (plus one when
 * the page is full, so a next page is offered). InfoByIds runs propertyJson.echoSql once per key
 * (@showKey the key column, @showValue the key), else the statement filtered in the database to the rows
 * whose key column (one the statement returns) is among the keys.
 */

export interface SqlExecutorOptions {
  timeoutMs?: number;
  maxRows?: number;
}

/** Keys looked up one by one through echoSql at most; the rest are dropped. */
const MAX_ECHO_KEYS = 200;
/** Keys matched in one statement when there is no echoSql (the rest are dropped). */
const MAX_MATCH_KEYS = 10_000;
const PAGES_ITSELF = /@(offsetSize|pageSize)\b/i;

/** The statements a SQL interface reads from propertyJson; other keys (and rows stored before the contract
 * declared them) are ignored here, so an older row still runs. */
const runnablePropertySchema = z.object({
  countSql: z.string().nullish(),
  echoSql: z.string().nullish(),
});
type RunnableProperty = z.infer<typeof runnablePropertySchema>;

function propertyOf(iface: DataInterfaceRow): RunnableProperty {
  if (!iface.propertyJson) return {};
  const parsed = runnablePropertySchema.safeParse(JSON.parse(iface.propertyJson));
  return parsed.success ? parsed.data : {};
}

/** Parameter values as the runner reads them (dates as ISO text, so no precision is lost). */
function parameterValues(input: ExecutorInput): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input.params).map(([field, value]) => [
      field,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

export function createSqlExecutor(options: SqlExecutorOptions = {}): SqlExecutor {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SQL_TIMEOUT_MS;
  const maxRows = options.maxRows ?? DEFAULT_MAX_ROWS;

  return {
    async query(ctx: AppContext, iface: DataInterfaceRow, input: ExecutorInput): Promise<SqlResult> {
      const client = await ctx.dataSources.open(iface.dbLinkId ?? '');
      const template = iface.query ?? '';
      const definitions = paramsOf(iface.requestParameters).map((param) => ({
        ...param,
        fieldName: param.fieldName ?? undefined,
      }));
      const parameters = { definitions, values: parameterValues(input) };
      const context: SqlContext = {
        system: await callerSystemVariables(ctx, input.caller),
        variables: input.variables,
      };
      const property = propertyOf(iface);
      const run = (
        sql: string,
        extra: SqlContext['system'],
        page?: InterfacePage,
        filter: Pick<RunInterfaceSqlOptions, 'keyword' | 'match'> = {},
      ) =>
        runInterfaceSql(
          client,
          sql,
          parameters,
          { ...context, system: { ...context.system, ...extra } },
          { timeoutMs, maxRows, page, keywordColumns: input.page?.keywordFields, ...filter },
        );
      const isSelfPaged = PAGES_ITSELF.test(template);

      if (input.echo) {
        const { showKey, showValues } = input.echo;
        if (property.echoSql?.trim()) {
          const rows: Record<string, unknown>[] = [];
          for (const showValue of showValues.slice(0, MAX_ECHO_KEYS)) {
            rows.push(...(await run(property.echoSql, { showKey, showValue })).rows);
          }
          return { rows };
        }
        // The statement filtered by the key column in the database, so rows past the row cap are found too.
        const whole = isSelfPaged ? { currentPage: 1, pageSize: maxRows } : undefined;
        const match = { column: showKey, values: [...new Set(showValues)].slice(0, MAX_MATCH_KEYS) };
        return { rows: (await run(template, {}, whole, { match })).rows };
      }

      const page = input.page;
      if (!page) {
        const whole = isSelfPaged ? { currentPage: 1, pageSize: maxRows } : undefined;
        return { rows: (await run(template, {}, whole)).rows };
      }
      const keyword = page.keyword?.trim() || undefined;
      const result = await run(template, {}, page, { keyword });
      if (result.total !== undefined || !isSelfPaged) return { rows: result.rows, total: result.total };
      const offset = (Math.max(1, page.currentPage) - 1) * page.pageSize;
      if (property.countSql?.trim()) {
        const counted = await run(property.countSql, keyword === undefined ? {} : { keyword });
        const first = counted.rows[0];
        const total = Number(first ? Object.values(first)[0] : 0);
        if (Number.isFinite(total)) return { rows: result.rows, total };
      }
      const isFull = result.rows.length >= page.pageSize;
      return { rows: result.rows, total: offset + result.rows.length + (isFull ? 1 : 0) };
    },
  };
}

/** The SQL executor every app gets (10 s statement timeout, 10,000 rows). */
export const sqlExecutor = createSqlExecutor();
