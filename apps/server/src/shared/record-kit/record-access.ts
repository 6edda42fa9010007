import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.ts';
import type { SessionUser } from '../../http/route.ts';

/*
 * What the record kit reads of the caller's access to a menu's records: the table's common columns,
 * the keys their column grants hide, their data schemes, and the grants that judge a write.
 */

/** The columns a kit table has. */
export interface RecordTable extends PgTable {
  id: PgColumn;
  sortCode: PgColumn;
  enabledMark: PgColumn;
  createdAt: PgColumn;
  createdBy: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
}

/** What the kit reads of the caller's access: the keys their column grants hide and their data schemes. */
export interface RecordReadAccess {
  /** Keys to leave out of list rows. */
  listHidden: ReadonlySet<string>;
  /** Keys to leave out of the detail (GET /{id}). */
  detailHidden: ReadonlySet<string>;
  /** The caller's data schemes as a condition over the list's table; undefined when they do not restrict. */
  schemeCondition: SQL | undefined;
}

/** The row without the hidden keys; its id is never left out. */
export function omitKeys<T extends { id: unknown }>(
  row: T,
  hidden: ReadonlySet<string>,
): Partial<T> & Pick<T, 'id'> {
  if (hidden.size === 0) return row;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'id' || !hidden.has(key)) out[key] = value;
  }
  return out as Partial<T> & Pick<T, 'id'>;
}

/** What a list's query may read: the row keys its keyword searches. */
export interface RecordQueryAccess {
  keywordKeys: readonly string[];
}

/** The grants of the menu the records belong to (permission/authority's menuGrants fits). */
export interface RecordGrants<Access extends RecordReadAccess> {
  readAccess(ctx: AppContext, caller: SessionUser): Promise<Access>;
  /** Throws when the query sorts or filters on a hidden column; the keys its keyword may search. */
  listQuery(access: Access, query: object): RecordQueryAccess;
  isRowReadable(ctx: AppContext, access: Access, id: string): Promise<boolean>;
  assertFormGranted(ctx: AppContext, caller: SessionUser, body: object): Promise<void>;
}
