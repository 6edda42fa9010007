import { createHash } from 'node:crypto';

/*
 * Keyset paging behind the spec's numbered pager. Every page answers two cursors: the place of its
 * last row (the next page starts after it) and of its first row (the previous page ends before it).
 * A client that moves one page on sends the cursor with the page number; the server then seeks that
 * place on the order's index instead of counting off every row before the page (OFFSET), so page
 * 2,001 costs what page 2 does. A cursor only ever saves work: one for another page, another sort,
 * filter or page size, or one that does not parse, is ignored and the page is found by its number.
 * The values a cursor carries are bound parameters of a comparison inside the caller's own filter,
 * so a forged one shows nothing the caller could not page to.
 */

export type Toward = 'next' | 'previous';

export interface PageCursors {
  nextCursor: string;
  prevCursor: string;
}

export interface Seek {
  toward: Toward;
  values: unknown[];
}

/** What a cursor must match: the list's query without its page number (sort, filters, page size). */
export function listFingerprint(query: Record<string, unknown>): string {
  const { currentPage: _page, cursor: _cursor, ...rest } = query;
  const sorted = Object.keys(rest)
    .sort()
    .map((key) => [key, rest[key]]);
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url').slice(0, 16);
}

/** A JSON-safe key value: dates travel as {d: ISO text}. */
const encodeValue = (value: unknown) => (value instanceof Date ? { d: value.toISOString() } : value);

function decodeValue(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'd' in value && typeof value.d === 'string') {
    const date = new Date(value.d);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return undefined;
}

function encode(toward: Toward, page: number, fingerprint: string, values: readonly unknown[]) {
  return Buffer.from(JSON.stringify([toward, page, fingerprint, values.map(encodeValue)])).toString(
    'base64url',
  );
}

/** The cursors of a page, from the key values of its first and last rows. */
export function pageCursors(
  page: number,
  fingerprint: string,
  first: readonly unknown[],
  last: readonly unknown[],
): PageCursors {
  return {
    nextCursor: encode('next', page + 1, fingerprint, last),
    prevCursor: encode('previous', page - 1, fingerprint, first),
  };
}

/** The seek a cursor asks for, when it leads to this page of this very list; undefined otherwise. */
export function seekOf(
  cursor: string | undefined,
  page: number,
  fingerprint: string,
  keyCount: number,
): Seek | undefined {
  if (!cursor) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
  const [toward, forPage, forList, values] = parsed as unknown[];
  if (toward !== 'next' && toward !== 'previous') return undefined;
  if (forPage !== page || forList !== fingerprint) return undefined;
  if (!Array.isArray(values) || values.length !== keyCount) return undefined;
  const decoded = values.map(decodeValue);
  if (decoded.some((value) => value === undefined)) return undefined;
  return { toward, values: decoded };
}
