import { ButtonCode, MenuCode, usersImportEndpoints } from '@platform/contracts';
import { ok, requiresPermission, route } from '../../../http/route.ts';
import {
  importExceptionFile,
  importTemplate,
  previewImport,
  runImport,
} from '../../file/import-export.service.ts';
import { userImportSpec } from './users-import.service.ts';

const importAccess = requiresPermission(MenuCode.permissionUser, ButtonCode.import);

/** The user import (TemplateDownload / ImportPreview / ImportData / ImportExceptionData). */
export const usersImportRoutes = [
  route(usersImportEndpoints.templateDownload, {
    access: importAccess,
    handler: ({ app, user }) => importTemplate(app, user, userImportSpec(app, user)),
  }),
  route(usersImportEndpoints.importPreview, {
    access: importAccess,
    handler: ({ app, user, query }) => previewImport(app, user, userImportSpec(app, user), query.fileName),
  }),
  route(usersImportEndpoints.importData, {
    access: importAccess,
    handler: async ({ app, user, body, lang }) =>
      ok(await runImport(user, userImportSpec(app, user), body.list, lang), 'import.done'),
  }),
  route(usersImportEndpoints.importExceptionData, {
    access: importAccess,
    handler: ({ app, user, body, lang }) =>
      importExceptionFile(app, user, userImportSpec(app, user), body.list, lang),
  }),
  // POST /Users/ExportExceptionData: the same failed-rows export under JNPF's name.
  route(usersImportEndpoints.exportExceptionData, {
    access: importAccess,
    handler: ({ app, user, body, lang }) =>
      importExceptionFile(app, user, userImportSpec(app, user), body.list, lang),
  }),
];
