import {
  exportedFileSchema,
  importDataBodySchema,
  importExceptionBodySchema,
  importPreviewQuerySchema,
  importPreviewSchema,
  importResultSchema,
} from '@platform/contracts';
import { ButtonCode, MenuCode } from '../../../db/seed/menu-catalogue.ts';
import { defineRoute, ok, requiresPermission } from '../../../http/route.ts';
import {
  importExceptionFile,
  importTemplate,
  previewImport,
  runImport,
} from '../../file/import-export.service.ts';
import { userImportSpec } from './users-import.service.ts';

const importAccess = requiresPermission(MenuCode.permissionUser, ButtonCode.import);
const tags = ['permission/users'];

/** The user import of spec 001 §7.4 (TemplateDownload / ImportPreview / ImportData / ImportExceptionData). */
export const usersImportRoutes = [
  defineRoute({
    method: 'GET',
    path: '/permission/Users/TemplateDownload',
    access: importAccess,
    summary: 'The user import template (.xlsx); download data.url with the token',
    tags,
    schema: { response: exportedFileSchema },
    handler: ({ app, user }) => importTemplate(app, user, userImportSpec(app, user)),
  }),
  defineRoute({
    method: 'GET',
    path: '/permission/Users/ImportPreview',
    access: importAccess,
    summary: 'Reads an uploaded import file (POST /file/Uploader/importData) into editable rows',
    tags,
    schema: { querystring: importPreviewQuerySchema, response: importPreviewSchema },
    handler: ({ app, user, query }) => previewImport(app, user, userImportSpec(app, user), query.fileName),
  }),
  defineRoute({
    method: 'POST',
    path: '/permission/Users/ImportData',
    access: importAccess,
    summary: 'Imports the previewed rows; the good ones go in together, failed rows come back with reasons',
    tags,
    schema: { body: importDataBodySchema, response: importResultSchema },
    handler: async ({ app, user, body, lang }) =>
      ok(await runImport(userImportSpec(app, user), body.list, lang), 'import.done'),
  }),
  defineRoute({
    method: 'POST',
    path: '/permission/Users/ImportExceptionData',
    access: importAccess,
    summary: 'The failed rows with their errors as an .xlsx, to fix and import again',
    tags,
    schema: { body: importExceptionBodySchema, response: exportedFileSchema },
    handler: ({ app, user, body, lang }) =>
      importExceptionFile(app, user, userImportSpec(app, user), body.list, lang),
  }),
  // Spec §7.4 lists POST /Users/ExportExceptionData: the same failed-rows export under JNPF's name.
  defineRoute({
    method: 'POST',
    path: '/permission/Users/ExportExceptionData',
    access: importAccess,
    summary: 'Alias of ImportExceptionData: the failed rows with their errors as an .xlsx',
    tags,
    schema: { body: importExceptionBodySchema, response: exportedFileSchema },
    handler: ({ app, user, body, lang }) =>
      importExceptionFile(app, user, userImportSpec(app, user), body.list, lang),
  }),
];
