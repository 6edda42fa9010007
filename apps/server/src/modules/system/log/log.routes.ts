import { ButtonCode, LogCategoryCode, logEndpoints, MenuCode } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import { clearLogs, getLogOrCategory, listLogs, removeLogs } from './log.service.ts';
import { exportLogs } from './log-export.service.ts';

const MENU = MenuCode.log;

/* /api/system/Log (系统日志). Reading needs the menu; exporting its export button; deleting and clearing its delete button. */
export const logRoutes = [
  route(logEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, query }) => listLogs(app, query.category ?? LogCategoryCode.login, query),
  }),
  route(logEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, params, query }) => getLogOrCategory(app, params.id, query),
  }),
  route(logEndpoints.export, {
    access: requiresPermission(MENU, ButtonCode.export),
    handler: async ({ app, user, query, lang }) =>
      ok(await exportLogs(app, user, query, lang), 'export.done'),
  }),
  route(logEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, body }) => ok(await removeLogs(app, user, body.ids), 'common.deleted'),
  }),
  route(logEndpoints.clear, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => ok(await clearLogs(app, user, params.category), 'log.cleared'),
  }),
];
