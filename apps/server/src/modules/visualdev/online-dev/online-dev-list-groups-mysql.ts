import { and, type SQL, sql } from 'drizzle-orm';
import type { ShapeQuery } from './online-dev-list-shapes.ts';
import { mysqlWindow } from './online-dev-table-mysql.ts';

/*
 * A grouped list's groups on a MySQL/MariaDB data connection. A group is the field's exact text (its
 * bytes: the columns' usual collations would merge 'a' and 'A', or 'e' and 'é', into one group whose
 * records the page could not tell apart); an empty text is the empty group, as no value. Groups come in
 * the order of their values, the empty group last. Each group's value is read as JSON (`json_array`),
 * so a decimal or a number reads as the record's value does.
 */

type Json = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Json[] }).rows;

/** The field's bytes, null for no value or an empty text. */
const bytesOf = (query: ShapeQuery, field: string) =>
  sql`cast(nullif(${query.store.fields.text(field)}, '') as binary)`;

/** The records the query matches, each as its group's bytes and value. */
function matches(query: ShapeQuery, field: string): SQL {
  const { store } = query;
  const bytes = bytesOf(query, field);
  return sql`(select ${bytes} as b, case when ${bytes} is null then null else ${store.fields.value(field)} end as v
    from ${store.source.from} where ${and(store.source.where, ...query.where)}) as m`;
}

/** The value a `json_array(…)` reads back as: parsed by the driver (MySQL) or JSON text (MariaDB). */
function firstOf(array: unknown): unknown {
  const parsed = typeof array === 'string' ? JSON.parse(array) : array;
  return Array.isArray(parsed) ? (parsed[0] ?? null) : null;
}

export interface MysqlGroupKeys {
  /** The page's groups in order: their values (null: the empty group) and bytes. */
  keys: { value: unknown; bytes: unknown }[];
  total: number;
}

/** One window of the groups of `field` over the records the query matches, and how many there are. */
export async function mysqlGroupKeys(
  query: ShapeQuery,
  field: string,
  window: { offset: number; limit: number },
): Promise<MysqlGroupKeys> {
  const on = query.store.reader(query.db);
  const from = matches(query, field);
  const [values, counted] = await Promise.all([
    on.execute(sql`select b, json_array(min(v)) as j from ${from} group by b
      order by b is null, min(v) ${mysqlWindow(window.limit, window.offset)}`),
    on.execute(
      sql`select count(distinct b) + coalesce(max(case when b is null then 1 else 0 end), 0) as n from ${from}`,
    ),
  ]);
  const keys = rowsOf(values).map((row) => ({ value: row.b === null ? null : firstOf(row.j), bytes: row.b }));
  return { keys, total: Number(rowsOf(counted)[0]?.n ?? 0) };
}

/** The records of the groups among `keys`. */
export function mysqlInGroups(query: ShapeQuery, field: string, keys: MysqlGroupKeys['keys']): SQL {
  const bytes = bytesOf(query, field);
  const named = keys.filter((key) => key.bytes !== null).map((key) => sql`${key.bytes}`);
  const parts = [
    ...(named.length ? [sql`${bytes} in (${sql.join(named, sql`, `)})`] : []),
    ...(keys.some((key) => key.bytes === null) ? [sql`${bytes} is null`] : []),
  ];
  return sql`(${sql.join(parts, sql` or `)})`;
}
