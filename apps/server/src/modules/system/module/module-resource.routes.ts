import {
  createdIdSchema,
  emptySchema,
  idParamsSchema,
  type ModuleButtonInfo,
  type ModuleFieldInfo,
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
} from '@platform/contracts';
import { ButtonCode, MenuCode } from '../../../db/seed/menu-catalogue.ts';
import { defineRoute, ok, type RouteDefinition, requiresPermission } from '../../../http/route.ts';
import type { FieldKind, FieldRow } from './module-resource.repository.ts';
import {
  createField,
  createScheme,
  editField,
  editScheme,
  getField,
  getScheme,
  listFields,
  listSchemes,
  removeResource,
  toButtonInfo,
  toFieldInfo,
} from './module-resource.service.ts';

/*
 * Page resources, managed from the menu page (its menu and buttons guard them):
 * /system/ModuleButton, ModuleColumn, ModuleForm and ModuleDataAuthorizeScheme, each with
 * GET /{moduleId}/List, POST, GET /{id}, PUT /{id}, DELETE /{id}.
 */

const TAGS = ['system'];
const read = requiresPermission(MenuCode.menu);

function deleteRoute(base: string, kind: FieldKind | 'scheme', label: string): RouteDefinition {
  return defineRoute({
    method: 'DELETE',
    path: `${base}/:id`,
    access: requiresPermission(MenuCode.menu, ButtonCode.remove),
    summary: `Deletes a ${label} with its grants`,
    tags: TAGS,
    schema: { params: idParamsSchema, response: emptySchema },
    handler: async ({ params, app }) => {
      await removeResource(app, kind, params.id);
      return ok(null, 'common.deleted');
    },
  });
}

function fieldRoutes(base: string, kind: FieldKind, label: string): RouteDefinition[] {
  const isButton = kind === 'button';
  const body = isButton ? moduleButtonBodySchema : moduleFieldBodySchema;
  const info = isButton ? moduleButtonInfoSchema : moduleFieldInfoSchema;
  const toInfo = (row: FieldRow): ModuleButtonInfo | ModuleFieldInfo =>
    isButton ? toButtonInfo(row) : toFieldInfo(row);
  return [
    defineRoute({
      method: 'GET',
      path: `${base}/:moduleId/List`,
      access: read,
      summary: `The ${label}s of a menu (keyword on name or code), by sort code`,
      tags: TAGS,
      schema: {
        params: moduleIdParamsSchema,
        querystring: resourceListQuerySchema,
        response: isButton ? moduleButtonListSchema : moduleFieldListSchema,
      },
      handler: async ({ params, query, app }) => ({
        list: (await listFields(app, kind, params.moduleId, query)).map(toInfo),
      }),
    }),
    defineRoute({
      method: 'GET',
      path: `${base}/:id`,
      access: read,
      summary: `One ${label}`,
      tags: TAGS,
      schema: { params: idParamsSchema, response: info },
      handler: async ({ params, app }) => toInfo(await getField(app, kind, params.id)),
    }),
    defineRoute({
      method: 'POST',
      path: base,
      access: requiresPermission(MenuCode.menu, ButtonCode.add),
      summary: `Adds a ${label} to a page menu (enCode unique per menu)`,
      tags: TAGS,
      schema: { body, response: createdIdSchema },
      handler: async ({ body, app }) => ok(await createField(app, kind, body), 'common.created'),
    }),
    defineRoute({
      method: 'PUT',
      path: `${base}/:id`,
      access: requiresPermission(MenuCode.menu, ButtonCode.edit),
      summary: `Updates a ${label} (it stays on its menu)`,
      tags: TAGS,
      schema: { params: idParamsSchema, body, response: emptySchema },
      handler: async ({ params, body, app }) => {
        await editField(app, kind, params.id, body);
        return ok(null, 'common.updated');
      },
    }),
    deleteRoute(base, kind, label),
  ];
}

const SCHEME_BASE = '/system/ModuleDataAuthorizeScheme';

const schemeRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    path: `${SCHEME_BASE}/:moduleId/List`,
    access: read,
    summary: 'The data-permission schemes of a menu (keyword on name or code)',
    tags: TAGS,
    schema: {
      params: moduleIdParamsSchema,
      querystring: resourceListQuerySchema,
      response: moduleSchemeListSchema,
    },
    handler: ({ params, query, app }) => listSchemes(app, params.moduleId, query),
  }),
  defineRoute({
    method: 'GET',
    path: `${SCHEME_BASE}/:id`,
    access: read,
    summary: 'One data-permission scheme',
    tags: TAGS,
    schema: { params: idParamsSchema, response: moduleSchemeInfoSchema },
    handler: ({ params, app }) => getScheme(app, params.id),
  }),
  defineRoute({
    method: 'POST',
    path: SCHEME_BASE,
    access: requiresPermission(MenuCode.menu, ButtonCode.add),
    summary:
      'Adds a data-permission scheme; conditionJson [{field, op, value}] is validated, variables @userId…',
    tags: TAGS,
    schema: { body: moduleSchemeBodySchema, response: createdIdSchema },
    handler: async ({ body, app }) => ok(await createScheme(app, body), 'common.created'),
  }),
  defineRoute({
    method: 'PUT',
    path: `${SCHEME_BASE}/:id`,
    access: requiresPermission(MenuCode.menu, ButtonCode.edit),
    summary: 'Updates a data-permission scheme',
    tags: TAGS,
    schema: { params: idParamsSchema, body: moduleSchemeBodySchema, response: emptySchema },
    handler: async ({ params, body, app }) => {
      await editScheme(app, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  deleteRoute(SCHEME_BASE, 'scheme', 'data-permission scheme'),
];

export const moduleResourceRoutes: RouteDefinition[] = [
  ...fieldRoutes('/system/ModuleButton', 'button', 'button'),
  ...fieldRoutes('/system/ModuleColumn', 'column', 'list column'),
  ...fieldRoutes('/system/ModuleForm', 'form', 'form field'),
  ...schemeRoutes,
];
