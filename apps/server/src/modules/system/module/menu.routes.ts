import { ButtonCode, MenuCode, menuEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { findMenu } from './menu.repository.ts';
import {
  createMenu,
  editMenu,
  getMenu,
  listMenus,
  menuSelector,
  removeMenu,
  toggleMenuState,
} from './menu.service.ts';

/** A menu row before and after a write (menus do not go through the record kit). */
const menuAudit = (action?: string): RouteAudit => ({
  module: 'menus',
  action,
  load: (app, id) => findMenu(app.db, id),
});

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
    audit: menuAudit(),
    access: requiresPermission(MenuCode.menu, ButtonCode.add),
    handler: async ({ body, app }) => ok(await createMenu(app, body), 'common.created'),
  }),
  route(menuEndpoints.update, {
    audit: menuAudit(),
    access: requiresPermission(MenuCode.menu, ButtonCode.edit),
    handler: async ({ params, body, app }) => {
      await editMenu(app, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(menuEndpoints.setState, {
    audit: menuAudit('state'),
    access: requiresPermission(MenuCode.menu, ButtonCode.state),
    handler: async ({ params, app }) => {
      await toggleMenuState(app, params.id);
      return ok(null, 'common.success');
    },
  }),
  route(menuEndpoints.remove, {
    audit: menuAudit(),
    access: requiresPermission(MenuCode.menu, ButtonCode.remove),
    handler: async ({ params, app }) => {
      await removeMenu(app, params.id);
      return ok(null, 'common.deleted');
    },
  }),
];
