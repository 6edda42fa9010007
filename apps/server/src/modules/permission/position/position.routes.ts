import { ButtonCode, MenuCode, positionEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import {
  createPosition,
  getPosition,
  getPositionSelector,
  groupPositionsByOrganizations,
  listAllPositions,
  listPositions,
  listPositionsByCondition,
  listPositionsOfOrganizations,
  removePosition,
  togglePositionState,
  updatePosition,
} from './position.service.ts';

const MENU = MenuCode.permissionPosition;

/*
 * /api/permission/Position (岗位管理). The pickers (All, Selector, getListByOrgIds,
 * OptionsByOrgIds, PositionCondition) are open to every signed-in user: the user dialog and flow forms
 * choose positions with them, and they return ids, names and organization paths only. The state
 * toggle (the original's Actions/State) needs the edit button: the menu has no state button.
 */
export const positionRoutes = [
  route(positionEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, query }) => listPositions(app, user, query),
  }),
  route(positionEndpoints.selector, { access: signedIn, handler: ({ app }) => getPositionSelector(app) }),
  route(positionEndpoints.all, { access: signedIn, handler: ({ app }) => listAllPositions(app) }),
  route(positionEndpoints.listByOrganizations, {
    access: signedIn,
    handler: ({ app, body }) => listPositionsOfOrganizations(app, body.organizeIds),
  }),
  route(positionEndpoints.groupedByOrganizations, {
    access: signedIn,
    handler: ({ app, body }) => groupPositionsByOrganizations(app, body.organizeIds),
  }),
  route(positionEndpoints.condition, {
    access: signedIn,
    handler: ({ app, body }) => listPositionsByCondition(app, body),
  }),
  route(positionEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createPosition(app, user, body) }, 'common.created'),
  }),
  route(positionEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getPosition(app, user, params.id),
  }),
  route(positionEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updatePosition(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(positionEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removePosition(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(positionEndpoints.setState, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params }) => {
      const enabledMark = await togglePositionState(app, user, params.id);
      return ok({ enabledMark }, enabledMark === 1 ? 'position.enabled' : 'position.disabled');
    },
  }),
];
