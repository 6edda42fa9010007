import { ButtonCode, MenuCode, systemEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { findSystem } from './system.repository.ts';
import { createSystem, editSystem, getSystem, listSystems, removeSystem } from './system.service.ts';

/** A system row before and after a write (systems do not go through the record kit). */
const systemAudit: RouteAudit = { module: 'systems', load: (app, id) => findSystem(app.db, id) };

/** Systems (应用) are managed on the menu page: its menu and buttons guard them. */
export const systemRoutes = [
  route(systemEndpoints.list, {
    access: requiresPermission(MenuCode.menu),
    handler: ({ query, app, lang }) => listSystems(app, query, lang),
  }),
  route(systemEndpoints.get, {
    access: requiresPermission(MenuCode.menu),
    handler: ({ params, app }) => getSystem(app, params.id),
  }),
  route(systemEndpoints.create, {
    audit: systemAudit,
    access: requiresPermission(MenuCode.menu, ButtonCode.add),
    handler: async ({ body, app }) => ok(await createSystem(app, body), 'common.created'),
  }),
  route(systemEndpoints.update, {
    audit: systemAudit,
    access: requiresPermission(MenuCode.menu, ButtonCode.edit),
    handler: async ({ params, body, app }) => {
      await editSystem(app, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(systemEndpoints.remove, {
    audit: systemAudit,
    access: requiresPermission(MenuCode.menu, ButtonCode.remove),
    handler: async ({ params, app }) => {
      await removeSystem(app, params.id);
      return ok(null, 'common.deleted');
    },
  }),
];
