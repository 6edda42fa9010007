import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import { exportedFileSchema } from '../import-export.ts';
import * as record from '../record-schemas.ts';
import {
  dataInterfaceVariateBodySchema,
  dataInterfaceVariateListSchema,
  dataInterfaceVariateSchema,
  dataInterfaceVariateTreeSchema,
  updateDataInterfaceVariateBodySchema,
} from './data-interface-call.ts';

const BASE = '/system/DataInterfaceVariate';

/** 接口变量: variables `{@name}` of a data interface. */
export const dataInterfaceVariateEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: "An interface's variables (id is the interface's id)",
    schemas: {
      params: idParamsSchema,
      query: record.keywordQuery,
      response: dataInterfaceVariateListSchema,
    },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${BASE}/Selector`,
    summary: 'Interfaces with their variables, as a tree',
    schemas: { response: dataInterfaceVariateTreeSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Info`,
    summary: 'One variable',
    schemas: { params: idParamsSchema, response: dataInterfaceVariateSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a variable',
    schemas: { body: dataInterfaceVariateBodySchema, response: record.createdId },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Update a variable',
    schemas: { params: idParamsSchema, body: updateDataInterfaceVariateBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a variable',
    schemas: { params: idParamsSchema },
  }),
  copy: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/Actions/Copy`,
    summary: 'Copy a variable: name X.副本nnnnn',
    schemas: { params: idParamsSchema, response: record.createdId },
  }),
  export: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/Actions/Export`,
    summary: 'The variable as a .json file; download data.url',
    schemas: { params: idParamsSchema, response: exportedFileSchema },
  }),
};
