import type { Language } from '@platform/contracts';
import { and, type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { translations } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../shared/like-pattern.ts';
import { translationSources } from './translation-sources.ts';

/** What a translation row names: a menu or system's fullName, a sys-config key's value. */
export type TranslationEntity = 'module' | 'system' | 'sysConfig' | 'dictionaryType' | 'dictionaryData';

/**
 * The text of `base` (the record's zh-CN column) in `language`: the translation row of that language
 * when there is one, else the column itself. One primary-key lookup per row.
 */
export function translatedText(
  entity: TranslationEntity,
  field: string,
  id: Column,
  base: Column,
  language: Language,
): SQL<string> {
  return sql<string>`coalesce((select ${translations.text} from ${translations} where ${translations.entity} = ${entity} and ${translations.entityId} = ${id} and ${translations.field} = ${field} and ${translations.language} = ${language}), ${base})`;
}

/** The texts of one entity's field in one language, by entity id. */
export async function findTranslationTexts(
  db: Db | Tx,
  entity: TranslationEntity,
  field: string,
  language: Language,
): Promise<Map<string, string>> {
  const rows = await db
    .select({ entityId: translations.entityId, text: translations.text })
    .from(translations)
    .where(
      and(
        eq(translations.entity, entity),
        eq(translations.field, field),
        eq(translations.language, language),
      ),
    );
  return new Map(rows.map((r) => [r.entityId, r.text]));
}

/** A translatable name with its texts (a row of the 翻译管理 list). */
export interface TranslationEntryRow {
  entity: string;
  entityId: string;
  field: string;
  enCode: string;
  source: string;
  zhTW: string | null;
  enUS: string | null;
}

export interface TranslationFilter {
  keyword?: string;
  entity?: string;
  /** Only names lacking the zh-TW or en-US text. */
  isMissing?: boolean;
}

/** The names joined with their zh-TW and en-US rows, filtered; `entries` is the select's alias. */
function entriesOf(filter: TranslationFilter): SQL {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  const conditions = [
    pattern
      ? sql`(e.source ilike ${pattern} or e.en_code ilike ${pattern} or tw.text ilike ${pattern} or en.text ilike ${pattern})`
      : undefined,
    filter.entity ? sql`e.entity = ${filter.entity}` : undefined,
    filter.isMissing ? sql`(tw.text is null or en.text is null)` : undefined,
  ].filter((c): c is SQL => c !== undefined);
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const joined = (alias: string, language: Language) =>
    sql`left join ${translations} ${sql.raw(alias)} on ${sql.raw(alias)}.entity = e.entity and ${sql.raw(alias)}.entity_id = e.entity_id and ${sql.raw(alias)}.field = e.field and ${sql.raw(alias)}.language = ${language}`;
  return sql`select e.entity, e.entity_id, e.field, e.en_code, e.source, e.rank, tw.text as zh_tw, en.text as en_us
    from (${translationSources()}) e ${joined('tw', 'zh-TW')} ${joined('en', 'en-US')} ${where}`;
}

interface RawEntry {
  entity: string;
  entity_id: string;
  field: string;
  en_code: string | null;
  source: string | null;
  zh_tw: string | null;
  en_us: string | null;
}

const toEntry = (row: RawEntry): TranslationEntryRow => ({
  entity: row.entity,
  entityId: row.entity_id,
  field: row.field,
  enCode: row.en_code ?? '',
  source: row.source ?? '',
  zhTW: row.zh_tw,
  enUS: row.en_us,
});

// Both drivers answer {rows}; the shape is stated here (Db's execute is typed for either).
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One page of the names, in entity order then code; with the filtered total. */
export async function findTranslationPage(
  db: Db | Tx,
  filter: TranslationFilter,
  window?: { offset: number; limit: number },
): Promise<{ rows: TranslationEntryRow[]; total: number }> {
  const entries = entriesOf(filter);
  const paging = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
  const list = rowsOf<RawEntry>(
    await db.execute(sql`${entries} order by rank, en_code, entity_id ${paging}`),
  ).map(toEntry);
  if (!window) return { rows: list, total: list.length };
  const [counted] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (${entries}) counted`),
  );
  return { rows: list, total: Number(counted?.n ?? 0) };
}

/** Whether the record exists among the translatable names. */
export async function isTranslatable(db: Db | Tx, entity: string, entityId: string): Promise<boolean> {
  const rows = rowsOf<{ found: number }>(
    await db.execute(
      sql`select 1 as found from (${translationSources()}) e where e.entity = ${entity} and e.entity_id = ${entityId} limit 1`,
    ),
  );
  return rows.length > 0;
}

/** The keys (`entity:entityId`) of every translatable name. */
export async function findTranslatableKeys(db: Db | Tx): Promise<Set<string>> {
  const rows = rowsOf<{ entity: string; entity_id: string }>(
    await db.execute(sql`select entity, entity_id from (${translationSources()}) e`),
  );
  return new Set(rows.map((row) => `${row.entity}:${row.entity_id}`));
}

export interface TranslationText {
  entity: string;
  entityId: string;
  field: string;
  language: Language;
  /** Empty removes the row. */
  text: string;
}

/** Writes texts: a non-empty one replaces the row of its language, an empty one deletes it. */
export async function saveTranslationTexts(
  db: Db | Tx,
  texts: readonly TranslationText[],
  now: Date,
): Promise<TranslationSaveCounts> {
  const counts = { created: 0, updated: 0, removed: 0, skipped: 0 };
  for (const t of texts) {
    const key = and(
      eq(translations.entity, t.entity),
      eq(translations.entityId, t.entityId),
      eq(translations.field, t.field),
      eq(translations.language, t.language),
    );
    if (t.text === '') {
      const gone = await db.delete(translations).where(key).returning({ text: translations.text });
      counts[gone.length > 0 ? 'removed' : 'skipped'] += 1;
      continue;
    }
    // xmax is 0 on a row the statement inserted; an unchanged text writes (and returns) nothing.
    const [saved] = await db
      .insert(translations)
      .values({ ...t, updatedAt: now })
      .onConflictDoUpdate({
        target: [translations.entity, translations.entityId, translations.field, translations.language],
        set: { text: t.text, updatedAt: now },
        setWhere: sql`${translations.text} is distinct from excluded.text`,
      })
      .returning({ isInsert: sql<boolean>`(xmax = 0)` });
    counts[saved ? (saved.isInsert ? 'created' : 'updated') : 'skipped'] += 1;
  }
  return counts;
}

export interface TranslationSaveCounts {
  created: number;
  updated: number;
  removed: number;
  /** Texts equal to the stored ones, and empty texts of languages without a translation. */
  skipped: number;
}

/** One record's zh-TW and en-US texts as the operation log keeps them; undefined when it has none. */
export async function findRecordTexts(
  db: Db,
  entity: TranslationEntity,
  entityId: string,
): Promise<Record<string, string> | undefined> {
  const rows = await db
    .select({ language: translations.language, text: translations.text })
    .from(translations)
    .where(and(eq(translations.entity, entity), eq(translations.entityId, entityId)));
  return rows.length > 0 ? Object.fromEntries(rows.map((r) => [r.language, r.text])) : undefined;
}

/** Drops a removed record's translations (inside its deleting transaction). */
export async function deleteTranslationsOf(db: Db | Tx, entity: TranslationEntity, entityId: string) {
  await db
    .delete(translations)
    .where(and(eq(translations.entity, entity), eq(translations.entityId, entityId)));
}
