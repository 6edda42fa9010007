import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { comesBefore, type OrderKey, orderOf } from './order-keys.ts';

export interface PageLeavingOut {
  table: PgTable;
  /** The table's (text) primary key, the last key of `keys`. */
  id: PgColumn;
  where: SQL | undefined;
  keys: readonly OrderKey[];
  offset: number;
  limit: number;
  /** The few rows left out of the list although `where` matches them. */
  exceptIds: readonly string[];
}

/**
 * The ids of a page of the rows `where` matches in `keys` order, leaving out the few `exceptIds`
 * names, without testing every row walked against them (a deep page walks tens of thousands):
 * - the window is read as if nobody were left out, `exceptIds.length` rows longer;
 * - the rows left out that come before the window's first row shift the page: their number is
 *   looked up among those few rows by id;
 * - walking the window, the rows left out are skipped, then as many more rows as the shift, and
 *   the page is the next `limit` rows. The longer window always holds them: each row left out is
 *   either before the window (shift) or inside it (skipped), never both.
 */
export async function pageIdsLeavingOut(db: Db, page: PageLeavingOut): Promise<string[]> {
  const { table, id, where, keys, offset, limit, exceptIds } = page;
  const keyColumns = Object.fromEntries(keys.map((key, i) => [`k${i}`, key.column]));
  const window = (await db
    .select({ ...keyColumns, rowId: id })
    .from(table)
    .where(where)
    .orderBy(...orderOf(keys))
    .limit(limit + exceptIds.length)
    .offset(offset)) as Record<string, unknown>[];
  const first = window[0];
  if (!first) return [];
  const [before] = await db
    .select({ n: count() })
    .from(table)
    .where(
      and(
        where,
        inArray(id, [...exceptIds]),
        comesBefore(
          keys,
          keys.map((_, i) => first[`k${i}`]),
        ),
      ),
    );
  const left = new Set(exceptIds);
  let shift = before?.n ?? 0;
  const ids: string[] = [];
  for (const row of window) {
    const rowId = String(row.rowId);
    if (left.has(rowId)) continue;
    if (shift > 0) {
      shift--;
      continue;
    }
    ids.push(rowId);
    if (ids.length === limit) break;
  }
  return ids;
}
