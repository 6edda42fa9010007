import {
  createdIdSchema,
  emptySchema,
  idParamsSchema,
  listKeywordQuerySchema,
  systemBodySchema,
  systemInfoSchema,
  systemListSchema,
} from '@platform/contracts';
import { ButtonCode, MenuCode } from '../../../db/seed/menu-catalogue.ts';
import { defineRoute, ok, requiresPermission } from '../../../http/route.ts';
import { createSystem, editSystem, getSystem, listSystems, removeSystem } from './system.service.ts';

/** Systems (应用) are managed on the menu page: its menu and buttons guard them. */
export const systemRoutes = [
  defineRoute({
    method: 'GET',
    path: '/system/System',
    access: requiresPermission(MenuCode.menu),
    summary: 'Every system (keyword on name or code), by sort code',
    tags: ['system'],
    schema: { querystring: listKeywordQuerySchema, response: systemListSchema },
    handler: ({ query, app }) => listSystems(app, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/system/System/:id',
    access: requiresPermission(MenuCode.menu),
    summary: 'One system',
    tags: ['system'],
    schema: { params: idParamsSchema, response: systemInfoSchema },
    handler: ({ params, app }) => getSystem(app, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/system/System',
    access: requiresPermission(MenuCode.menu, ButtonCode.add),
    summary: 'Creates a system (enCode unique); never a main system',
    tags: ['system'],
    schema: { body: systemBodySchema, response: createdIdSchema },
    handler: async ({ body, app }) => ok(await createSystem(app, body), 'common.created'),
  }),
  defineRoute({
    method: 'PUT',
    path: '/system/System/:id',
    access: requiresPermission(MenuCode.menu, ButtonCode.edit),
    summary: 'Updates a system; the main system cannot be disabled',
    tags: ['system'],
    schema: { params: idParamsSchema, body: systemBodySchema, response: emptySchema },
    handler: async ({ params, body, app }) => {
      await editSystem(app, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/system/System/:id',
    access: requiresPermission(MenuCode.menu, ButtonCode.remove),
    summary: 'Deletes a system without menus; never the main system',
    tags: ['system'],
    schema: { params: idParamsSchema, response: emptySchema },
    handler: async ({ params, app }) => {
      await removeSystem(app, params.id);
      return ok(null, 'common.deleted');
    },
  }),
];
