import { asc, desc, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { listTotal } from './list-total.ts';

/** A record table in the administrators' list order: sort code, then newest first, then id. */
export type SortedTable = PgTable & { sortCode: PgColumn; createdAt: PgColumn; id: PgColumn };

/** The list order of the administration screens: sort code ascending, newest first, id last (stable). */
export function sortedOrder(table: SortedTable): SQL[] {
  return [asc(table.sortCode), desc(table.createdAt), asc(table.id)];
}

/** One page of a record table's rows matching `where`, in the list order, with the total. */
export async function findSortedPage<T extends SortedTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  window: { offset: number; limit: number },
): Promise<{ rows: T['$inferSelect'][]; total: Awaited<ReturnType<typeof listTotal>> }> {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...sortedOrder(table))
      .limit(window.limit)
      .offset(window.offset),
    listTotal(db, table, where),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}
