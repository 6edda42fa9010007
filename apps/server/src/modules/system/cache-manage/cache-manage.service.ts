import type { CacheInfo, CacheName } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import {
  clearPermissionCache,
  permissionCacheSize,
  readPermissionVersion,
} from '../../permission/authority/permission-cache.ts';
import {
  clearDictionaryCache,
  dictionaryCacheSize,
  readDictionaryVersion,
} from '../dictionary/dictionary-cache.ts';
import { clearSysConfigCache, sysConfigCacheState } from '../sys-config/sys-config.service.ts';

/*
 * 系统缓存: the caches of this server process. The permission cache (menus and grants per role set)
 * and the dictionary cache (the pickers' answers per language) are kept at a version in the database,
 * so clearing one reaches every process; the system
 * configuration is kept a few seconds per process, so other processes drop theirs by themselves.
 */
interface CacheKind {
  describe(ctx: AppContext): Promise<CacheInfo>;
  clear(ctx: AppContext): Promise<void>;
}

const cacheKinds: Record<CacheName, CacheKind> = {
  permission: {
    describe: async (ctx) => ({
      name: 'permission',
      entries: permissionCacheSize(ctx),
      overdueTime: null,
      version: await readPermissionVersion(ctx.db),
    }),
    clear: (ctx) => clearPermissionCache(ctx),
  },
  sysConfig: {
    describe: async (ctx) => {
      const state = sysConfigCacheState(ctx);
      return { name: 'sysConfig', entries: state.entries, overdueTime: state.expiresAt, version: null };
    },
    clear: async (ctx) => clearSysConfigCache(ctx),
  },
  dictionary: {
    describe: async (ctx) => ({
      name: 'dictionary',
      entries: dictionaryCacheSize(ctx),
      overdueTime: null,
      version: await readDictionaryVersion(ctx),
    }),
    clear: (ctx) => clearDictionaryCache(ctx),
  },
};

export async function listCaches(
  ctx: AppContext,
  keyword: string | undefined,
): Promise<{ list: CacheInfo[] }> {
  const names = (Object.keys(cacheKinds) as CacheName[]).filter(
    (name) => !keyword || name.toLowerCase().includes(keyword.toLowerCase()),
  );
  return { list: await Promise.all(names.map((name) => cacheKinds[name].describe(ctx))) };
}

export function getCache(ctx: AppContext, name: CacheName): Promise<CacheInfo> {
  return cacheKinds[name].describe(ctx);
}

export function clearCache(ctx: AppContext, name: CacheName): Promise<void> {
  return cacheKinds[name].clear(ctx);
}

export async function clearAllCaches(ctx: AppContext): Promise<void> {
  for (const kind of Object.values(cacheKinds)) await kind.clear(ctx);
}
