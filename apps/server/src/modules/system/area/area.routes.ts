import { areaEndpoints, ButtonCode, MenuCode } from '@platform/contracts';
import { ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import {
  createArea,
  getArea,
  listAreaNames,
  listAreaOptions,
  listAreas,
  removeArea,
  toggleAreaState,
  updateArea,
} from './area.service.ts';

const MENU = MenuCode.area;

/* /api/system/Area (行政区划). The selector and the names are the pickers of every form. */
export const areaRoutes = [
  route(areaEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params, query }) => listAreas(app, user, params.parentId, query),
  }),
  route(areaEndpoints.selector, {
    access: signedIn,
    handler: ({ app, params }) => listAreaOptions(app, params.id, params.ids),
  }),
  route(areaEndpoints.names, {
    access: signedIn,
    handler: ({ app, body }) => listAreaNames(app, body),
  }),
  route(areaEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getArea(app, user, params.id),
  }),
  route(areaEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) => ok({ id: await createArea(app, user, body) }, 'common.created'),
  }),
  route(areaEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateArea(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(areaEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeArea(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(areaEndpoints.setState, {
    access: requiresPermission(MENU, ButtonCode.state),
    handler: async ({ app, user, params }) =>
      ok({ enabledMark: await toggleAreaState(app, user, params.id) }, 'common.updated'),
  }),
];
