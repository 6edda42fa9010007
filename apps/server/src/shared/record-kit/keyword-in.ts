import { ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../like-pattern.ts';

/** A searched key: its column, or the condition that a LIKE pattern matches it (a name in another table). */
export type KeywordColumn = PgColumn | ((pattern: string) => SQL);

/**
 * The keyword found (case-insensitively, literally) in one of the columns named by `keys` (all of
 * them when left out): a list passes the keys its caller may search, so no row matches when none is.
 */
export function keywordIn(
  keyword: string | undefined,
  columns: Readonly<Record<string, KeywordColumn>>,
  keys: readonly string[] = Object.keys(columns),
): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  const matches = keys.flatMap((key) => {
    const column = columns[key];
    if (!column) return [];
    return typeof column === 'function' ? column(pattern) : ilike(column, pattern);
  });
  return matches.length > 0 ? or(...matches) : sql`false`;
}
