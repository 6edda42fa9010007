import { ButtonCode, departmentEndpoints, MenuCode, organizeEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import { createOrganize, removeOrganize, toggleOrganizeState, updateOrganize } from './organize.service.ts';
import {
  departmentSelector,
  getOrganize,
  listDepartments,
  listOrganizations,
  organizeCondition,
  organizeSelector,
  organizeTree,
  selectorByAuth,
} from './organize-query.service.ts';

const ORG = MenuCode.permissionOrganize;
const DEP = MenuCode.permissionDepartment;

/*
 * /api/permission/Organize (组织管理) and /Organize/Department (部门管理). The pickers
 * (Tree, Selector, SelectorByAuth, OrganizeCondition) are open to every signed-in user: forms anywhere
 * use them, they return ids, names and paths only, and SelectorByAuth is scoped to the caller.
 * Extensions beyond the spec, so the department page works with only its own menu granted:
 * GET /Organize/Department (list) and DELETE /Organize/Department/{id}. The state toggles (the
 * original's Actions/State) need the edit button: these menus have no state button of their own.
 */
export const organizeRoutes = [
  route(organizeEndpoints.list, {
    access: requiresPermission(ORG),
    handler: ({ app, user, query }) => listOrganizations(app, user, query),
  }),
  route(organizeEndpoints.tree, { access: signedIn, handler: ({ app }) => organizeTree(app) }),
  route(organizeEndpoints.selector, {
    access: signedIn,
    handler: ({ app, params }) => organizeSelector(app, params.id),
  }),
  route(organizeEndpoints.selectorByAuth, {
    access: signedIn,
    handler: ({ app, user, params }) => selectorByAuth(app, user, params.id, 'company'),
  }),
  route(organizeEndpoints.condition, {
    access: signedIn,
    handler: ({ app, body }) => organizeCondition(app, body),
  }),
  route(organizeEndpoints.create, {
    access: requiresPermission(ORG, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createOrganize(app, user, 'company', body) }, 'common.created'),
  }),
  route(organizeEndpoints.get, {
    access: requiresPermission(ORG),
    handler: ({ app, user, params }) => getOrganize(app, user, params.id),
  }),
  route(organizeEndpoints.update, {
    access: requiresPermission(ORG, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateOrganize(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(organizeEndpoints.remove, {
    access: requiresPermission(ORG, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeOrganize(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(organizeEndpoints.setState, {
    access: requiresPermission(ORG, ButtonCode.edit),
    handler: async ({ app, user, params }) => {
      const enabledMark = await toggleOrganizeState(app, user, params.id);
      return ok({ enabledMark }, enabledMark === 1 ? 'organize.enabled' : 'organize.disabled');
    },
  }),
  route(departmentEndpoints.list, {
    access: requiresPermission(DEP),
    handler: ({ app, user, query }) => listDepartments(app, user, query),
  }),
  route(departmentEndpoints.selector, {
    access: signedIn,
    handler: ({ app, params }) => departmentSelector(app, params.id),
  }),
  route(departmentEndpoints.selectorByAuth, {
    access: signedIn,
    handler: ({ app, user, params }) => selectorByAuth(app, user, params.id),
  }),
  route(departmentEndpoints.create, {
    access: requiresPermission(DEP, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createOrganize(app, user, 'department', body) }, 'common.created'),
  }),
  route(departmentEndpoints.get, {
    access: requiresPermission(DEP),
    handler: ({ app, user, params }) => getOrganize(app, user, params.id, 'department'),
  }),
  route(departmentEndpoints.update, {
    access: requiresPermission(DEP, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateOrganize(app, user, params.id, body, 'department');
      return ok(null, 'common.updated');
    },
  }),
  route(departmentEndpoints.remove, {
    access: requiresPermission(DEP, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeOrganize(app, user, params.id, 'department');
      return ok(null, 'common.deleted');
    },
  }),
  route(departmentEndpoints.setState, {
    access: requiresPermission(DEP, ButtonCode.edit),
    handler: async ({ app, user, params }) => {
      const enabledMark = await toggleOrganizeState(app, user, params.id, 'department');
      return ok({ enabledMark }, enabledMark === 1 ? 'organize.enabled' : 'organize.disabled');
    },
  }),
];
