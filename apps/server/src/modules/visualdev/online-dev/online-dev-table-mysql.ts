import { and, type SQL, sql } from 'drizzle-orm';
import { EXACT_TOTAL_LIMIT, type ListTotal } from '../../../shared/record-kit/list-total.ts';
import { dateAt } from '../../system/schedule/wall-clock.ts';
import type { FieldSql } from './online-dev-query.ts';
import type { RecordQuery } from './online-dev-record-store.ts';
import type { TableDialect } from './online-dev-table-dialect.ts';
import type { SqlRunner } from './online-dev-table-home.ts';
import type { TableList } from './online-dev-table-page.ts';

/*
 * The table store on a MySQL/MariaDB data connection. A column's value is compared as itself (there is no
 * JSON of a column to compare): the generic conditions answer the same rows as PostgreSQL's over a table's
 * columns, whose JSON is a scalar (a text is never a JSON list there). Text comparisons follow the
 * columns' collation (case-insensitive in MySQL's default ones). Inserts, updates and deletes answer no
 * `returning` columns: the store reads what it needs by the row's key. A page is counted exactly (MySQL
 * keeps no sample to estimate a large total from). Paging counts are written into the statement as
 * integers, since a prepared statement's LIMIT refuses a bound value on some MySQL versions.
 */

type Json = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Json[] }).rows;

/** A number text, as the generic conditions read a number from text. */
const NUMBER_TEXT = "'^-?[0-9]+([.][0-9]+)?$'";
/** The widest decimal MySQL holds. */
const asNumber = (text: SQL) => sql`cast(${text} as decimal(65, 30))`;

const order = (value: SQL, direction: 'asc' | 'desc') =>
  direction === 'asc' ? sql`${value} is null, ${value} asc` : sql`${value} is null, ${value} desc`;

export const mysqlFieldSql: FieldSql = {
  // A column's JSON is a scalar: an item equals it only as its text does (which the caller tests too).
  sameJson: () => sql`false`,
  number: (_value, text) =>
    sql`(case when ${text} regexp ${sql.raw(NUMBER_TEXT)} then ${asNumber(text)} end)`,
  position: (text, part) => sql`instr(${text}, ${part})`,
  blank: (_value, text) => sql`(${text} is null or ${text} = '')`,
  bytewise: (text) => sql`cast(${text} as binary)`,
  order,
  textNumber: (text) => asNumber(sql`nullif(${text}, '')`),
  likeAnyCase: (text, pattern) => sql`lower(${text}) like lower(${pattern})`,
};

const count = (n: number) => Math.max(0, Math.trunc(n));

/** `limit …` (and `offset …`) with the counts written as integers. */
export const mysqlWindow = (limit: number, offset?: number) =>
  sql.raw(offset === undefined ? `limit ${count(limit)}` : `limit ${count(limit)} offset ${count(offset)}`);

/** A page and its exact total: the matches counted up to the exact limit, and in full beyond it. */
async function mysqlPage(db: SqlRunner, list: TableList, query: RecordQuery) {
  const condition = query.where.length ? and(...query.where) : undefined;
  const where = condition ? sql`where ${condition}` : sql``;
  const ref = list.counted.ref;
  const capped = sql`select 1 as one from ${ref} ${where} ${mysqlWindow(EXACT_TOTAL_LIMIT + 1)}`;
  const countOf = async (statement: SQL) => Number(rowsOf(await db.execute(statement))[0]?.n ?? 0);
  let n = await countOf(sql`select count(*) as n from (${capped}) as matches`);
  if (n > EXACT_TOTAL_LIMIT) n = await countOf(sql`select count(*) as n from ${ref} ${where}`);
  const orderBy = sql.join([...query.order, sql`${sql.identifier(list.key)} desc`], sql`, `);
  const rows =
    n === 0
      ? []
      : rowsOf(
          await db.execute(
            sql`select ${list.listed} from ${ref} ${where} order by ${orderBy} ${mysqlWindow(query.limit, query.offset)}`,
          ),
        );
  return { rows, total: { total: n, exact: true } satisfies ListTotal };
}

/** How far the zone's wall clock is ahead of UTC today, in ms. */
function zoneOffsetMs(timeZone: string): number {
  const now = new Date();
  const wall = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  const utc = Date.UTC(wall.year, wall.month - 1, wall.day);
  return utc - dateAt({ ...wall, hour: 0, minute: 0, second: 0 }, timeZone).getTime();
}

/**
 * A `datetime`'s wall time read as UTC (as PostgreSQL's epoch of a time without zone); a `date`'s day as
 * its midnight in the zone. MySQL converts a named zone only where its time-zone tables are loaded, so the
 * zone's offset of today is applied (a day across a daylight-saving change is off by that hour).
 */
function epochMs(column: SQL, dayZone?: string): SQL {
  const utc = sql`(timestampdiff(microsecond, '1970-01-01', ${column}) div 1000)`;
  return dayZone === undefined ? utc : sql`(${utc} - ${sql.raw(String(zoneOffsetMs(dayZone)))})`;
}

export const mysqlTableDialect: TableDialect = {
  kind: 'mysql',
  fieldSql: mysqlFieldSql,
  text: (value) => sql`cast(${value} as char)`,
  json: (value) => value,
  epochMs,
  finite: () => undefined,
  order: mysqlFieldSql.order,
  time: (at) => at.toISOString().replace('T', ' ').replace('Z', ''),
  hasReturning: false,
  window: mysqlWindow,
  page: mysqlPage,
};

/**
 * Inserts rows and answers their `returning` columns (aliased `r0`, `r1`…) in the rows' order, read back
 * by key: the key each row names, or the one the database gave it (`last_insert_id()`, each such row
 * inserted by itself).
 */
export async function insertAnswering(
  on: SqlRunner,
  target: { ref: SQL; key: string; isKeyGenerated: boolean },
  rows: [string, unknown][][],
  returning: string[],
  insert: (rows: [string, unknown][][]) => Promise<unknown>,
): Promise<Json[]> {
  const keys: unknown[] = [];
  if (target.isKeyGenerated) {
    for (const row of rows) {
      await insert([row]);
      keys.push(rowsOf(await on.execute(sql`select last_insert_id() as id`))[0]?.id);
    }
  } else {
    await insert(rows);
    keys.push(...rows.map((pairs) => new Map(pairs).get(target.key)));
  }
  if (keys.length === 0) return [];
  const columns = sql.join(
    [
      sql`${sql.identifier(target.key)} as ${sql.identifier('__jnpf_key')}`,
      ...returning.map((name, i) => sql`${sql.identifier(name)} as ${sql.identifier(`r${i}`)}`),
    ],
    sql`, `,
  );
  const found = rowsOf(
    await on.execute(
      sql`select ${columns} from ${target.ref} where ${sql.identifier(target.key)} in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    ),
  );
  const byKey = new Map(found.map((row) => [String(row.__jnpf_key), row]));
  return keys.map((key) => byKey.get(String(key)) ?? {});
}
