import { and, asc, desc, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * One key of a list's order: a column or an expression of the row (as its index spells it). The
 * keys of an order are NOT NULL, the last one is unique (the id), so every row has one place in it,
 * and they all run the same way, so a place in the order is one row comparison an index can seek.
 */
export interface OrderKey {
  column: PgColumn | SQL;
  direction: 'asc' | 'desc';
}

/** The ORDER BY of the keys; `reversed` walks the order from the other end (a previous page). */
export function orderOf(keys: readonly OrderKey[], reversed = false): SQL[] {
  return keys.map(({ column, direction }) =>
    (direction === 'asc') !== reversed ? asc(column) : desc(column),
  );
}

/** The rows that come before the row holding `values` (one per key, in key order) in this order. */
export function comesBefore(keys: readonly OrderKey[], values: readonly unknown[]): SQL {
  let condition: SQL | undefined;
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i];
    if (!key) continue;
    const value = values[i];
    const strictly = key.direction === 'asc' ? sql`${key.column} < ${value}` : sql`${key.column} > ${value}`;
    condition = condition ? or(strictly, and(sql`${key.column} = ${value}`, condition)) : strictly;
  }
  if (!condition) throw new Error('an order needs at least one key');
  return condition;
}

/**
 * The rows after (or before) the row holding `values`, as one row comparison: the keys all run the
 * same way, so the index of the order finds the place directly and walks on from there.
 */
export function seekPast(keys: readonly OrderKey[], values: readonly unknown[], toward: 'next' | 'previous') {
  const ascending = keys[0]?.direction !== 'desc';
  if (keys.some((key) => (key.direction === 'asc') !== ascending))
    throw new Error('a keyset order runs every key the same way');
  const columns = sql.join(
    keys.map((key) => sql`${key.column}`),
    sql`, `,
  );
  const bound = sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
  const after = (toward === 'next') === ascending;
  return after ? sql`(${columns}) > (${bound})` : sql`(${columns}) < (${bound})`;
}
