import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { FieldAccess } from './online-dev-query.ts';

/*
 * A data view's rows are its data interface's answer, not a table: they go to the database as one bound
 * JSON array, so the list's search form, keyword and order are the very conditions the records of a
 * design get (online-dev-query.ts), read over each row's JSON. Rows keep the interface's order after
 * the order asked for.
 */

type Json = Record<string, unknown>;

/** How the list's conditions read a field of a data view's row. */
export const viewRowAccess: FieldAccess = {
  value: (name) => sql`(view_rows.value -> ${name}::text)`,
  text: (name) => sql`(view_rows.value ->> ${name}::text)`,
};

export interface ViewRowQuery {
  where: SQL[];
  order: SQL[];
  offset: number;
  limit: number;
}

// Both drivers answer {rows}; the shape is stated here (Db's execute is typed for either).
const resultRows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One page of the rows matching the conditions, and how many match. */
export async function findViewRowPage(db: Db, rows: readonly Json[], query: ViewRowQuery) {
  const source = sql`jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as view_rows(value, position)`;
  const where = query.where.length > 0 ? sql`where ${sql.join(query.where, sql` and `)}` : sql``;
  const order = sql.join([...query.order, sql`view_rows.position`], sql`, `);
  const page = resultRows<{ value: Json; total: number }>(
    await db.execute(sql`select view_rows.value as value, count(*) over ()::int as total
      from ${source} ${where} order by ${order} limit ${query.limit} offset ${query.offset}`),
  );
  const [first] = page;
  if (first) return { rows: page.map((row) => row.value), total: Number(first.total) };
  const [counted] = resultRows<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from ${source} ${where}`),
  );
  return { rows: [], total: Number(counted?.total ?? 0) };
}
