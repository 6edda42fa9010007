import { ButtonCode, MenuCode, menuEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import {
  createMenu,
  editMenu,
  getMenu,
  listMenus,
  menuSelector,
  removeMenu,
  toggleMenuState,
} from './menu.service.ts';

export const menuRoutes = [
  route(menuEndpoints.list, {
    access: requiresPermission(MenuCode.menu),
    handler: ({ query, app, lang }) => listMenus(app, query, lang),
  }),
  route(menuEndpoints.selector, {
    access: requiresPermission(MenuCode.menu),
    handler: ({ params, query, app, lang }) => menuSelector(app, params.id, query, lang),
  }),
  route(menuEndpoints.get, {
    access: requiresPermission(MenuCode.menu),
    handler: ({ params, app }) => getMenu(app, params.id),
  }),
  route(menuEndpoints.create, {
    access: requiresPermission(MenuCode.menu, ButtonCode.add),
    handler: async ({ body, app }) => ok(await createMenu(app, body), 'common.created'),
  }),
  route(menuEndpoints.update, {
    access: requiresPermission(MenuCode.menu, ButtonCode.edit),
    handler: async ({ params, body, app }) => {
      await editMenu(app, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(menuEndpoints.setState, {
    access: requiresPermission(MenuCode.menu, ButtonCode.state),
    handler: async ({ params, app }) => {
      await toggleMenuState(app, params.id);
      return ok(null, 'common.success');
    },
  }),
  route(menuEndpoints.remove, {
    access: requiresPermission(MenuCode.menu, ButtonCode.remove),
    handler: async ({ params, app }) => {
      await removeMenu(app, params.id);
      return ok(null, 'common.deleted');
    },
  }),
];
