import { ButtonCode, dataSourceEndpoints, MenuCode } from '@platform/contracts';
import { ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import {
  createDataSource,
  getDataSource,
  listDataSourceGroups,
  listDataSources,
  removeDataSource,
  testDataSource,
  updateDataSource,
} from './data-source.service.ts';

const MENU = MenuCode.dataSource;

/* /api/system/DataSource (数据连接). The selector is for every signed-in designer (data models, forms). */
export const dataSourceRoutes = [
  route(dataSourceEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, query }) => listDataSources(app, user, query),
  }),
  route(dataSourceEndpoints.selector, {
    access: signedIn,
    handler: ({ app, lang }) => listDataSourceGroups(app, lang),
  }),
  route(dataSourceEndpoints.test, {
    access: requiresPermission(MENU, ButtonCode.test),
    handler: async ({ app, user, body }) => {
      await testDataSource(app, user, body);
      return ok(null, 'dataSource.testOk');
    },
  }),
  route(dataSourceEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getDataSource(app, user, params.id),
  }),
  route(dataSourceEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createDataSource(app, user, body) }, 'common.created'),
  }),
  route(dataSourceEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateDataSource(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(dataSourceEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeDataSource(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
];
