import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { bumpCacheVersion, readCacheVersion } from '../../../shared/cache-version.ts';
import type { RecordChange } from '../../../shared/record-kit/record-kit.ts';
import { forgetCachedSessions } from '../../oauth/session-cache.ts';

/*
 * CurrentUser's menus and permissions are computed once per (grant holders, menu category) and reused
 * until the permission version moves. Any module that changes grants, menus, menu
 * resources, roles, positions, groups or memberships calls bumpPermissionVersion; the version lives in
 * the database, so every server process sees the bump on its next request.
 */

const VERSION_NAME = 'permission';
const MAX_ENTRIES = 2_000;

/** The permission version, read from the database at most once a second (see cache-version.ts). */
export function readPermissionVersion(db: Db): Promise<number> {
  return readCacheVersion(db, VERSION_NAME);
}

/**
 * Invalidates every cached menu and permission set, in this and every other process, and this
 * process's resolved sessions (grants, administrators, user edits and removals come this way).
 */
export async function bumpPermissionVersion(ctx: Pick<AppContext, 'db'>): Promise<void> {
  await bumpCacheVersion(ctx.db, VERSION_NAME);
  forgetCachedSessions();
}

/**
 * The record kit's afterChange of the records grants and scopes hang on (roles, positions, groups,
 * organizations): a new one changes nobody's permissions yet; editing, toggling or removing one may.
 */
export async function bumpUnlessCreate(ctx: Pick<AppContext, 'db'>, change: RecordChange): Promise<void> {
  if (change !== 'create') await bumpPermissionVersion(ctx);
}

interface Entry<T> {
  version: number;
  value: T;
}

const caches = new WeakMap<AppContext, Map<string, Entry<unknown>>>();

/** How many menu and permission sets this process keeps (the 系统缓存 page). */
export function permissionCacheSize(ctx: AppContext): number {
  return caches.get(ctx)?.size ?? 0;
}

/** Drops this process's sets and bumps the version, so every process computes them again. */
export async function clearPermissionCache(ctx: AppContext): Promise<void> {
  caches.delete(ctx);
  await bumpPermissionVersion(ctx);
}

/** Returns the cached value for key at this version, computing (and keeping) it on a miss. */
export async function cachedByVersion<T>(
  ctx: AppContext,
  key: string,
  version: number,
  compute: () => Promise<T>,
): Promise<T> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.version === version) {
    // Re-insert to keep the map in least-recently-used order.
    cache.delete(key);
    cache.set(key, hit);
    return hit.value as T;
  }
  const value = await compute();
  cache.set(key, { version, value });
  if (cache.size > MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return value;
}
