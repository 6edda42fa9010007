import type { ListTotal } from './list-total.ts';
import type { PageCursors } from './page-cursor.ts';

/** The page of a paged list query. */
export type PageQuery = { currentPage: number; pageSize: number };

/** Offset and limit of a page of a paged list query. */
export function pageWindow(query: PageQuery) {
  return { offset: (query.currentPage - 1) * query.pageSize, limit: query.pageSize };
}

/**
 * The paged answer of a list; a total that is an estimate (list-total.ts) is marked `totalExact: false`;
 * a list that pages by keyset adds the page's cursors (page-cursor.ts).
 */
export function pageOf<T>(list: T[], total: number | ListTotal, query: PageQuery, cursors?: PageCursors) {
  const counted = typeof total === 'number' ? { total, exact: true } : total;
  return {
    list,
    pagination: {
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      total: counted.total,
      ...(counted.exact ? {} : { totalExact: false as const }),
      ...cursors,
    },
  };
}
