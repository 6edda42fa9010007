import { DEFAULT_SYS_CONFIG } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { newId } from '../../shared/ids.ts';
import type { Tx } from '../client.ts';
import { dictionaryData, dictionaryTypes, sysConfig, translations } from '../schema/index.ts';
import { DICTIONARY_SEEDS, type DictionaryEntrySeed } from './dictionary-seed-data.ts';
import { dictionaryTranslationRows } from './dictionary-seed-translations.ts';
import { dictionaryTypeRowOf } from './seed-dictionaries.ts';
import { SYS_CONFIG_TRANSLATIONS } from './seed-translations.ts';

/*
 * The platform dictionaries and system settings, as the start-up step adds them to an existing
 * database. Keys: `dictionary:<code>`, `dictionary:<code>:<entry code>`, `sysConfig:<key>`.
 */

/** The sample dictionaries are demo data: seeded on a fresh database only. */
const PLATFORM_DICTIONARIES = DICTIONARY_SEEDS.filter((seed) => !seed.isSample);

const dictionaryKey = (code: string) => `dictionary:${code}`;
const entryKey = (type: string, entry: string) => `dictionary:${type}:${entry}`;
const configKey = (key: string) => `sysConfig:${key}`;

function entryCodes(entries: readonly DictionaryEntrySeed[]): string[] {
  return entries.flatMap(([code, , children]) => [code, ...entryCodes(children ?? [])]);
}

export function dictionaryReferenceKeys(): string[] {
  return PLATFORM_DICTIONARIES.flatMap((seed) => [
    dictionaryKey(seed.enCode),
    ...entryCodes(seed.entries).map((code) => entryKey(seed.enCode, code)),
  ]);
}

export function configReferenceKeys(): string[] {
  return Object.keys(DEFAULT_SYS_CONFIG).map(configKey);
}

/** The system settings missing from the table get their defaults (and their texts' translations). */
export async function applyConfigReference(tx: Tx, isPending: (key: string) => boolean): Promise<string[]> {
  const present = new Set((await tx.select({ key: sysConfig.key }).from(sysConfig)).map((r) => r.key));
  const missing = Object.entries(DEFAULT_SYS_CONFIG).filter(
    ([key]) => !present.has(key) && isPending(configKey(key)),
  );
  if (missing.length === 0) return [];
  await tx
    .insert(sysConfig)
    .values(missing.map(([key, value]) => ({ key, value, updatedAt: new Date() })))
    .onConflictDoNothing();
  const texts = missing.flatMap(([key]) =>
    Object.entries(SYS_CONFIG_TRANSLATIONS[key] ?? {}).map(([language, text]) => ({
      entity: 'sysConfig',
      entityId: key,
      field: 'value',
      language,
      text,
    })),
  );
  if (texts.length > 0) await tx.insert(translations).values(texts).onConflictDoNothing();
  return missing.map(([key]) => configKey(key));
}

type DataRow = typeof dictionaryData.$inferInsert & { id: string; enCode: string; dictionaryTypeId: string };

/**
 * Adds the pending categories and entries that are missing. A category is found by its fixed id or
 * its code, an entry by its code; what is found is left as the administrator keeps it. A name taken
 * by an administrator's own record wins: the platform row is then not added. Returns the keys written.
 */
export async function applyDictionaryReference(
  tx: Tx,
  isPending: (key: string) => boolean,
): Promise<string[]> {
  const written: string[] = [];
  const types = await tx
    .select({ id: dictionaryTypes.id, enCode: dictionaryTypes.enCode })
    .from(dictionaryTypes);
  const newTypes: { id: string; enCode: string }[] = [];
  const newEntries: DataRow[] = [];
  for (const seed of PLATFORM_DICTIONARIES) {
    let typeId = types.find((t) => t.id === seed.id || t.enCode === seed.enCode)?.id;
    if (!typeId && isPending(dictionaryKey(seed.enCode))) {
      const [added] = await tx
        .insert(dictionaryTypes)
        .values(dictionaryTypeRowOf(seed, DICTIONARY_SEEDS.indexOf(seed)))
        .onConflictDoNothing()
        .returning({ id: dictionaryTypes.id });
      if (added) {
        typeId = added.id;
        newTypes.push({ id: added.id, enCode: seed.enCode });
        written.push(dictionaryKey(seed.enCode));
      }
    }
    if (!typeId) continue;
    const present = new Map(
      (
        await tx
          .select({ id: dictionaryData.id, enCode: dictionaryData.enCode })
          .from(dictionaryData)
          .where(eq(dictionaryData.dictionaryTypeId, typeId))
      ).map((r) => [r.enCode, r.id]),
    );
    const visit = async (
      entries: readonly DictionaryEntrySeed[],
      parentId: string,
      dictionaryTypeId: string,
    ) => {
      for (const [index, [enCode, fullName, children]] of entries.entries()) {
        let id = present.get(enCode);
        if (!id && isPending(entryKey(seed.enCode, enCode))) {
          const row = { id: newId(), dictionaryTypeId, parentId, enCode, fullName, sortCode: index };
          const [added] = await tx
            .insert(dictionaryData)
            .values(row)
            .onConflictDoNothing()
            .returning({ id: dictionaryData.id });
          if (added) {
            id = added.id;
            newEntries.push(row);
            written.push(entryKey(seed.enCode, enCode));
          }
        }
        // An entry that is gone takes the entries under it along.
        if (id) await visit(children ?? [], id, dictionaryTypeId);
      }
    };
    await visit(seed.entries, '0', typeId);
  }
  // The names of the rows written, never of the categories that were already there.
  const texts = dictionaryTranslationRows([...types, ...newTypes], newEntries).filter(
    (row) => row.entity === 'dictionaryData' || newTypes.some((t) => t.id === row.entityId),
  );
  if (texts.length > 0) await tx.insert(translations).values(texts).onConflictDoNothing();
  return written;
}
