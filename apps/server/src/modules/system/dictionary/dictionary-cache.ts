import type { AppContext } from '../../../app-context.ts';
import { bumpCacheVersion, readCacheVersion } from '../../../shared/cache-version.ts';

/*
 * What the pickers read of the dictionaries (every category at once, one category's options, the
 * category index) is built once per language and kept until the dictionary version moves. Every
 * dictionary write calls bumpDictionaryVersion: categories and entries (create, edit, state, delete),
 * the .bdd import and the translation of their names. The version lives in `cache_versions`, so every
 * server process sees a bump. Keys are bounded: languages times categories.
 */

const VERSION_NAME = 'dictionary';

interface Cache {
  version: number;
  entries: Map<string, unknown>;
}

const caches = new WeakMap<AppContext, Cache>();

/** Invalidates the dictionary answers of this and every other process. */
export function bumpDictionaryVersion(ctx: Pick<AppContext, 'db'>): Promise<void> {
  return bumpCacheVersion(ctx.db, VERSION_NAME);
}

export function readDictionaryVersion(ctx: Pick<AppContext, 'db'>): Promise<number> {
  return readCacheVersion(ctx.db, VERSION_NAME);
}

/**
 * The answer kept under `key` at the current version, built on a miss. It is kept at the version read
 * before building, so a write committed meanwhile makes the next read build it again.
 */
export async function cachedDictionary<T>(ctx: AppContext, key: string, build: () => Promise<T>): Promise<T> {
  const version = await readDictionaryVersion(ctx);
  let cache = caches.get(ctx);
  if (!cache || cache.version !== version) {
    cache = { version, entries: new Map() };
    caches.set(ctx, cache);
  }
  if (cache.entries.has(key)) return cache.entries.get(key) as T;
  const value = await build();
  cache.entries.set(key, value);
  return value;
}

/** How many answers this process keeps (the 系统缓存 page). */
export function dictionaryCacheSize(ctx: AppContext): number {
  return caches.get(ctx)?.entries.size ?? 0;
}

/** Drops this process's answers and bumps the version, so every process builds them again. */
export async function clearDictionaryCache(ctx: AppContext): Promise<void> {
  caches.delete(ctx);
  await bumpDictionaryVersion(ctx);
}
