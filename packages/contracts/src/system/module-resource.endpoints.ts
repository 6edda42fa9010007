import type { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import {
  moduleButtonBodySchema,
  moduleButtonInfoSchema,
  moduleButtonListSchema,
  moduleFieldBodySchema,
  moduleFieldInfoSchema,
  moduleFieldListSchema,
  moduleIdParamsSchema,
  moduleSchemeBodySchema,
  moduleSchemeInfoSchema,
  moduleSchemeListSchema,
  resourceListQuerySchema,
} from './module-resource.ts';
import { createdIdSchema } from './system.ts';

/*
 * Page resources, managed from the menu page: /system/ModuleButton, ModuleColumn, ModuleForm and
 * ModuleDataAuthorizeScheme, each with GET /{moduleId}/List, POST, GET /{id}, PUT /{id}, DELETE /{id}.
 * Buttons, columns and form fields share one shape, built per kind by `fieldEndpoints`.
 */

function removeEndpoint<const B extends string>(base: B, label: string) {
  return endpoint({
    method: 'DELETE',
    path: `${base}/{id}`,
    summary: `Deletes a ${label} with its grants`,
    schemas: { params: idParamsSchema },
  });
}

function fieldEndpoints<
  const B extends string,
  Body extends z.ZodType,
  Info extends z.ZodType,
  List extends z.ZodType,
>(base: B, label: string, schemas: { body: Body; info: Info; list: List }) {
  return {
    list: endpoint({
      method: 'GET',
      path: `${base}/{moduleId}/List`,
      summary: `The ${label}s of a menu (keyword on name or code), by sort code`,
      schemas: { params: moduleIdParamsSchema, query: resourceListQuerySchema, response: schemas.list },
    }),
    get: endpoint({
      method: 'GET',
      path: `${base}/{id}`,
      summary: `One ${label}`,
      schemas: { params: idParamsSchema, response: schemas.info },
    }),
    create: endpoint({
      method: 'POST',
      path: base,
      summary: `Adds a ${label} to a page menu (enCode unique per menu)`,
      schemas: { body: schemas.body, response: createdIdSchema },
    }),
    update: endpoint({
      method: 'PUT',
      path: `${base}/{id}`,
      summary: `Updates a ${label} (it stays on its menu)`,
      schemas: { params: idParamsSchema, body: schemas.body },
    }),
    remove: removeEndpoint(base, label),
  };
}

const buttonSchemas = {
  body: moduleButtonBodySchema,
  info: moduleButtonInfoSchema,
  list: moduleButtonListSchema,
};
const fieldSchemas = {
  body: moduleFieldBodySchema,
  info: moduleFieldInfoSchema,
  list: moduleFieldListSchema,
};

export const moduleButtonEndpoints = fieldEndpoints('/system/ModuleButton', 'button', buttonSchemas);
export const moduleColumnEndpoints = fieldEndpoints('/system/ModuleColumn', 'list column', fieldSchemas);
export const moduleFormEndpoints = fieldEndpoints('/system/ModuleForm', 'form field', fieldSchemas);

const SCHEME_BASE = '/system/ModuleDataAuthorizeScheme';

export const moduleSchemeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: `${SCHEME_BASE}/{moduleId}/List`,
    summary: 'The data-permission schemes of a menu (keyword on name or code)',
    schemas: {
      params: moduleIdParamsSchema,
      query: resourceListQuerySchema,
      response: moduleSchemeListSchema,
    },
  }),
  get: endpoint({
    method: 'GET',
    path: `${SCHEME_BASE}/{id}`,
    summary: 'One data-permission scheme',
    schemas: { params: idParamsSchema, response: moduleSchemeInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: SCHEME_BASE,
    summary:
      'Adds a data-permission scheme; conditionJson [{field, op, value}] is validated, variables @userId…',
    schemas: { body: moduleSchemeBodySchema, response: createdIdSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${SCHEME_BASE}/{id}`,
    summary: 'Updates a data-permission scheme',
    schemas: { params: idParamsSchema, body: moduleSchemeBodySchema },
  }),
  remove: removeEndpoint(SCHEME_BASE, 'data-permission scheme'),
};
