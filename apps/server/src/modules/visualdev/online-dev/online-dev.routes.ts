import { MenuCode, onlineDevEndpoints, VISUAL_DEV_JSON_MAX } from '@platform/contracts';
import { ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import type { RouteAudit } from '../../../http/route-audit.ts';
import {
  getOnlineDevConfig,
  getOnlineDevDesignParts,
  getOnlineDevRecord,
  listOnlineDevChildren,
  listOnlineDevRecords,
} from './online-dev.service.ts';
import { createAppPreview, getAppPreview } from './online-dev-app-preview.service.ts';
import { auditedRecords } from './online-dev-design-stores.ts';
import { listDynamicDictionaryOptions } from './online-dev-dictionary.service.ts';
import {
  createOnlineDevRecord,
  removeOnlineDevRecord,
  removeOnlineDevRecords,
  updateOnlineDevRecord,
} from './online-dev-save.service.ts';

/*
 * /api/visualdev/OnlineDev: the records of released designs. The menu a route needs is the design's
 * (a type-3 menu made by its release), known only once the design is found, so the routes are open to
 * signed-in callers and every service checks the menu and button grants itself (runtimeAccess),
 * refusing with 401 as the guard does.
 */

type ModelParams = { modelId: string };

/** A record write, logged with the record before and after (from its JSON record or its tables). */
const recordAudit: RouteAudit<ModelParams, unknown> = {
  module: 'visual_model_data',
  load: async (ctx, id, { params }) => (await auditedRecords(ctx, params.modelId, [id]))[0],
};

/** A batch delete, logged with the records it removed. */
const batchAudit: RouteAudit<ModelParams, { ids: string[] }> = {
  module: 'visual_model_data',
  action: 'remove',
  recordId: ({ body }) => body.ids.join(',').slice(0, 500),
  load: async (ctx, _id, { params, body }) => {
    const rows = await auditedRecords(ctx, params.modelId, body.ids);
    return rows.length ? rows : undefined;
  },
};

export const onlineDevRoutes = [
  route(onlineDevEndpoints.config, {
    access: signedIn,
    handler: ({ app, user, params, query }) => getOnlineDevConfig(app, user, params.modelId, query),
  }),
  route(onlineDevEndpoints.columnData, {
    access: signedIn,
    handler: ({ app, user, params }) => getOnlineDevDesignParts(app, user, params.modelId),
  }),
  route(onlineDevEndpoints.formData, {
    access: signedIn,
    handler: ({ app, user, params }) => getOnlineDevDesignParts(app, user, params.modelId),
  }),
  // The App preview is the designer's, as the draft's Config is.
  route(onlineDevEndpoints.appPreview, {
    access: requiresPermission(MenuCode.webDesign),
    // A design's JSON text at its largest, escaped.
    bodyLimit: 4 * VISUAL_DEV_JSON_MAX,
    handler: ({ app, user, body }) => createAppPreview(app, user, body),
  }),
  route(onlineDevEndpoints.appPreviewRead, {
    access: requiresPermission(MenuCode.webDesign),
    handler: ({ app, params }) => getAppPreview(app, params.id),
  }),
  route(onlineDevEndpoints.list, {
    access: signedIn,
    handler: ({ app, user, lang, params, body }) =>
      listOnlineDevRecords(app, user, lang, params.modelId, body),
  }),
  route(onlineDevEndpoints.listChildren, {
    access: signedIn,
    handler: ({ app, user, lang, params, body }) => listOnlineDevChildren(app, user, lang, params, body),
  }),
  route(onlineDevEndpoints.get, {
    access: signedIn,
    handler: ({ app, user, lang, params }) => getOnlineDevRecord(app, user, lang, params, 'form'),
  }),
  route(onlineDevEndpoints.detail, {
    access: signedIn,
    handler: ({ app, user, lang, params }) => getOnlineDevRecord(app, user, lang, params, 'detail'),
  }),
  // A dynamic dictionary's options are read by every form that names it, as the data dictionary's are.
  route(onlineDevEndpoints.dictionaryOptions, {
    access: signedIn,
    handler: ({ app, lang, params }) => listDynamicDictionaryOptions(app, lang, params.modelId),
  }),
  route(onlineDevEndpoints.create, {
    access: signedIn,
    audit: recordAudit,
    handler: async ({ app, user, lang, params, body }) =>
      ok({ id: await createOnlineDevRecord(app, user, lang, params.modelId, body) }, 'common.created'),
  }),
  route(onlineDevEndpoints.update, {
    access: signedIn,
    audit: recordAudit,
    handler: async ({ app, user, lang, params, body }) => {
      await updateOnlineDevRecord(app, user, lang, params, body);
      return ok(null, 'common.updated');
    },
  }),
  route(onlineDevEndpoints.remove, {
    access: signedIn,
    audit: recordAudit,
    handler: async ({ app, user, lang, params }) => {
      await removeOnlineDevRecord(app, user, lang, params);
      return ok(null, 'common.deleted');
    },
  }),
  route(onlineDevEndpoints.batchRemove, {
    access: signedIn,
    audit: batchAudit,
    handler: async ({ app, user, lang, params, body }) => {
      await removeOnlineDevRecords(app, user, lang, params.modelId, body.ids);
      return ok(null, 'common.deleted');
    },
  }),
];
