import { z } from 'zod';
import * as record from '../record-schemas.ts';

/*
 * 系统缓存: the caches this server process keeps, by name. Clearing one empties it here and, for
 * caches keyed by a version in the database, bumps the version so every other process drops its
 * copy too. The page names each cache in the user's language from its `name`.
 */
export const CACHE_NAMES = ['permission', 'sysConfig', 'dictionary'] as const;
export const cacheNameSchema = z.enum(CACHE_NAMES);
export type CacheName = z.infer<typeof cacheNameSchema>;

export const cacheInfoSchema = z.object({
  name: cacheNameSchema,
  /** Entries held by this process. */
  entries: z.number().int(),
  /** When the oldest entry expires, epoch ms; null when entries live until invalidated. */
  overdueTime: z.number().nullable(),
  /** The database version the entries are kept at, when the cache has one. */
  version: z.number().int().nullable(),
});
export type CacheInfo = z.infer<typeof cacheInfoSchema>;

export const cacheListQuerySchema = record.keywordQuery;
export const cacheListSchema = record.listOf(cacheInfoSchema);
export const cacheNameParamsSchema = z.object({ name: cacheNameSchema });
