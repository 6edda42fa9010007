import { ButtonCode, cacheManageEndpoints, MenuCode } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { clearAllCaches, clearCache, getCache, listCaches } from './cache-manage.service.ts';

const MENU = MenuCode.cache;

/** Clearing keeps no record to show (caches are rebuilt from the database): who cleared which cache. */
const clearAudit = (name: (params: { name?: string } | undefined) => string): RouteAudit => ({
  module: 'cache',
  action: 'clear',
  recordId: ({ params }) => name(params as { name?: string } | undefined),
  load: async () => undefined,
});

/* /api/PlatForm/CacheManage (系统缓存). */
export const cacheManageRoutes = [
  route(cacheManageEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, query }) => listCaches(app, query.keyword),
  }),
  route(cacheManageEndpoints.get, {
    access: requiresPermission(MENU, ButtonCode.detail),
    handler: ({ app, params }) => getCache(app, params.name),
  }),
  route(cacheManageEndpoints.clear, {
    audit: clearAudit((params) => params?.name ?? ''),
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, params }) => {
      await clearCache(app, params.name);
      return ok(null, 'cacheManage.cleared');
    },
  }),
  route(cacheManageEndpoints.clearAll, {
    audit: clearAudit(() => 'all'),
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app }) => {
      await clearAllCaches(app);
      return ok(null, 'cacheManage.cleared');
    },
  }),
];
