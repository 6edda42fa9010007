import { ButtonCode, groupEndpoints, MenuCode } from '@platform/contracts';
import { ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import {
  createGroup,
  getGroup,
  groupSelector,
  listGroupOptions,
  listGroups,
  removeGroup,
  updateGroup,
} from './group.service.ts';

const MENU = MenuCode.permissionGroup;

/*
 * /api/permission/Group (分组管理). Selector and GroupCondition are pickers open to every
 * signed-in user (ids and names of enabled groups only).
 */
export const groupRoutes = [
  route(groupEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, query }) => listGroups(app, user, query),
  }),
  route(groupEndpoints.selector, { access: signedIn, handler: ({ app }) => groupSelector(app) }),
  route(groupEndpoints.condition, {
    access: signedIn,
    handler: ({ app, body }) => listGroupOptions(app, body),
  }),
  route(groupEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) => ok({ id: await createGroup(app, user, body) }, 'common.created'),
  }),
  route(groupEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getGroup(app, user, params.id),
  }),
  route(groupEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateGroup(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(groupEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeGroup(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
];
