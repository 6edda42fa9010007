import {
  createdIdSchema,
  emptySchema,
  idParamsSchema,
  menuBodySchema,
  menuInfoSchema,
  menuListQuerySchema,
  menuSelectorListSchema,
  menuSelectorQuerySchema,
  menuTreeListSchema,
} from '@platform/contracts';
import { ButtonCode, MenuCode } from '../../../db/seed/menu-catalogue.ts';
import { defineRoute, ok, requiresPermission } from '../../../http/route.ts';
import {
  createMenu,
  editMenu,
  getMenu,
  listMenus,
  menuSelector,
  removeMenu,
  toggleMenuState,
} from './menu.service.ts';

const TAGS = ['system'];

export const menuRoutes = [
  defineRoute({
    method: 'GET',
    path: '/system/Menu',
    access: requiresPermission(MenuCode.menu),
    summary:
      "One system's menus of a category as a tree; keyword keeps matches (name or code) and their ancestors",
    tags: TAGS,
    schema: { querystring: menuListQuerySchema, response: menuTreeListSchema },
    handler: ({ query, app }) => listMenus(app, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/system/Menu/Selector/:id',
    access: requiresPermission(MenuCode.menu),
    summary:
      'Parent picker: directories and folders of the system, without the menu {id} and its subtree (0 = none)',
    tags: TAGS,
    schema: {
      params: idParamsSchema,
      querystring: menuSelectorQuerySchema,
      response: menuSelectorListSchema,
    },
    handler: ({ params, query, app }) => menuSelector(app, params.id, query),
  }),
  defineRoute({
    method: 'GET',
    path: '/system/Menu/:id',
    access: requiresPermission(MenuCode.menu),
    summary: 'One menu',
    tags: TAGS,
    schema: { params: idParamsSchema, response: menuInfoSchema },
    handler: ({ params, app }) => getMenu(app, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: '/system/Menu',
    access: requiresPermission(MenuCode.menu, ButtonCode.add),
    summary: 'Creates a menu; the fields required depend on the type (spec §2.3)',
    tags: TAGS,
    schema: { body: menuBodySchema, response: createdIdSchema },
    handler: async ({ body, app }) => ok(await createMenu(app, body), 'common.created'),
  }),
  defineRoute({
    method: 'PUT',
    path: '/system/Menu/:id',
    access: requiresPermission(MenuCode.menu, ButtonCode.edit),
    summary: 'Updates a menu (same system and category; no parent cycles)',
    tags: TAGS,
    schema: { params: idParamsSchema, body: menuBodySchema, response: emptySchema },
    handler: async ({ params, body, app }) => {
      await editMenu(app, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/system/Menu/:id/Actions/State',
    access: requiresPermission(MenuCode.menu, ButtonCode.state),
    summary: 'Enables or disables a menu (flips enabledMark)',
    tags: TAGS,
    schema: { params: idParamsSchema, response: emptySchema },
    handler: async ({ params, app }) => {
      await toggleMenuState(app, params.id);
      return ok(null, 'common.success');
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/system/Menu/:id',
    access: requiresPermission(MenuCode.menu, ButtonCode.remove),
    summary: 'Deletes a menu without children, with its buttons, columns, forms, data schemes and grants',
    tags: TAGS,
    schema: { params: idParamsSchema, response: emptySchema },
    handler: async ({ params, app }) => {
      await removeMenu(app, params.id);
      return ok(null, 'common.deleted');
    },
  }),
];
