import { sql } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import type { Db } from '../client.ts';
import { dictionaryData, dictionaryTypes, translations } from '../schema/index.ts';
import { DICTIONARY_SEEDS, type DictionaryEntrySeed, type DictionarySeed } from './dictionary-seed-data.ts';
import { dictionaryTranslationRows } from './dictionary-seed-translations.ts';

/** Any constant: serialises the dictionary seed of several processes starting on one PostgreSQL. */
const DICTIONARY_SEED_LOCK_KEY = 702_003;

type DataRow = typeof dictionaryData.$inferInsert;

function entryRows(typeId: string, entries: readonly DictionaryEntrySeed[], parentId = '0'): DataRow[] {
  return entries.flatMap(([enCode, fullName, children], index) => {
    const id = newId();
    return [
      { id, dictionaryTypeId: typeId, parentId, enCode, fullName, sortCode: index },
      ...entryRows(typeId, children ?? [], id),
    ];
  });
}

/** A platform category's row as the seed writes it, at its place in the seed's list. */
export function dictionaryTypeRowOf(seed: DictionarySeed, sortCode: number) {
  return {
    id: seed.id,
    parentId: '-1',
    category: seed.category,
    fullName: seed.fullName,
    enCode: seed.enCode,
    isTree: seed.isTree ? 1 : 0,
    sortCode,
  };
}

async function isEmpty(db: Db): Promise<boolean> {
  const found = await db.select({ id: dictionaryTypes.id }).from(dictionaryTypes).limit(1);
  return found.length === 0;
}

/**
 * Fills the dictionaries the platform uses when no category exists yet (a fresh database, or one
 * migrated from before the tables existed); once any category exists they are the administrators'.
 * Their zh-TW and en-US names are written with them. Returns the number of categories written.
 */
export async function seedDictionaries(db: Db): Promise<number> {
  if (!(await isEmpty(db))) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DICTIONARY_SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return 0;
    const types = DICTIONARY_SEEDS.map(dictionaryTypeRowOf);
    const entries = DICTIONARY_SEEDS.flatMap((seed) => entryRows(seed.id, seed.entries));
    await tx.insert(dictionaryTypes).values(types);
    await tx.insert(dictionaryData).values(entries);
    // Their zh-TW and en-US names ship with them.
    await tx.insert(translations).values(dictionaryTranslationRows(types, entries)).onConflictDoNothing();
    return DICTIONARY_SEEDS.length;
  });
}
