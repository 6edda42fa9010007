import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cacheVersions } from '../db/schema/index.ts';

/*
 * A cache kept per process is valid while its row in `cache_versions` holds the version it was built
 * at; a write bumps the row, so every server process drops its copy on its next read.
 */

/**
 * A version is read at most once a second per process and name: the caches sit on every page load.
 * A bump made by this process is seen at once; one made by another process within a second.
 */
const VERSION_MEMO_MS = 1_000;
const memos = new WeakMap<object, Map<string, { version: number; at: number }>>();

function memoOf(db: Db) {
  let memo = memos.get(db);
  if (!memo) {
    memo = new Map();
    memos.set(db, memo);
  }
  return memo;
}

export async function readCacheVersion(db: Db, name: string): Promise<number> {
  const memo = memoOf(db);
  const seen = memo.get(name);
  if (seen && Date.now() - seen.at < VERSION_MEMO_MS) return seen.version;
  const rows = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, name))
    .limit(1);
  const version = rows[0]?.version ?? 0;
  memo.set(name, { version, at: Date.now() });
  return version;
}

/** Moves the version on, in this and (within a second) every other process. */
export async function bumpCacheVersion(db: Db, name: string): Promise<void> {
  const rows = await db
    .insert(cacheVersions)
    .values({ name, version: 1 })
    .onConflictDoUpdate({ target: cacheVersions.name, set: { version: sql`${cacheVersions.version} + 1` } })
    .returning({ version: cacheVersions.version });
  memoOf(db).set(name, { version: rows[0]?.version ?? 0, at: Date.now() });
}
