import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../app-context.ts';
import { CATALOG_TTL_MS, cachedCatalog, changingCatalogs, forgetCatalogs } from './table-catalog-cache.ts';

const app = () => ({ dataSources: {} }) as unknown as Pick<AppContext, 'dataSources'>;
const where = { linkId: '0', schema: 'app_data', table: 'orders' };

/** A loader that answers its call count. */
function counting() {
  let calls = 0;
  return {
    load: async () => ++calls,
    get calls() {
      return calls;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the table catalogue cache', () => {
  it('loads once for callers within the lifetime and again after it', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date'] });
    const ctx = app();
    const loader = counting();
    const [a, b] = await Promise.all([
      cachedCatalog(ctx, where, loader.load),
      cachedCatalog(ctx, where, loader.load),
    ]);
    expect([a, b, loader.calls]).toEqual([1, 1, 1]);
    vi.setSystemTime(CATALOG_TTL_MS - 1);
    expect(await cachedCatalog(ctx, where, loader.load)).toBe(1);
    vi.setSystemTime(CATALOG_TTL_MS);
    expect(await cachedCatalog(ctx, where, loader.load)).toBe(2);
  });

  it('keeps each connection, schema and table apart, and each app apart', async () => {
    const ctx = app();
    const loader = counting();
    await cachedCatalog(ctx, where, loader.load);
    await cachedCatalog(ctx, { ...where, table: 'items' }, loader.load);
    await cachedCatalog(ctx, { ...where, schema: 'other' }, loader.load);
    await cachedCatalog(ctx, { ...where, linkId: 'x' }, loader.load);
    await cachedCatalog(app(), where, loader.load);
    expect(loader.calls).toBe(5);
    expect(await cachedCatalog(ctx, where, loader.load)).toBe(1);
  });

  it('drops every entry of the app when its tables change, and keeps no failed read', async () => {
    const ctx = app();
    const other = app();
    const loader = counting();
    await cachedCatalog(ctx, where, loader.load);
    await cachedCatalog(other, where, loader.load);
    forgetCatalogs(ctx);
    expect(await cachedCatalog(ctx, where, loader.load)).toBe(3);
    expect(await cachedCatalog(other, where, loader.load)).toBe(2);

    await expect(changingCatalogs(ctx, async () => Promise.reject(new Error('refused')))).rejects.toThrow();
    expect(await cachedCatalog(ctx, where, loader.load)).toBe(4);

    const failing = () => Promise.reject(new Error('no such table'));
    await expect(cachedCatalog(ctx, { ...where, table: 'gone' }, failing)).rejects.toThrow('no such table');
    expect(await cachedCatalog(ctx, { ...where, table: 'gone' }, loader.load)).toBe(5);
  });
});
