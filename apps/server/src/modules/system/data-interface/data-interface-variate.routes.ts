import { ButtonCode, dataInterfaceVariateEndpoints, MenuCode } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { findVariate } from './data-interface-variate.repository.ts';
import {
  copyVariate,
  createVariate,
  exportVariate,
  getVariate,
  listVariates,
  listVariateTree,
  removeVariate,
  updateVariate,
} from './data-interface-variate.service.ts';

const MENU = MenuCode.dataInterface;

const variateAudit = (action?: string): RouteAudit => ({
  module: 'data_interface_variates',
  action,
  load: (app, id) => findVariate(app.db, id),
});
/** A copy is logged as the new variate's creation (the source is left as it was). */
const copyAudit: RouteAudit = { ...variateAudit('copy'), recordId: () => undefined };

/** /api/system/DataInterfaceVariate (接口变量): part of the data-interface menu, as in the original. */
export const dataInterfaceVariateRoutes = [
  route(dataInterfaceVariateEndpoints.selector, {
    access: requiresPermission(MENU),
    handler: ({ app }) => listVariateTree(app),
  }),
  route(dataInterfaceVariateEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params, query }) => listVariates(app, user, params.id, query.keyword),
  }),
  route(dataInterfaceVariateEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getVariate(app, user, params.id),
  }),
  route(dataInterfaceVariateEndpoints.create, {
    audit: variateAudit(),
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createVariate(app, user, body) }, 'common.created'),
  }),
  route(dataInterfaceVariateEndpoints.update, {
    audit: variateAudit(),
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateVariate(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(dataInterfaceVariateEndpoints.remove, {
    audit: variateAudit(),
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeVariate(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(dataInterfaceVariateEndpoints.copy, {
    audit: copyAudit,
    access: requiresPermission(MENU, ButtonCode.copy),
    handler: async ({ app, user, params }) =>
      ok({ id: await copyVariate(app, user, params.id) }, 'dataInterface.copied'),
  }),
  route(dataInterfaceVariateEndpoints.export, {
    access: requiresPermission(MENU, ButtonCode.export),
    handler: ({ app, user, params }) => exportVariate(app, user, params.id),
  }),
];
