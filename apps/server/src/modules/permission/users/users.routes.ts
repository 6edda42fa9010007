import {
  createUserBodySchema,
  emptySchema,
  exportedFileSchema,
  idParamsSchema,
  resetPasswordBodySchema,
  updateUserBodySchema,
  userCreatedSchema,
  userExportQuerySchema,
  userInfoSchema,
  userListQuerySchema,
  userListSchema,
  userStateSchema,
  userWorkSchema,
  workByUserQuerySchema,
  workHandoverBodySchema,
  workHandoverResultSchema,
} from '@platform/contracts';
import { ButtonCode, MenuCode } from '../../../db/seed/menu-catalogue.ts';
import { defineRoute, ok, requiresPermission } from '../../../http/route.ts';
import { createUser, getUser, listUsersFor, updateUserFor } from './users.service.ts';
import {
  deleteUser,
  getWorkByUser,
  resetPassword,
  toggleUserState,
  unlockUser,
  workHandover,
} from './users-actions.service.ts';
import { exportUsers } from './users-export.service.ts';

const BASE = '/permission/Users';
const TAGS = ['permission'];
const MENU = MenuCode.permissionUser;

/** /api/permission/Users administration (permission → user, spec §7.4); pickers in users-picker.routes.ts. */
export const usersRoutes = [
  defineRoute({
    method: 'GET',
    path: BASE,
    access: requiresPermission(MENU),
    summary:
      'Users, paged: keyword on account, name or mobile; organizeId (with its subtree); enabledMark; sort allowlist. Scoped to the organizations the caller manages',
    tags: TAGS,
    schema: { querystring: userListQuerySchema, response: userListSchema },
    handler: ({ app, user, query }) => listUsersFor(app, user, query),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/ExportExcel`,
    access: requiresPermission(MENU, ButtonCode.export),
    summary:
      'The list as filtered (no paging) as an .xlsx: selectKey columns that the column grants include, grade scope and data schemes applied; download data.url with the token',
    tags: TAGS,
    schema: { querystring: userExportQuerySchema, response: exportedFileSchema },
    handler: async ({ app, user, query, lang }) =>
      ok(await exportUsers(app, user, query, lang), 'export.done'),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/getWorkByUser`,
    access: requiresPermission(MENU),
    summary:
      'What a work handover of the user would move: managed organizations, positions, roles, direct reports',
    tags: TAGS,
    schema: { querystring: workByUserQuerySchema, response: userWorkSchema },
    handler: ({ app, user, query }) => getWorkByUser(app, user, query.fromId),
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/workHandover`,
    access: requiresPermission(MENU, ButtonCode.edit),
    summary: 'Hand a leaving user’s work to another user (one transaction)',
    tags: TAGS,
    schema: { body: workHandoverBodySchema, response: workHandoverResultSchema },
    handler: async ({ app, user, body }) => ok(await workHandover(app, user, body), 'users.handedOver'),
  }),
  defineRoute({
    method: 'POST',
    path: BASE,
    access: requiresPermission(MENU, ButtonCode.add),
    summary: 'Create a user with the configured default password (changed at first login)',
    tags: TAGS,
    schema: { body: createUserBodySchema, response: userCreatedSchema },
    handler: async ({ app, user, body }) => ok(await createUser(app, user, body), 'common.created'),
  }),
  defineRoute({
    method: 'GET',
    path: `${BASE}/:id`,
    access: requiresPermission(MENU),
    summary: 'One user with organizations, positions, roles and manager (for the edit dialog)',
    tags: TAGS,
    schema: { params: idParamsSchema, response: userInfoSchema },
    handler: ({ app, user, params }) => getUser(app, user, params.id),
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/:id`,
    access: requiresPermission(MENU, ButtonCode.edit),
    summary: 'Update a user (the account and the state are not changed here)',
    tags: TAGS,
    schema: { params: idParamsSchema, body: updateUserBodySchema, response: emptySchema },
    handler: async ({ app, user, params, body }) => {
      await updateUserFor(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: `${BASE}/:id`,
    access: requiresPermission(MENU, ButtonCode.remove),
    summary: 'Delete a user (not yourself, not the last administrator)',
    tags: TAGS,
    schema: { params: idParamsSchema, response: emptySchema },
    handler: async ({ app, user, params }) => {
      await deleteUser(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${BASE}/:id/Actions/ResetPassword`,
    access: requiresPermission(MENU, ButtonCode.resetPassword),
    summary: 'Set a new password (md5 twice); the user’s sessions end and the change is forced at next login',
    tags: TAGS,
    schema: { params: idParamsSchema, body: resetPasswordBodySchema, response: emptySchema },
    handler: async ({ app, user, params, body }) => {
      await resetPassword(app, user, params.id, body);
      return ok(null, 'users.passwordReset');
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/:id/Actions/State`,
    access: requiresPermission(MENU, ButtonCode.state),
    summary: 'Enable or disable a user (flips the state); disabling ends their sessions',
    tags: TAGS,
    schema: { params: idParamsSchema, response: userStateSchema },
    handler: async ({ app, user, params }) => {
      const enabledMark = await toggleUserState(app, user, params.id);
      return ok({ enabledMark }, enabledMark === 1 ? 'users.enabled' : 'users.disabled');
    },
  }),
  defineRoute({
    method: 'PUT',
    path: `${BASE}/:id/Actions/unlock`,
    access: requiresPermission(MENU, ButtonCode.unlock),
    summary: 'Clear a lockout after failed logins',
    tags: TAGS,
    schema: { params: idParamsSchema, response: emptySchema },
    handler: async ({ app, user, params }) => {
      await unlockUser(app, user, params.id);
      return ok(null, 'users.unlocked');
    },
  }),
];
