import type { SQL } from 'drizzle-orm';
import { type OrderKey, orderOf, seekPast } from './order-keys.ts';
import { listFingerprint, type PageCursors, pageCursors, type Seek, seekOf } from './page-cursor.ts';
import { type PageQuery, pageWindow } from './page-of.ts';

/*
 * Keyset paging for any list (page-cursor.ts says why): a list names its order keys and how to read
 * their values off a row; this gives the walk of the page asked for (past a cursor's row, or by
 * offset) and the cursors of the page found.
 */

/** The list query's paging fields (the rest of the query is the list's identity). */
export type KeysetQuery = PageQuery & { cursor?: string } & Record<string, unknown>;

/** How to walk to the page: the extra condition, the ORDER BY, the offset and the page size. */
export interface PageWalk {
  /** The seek past the cursor's row; undefined when the page is found by its number. */
  after: SQL | undefined;
  orderBy: SQL[];
  offset: number;
  limit: number;
  /** True when the walk runs the order backwards (a previous page): its rows come out reversed. */
  reversed: boolean;
}

/** The walk to a page: past the seek's row when there is one, else by the window's offset. */
export function pageWalk(
  keys: readonly OrderKey[],
  seek: Seek | undefined,
  window: { offset: number; limit: number },
): PageWalk {
  const reversed = seek?.toward === 'previous';
  return {
    after: seek && seekPast(keys, seek.values, seek.toward),
    orderBy: orderOf(keys, reversed),
    offset: seek ? 0 : window.offset,
    limit: window.limit,
    reversed,
  };
}

export interface KeysetPage {
  /** The seek the query's cursor asks for, when it leads to the page asked for. */
  seek: Seek | undefined;
  walk: PageWalk;
  /** The cursors of the page found (its rows in list order); undefined for an empty page. */
  cursorsOf<Row>(rows: readonly Row[], keyValues: (row: Row) => unknown[]): PageCursors | undefined;
}

export function keysetPage(query: KeysetQuery, keys: readonly OrderKey[]): KeysetPage {
  const fingerprint = listFingerprint(query);
  const seek: Seek | undefined = seekOf(query.cursor, query.currentPage, fingerprint, keys.length);
  return {
    seek,
    walk: pageWalk(keys, seek, pageWindow(query)),
    cursorsOf(rows, keyValues) {
      const [first, last] = [rows[0], rows.at(-1)];
      if (first === undefined || last === undefined) return undefined;
      return pageCursors(query.currentPage, fingerprint, keyValues(first), keyValues(last));
    },
  };
}

/** The rows of a walk in list order (a backward walk read them from the far end). */
export function inListOrder<Row>(walk: PageWalk, rows: Row[]): Row[] {
  return walk.reversed ? rows.reverse() : rows;
}
