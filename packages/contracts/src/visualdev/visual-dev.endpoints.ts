import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import { exportedFileSchema } from '../import-export.ts';
import {
  createVisualDevBodySchema,
  updateVisualDevBodySchema,
  visualDevCreatedSchema,
  visualDevInfoSchema,
  visualDevListQuerySchema,
  visualDevListSchema,
} from './visual-dev.ts';
import {
  fieldDataSelectQuerySchema,
  fieldDataSelectSchema,
  formDataFieldsQuerySchema,
  formDataFieldsSchema,
  moduleBtnListSchema,
  moduleBtnQuerySchema,
} from './visual-dev-fields.ts';
import {
  visualDevReleaseBodySchema,
  visualDevReleaseResultSchema,
  visualDevSelectorQuerySchema,
  visualDevSelectorSchema,
} from './visual-dev-release.ts';
import { visualDevTablesPlanSchema } from './visual-dev-tables.ts';
import { visualDevImportFieldsSchema, visualDevImportResultSchema } from './visual-dev-vdd.ts';

const BASE = '/visualdev/Base';
const ONLINE = '/visualdev/OnlineDev';

const importSummary =
  'Import a .vdd design file (multipart: file, type 0 refuse duplicates / 1 import them as copies; type may be in the query)';

/** 功能设计: the designs, their copies and their `.vdd` files. */
export const visualDevEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary:
      'Designs, paged; keyword on name or code; category, type (default 1), webType and enableFlow filter',
    schemas: { query: visualDevListQuerySchema, response: visualDevListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector`,
    summary:
      'Designs for pickers as a tree of category → designs; isRelease: the released copies; webType "1,2"',
    schemas: { query: visualDevSelectorQuerySchema, response: visualDevSelectorSchema },
  }),
  moduleBtn: endpoint({
    method: 'GET',
    path: `${BASE}/ModuleBtn`,
    summary: "A design's list buttons: the row buttons, then the toolbar's, as {value, icon, label}",
    schemas: { query: moduleBtnQuerySchema, response: moduleBtnListSchema },
  }),
  formDataFields: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/FormDataFields`,
    summary:
      "A released design's value fields for the designer's choosers; filterType 1 adds sub-table columns",
    schemas: { params: idParamsSchema, query: formDataFieldsQuerySchema, response: formDataFieldsSchema },
  }),
  fieldDataSelect: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/FieldDataSelect`,
    summary:
      "A page of a released design's records for the relation-form picker: id, relationField and columnOptions",
    schemas: { params: idParamsSchema, query: fieldDataSelectQuerySchema, response: fieldDataSelectSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One design with its form, list and tables JSON',
    schemas: { params: idParamsSchema, response: visualDevInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a design; its form is checked against the form engine and its tables',
    schemas: { body: createVisualDevBodySchema, response: visualDevCreatedSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary:
      'Update a design: only the fields sent change; a released design becomes "changed since release"',
    schemas: { params: idParamsSchema, body: updateVisualDevBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a design',
    schemas: { params: idParamsSchema },
  }),
  copy: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Actions/Copy`,
    summary: 'Copy a design: name "X.副本nnnnn", code "Xnnnnn", not released',
    schemas: { params: idParamsSchema, response: visualDevCreatedSchema },
  }),
  tablesPlan: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Actions/CreateTables`,
    summary: 'The tables "create the tables" would make for a design without tables; nothing is made',
    schemas: { params: idParamsSchema, response: visualDevTablesPlanSchema },
  }),
  createTables: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Actions/CreateTables`,
    summary:
      'Create the main table and sub-tables of a design without tables on the platform database and bind the design to them',
    schemas: { params: idParamsSchema, response: visualDevTablesPlanSchema },
  }),
  setState: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/State`,
    summary: 'Enable or disable a design',
    schemas: { params: idParamsSchema },
  }),
  release: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Actions/Release`,
    summary:
      'Release a design: keep its online copy and make or refresh its Web/App menu with buttons, columns and form fields',
    schemas: {
      params: idParamsSchema,
      body: visualDevReleaseBodySchema,
      response: visualDevReleaseResultSchema,
    },
  }),
  rollback: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Actions/RollbackTemplate`,
    summary: 'Put the released copy back into the design',
    schemas: { params: idParamsSchema },
  }),
  export: endpoint({
    method: 'POST',
    path: `${ONLINE}/{id}/Actions/ExportData`,
    summary: 'The design as a .vdd file; download data.url',
    schemas: { params: idParamsSchema, response: exportedFileSchema },
  }),
  import: endpoint({
    method: 'POST',
    path: `${ONLINE}/Model/Actions/ImportData`,
    summary: importSummary,
    bodyEncoding: 'multipart',
    schemas: { query: visualDevImportFieldsSchema, response: visualDevImportResultSchema },
  }),
  /** The same import under the path of the original's newer server. */
  importFile: endpoint({
    method: 'POST',
    path: `${ONLINE}/Actions/Import`,
    summary: importSummary,
    bodyEncoding: 'multipart',
    schemas: { query: visualDevImportFieldsSchema, response: visualDevImportResultSchema },
  }),
};
