import { and, asc, desc, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * One key of a list's order. The key columns of an order are NOT NULL and the last one is unique
 * (the id), so every row has one place in it. `nullsLast` spells a descending key as its index does
 * (DESC NULLS LAST), which the planner needs to walk that index.
 */
export interface OrderKey {
  column: PgColumn;
  direction: 'asc' | 'desc';
  nullsLast?: boolean;
}

/** The ORDER BY of the keys. */
export function orderOf(keys: readonly OrderKey[]): SQL[] {
  return keys.map(({ column, direction, nullsLast }) => {
    if (direction === 'asc') return asc(column);
    return nullsLast ? sql`${column} desc nulls last` : desc(column);
  });
}

/** The rows that come before the row holding `values` (one per key, in key order) in this order. */
export function comesBefore(keys: readonly OrderKey[], values: readonly unknown[]): SQL {
  let condition: SQL | undefined;
  for (let i = keys.length - 1; i >= 0; i--) {
    const key = keys[i];
    if (!key) continue;
    const value = values[i];
    const strictly = key.direction === 'asc' ? lt(key.column, value) : gt(key.column, value);
    condition = condition ? or(strictly, and(eq(key.column, value), condition)) : strictly;
  }
  if (!condition) throw new Error('an order needs at least one key');
  return condition;
}
