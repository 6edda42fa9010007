import { sql } from 'drizzle-orm';
import { bumpCacheVersion } from '../../shared/cache-version.ts';
import type { Db, Tx } from '../client.ts';
import { platformSeedKeys } from '../schema/index.ts';
import {
  applyConfigReference,
  applyDictionaryReference,
  configReferenceKeys,
  dictionaryReferenceKeys,
} from './reference-dictionaries.ts';
import { applyMenuReference, menuReferenceKeys } from './reference-menus.ts';

/*
 * The platform's own reference data (system settings, menus with their buttons/columns/forms, the
 * platform dictionaries), brought up to this version's at every start, after the migrations and the
 * first-start seed. Each row the platform owns has a key; `platform_seed_keys` holds the keys already
 * delivered. A pending key whose row is missing is added; a pending key whose row exists (found by
 * its code) is adopted as it is; every pending key is then recorded. So a row added by a later version
 * reaches an older database once, and a row an administrator removed (its key recorded) stays removed.
 * Names, order and state of rows that exist are never written. Demo data (sample menus and
 * dictionaries, the organization, accounts, grants, messages) is never added here.
 */

/** Any constant, distinct from the other seed locks: one process applies, the others then find nothing to do. */
const REFERENCE_LOCK_KEY = 702_004;

export function platformReferenceKeys(): string[] {
  return [...configReferenceKeys(), ...menuReferenceKeys(), ...dictionaryReferenceKeys()];
}

async function pendingKeys(db: Db | Tx, keys: readonly string[]): Promise<Set<string>> {
  const recorded = new Set(
    (await db.select({ key: platformSeedKeys.key }).from(platformSeedKeys)).map((r) => r.key),
  );
  return new Set(keys.filter((key) => !recorded.has(key)));
}

/** Adds the missing platform rows of this version and records their keys; returns the keys of the rows written. */
export async function applyPlatformReferenceData(db: Db): Promise<string[]> {
  const keys = platformReferenceKeys();
  // The usual start: everything already delivered, no transaction, no lock.
  if ((await pendingKeys(db, keys)).size === 0) return [];
  const written = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFERENCE_LOCK_KEY})`);
    const pending = await pendingKeys(tx, keys);
    if (pending.size === 0) return [];
    const isPending = (key: string) => pending.has(key);
    const rows = [
      ...(await applyConfigReference(tx, isPending)),
      ...(await applyMenuReference(tx, isPending)),
      ...(await applyDictionaryReference(tx, isPending)),
    ];
    await tx
      .insert(platformSeedKeys)
      .values([...pending].map((key) => ({ key })))
      .onConflictDoNothing();
    return rows;
  });
  // Cached menus, grants and dictionary answers of every process are rebuilt with the new rows.
  if (written.some((key) => key.startsWith('menu:') || key.startsWith('system:')))
    await bumpCacheVersion(db, 'permission');
  if (written.some((key) => key.startsWith('dictionary:'))) await bumpCacheVersion(db, 'dictionary');
  return written;
}
