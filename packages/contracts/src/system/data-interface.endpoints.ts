import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import { exportedFileSchema } from '../import-export.ts';
import {
  createDataInterfaceBodySchema,
  dataInterfaceCreatedSchema,
  dataInterfaceInfoSchema,
  dataInterfaceListQuerySchema,
  dataInterfaceListSchema,
  dataInterfaceOptionListSchema,
  dataInterfaceParamListSchema,
  dataInterfaceStateSchema,
  dataInterfaceTreeSchema,
  updateDataInterfaceBodySchema,
} from './data-interface.ts';
import {
  dataInterfaceFieldNamesSchema,
  dataInterfaceImportFieldsSchema,
  dataInterfaceImportResultSchema,
  dataInterfaceInfoByIdsBodySchema,
  dataInterfaceListCallBodySchema,
  dataInterfaceLogListSchema,
  dataInterfaceLogQuerySchema,
  dataInterfaceResultSchema,
  dataInterfaceRowsPageSchema,
  dataInterfaceRowsSchema,
  previewDataInterfaceBodySchema,
} from './data-interface-call.ts';

const BASE = '/system/DataInterface';

/** 数据接口: the interfaces administrators keep, the pickers, the calls and the call log. */
export const dataInterfaceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Data interfaces, paged; keyword on name or code; categoryId and dataType filter',
    schemas: { query: dataInterfaceListQuerySchema, response: dataInterfaceListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector`,
    summary: 'Categories with their enabled interfaces, as a tree',
    schemas: { response: dataInterfaceTreeSchema },
  }),
  options: endpoint({
    method: 'GET',
    path: `${BASE}/getList`,
    summary:
      "The pickers' enabled interfaces, paged; keyword on name or code; categoryId and dataType filter",
    schemas: { query: dataInterfaceListQuerySchema, response: dataInterfaceOptionListSchema },
  }),
  params: endpoint({
    method: 'GET',
    path: `${BASE}/GetParam/{id}`,
    summary: "An enabled interface's typed parameters",
    schemas: { params: idParamsSchema, response: dataInterfaceParamListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One data interface',
    schemas: { params: idParamsSchema, response: dataInterfaceInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a data interface',
    schemas: { body: createDataInterfaceBodySchema, response: dataInterfaceCreatedSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update a data interface: only the fields sent change',
    schemas: { params: idParamsSchema, body: updateDataInterfaceBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a data interface with its variables and call log',
    schemas: { params: idParamsSchema },
  }),
  setState: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/Actions/State`,
    summary: 'Enable or disable an interface (flips the state)',
    schemas: { params: idParamsSchema, response: dataInterfaceStateSchema },
  }),
  copy: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Actions/Copy`,
    summary: 'Copy an interface: name X.副本nnnnn, code X.nnnnn, disabled',
    schemas: { params: idParamsSchema, response: dataInterfaceCreatedSchema },
  }),
  export: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Actions/Export`,
    summary: 'The interface as a .bd file; download data.url',
    schemas: { params: idParamsSchema, response: exportedFileSchema },
  }),
  import: endpoint({
    method: 'POST',
    path: `${BASE}/Actions/Import`,
    summary: 'Import a .bd file (multipart: file, type 0 refuse duplicates / 1 import them as copies)',
    bodyEncoding: 'multipart',
    schemas: { query: dataInterfaceImportFieldsSchema, response: dataInterfaceImportResultSchema },
  }),
  preview: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Actions/Preview`,
    summary:
      'Run an interface with the given parameter values (paramList[].defaultValue); the answer is its result',
    schemas: {
      params: idParamsSchema,
      body: previewDataInterfaceBodySchema,
      response: dataInterfaceResultSchema,
    },
  }),
  listRows: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Actions/List`,
    summary: "An enabled interface's rows, paged; keyword against relationField or columnOptions",
    schemas: {
      params: idParamsSchema,
      body: dataInterfaceListCallBodySchema,
      response: dataInterfaceRowsPageSchema,
    },
  }),
  infoByIds: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Actions/InfoByIds`,
    summary: "An enabled interface's rows whose propsValue field is one of ids",
    schemas: {
      params: idParamsSchema,
      body: dataInterfaceInfoByIdsBodySchema,
      response: dataInterfaceRowsSchema,
    },
  }),
  fields: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Actions/GetFields`,
    summary:
      "The field names of an enabled interface's result, run with the given parameter values (one row)",
    schemas: {
      params: idParamsSchema,
      body: previewDataInterfaceBodySchema,
      response: dataInterfaceFieldNamesSchema,
    },
  }),
  log: endpoint({
    method: 'GET',
    path: '/system/DataInterfaceLog/{id}',
    summary: "An interface's call log, newest first, paged; keyword on IP or device",
    schemas: {
      params: idParamsSchema,
      query: dataInterfaceLogQuerySchema,
      response: dataInterfaceLogListSchema,
    },
  }),
};
