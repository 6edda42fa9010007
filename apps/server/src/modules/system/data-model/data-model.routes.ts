import { ButtonCode, DATA_MODEL_FILE_MAX_BYTES, dataModelEndpoints, MenuCode } from '@platform/contracts';
import { ok, requiresAnyMenu, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { readSingleUpload } from '../../../http/single-upload.ts';
import {
  findDataModelTable,
  getDataModelTable,
  listAllDataModelTables,
  listDataModelFields,
  listDataModelTables,
  previewDataModelDdl,
  removeDataModelTable,
  saveDataModelTable,
} from './data-model.service.ts';
import { exportDataModelTable, importDataModelTable } from './data-model-bdb.service.ts';
import { previewDataModelRows } from './data-model-preview.service.ts';

const MENU = MenuCode.dataModel;
/** Every table and a table's columns: also what 功能设计 picks a design's tables and bindings from. */
const DESIGNER_READ = requiresAnyMenu(MENU, MenuCode.webDesign);

type TableInput = {
  params: { linkId: string; table?: string };
  body?: { tableInfo: { table?: string; newTable: string } };
};
/**
 * A table's structure before and after a save or a drop, logged as `link:table`. A rename is read
 * under its old name (before) and, once that is gone, under its new one (after).
 */
const tableAudit = (action?: string): RouteAudit<TableInput['params'], TableInput['body']> => ({
  module: 'data_model',
  action,
  recordId: ({ params, body }) =>
    `${params.linkId}:${params.table || body?.tableInfo.table || body?.tableInfo.newTable || ''}`,
  load: async (app, _id, { params, body }) =>
    (await findDataModelTable(app, params.linkId, params.table || body?.tableInfo.table)) ??
    findDataModelTable(app, params.linkId, body?.tableInfo.newTable),
});

/*
 * /api/system/DataModel/{linkId} (数据建模): reading needs the menu (the table list and a table's
 * columns also 功能设计), each change its button.
 */
export const dataModelRoutes = [
  route(dataModelEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, params, query }) => listDataModelTables(app, params.linkId, query),
  }),
  route(dataModelEndpoints.all, {
    access: DESIGNER_READ,
    handler: ({ app, params, query }) => listAllDataModelTables(app, params.linkId, query.keyword),
  }),
  route(dataModelEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, params }) => getDataModelTable(app, params.linkId, params.table),
  }),
  route(dataModelEndpoints.fields, {
    access: DESIGNER_READ,
    handler: ({ app, params, query }) => listDataModelFields(app, params.linkId, params.table, query.type),
  }),
  route(dataModelEndpoints.preview, {
    access: requiresPermission(MENU),
    handler: ({ app, params, query }) => previewDataModelRows(app, params.linkId, params.table, query),
  }),
  route(dataModelEndpoints.ddl, {
    access: requiresPermission(MENU),
    handler: ({ app, params, query, body }) => previewDataModelDdl(app, params.linkId, query.mode, body),
  }),
  route(dataModelEndpoints.create, {
    audit: tableAudit(),
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, params, body }) => {
      await saveDataModelTable(app, params.linkId, 'create', body);
      return ok(null, 'common.created');
    },
  }),
  route(dataModelEndpoints.update, {
    audit: tableAudit(),
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, params, body }) => {
      await saveDataModelTable(app, params.linkId, 'update', body);
      return ok(null, 'common.updated');
    },
  }),
  route(dataModelEndpoints.addFields, {
    audit: tableAudit('addFields'),
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, params, body }) => {
      await saveDataModelTable(app, params.linkId, 'addFields', body);
      return ok(null, 'common.updated');
    },
  }),
  route(dataModelEndpoints.remove, {
    audit: tableAudit(),
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, params }) => {
      await removeDataModelTable(app, params.linkId, params.table);
      return ok(null, 'common.deleted');
    },
  }),
  route(dataModelEndpoints.export, {
    access: requiresPermission(MENU, ButtonCode.export),
    handler: ({ app, user, params }) => exportDataModelTable(app, user, params.linkId, params.table),
  }),
  route(dataModelEndpoints.import, {
    access: requiresPermission(MENU, ButtonCode.import),
    handler: async ({ app, user, params, request }) => {
      const upload = await readSingleUpload(request, DATA_MODEL_FILE_MAX_BYTES);
      await importDataModelTable(app, user, params.linkId, upload);
      return ok(null, 'dataModel.imported');
    },
  }),
];
