import { endpoint } from '../endpoint.ts';
import { exportedFileSchema } from '../import-export.ts';
import {
  dataModelAllQuerySchema,
  dataModelAllSchema,
  dataModelDdlQuerySchema,
  dataModelDdlSchema,
  dataModelFieldListSchema,
  dataModelFieldQuerySchema,
  dataModelInfoSchema,
  dataModelLinkParamsSchema,
  dataModelListQuerySchema,
  dataModelListSchema,
  dataModelPreviewQuerySchema,
  dataModelPreviewSchema,
  dataModelSaveBodySchema,
  dataModelTableParamsSchema,
} from './data-model.ts';

const BASE = '/system/DataModel/{linkId}';

/** 数据建模: the tables of a data source ("0" the platform's business schema). */
export const dataModelEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${BASE}/Tables`,
    summary: 'Tables of a source, paged; keyword on name or comment; row counts',
    schemas: {
      params: dataModelLinkParamsSchema,
      query: dataModelListQuerySchema,
      response: dataModelListSchema,
    },
  }),
  all: endpoint({
    method: 'GET',
    path: `${BASE}/TableAll`,
    summary: 'Tables and views of a source, not paged; keyword on name or comment',
    schemas: {
      params: dataModelLinkParamsSchema,
      query: dataModelAllQuerySchema,
      response: dataModelAllSchema,
    },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/Table/{table}`,
    summary: 'A table with its columns and whether it holds rows',
    schemas: { params: dataModelTableParamsSchema, response: dataModelInfoSchema },
  }),
  fields: endpoint({
    method: 'GET',
    path: `${BASE}/Tables/{table}/Fields`,
    summary: "A table's columns; type 1 names them in camelCase without f_",
    schemas: {
      params: dataModelTableParamsSchema,
      query: dataModelFieldQuerySchema,
      response: dataModelFieldListSchema,
    },
  }),
  create: endpoint({
    method: 'POST',
    path: `${BASE}/Table`,
    summary: 'Create a table from its columns',
    schemas: { params: dataModelLinkParamsSchema, body: dataModelSaveBodySchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/Table`,
    summary: 'Change a table (rename, columns); refused when it would lose data',
    schemas: { params: dataModelLinkParamsSchema, body: dataModelSaveBodySchema },
  }),
  addFields: endpoint({
    method: 'PUT',
    path: `${BASE}/addFields`,
    summary: 'Add the new columns of the list to a table (existing ones are left as they are)',
    schemas: { params: dataModelLinkParamsSchema, body: dataModelSaveBodySchema },
  }),
  ddl: endpoint({
    method: 'POST',
    path: `${BASE}/Table/Actions/Ddl`,
    summary: 'The statements a create, update or addFields would run, checked but not run',
    schemas: {
      params: dataModelLinkParamsSchema,
      query: dataModelDdlQuerySchema,
      body: dataModelSaveBodySchema,
      response: dataModelDdlSchema,
    },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/Table/{table}`,
    summary: 'Drop a table; refused while it holds rows',
    schemas: { params: dataModelTableParamsSchema },
  }),
  preview: endpoint({
    method: 'GET',
    path: `${BASE}/Table/{table}/Preview`,
    summary: "A table's rows, paged; keyword searches the column `field`",
    schemas: {
      params: dataModelTableParamsSchema,
      query: dataModelPreviewQuerySchema,
      response: dataModelPreviewSchema,
    },
  }),
  export: endpoint({
    method: 'GET',
    path: `${BASE}/Table/{table}/Actions/Export`,
    summary: "The table's definition as a .bdb file; download data.url",
    schemas: { params: dataModelTableParamsSchema, response: exportedFileSchema },
  }),
  import: endpoint({
    method: 'POST',
    path: `${BASE}/Actions/Import`,
    summary: 'Create a table from a .bdb file (multipart: file)',
    bodyEncoding: 'multipart',
    schemas: { params: dataModelLinkParamsSchema },
  }),
};
