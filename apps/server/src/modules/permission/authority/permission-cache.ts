import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.ts';
import type { Db } from '../../../db/client.ts';
import { cacheVersions } from '../../../db/schema/index.ts';
import type { RecordChange } from '../../../shared/record-kit/record-kit.ts';

/*
 * CurrentUser's menus and permissions are computed once per (grant holders, menu category) and reused
 * until the permission version moves. Any module that changes grants, menus, menu
 * resources, roles, positions, groups or memberships calls bumpPermissionVersion; the version lives in
 * the database, so every server process sees the bump on its next request.
 */

const VERSION_NAME = 'permission';
const MAX_ENTRIES = 2_000;

/**
 * The version is read at most once a second per process: CurrentUser runs on every page load. A bump
 * made by this process is seen at once; one made by another process within a second.
 */
const VERSION_MEMO_MS = 1_000;
const versionMemo = new WeakMap<object, { version: number; at: number }>();

export async function readPermissionVersion(db: Db): Promise<number> {
  const memo = versionMemo.get(db);
  if (memo && Date.now() - memo.at < VERSION_MEMO_MS) return memo.version;
  const rows = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, VERSION_NAME))
    .limit(1);
  const version = rows[0]?.version ?? 0;
  versionMemo.set(db, { version, at: Date.now() });
  return version;
}

/** Invalidates every cached menu and permission set, in this and every other process. */
export async function bumpPermissionVersion(ctx: Pick<AppContext, 'db'>): Promise<void> {
  const rows = await ctx.db
    .insert(cacheVersions)
    .values({ name: VERSION_NAME, version: 1 })
    .onConflictDoUpdate({ target: cacheVersions.name, set: { version: sql`${cacheVersions.version} + 1` } })
    .returning({ version: cacheVersions.version });
  versionMemo.set(ctx.db, { version: rows[0]?.version ?? 0, at: Date.now() });
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
