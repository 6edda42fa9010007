import {
  ButtonCode,
  MenuCode,
  type ModuleButtonInfo,
  type ModuleFieldInfo,
  moduleButtonEndpoints,
  moduleColumnEndpoints,
  moduleFormEndpoints,
  moduleSchemeEndpoints,
} from '@platform/contracts';
import { ok, type RouteDefinition, requiresPermission, route } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import type { FieldKind, FieldRow } from './module-resource.repository.ts';
import { findFieldRow, findSchemeRow } from './module-resource.repository.ts';
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

const read = requiresPermission(MenuCode.menu);

/** A menu's button, column, form field or data scheme row before and after a write. */
const resourceAudit = (kind: FieldKind | 'scheme'): RouteAudit => ({
  module: kind === 'scheme' ? 'module_schemes' : `module_${kind}s`,
  load: (app, id) => (kind === 'scheme' ? findSchemeRow(app.db, id) : findFieldRow(app.db, kind, id)),
});
const schemeAudit = resourceAudit('scheme');

type FieldEndpoints =
  | typeof moduleButtonEndpoints
  | typeof moduleColumnEndpoints
  | typeof moduleFormEndpoints;

function deleteRoute(
  endpoint: FieldEndpoints['remove'] | typeof moduleSchemeEndpoints.remove,
  kind: FieldKind | 'scheme',
): RouteDefinition {
  return route(endpoint, {
    audit: resourceAudit(kind),
    access: requiresPermission(MenuCode.menu, ButtonCode.remove),
    handler: async ({ params, app }) => {
      await removeResource(app, kind, params.id);
      return ok(null, 'common.deleted');
    },
  });
}

function fieldRoutes(endpoints: FieldEndpoints, kind: FieldKind): RouteDefinition[] {
  const toInfo = (row: FieldRow): ModuleButtonInfo | ModuleFieldInfo =>
    kind === 'button' ? toButtonInfo(row) : toFieldInfo(row);
  return [
    route(endpoints.list, {
      access: read,
      handler: async ({ params, query, app }) => {
        const rows = await listFields(app, kind, params.moduleId, query);
        return kind === 'button' ? { list: rows.map(toButtonInfo) } : { list: rows.map(toFieldInfo) };
      },
    }),
    route(endpoints.get, {
      access: read,
      handler: async ({ params, app }) => toInfo(await getField(app, kind, params.id)),
    }),
    route(endpoints.create, {
      audit: resourceAudit(kind),
      access: requiresPermission(MenuCode.menu, ButtonCode.add),
      handler: async ({ body, app }) => ok(await createField(app, kind, body), 'common.created'),
    }),
    route(endpoints.update, {
      audit: resourceAudit(kind),
      access: requiresPermission(MenuCode.menu, ButtonCode.edit),
      handler: async ({ params, body, app }) => {
        await editField(app, kind, params.id, body);
        return ok(null, 'common.updated');
      },
    }),
    deleteRoute(endpoints.remove, kind),
  ];
}

const schemeRoutes: RouteDefinition[] = [
  route(moduleSchemeEndpoints.list, {
    access: read,
    handler: ({ params, query, app }) => listSchemes(app, params.moduleId, query),
  }),
  route(moduleSchemeEndpoints.get, {
    access: read,
    handler: ({ params, app }) => getScheme(app, params.id),
  }),
  route(moduleSchemeEndpoints.create, {
    audit: schemeAudit,
    access: requiresPermission(MenuCode.menu, ButtonCode.add),
    handler: async ({ body, app }) => ok(await createScheme(app, body), 'common.created'),
  }),
  route(moduleSchemeEndpoints.update, {
    audit: schemeAudit,
    access: requiresPermission(MenuCode.menu, ButtonCode.edit),
    handler: async ({ params, body, app }) => {
      await editScheme(app, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  deleteRoute(moduleSchemeEndpoints.remove, 'scheme'),
];

export const moduleResourceRoutes: RouteDefinition[] = [
  ...fieldRoutes(moduleButtonEndpoints, 'button'),
  ...fieldRoutes(moduleColumnEndpoints, 'column'),
  ...fieldRoutes(moduleFormEndpoints, 'form'),
  ...schemeRoutes,
];
