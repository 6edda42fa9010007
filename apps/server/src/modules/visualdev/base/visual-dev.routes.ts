import {
  ButtonCode,
  MenuCode,
  VDD_MAX_BYTES,
  VISUAL_DEV_JSON_MAX,
  visualDevEndpoints,
  visualDevImportFieldsSchema,
} from '@platform/contracts';
import { badRequest } from '../../../http/app-error.ts';
import { type HandlerContext, ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import { readSingleUpload } from '../../../http/single-upload.ts';
import { listFormDataFields, selectFieldData } from '../online-dev/online-dev-relation.service.ts';
import { findVisualDesign } from './visual-dev.repository.ts';
import {
  copyVisualDesign,
  createVisualDesign,
  getVisualDesign,
  listVisualDesigns,
  removeVisualDesign,
  updateVisualDesign,
} from './visual-dev.service.ts';
import { listModuleButtons } from './visual-dev-buttons.service.ts';
import { findDesignRelease } from './visual-dev-release.repository.ts';
import {
  listVisualDesignOptions,
  releaseVisualDesign,
  rollbackVisualDesign,
  toggleVisualDesignState,
} from './visual-dev-release.service.ts';
import { createVisualDesignTables, planVisualDesignTables } from './visual-dev-tables.service.ts';
import { exportVisualDesign, importVisualDesign } from './visual-dev-vdd.service.ts';

const MENU = MenuCode.webDesign;

/** A release or rollback: the design with its online copy, before and after. */
const releaseAudit = (action: string): RouteAudit => ({
  module: 'visual_designs',
  action,
  load: async (app, id) => {
    const design = await findVisualDesign(app.db, id);
    return design && { ...design, release: (await findDesignRelease(app.db, id)) ?? null };
  },
});
/** A design carries its form and two lists as JSON text: room for each at its limit. */
const DESIGN_BODY_LIMIT = 4 * VISUAL_DEV_JSON_MAX;

/** The `.vdd` import under either path: the file, and `type` from the form or the query. */
async function importDesign({
  app,
  user,
  lang,
  request,
  query,
}: HandlerContext<unknown, { type?: number }, unknown>) {
  const upload = await readSingleUpload(request, VDD_MAX_BYTES);
  const fields = visualDevImportFieldsSchema.safeParse(upload.fields);
  if (!fields.success) throw badRequest('visualDev.importInvalid', { detail: 'type' });
  const type = fields.data.type ?? query.type ?? 0;
  return ok({ id: await importVisualDesign(app, user, lang, upload, type) }, 'visualDev.imported');
}

/* /api/visualdev/Base (功能设计) and the design files under /api/visualdev/OnlineDev. */
export const visualDevRoutes = [
  route(visualDevEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, query }) => listVisualDesigns(app, user, query),
  }),
  route(visualDevEndpoints.selector, {
    access: signedIn,
    handler: ({ app, query }) => listVisualDesignOptions(app, query),
  }),
  route(visualDevEndpoints.moduleBtn, {
    access: requiresPermission(MENU),
    handler: ({ app, user, query }) => listModuleButtons(app, user, query.moduleId),
  }),
  route(visualDevEndpoints.formDataFields, {
    access: requiresPermission(MENU),
    handler: ({ app, lang, params, query }) => listFormDataFields(app, lang, params.id, query),
  }),
  // The relation-form picker of any form: the design's own menu grants decide (online-dev-access).
  route(visualDevEndpoints.fieldDataSelect, {
    access: signedIn,
    handler: ({ app, user, lang, params, query }) => selectFieldData(app, user, lang, params.id, query),
  }),
  route(visualDevEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getVisualDesign(app, user, params.id),
  }),
  route(visualDevEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    bodyLimit: DESIGN_BODY_LIMIT,
    handler: async ({ app, user, lang, body }) =>
      ok({ id: await createVisualDesign(app, user, lang, body) }, 'common.created'),
  }),
  route(visualDevEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    bodyLimit: DESIGN_BODY_LIMIT,
    handler: async ({ app, user, lang, params, body }) => {
      await updateVisualDesign(app, user, lang, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(visualDevEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeVisualDesign(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(visualDevEndpoints.copy, {
    access: requiresPermission(MENU, ButtonCode.copy),
    handler: async ({ app, user, params }) =>
      ok({ id: await copyVisualDesign(app, user, params.id) }, 'visualDev.copied'),
  }),
  route(visualDevEndpoints.tablesPlan, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: ({ app, user, lang, params }) => planVisualDesignTables(app, user, lang, params.id),
  }),
  route(visualDevEndpoints.createTables, {
    // The design before and after its tables were written onto it (the tables themselves are new).
    audit: {
      module: 'visual_designs',
      action: 'createTables',
      load: (app, id) => findVisualDesign(app.db, id),
    },
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, lang, params }) =>
      ok(await createVisualDesignTables(app, user, lang, params.id), 'visualDev.tablesCreated'),
  }),
  route(visualDevEndpoints.setState, {
    access: requiresPermission(MENU, ButtonCode.state),
    handler: async ({ app, user, params }) => {
      await toggleVisualDesignState(app, user, params.id);
      return ok(null, 'common.updated');
    },
  }),
  route(visualDevEndpoints.release, {
    audit: releaseAudit('release'),
    access: requiresPermission(MENU, ButtonCode.release),
    handler: async ({ app, user, lang, params, body }) =>
      ok(await releaseVisualDesign(app, user, lang, params.id, body), 'visualDev.released'),
  }),
  route(visualDevEndpoints.rollback, {
    audit: releaseAudit('rollback'),
    access: requiresPermission(MENU, ButtonCode.release),
    handler: async ({ app, user, params }) => {
      await rollbackVisualDesign(app, user, params.id);
      return ok(null, 'visualDev.rolledBack');
    },
  }),
  route(visualDevEndpoints.export, {
    access: requiresPermission(MENU, ButtonCode.export),
    handler: ({ app, user, params }) => exportVisualDesign(app, user, params.id),
  }),
  route(visualDevEndpoints.import, {
    access: requiresPermission(MENU, ButtonCode.import),
    handler: importDesign,
  }),
  route(visualDevEndpoints.importFile, {
    access: requiresPermission(MENU, ButtonCode.import),
    handler: importDesign,
  }),
];
