import { ButtonCode, MenuCode, roleEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import { createRole, getRole, listRoles, removeRole, toggleRoleState, updateRole } from './role.service.ts';
import {
  groupRolesByOrganizations,
  listAssignableRoles,
  listRoleOptions,
  listRolesByCondition,
  listRolesOfOrganizations,
} from './role-options.service.ts';

const MENU = MenuCode.permissionRole;

/** /api/permission/Role (permission → role). */
export const roleRoutes = [
  route(roleEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, query }) => listRoles(app, user, query),
  }),
  route(roleEndpoints.condition, {
    access: signedIn,
    handler: ({ app, body }) => listRolesByCondition(app, body),
  }),
  route(roleEndpoints.selector, {
    access: signedIn,
    handler: ({ app, query }) => listRoleOptions(app, query.keyword),
  }),
  route(roleEndpoints.selectorByPermission, {
    access: requiresPermission(MenuCode.permissionUser),
    handler: ({ app, user, query }) => listAssignableRoles(app, user, query.keyword),
  }),
  route(roleEndpoints.listByOrganizations, {
    access: signedIn,
    handler: ({ app, body }) => listRolesOfOrganizations(app, body.organizeIds),
  }),
  route(roleEndpoints.groupedByOrganizations, {
    access: signedIn,
    handler: ({ app, body }) => groupRolesByOrganizations(app, body.organizeIds),
  }),
  route(roleEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) => ok({ id: await createRole(app, user, body) }, 'common.created'),
  }),
  route(roleEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getRole(app, user, params.id),
  }),
  route(roleEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateRole(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(roleEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeRole(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(roleEndpoints.setState, {
    access: requiresPermission(MENU, ButtonCode.state),
    handler: async ({ app, user, params }) => {
      const enabledMark = await toggleRoleState(app, user, params.id);
      return ok({ enabledMark }, enabledMark === 1 ? 'role.enabled' : 'role.disabled');
    },
  }),
];
