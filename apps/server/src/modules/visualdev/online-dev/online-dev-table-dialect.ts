import { type SQL, sql } from 'drizzle-orm';
import type { ListTotal } from '../../../shared/record-kit/list-total.ts';
import type { SourceDialect } from '../../system/data-source/source-client.ts';
import { type FieldSql, postgresFieldSql } from './online-dev-query.ts';
import type { RecordQuery } from './online-dev-record-store.ts';
import type { SqlRunner } from './online-dev-table-home.ts';
import { type TableList, tablePage } from './online-dev-table-page.ts';

/*
 * What the table store says differently on the database its tables live on: PostgreSQL (the platform
 * database and other PostgreSQL connections, below) or MySQL/MariaDB (online-dev-table-mysql.ts). The store's
 * statements are otherwise the same drizzle `sql`, whose names and bound values each home renders for its
 * database (online-dev-table-home.ts).
 */

type Json = Record<string, unknown>;

export interface TableDialect {
  kind: SourceDialect;
  /** The generic conditions' SQL (online-dev-query.ts); PostgreSQL's when absent. */
  fieldSql?: FieldSql;
  /** A value as text. */
  text(value: SQL): SQL;
  /** A column's value as the generic conditions compare it (JSON on PostgreSQL). */
  json(value: SQL): SQL;
  /**
   * A time column's value as epoch ms (online-dev-table-columns.ts): a `datetime` holds a UTC wall time, a
   * `date` (`dayZone` given) the calendar day of that zone, read as its midnight there.
   */
  epochMs(column: SQL, dayZone?: string): SQL;
  /** What leaves out the values of a decimal column that are no finite number, when it can hold such. */
  finite(column: SQL): SQL | undefined;
  /** The order by a value, empty values last. */
  order(value: SQL, direction: 'asc' | 'desc'): SQL;
  /** A moment as a time column takes it (its UTC wall time). */
  time(at: Date): string;
  /** Whether insert, update and delete statements answer `returning` columns. */
  hasReturning: boolean;
  /** `limit …` (and `offset …` when given) of a statement. */
  window(limit: number, offset?: number): SQL;
  /** A page of a table's list and its total (online-dev-table-page.ts). */
  page(db: SqlRunner, list: TableList, query: RecordQuery): Promise<{ rows: Json[]; total: ListTotal }>;
}

export const postgresTableDialect: TableDialect = {
  kind: 'postgres',
  text: (value) => sql`(${value})::text`,
  json: (value) => sql`to_jsonb(${value})`,
  epochMs: (column, dayZone) =>
    dayZone === undefined
      ? sql`(extract(epoch from ${column}) * 1000)::bigint`
      : sql`(extract(epoch from (${column})::timestamp at time zone (${dayZone})::text) * 1000)::bigint`,
  // NaN and the infinities are not JSON numbers: the generic range leaves them out.
  finite: (column) => sql`${column} not in ('NaN'::numeric, 'Infinity'::numeric, '-Infinity'::numeric)`,
  order: postgresFieldSql.order,
  time: (at) => at.toISOString(),
  hasReturning: true,
  window: (limit, offset) =>
    offset === undefined ? sql`limit ${limit}` : sql`limit ${limit} offset ${offset}`,
  page: tablePage,
};
