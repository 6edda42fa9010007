import { getTableName, is, type SQL, sql, Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/*
 * The total under a list's pager. Counting every matching row costs as much as reading them: at a
 * million users an exact count alone takes longer than the whole page may. So a list counts exactly
 * up to EXACT_TOTAL_LIMIT matches (the count stops reading there), and beyond that estimates the total
 * from a sample of the table's pages with the same condition: the figure is within a few percent, the
 * pager still shows page numbers for it, and `exact: false` lets the screen say "about".
 *
 * The sample is REPEATABLE with a fixed seed, so the same data gives the same estimate on every page
 * turn, and it covers about SAMPLE_ROWS rows whatever the table's size (all of a small table, where the
 * figure is exact).
 */

/** Matches counted exactly before the total becomes an estimate. */
export const EXACT_TOTAL_LIMIT = 10_000;
/** Rows the estimate's sample aims to read. */
export const SAMPLE_ROWS = 5_000;

export interface ListTotal {
  total: number;
  /** False when the total is an estimate (more than `limit` rows match). */
  exact: boolean;
}

function firstNumber(result: unknown, key: string): number {
  // Both drivers answer {rows}; the shape is stated here (Db's execute is typed for either).
  const rows = (result as { rows: Record<string, unknown>[] }).rows;
  return Number(rows[0]?.[key] ?? 0);
}

export interface ListTotalOptions {
  /** Matches counted exactly (EXACT_TOTAL_LIMIT). */
  exactUpTo?: number;
  /** Rows the estimate's sample aims at (SAMPLE_ROWS). */
  sampleRows?: number;
  /**
   * Rows left out of the list although `where` matches them: a condition few rows meet, found by an
   * index (a list of ids). They are counted and subtracted rather than tested on every row counted,
   * so a scope of "everyone but a few" costs what the whole list does.
   */
  except?: SQL;
}

/**
 * What a list counts: a table, or a table with the joins its condition needs, each giving every row
 * exactly one partner (the sample is taken of the table), or a table known by name only (a business
 * table: `ref` its quoted reference, `name` its schema-qualified name for the catalogue).
 */
export type CountedRows = PgTable | { table: PgTable; joins: SQL } | { ref: SQL; name: string };

/** The table's reference, the joins and the name the catalogue knows the table by. */
function partsOf(rows: CountedRows): { table: SQL | PgTable; joins: SQL; name: string } {
  if (is(rows, Table)) return { table: rows, joins: sql``, name: getTableName(rows) };
  if ('ref' in rows) return { table: rows.ref, joins: sql``, name: rows.name };
  return { table: rows.table, joins: rows.joins, name: getTableName(rows.table) };
}

/** The number of rows matching `where` but not `except`, exact up to a limit, estimated beyond. */
export async function listTotal(
  db: Db,
  rows: CountedRows,
  where: SQL | undefined,
  { exactUpTo: limit = EXACT_TOTAL_LIMIT, sampleRows = SAMPLE_ROWS, except }: ListTotalOptions = {},
): Promise<ListTotal> {
  const { table, joins, name } = partsOf(rows);
  const condition = where ?? sql`true`;
  const { n, left } = except
    ? await countedLeavingOut(db, rows, condition, except, limit)
    : { n: firstNumber(await db.execute(cappedCount(rows, where, limit)), 'n'), left: 0 };
  const counted = n - left;
  if (counted <= limit) return { total: counted, exact: true };
  const sampled = (await sampledCount(db, { table, joins, name }, condition, sampleRows)) - left;
  return { total: Math.max(limit + 1, sampled), exact: false };
}

/** The estimate of a total already known to pass the limit (more than `exactUpTo` rows match `where`). */
export async function estimatedTotal(
  db: Db,
  rows: CountedRows,
  where: SQL | undefined,
  { exactUpTo: limit = EXACT_TOTAL_LIMIT, sampleRows = SAMPLE_ROWS }: ListTotalOptions = {},
): Promise<ListTotal> {
  const sampled = await sampledCount(db, partsOf(rows), where ?? sql`true`, sampleRows);
  return { total: Math.max(limit + 1, sampled), exact: false };
}

/**
 * In one statement: how many of the rows `where` matches `except` leaves out (a look-up of the few it
 * names), and the matches counted no further than `limit` + 1 past those.
 */
async function countedLeavingOut(db: Db, rows: CountedRows, where: SQL, except: SQL, limit: number) {
  const { table, joins } = partsOf(rows);
  const result = await db.execute(sql`
    with left_out as (select count(*)::int as k from ${table} ${joins} where ${where} and ${except})
    select (select k from left_out) as left,
           (select count(*)::int from (select 1 from ${table} ${joins} where ${where}
              limit ${limit + 1} + (select k from left_out)) capped) as n`);
  return { n: firstNumber(result, 'n'), left: firstNumber(result, 'left') };
}

/** The count of the matches, read no further than `limit` + 1 of them (the exact part of a total). */
export function cappedCount(rows: CountedRows, where: SQL | undefined, limit = EXACT_TOTAL_LIMIT): SQL {
  const { table, joins } = partsOf(rows);
  return sql`select count(*)::int as n from (select 1 from ${table} ${joins} where ${where ?? sql`true`} limit ${limit + 1}) capped`;
}

/**
 * The matching share of a sample of the table's pages, times the table's row count as the planner
 * keeps it (pg_class.reltuples, refreshed by (auto)vacuum and analyze; the embedded database's upkeep
 * does the same). The share is steady even when the sample holds a few more or fewer pages than asked
 * for, which scaling up the sample's own count would not be. A table never analyzed is read whole.
 */
async function sampledCount(
  db: Db,
  { table, joins, name }: ReturnType<typeof partsOf>,
  condition: SQL,
  sampleRows: number,
): Promise<number> {
  const tableRows = firstNumber(
    await db.execute(
      sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = to_regclass(${name})`,
    ),
    'n',
  );
  const percent = tableRows > sampleRows ? (100 * sampleRows) / tableRows : 100;
  const result = await db.execute(
    sql`select count(*)::int as sampled, (count(*) filter (where ${condition}))::int as matching
        from ${table} tablesample system (${percent}::float4) repeatable (0) ${joins}`,
  );
  const matching = firstNumber(result, 'matching');
  if (percent >= 100) return matching;
  const sampled = firstNumber(result, 'sampled');
  return sampled > 0 ? Math.round((matching / sampled) * tableRows) : 0;
}
