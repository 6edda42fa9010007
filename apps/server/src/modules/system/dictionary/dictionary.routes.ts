import {
  BDD_MAX_BYTES,
  ButtonCode,
  dictionaryDataEndpoints,
  dictionaryImportFieldsSchema,
  dictionaryTypeEndpoints,
  MenuCode,
} from '@platform/contracts';
import { badRequest } from '../../../http/app-error.ts';
import { ok, requiresPermission, route, signedIn } from '../../../http/route.ts';
import { readSingleUpload } from '../../../http/single-upload.ts';
import { exportDictionary, importDictionary, parseBddFile } from './dictionary-bdd.service.ts';
import {
  createDictionaryData,
  getDictionaryData,
  listDictionaryData,
  removeDictionaryData,
  toggleDictionaryDataState,
  updateDictionaryData,
} from './dictionary-data.service.ts';
import {
  listAllDictionaries,
  listDictionaryOptions,
  listDictionaryParentOptions,
} from './dictionary-options.service.ts';
import {
  createDictionaryType,
  getDictionaryType,
  listDictionaryTypeOptions,
  listDictionaryTypes,
  removeDictionaryType,
  updateDictionaryType,
} from './dictionary-type.service.ts';

const MENU = MenuCode.dictionary;

/*
 * /api/system/DictionaryType and /api/system/DictionaryData (数据字典). The category tree, the pickers
 * (one category's enabled entries, all of them at once) are read by every signed-in user: forms and
 * the form designer draw on them.
 */
export const dictionaryTypeRoutes = [
  route(dictionaryTypeEndpoints.list, {
    access: signedIn,
    handler: ({ app, lang }) => listDictionaryTypes(app, lang),
  }),
  route(dictionaryTypeEndpoints.selector, {
    access: signedIn,
    handler: ({ app, params }) => listDictionaryTypeOptions(app, params.id),
  }),
  route(dictionaryTypeEndpoints.selectorAll, {
    access: signedIn,
    handler: ({ app }) => listDictionaryTypeOptions(app),
  }),
  route(dictionaryTypeEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getDictionaryType(app, user, params.id),
  }),
  route(dictionaryTypeEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createDictionaryType(app, user, body) }, 'common.created'),
  }),
  route(dictionaryTypeEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateDictionaryType(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(dictionaryTypeEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeDictionaryType(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
];

export const dictionaryDataRoutes = [
  route(dictionaryDataEndpoints.all, {
    access: signedIn,
    handler: ({ app, lang }) => listAllDictionaries(app, lang),
  }),
  route(dictionaryDataEndpoints.selector, {
    access: signedIn,
    handler: ({ app, params, lang }) => listDictionaryOptions(app, params.typeId, lang),
  }),
  route(dictionaryDataEndpoints.list, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params, query, lang }) =>
      listDictionaryData(app, user, params.typeId, query, lang),
  }),
  route(dictionaryDataEndpoints.parentSelector, {
    access: requiresPermission(MENU),
    handler: ({ app, params, query }) =>
      listDictionaryParentOptions(app, params.typeId, query.isTree, params.id),
  }),
  route(dictionaryDataEndpoints.parentSelectorAll, {
    access: requiresPermission(MENU),
    handler: ({ app, params, query }) => listDictionaryParentOptions(app, params.typeId, query.isTree),
  }),
  route(dictionaryDataEndpoints.get, {
    access: requiresPermission(MENU),
    handler: ({ app, user, params }) => getDictionaryData(app, user, params.id),
  }),
  route(dictionaryDataEndpoints.create, {
    access: requiresPermission(MENU, ButtonCode.add),
    handler: async ({ app, user, body }) =>
      ok({ id: await createDictionaryData(app, user, body) }, 'common.created'),
  }),
  route(dictionaryDataEndpoints.update, {
    access: requiresPermission(MENU, ButtonCode.edit),
    handler: async ({ app, user, params, body }) => {
      await updateDictionaryData(app, user, params.id, body);
      return ok(null, 'common.updated');
    },
  }),
  route(dictionaryDataEndpoints.remove, {
    access: requiresPermission(MENU, ButtonCode.remove),
    handler: async ({ app, user, params }) => {
      await removeDictionaryData(app, user, params.id);
      return ok(null, 'common.deleted');
    },
  }),
  route(dictionaryDataEndpoints.setState, {
    access: requiresPermission(MENU, ButtonCode.state),
    handler: async ({ app, user, params }) =>
      ok({ enabledMark: await toggleDictionaryDataState(app, user, params.id) }, 'common.updated'),
  }),
  route(dictionaryDataEndpoints.export, {
    access: requiresPermission(MENU, ButtonCode.export),
    handler: async ({ app, user, params }) => ok(await exportDictionary(app, user, params.id), 'export.done'),
  }),
  route(dictionaryDataEndpoints.import, {
    access: requiresPermission(MENU, ButtonCode.import),
    handler: async ({ app, user, request, query }) => {
      const upload = await readSingleUpload(request, BDD_MAX_BYTES);
      // `type` comes as a query parameter or a form field (the original's clients send either).
      const fields = dictionaryImportFieldsSchema.safeParse(upload.fields);
      if (!fields.success) throw badRequest('common.fieldInvalid', { field: 'type', detail: '0 | 1' });
      const copy = (query.type ?? fields.data.type) === 1;
      const result = await importDictionary(app, user, parseBddFile(upload.filename, upload.data), copy);
      return ok(result, 'import.done');
    },
  }),
];
