import {
  BD_MAX_BYTES,
  ButtonCode,
  dataInterfaceEndpoints,
  dataInterfaceImportFieldsSchema,
  MenuCode,
} from '@platform/contracts';
import { badRequest } from '../../../http/app-error.ts';
import { ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { readSingleUpload } from '../../../http/single-upload.ts';
import { findDataInterface } from './data-interface.repository.ts';
import {
  createDataInterface,
  getDataInterface,
  listDataInterfaces,
  removeDataInterface,
  toggleDataInterfaceState,
  updateDataInterface,
} from './data-interface.service.ts';
import { exportDataInterface, importDataInterface } from './data-interface-bd.service.ts';
import {
  listDataInterfaceFields,
  listDataInterfaceRows,
  listDataInterfaceRowsByIds,
  previewDataInterface,
} from './data-interface-call.service.ts';
import { listDataInterfaceLogs } from './data-interface-log.service.ts';
import {
  copyDataInterface,
  listDataInterfaceOptions,
  listDataInterfaceParams,
  listDataInterfaceTree,
} from './data-interface-options.service.ts';

const MENU = MenuCode.dataInterface;

/** A copy is logged as the new interface's creation (the source is left as it was). */
const copyAudit: RouteAudit = {
  module: 'data_interfaces',
  action: 'copy',
  recordId: () => undefined,
  load: (app, id) => findDataInterface(app.db, id),
};

/*
 * /api/system/DataInterface (数据接口). Managing interfaces needs the menu (and its buttons). Form
 * widgets of any signed-in user read enabled interfaces: the pickers (Selector, getList), GetParam,
 * Actions/List, Actions/InfoByIds and Actions/GetFields (the list designer's columns); Preview is open to them for enabled interfaces too (portal
 * cards), while the preview button also lets its holder try a disabled one.
 */
export const dataInterfaceRoutes = [
  route(dataInterfaceEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, query }) => listDataInterfaces(app, user, query),
  }),
  route(dataInterfaceEndpoints.selector, {
    access: signedIn,
    handler: ({ app }) => listDataInterfaceTree(app),
  }),
  route(dataInterfaceEndpoints.options, {
    access: signedIn,
    handler: ({ app, query }) => listDataInterfaceOptions(app, query),
  }),
  route(dataInterfaceEndpoints.params, {
    access: signedIn,
    handler: ({ app, params }) => listDataInterfaceParams(app, params.id),
  }),
  route(dataInterfaceEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getDataInterface(app, user, params.id),
  }),
  route(dataInterfaceEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createDataInterface(app, user, body) }, 'common.created'),
  }),
  route(dataInterfaceEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateDataInterface(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(dataInterfaceEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeDataInterface(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(dataInterfaceEndpoints.setState, {
    access: requiresPermission(MENU, ButtonCode.state),
    handler: async ({ app, user, params }) =>
      ok({ enabledMark: await toggleDataInterfaceState(app, user, params.id) }, 'common.updated'),
  }),
  route(dataInterfaceEndpoints.copy, {
    audit: copyAudit,
    access: requiresPermission(MENU, ButtonCode.copy),
    handler: async ({ app, user, params }) =>
      ok({ id: await copyDataInterface(app, user, params.id) }, 'dataInterface.copied'),
  }),
  route(dataInterfaceEndpoints.export, {
    access: requiresPermission(MENU, ButtonCode.export),
    handler: ({ app, user, params }) => exportDataInterface(app, user, params.id),
  }),
  route(dataInterfaceEndpoints.import, {
    access: requiresPermission(MENU, ButtonCode.import),
    handler: async ({ app, user, request, query }) => {
      const upload = await readSingleUpload(request, BD_MAX_BYTES);
      const fields = dataInterfaceImportFieldsSchema.safeParse(upload.fields);
      if (!fields.success) throw badRequest('dataInterface.importInvalid', { detail: 'type' });
      const type = fields.data.type ?? query.type ?? 0;
      return ok({ id: await importDataInterface(app, user, upload, type) }, 'dataInterface.imported');
    },
  }),
  route(dataInterfaceEndpoints.preview, {
    access: signedIn,
    handler: async ({ app, user, request, params, body }) =>
      ok(await previewDataInterface(app, user, request, params.id, body), 'dataInterface.requested'),
  }),
  route(dataInterfaceEndpoints.listRows, {
    access: signedIn,
    handler: ({ app, user, request, params, body }) =>
      listDataInterfaceRows(app, user, request, params.id, body),
  }),
  route(dataInterfaceEndpoints.infoByIds, {
    access: signedIn,
    handler: ({ app, user, request, params, body }) =>
      listDataInterfaceRowsByIds(app, user, request, params.id, body),
  }),
  route(dataInterfaceEndpoints.fields, {
    access: signedIn,
    handler: ({ app, user, request, params, body }) =>
      listDataInterfaceFields(app, user, request, params.id, body),
  }),
  route(dataInterfaceEndpoints.log, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params, query }) => listDataInterfaceLogs(app, user, params.id, query),
  }),
];
