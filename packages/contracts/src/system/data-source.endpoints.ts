import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  createDataSourceBodySchema,
  dataSourceCreatedSchema,
  dataSourceInfoSchema,
  dataSourceListQuerySchema,
  dataSourceListSchema,
  dataSourceSelectorQuerySchema,
  dataSourceSelectorSchema,
  testDataSourceBodySchema,
  updateDataSourceBodySchema,
} from './data-source.ts';

const BASE = '/system/DataSource';

/** 数据连接: the external databases of the data modules, and the picker that includes the platform's own. */
export const dataSourceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Data sources, paged; keyword on the name or host',
    schemas: { query: dataSourceListQuerySchema, response: dataSourceListSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector`,
    summary: 'Enabled data sources grouped by kind, the platform database ("0") first',
    schemas: { query: dataSourceSelectorQuerySchema, response: dataSourceSelectorSchema },
  }),
  test: endpoint({
    method: 'POST',
    path: `${BASE}/Actions/Test`,
    summary: "Connects with the dialog's fields (a saved source's password when none is sent)",
    schemas: { body: testDataSourceBodySchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One data source (never its password)',
    schemas: { params: idParamsSchema, response: dataSourceInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Add a data source; the password is stored encrypted',
    schemas: { body: createDataSourceBodySchema, response: dataSourceCreatedSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update a data source: only the fields sent change; an empty password keeps the stored one',
    schemas: { params: idParamsSchema, body: updateDataSourceBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a data source',
    schemas: { params: idParamsSchema },
  }),
};
