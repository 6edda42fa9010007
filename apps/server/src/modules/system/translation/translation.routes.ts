import { ButtonCode, MenuCode, TRANSLATION_FILE_MAX_BYTES, translationEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import { readSingleUpload } from '../../../http/single-upload.ts';
import {
  exportTranslations,
  importTranslations,
  listTranslations,
  parseTranslationFile,
  translationAudit,
  updateTranslation,
} from './translation.service.ts';

const MENU = MenuCode.language;

/* /api/system/Translation (翻译管理). What callers read is served translated by each module. */
export const translationRoutes = [
  route(translationEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, query }) => listTranslations(app, query),
  }),
  route(translationEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    audit: translationAudit,
    handler: async ({ app, params, body }) => {
      await updateTranslation(app, params.entity, params.entityId, body);
      return ok(null, 'common.updated');
    },
  }),
  route(translationEndpoints.export, {
    access: requiresPermission(MENU, ButtonCode.export),
    handler: async ({ app, user }) => ok(await exportTranslations(app, user), 'export.done'),
  }),
  route(translationEndpoints.import, {
    access: requiresPermission(MENU, ButtonCode.import),
    handler: async ({ app, user, request }) => {
      const upload = await readSingleUpload(request, TRANSLATION_FILE_MAX_BYTES);
      const result = await importTranslations(app, user, parseTranslationFile(upload.filename, upload.data));
      return ok(result, 'import.done');
    },
  }),
];
