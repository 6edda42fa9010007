import { and, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type CountedRows,
  EXACT_TOTAL_LIMIT,
  estimatedTotal,
  type ListTotal,
} from '../../../shared/record-kit/list-total.ts';
import type { RecordQuery } from './online-dev-record-store.ts';
import type { TableDialect } from './online-dev-table-dialect.ts';
import type { SqlRunner } from './online-dev-table-home.ts';

/*
 * A page of a bound table's list and its total, on PostgreSQL (MySQL's: online-dev-table-mysql.ts). The total is every list's (list-total.ts): exact up to
 * EXACT_TOTAL_LIMIT matches, estimated beyond. One statement reads the matches up to that limit once,
 * counts them and pages within them: when no more match, they are all the matches, so the page and the
 * exact total come from a single pass over the condition's index. Only when more match is the page read
 * in the table's order (an index on it serves the first pages) and the total estimated from a sample.
 * The conditions and the order name the columns unqualified, as both statements read one table.
 */

type Json = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Json[] }).rows;
/** The total's column in the one-statement answer (a name no bound column takes). */
const TOTAL = '__jnpf_total';

export interface TableList {
  /** The table's quoted reference and its name for the catalogue. */
  counted: CountedRows & { ref: SQL };
  /** The columns the list reads. */
  listed: SQL;
  key: string;
}

export async function tablePage(db: SqlRunner, list: TableList, query: RecordQuery) {
  const condition = query.where.length ? and(...query.where) : undefined;
  const where = condition ? sql`where ${condition}` : sql``;
  const order = sql.join([...query.order, sql`${sql.identifier(list.key)} desc`], sql`, `);
  const window = sql`order by ${order} limit ${query.limit} offset ${query.offset}`;
  const capped = rowsOf(
    await db.execute(sql`
      with matches as (select ${list.listed} from ${list.counted.ref} ${where} limit ${EXACT_TOTAL_LIMIT + 1})
      select counted.n as ${sql.identifier(TOTAL)}, page.*
        from (select count(*)::int as n from matches) counted
        left join lateral (select * from matches ${window}) page on true`),
  );
  const n = Number(capped[0]?.[TOTAL] ?? 0);
  if (n <= EXACT_TOTAL_LIMIT) {
    const rows = capped.filter((row) => row[list.key] !== null && row[list.key] !== undefined);
    return { rows, total: { total: n, exact: true } satisfies ListTotal };
  }
  const [found, total] = await Promise.all([
    db.execute(sql`select ${list.listed} from ${list.counted.ref} ${where} ${window}`),
    // The estimate runs `execute` alone, which every home's runner answers.
    estimatedTotal(db as Db, list.counted, condition),
  ]);
  return { rows: rowsOf(found), total };
}

/** One window of a table's rows by the query, uncounted (the list's order, the key breaking ties). */
export async function windowRows(
  db: SqlRunner,
  table: { ref: SQL; key: string; dialect: TableDialect },
  query: RecordQuery,
): Promise<Json[]> {
  const where = query.where.length ? sql`where ${and(...query.where)}` : sql``;
  const order = sql.join([...query.order, sql`${sql.identifier(table.key)} desc`], sql`, `);
  return rowsOf(
    await db.execute(
      sql`select * from ${table.ref} ${where} order by ${order} ${table.dialect.window(query.limit, query.offset)}`,
    ),
  );
}
