import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { commonWords, systems } from '../../../db/schema/index.ts';
import { type KeywordColumn, keywordIn } from '../../../shared/record-kit/keyword-in.ts';
import { findSortedPage } from '../../../shared/record-kit/sorted-page.ts';

export type CommonWordsRow = typeof commonWords.$inferSelect;

/** What the keyword searches, by the list rows' keys: the text, or the name of one of the applications. */
const KEYWORD_COLUMNS: Record<string, KeywordColumn> = {
  commonWordsText: commonWords.commonWordsText,
  systemNames: (pattern) =>
    sql`exists (select 1 from ${systems} where ${ilike(systems.fullName, pattern)}
      and ${commonWords.systemIds} @> jsonb_build_array(${systems.id}))`,
};

/** A page of system words by sort code, newest first within a sort code. */
export async function findCommonWordsPage(
  db: Db,
  filter: {
    keyword?: string;
    /** The keys the keyword may search (the caller's granted columns). */
    keywordKeys: readonly string[];
    enabledMark?: number;
    schemeCondition?: SQL;
    offset: number;
    limit: number;
  },
) {
  const where = and(
    eq(commonWords.commonWordsType, 0),
    keywordIn(filter.keyword, KEYWORD_COLUMNS, filter.keywordKeys),
    filter.enabledMark === undefined ? undefined : eq(commonWords.enabledMark, filter.enabledMark),
    filter.schemeCondition,
  );
  return findSortedPage(db, commonWords, where, filter);
}

export async function findCommonWords(db: Db, id: string): Promise<CommonWordsRow | undefined> {
  const [row] = await db.select().from(commonWords).where(eq(commonWords.id, id)).limit(1);
  return row;
}

/** The enabled system words and the user's own enabled words: system first, then by sort code. */
export async function findCommonWordsOptions(db: Db, userId: string) {
  return db
    .select({
      id: commonWords.id,
      commonWordsText: commonWords.commonWordsText,
      commonWordsType: commonWords.commonWordsType,
    })
    .from(commonWords)
    .where(
      and(
        eq(commonWords.enabledMark, 1),
        or(eq(commonWords.commonWordsType, 0), eq(commonWords.createdBy, userId)),
      ),
    )
    .orderBy(asc(commonWords.commonWordsType), asc(commonWords.sortCode), desc(commonWords.createdAt))
    .limit(1000);
}

/** id → name of these applications (those that exist). */
export async function findSystemNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: systems.id, fullName: systems.fullName })
    .from(systems)
    .where(inArray(systems.id, ids));
  return new Map(rows.map((r) => [r.id, r.fullName]));
}
