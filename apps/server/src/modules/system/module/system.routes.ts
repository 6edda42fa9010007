import { ButtonCode, MenuCode, systemEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import { createSystem, editSystem, getSystem, listSystems, removeSystem } from './system.service.ts';

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
    access: requiresPermission(MenuCode.menu, ButtonCode.add),
    handler: async ({ body, app }) => ok(await createSystem(app, body), 'common.created'),
  }),
  route(systemEndpoints.update, {
    access: requiresPermission(MenuCode.menu, ButtonCode.edit),
    handler: async ({ params, body, app }) => {
      await editSystem(app, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(systemEndpoints.remove, {
    access: requiresPermission(MenuCode.menu, ButtonCode.remove),
    handler: async ({ params, app }) => {
      await removeSystem(app, params.id);
      return ok(null, 'common.deleted');
    },
  }),
];
