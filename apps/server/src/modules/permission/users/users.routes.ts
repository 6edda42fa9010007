import { ButtonCode, MenuCode, usersEndpoints } from '@platform/contracts';
import { badRequest } from '../../../http/app-error.ts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { findUser } from './users.repository.ts';
import { createUser, getUser, listUsers, updateUser } from './users.service.ts';
import { findWork } from './users-actions.repository.ts';
import {
  deleteUser,
  getWorkByUser,
  resetPassword,
  toggleUserState,
  unlockUser,
  workHandover,
} from './users-actions.service.ts';
import { exportUsers } from './users-export.service.ts';
import { normaliseCreateBody, normaliseUpdateBody } from './users-wire.ts';

const MENU = MenuCode.permissionUser;

/** The user row before and after an action outside the record kit (its hash is masked by the log). */
const userAudit = (action?: string): RouteAudit => ({
  module: 'users',
  action,
  load: (app, id) => findUser(app.db, id),
});

/** A handover is logged on the leaving user: the duties they held before, and none after. */
const handoverAudit: RouteAudit<unknown, { fromId: string }> = {
  module: 'users',
  action: 'workHandover',
  recordId: ({ body }) => body.fromId,
  load: (app, id) => findWork(app.db, id),
};

/** /api/permission/Users administration (permission → user); pickers in users-picker.routes.ts. */
export const usersRoutes = [
  route(usersEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, query }) => listUsers(app, user, query),
  }),
  route(usersEndpoints.export, {
    access: requiresPermission(MENU, ButtonCode.export),
    handler: async ({ app, user, query, lang }) =>
      ok(await exportUsers(app, user, query, lang), 'export.done'),
  }),
  route(usersEndpoints.exportData, {
    access: requiresPermission(MENU, ButtonCode.export),
    handler: async ({ app, user, query, lang }) =>
      ok(await exportUsers(app, user, query, lang), 'export.done'),
  }),
  route(usersEndpoints.work, {
    access: requiresPermission(MENU),
    handler: ({ app, user, query }) => getWorkByUser(app, user, query.fromId),
  }),
  route(usersEndpoints.workHandover, {
    audit: handoverAudit,
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, body }) => ok(await workHandover(app, user, body), 'users.handedOver'),
  }),
  route(usersEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createUser(app, user, normaliseCreateBody(body)) }, 'common.created'),
  }),
  route(usersEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getUser(app, user, params.id),
  }),
  route(usersEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateUser(app, user, params.id, normaliseUpdateBody(body), body);
      return ok(null, 'common.updated');
    },
  }),
  route(usersEndpoints.remove, {
    audit: userAudit(),
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await deleteUser(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(usersEndpoints.resetPassword, {
    audit: userAudit('resetPassword'),
    access: requiresPermission(MENU, ButtonCode.resetPassword),
    handler: async ({ app, user, params, body: { id, ...passwords } }) => {
      // The original sends the user's id in the body as well: it must name the same user.
      if (id && id !== params.id) throw badRequest('users.readOnlyField', { field: 'id' });
      await resetPassword(app, user, params.id, passwords);
      return ok(null, 'users.passwordReset');
    },
  }),
  route(usersEndpoints.setState, {
    audit: userAudit('state'),
    access: requiresPermission(MENU, ButtonCode.state),
    handler: async ({ app, user, params }) => {
      const enabledMark = await toggleUserState(app, user, params.id);
      return ok({ enabledMark }, enabledMark === 1 ? 'users.enabled' : 'users.disabled');
    },
  }),
  route(usersEndpoints.unlock, {
    audit: userAudit('unlock'),
    access: requiresPermission(MENU, ButtonCode.unlock),
    handler: async ({ app, user, params }) => {
      await unlockUser(app, user, params.id);
      return ok(null, 'users.unlocked');
    },
  }),
];
