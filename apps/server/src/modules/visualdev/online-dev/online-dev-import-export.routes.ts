import { onlineDevEndpoints, onlineDevImportEndpoints } from '@platform/contracts';
import { ok, route, signedIn } from '../../../http/route.ts';
import {
  importExceptionFile,
  importTemplate,
  previewImport,
  runImport,
} from '../../file/import-export.service.ts';
import { exportOnlineDevRecords } from './online-dev-export.service.ts';
import { onlineDevImportSpec } from './online-dev-import.service.ts';

/*
 * Export and batch import of a released design's records. As the other runtime routes they are open
 * to signed-in callers; the services refuse (401) a caller without the design's menu and its
 * `btn_download` (export) or `btn_upload` (import) button.
 */
export const onlineDevImportExportRoutes = [
  route(onlineDevEndpoints.export, {
    access: signedIn,
    handler: ({ app, user, lang, params, body }) =>
      exportOnlineDevRecords(app, user, lang, params.modelId, body),
  }),
  route(onlineDevImportEndpoints.templateDownload, {
    access: signedIn,
    handler: async ({ app, user, lang, params }) =>
      importTemplate(app, user, await onlineDevImportSpec(app, user, lang, params.modelId)),
  }),
  route(onlineDevImportEndpoints.template, {
    access: signedIn,
    handler: async ({ app, user, lang, params }) =>
      importTemplate(app, user, await onlineDevImportSpec(app, user, lang, params.modelId)),
  }),
  route(onlineDevImportEndpoints.importPreview, {
    access: signedIn,
    handler: async ({ app, user, lang, params, query }) =>
      previewImport(app, user, await onlineDevImportSpec(app, user, lang, params.modelId), query.fileName),
  }),
  route(onlineDevImportEndpoints.importData, {
    access: signedIn,
    handler: async ({ app, user, lang, params, body }) => {
      const spec = await onlineDevImportSpec(app, user, lang, params.modelId);
      return ok(await runImport(user, spec, body.list, lang), 'import.done');
    },
  }),
  route(onlineDevImportEndpoints.importExceptionData, {
    access: signedIn,
    handler: async ({ app, user, lang, params, body }) =>
      importExceptionFile(
        app,
        user,
        await onlineDevImportSpec(app, user, lang, params.modelId),
        body.list,
        lang,
      ),
  }),
];
