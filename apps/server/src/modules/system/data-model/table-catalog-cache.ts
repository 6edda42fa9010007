import type { AppContext } from '../../../app-context.ts';
import { BoundedCache } from '../../../shared/bounded-cache.ts';

/*
 * What the catalogue says of a table (its columns), kept per (connection, schema, table) for a few seconds,
 * so a runtime call does not open a transaction to read it each time. Every change this process makes to a
 * connection's tables (a data-model save or drop, 创建数据表, a sync's new table) or to a connection drops all
 * the entries of that app once it has committed (or failed); a read still under way then is dropped with
 * them. A change made elsewhere (another process, a statement run by hand) is seen within the lifetime.
 */

export const CATALOG_TTL_MS = 5_000;
const CATALOG_MAX = 500;

const byApp = new WeakMap<object, BoundedCache<string, Promise<unknown>>>();

function cacheOf(ctx: Pick<AppContext, 'dataSources'>) {
  let cache = byApp.get(ctx.dataSources);
  if (!cache) {
    cache = new BoundedCache(CATALOG_MAX, CATALOG_TTL_MS);
    byApp.set(ctx.dataSources, cache);
  }
  return cache;
}

/** The table's catalogue entry from the cache, or `load`ed (once for concurrent callers) and kept. */
export function cachedCatalog<T>(
  ctx: Pick<AppContext, 'dataSources'>,
  where: { linkId: string; schema: string; table: string },
  load: () => Promise<T>,
): Promise<T> {
  const cache = cacheOf(ctx);
  const key = JSON.stringify([where.linkId, where.schema, where.table]);
  const hit = cache.get(key);
  if (hit) return hit as Promise<T>;
  const pending = load();
  cache.set(key, pending);
  pending.catch(() => {
    if (cache.get(key) === pending) cache.delete(key);
  });
  return pending;
}

/** Drops every kept catalogue entry of the app. */
export function forgetCatalogs(ctx: Pick<AppContext, 'dataSources'>): void {
  byApp.get(ctx.dataSources)?.clear();
}

/** Runs `work`, which changes tables or connections, and then drops the kept catalogue entries. */
export async function changingCatalogs<T>(
  ctx: Pick<AppContext, 'dataSources'>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } finally {
    forgetCatalogs(ctx);
  }
}
