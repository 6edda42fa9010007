import {
  createRoleBodySchema,
  emptySchema,
  idParamsSchema,
  roleConditionBodySchema,
  roleCreatedSchema,
  roleInfoSchema,
  roleListByOrgIdsBodySchema,
  roleListQuerySchema,
  roleListSchema,
  roleOptionListSchema,
  roleSelectorQuerySchema,
  roleStateSchema,
  updateRoleBodySchema,
} from '@platform/contracts';
import { ButtonCode, MenuCode } from '../../../db/seed/menu-catalogue.ts';
import { defineRoute, ok, requiresPermission, signedIn } from '../../../http/route.ts';
import {
  createRole,
  getRole,
  listRolesFor,
  removeRole,
  roleCondition,
  roleSelector,
  roleSelectorByPermission,
  rolesByOrganizations,
  toggleRoleState,
  updateRoleFor,
} from './role.service.ts';

const BASE = '/permission/Role';
const TAGS = ['permission'];
const MENU = MenuCode.permissionRole;

/** /api/permission/Role (permission → role, spec §7.4). */
export const roleRoutes = [
  defineRoute({
    method: 'GET',
    path: BASE,
    access: requiresPermission(MENU),
    summary: 'Roles, paged: keyword on name or code, organizeId, globalMark, sort allowlist',
    tags: TAGS,
    schema: { querystring: roleListQuerySchema, response: roleListSchema },
    handler: ({ app, user, query }) => listRolesFor(app, user, query),
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/RoleCondition`,
    access: signedIn,
    summary: 'Picker: enabled roles usable in any of the organizations (global ones included)',
    tags: TAGS,
    schema: { body: roleConditionBodySchema, response: roleOptionListSchema },
    handler: ({ app, body }) => roleCondition(app, body),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/Selector`,
    access: signedIn,
    summary: 'Picker: every enabled role (ids, names, organizations)',
    tags: TAGS,
    schema: { querystring: roleSelectorQuerySchema, response: roleOptionListSchema },
    handler: ({ app, query }) => roleSelector(app, query.keyword),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/SelectorByPermission`,
    access: requiresPermission(MenuCode.permissionUser),
    summary: 'The enabled roles the caller may assign to users (all for administrators)',
    tags: TAGS,
    schema: { querystring: roleSelectorQuerySchema, response: roleOptionListSchema },
    handler: ({ app, user, query }) => roleSelectorByPermission(app, user, query.keyword),
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/getListByOrgIds`,
    access: signedIn,
    summary: 'Picker: the global roles plus the roles of these organizations',
    tags: TAGS,
    schema: { body: roleListByOrgIdsBodySchema, response: roleOptionListSchema },
    handler: ({ app, body }) => rolesByOrganizations(app, body.organizeIds),
  }),
  defineRoute({
    method: 'POST',
    path: BASE,
    access: requiresPermission(MENU, ButtonCode.add),
    summary: 'Create a role (code and name unique; organization roles need organizations)',
    tags: TAGS,
    schema: { body: createRoleBodySchema, response: roleCreatedSchema },
    handler: async ({ app, user, body }) => ok(await createRole(app, user, body), 'common.created'),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/:id`,
    access: requiresPermission(MENU),
    summary: 'One role with its organizations and member count',
    tags: TAGS,
    schema: { params: idParamsSchema, response: roleInfoSchema },
    handler: ({ app, user, params }) => getRole(app, user, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/:id`,
    access: requiresPermission(MENU, ButtonCode.edit),
    summary: 'Update a role: only the fields sent change (form grants apply)',
    tags: TAGS,
    schema: { params: idParamsSchema, body: updateRoleBodySchema, response: emptySchema },
    handler: async ({ app, user, params, body }) => {
      await updateRoleFor(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${BASE}/:id`,
    access: requiresPermission(MENU, ButtonCode.remove),
    summary: 'Delete a role that no user holds, with its grants',
    tags: TAGS,
    schema: { params: idParamsSchema, response: emptySchema },
    handler: async ({ app, user, params }) => {
      await removeRole(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/:id/Actions/State`,
    access: requiresPermission(MENU, ButtonCode.state),
    summary: 'Enable or disable a role (flips the state)',
    tags: TAGS,
    schema: { params: idParamsSchema, response: roleStateSchema },
    handler: async ({ app, user, params }) => {
      const enabledMark = await toggleRoleState(app, user, params.id);
      return ok({ enabledMark }, enabledMark === 1 ? 'role.enabled' : 'role.disabled');
    },
  }),
];
