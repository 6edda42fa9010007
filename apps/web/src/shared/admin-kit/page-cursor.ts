import { hashKey } from '@tanstack/react-query';

/*
 * Keyset paging behind the numbered pager. A list that pages by keyset answers, with every page, the
 * cursors of its two ends (pagination.nextCursor and prevCursor). Moving exactly one page on from the
 * page on screen sends that page's cursor with the new page number, so the server seeks the page's
 * place instead of counting off the rows before it. Any other move (a jump, another page size,
 * filter or sort, a refresh of the same page) sends none: the page number alone finds the page.
 * The cursor is never part of the list's query state nor of its cache key, so a page is cached once
 * however it was reached, and a refresh asks by number.
 */

/** The page on screen: which list it is (its query apart from the page number), its number and cursors. */
export interface ShownPage {
  list: string;
  currentPage: number;
  nextCursor?: string;
  prevCursor?: string;
}

/** What tells one list from another: its path parameters and its query without the page number. */
export function listIdentity(query: Record<string, unknown>, params?: unknown): string {
  const { currentPage: _page, cursor: _cursor, ...rest } = query;
  return hashKey([rest, params ?? {}]);
}

/** The cursor that leads from the page on screen to this page of this list; undefined for any other move. */
export function cursorToward(
  shown: ShownPage | undefined,
  list: string,
  currentPage: unknown,
): string | undefined {
  if (!shown || shown.list !== list || typeof currentPage !== 'number') return undefined;
  if (currentPage === shown.currentPage + 1) return shown.nextCursor;
  if (currentPage === shown.currentPage - 1) return shown.prevCursor;
  return undefined;
}
