import { endpoint } from '../endpoint.ts';
import { idParamsSchema } from '../envelope.ts';
import { exportedFileSchema } from '../import-export.ts';
import {
  createDictionaryDataBodySchema,
  createDictionaryTypeBodySchema,
  dictionaryAllSchema,
  dictionaryCreatedSchema,
  dictionaryDataInfoSchema,
  dictionaryDataListQuerySchema,
  dictionaryDataListSchema,
  dictionaryOptionListSchema,
  dictionaryParentOptionListSchema,
  dictionaryParentSelectorParamsSchema,
  dictionaryParentSelectorQuerySchema,
  dictionaryStateSchema,
  dictionaryTypeInfoSchema,
  dictionaryTypeParamsSchema,
  dictionaryTypeRefParamsSchema,
  dictionaryTypeSelectorParamsSchema,
  dictionaryTypeTreeSchema,
  updateDictionaryDataBodySchema,
  updateDictionaryTypeBodySchema,
} from './dictionary.ts';
import { dictionaryImportFieldsSchema, dictionaryImportResultSchema } from './dictionary-bdd.ts';

const TYPE = '/system/DictionaryType';
const DATA = '/system/DictionaryData';

/** 数据字典 categories: the tree under 业务字典 ('0') and 系统字典 ('1'). */
export const dictionaryTypeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: TYPE,
    summary: 'The category tree under its two roots, 业务字典 (0) and 系统字典 (1)',
    schemas: { response: dictionaryTypeTreeSchema },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${TYPE}/Selector/{id}`,
    summary: 'The category tree for the parent picker; id (or 0) is left out with its subtree',
    schemas: { params: dictionaryTypeSelectorParamsSchema, response: dictionaryTypeTreeSchema },
  }),
  selectorAll: endpoint({
    method: 'GET',
    path: `${TYPE}/Selector`,
    summary: 'The category tree for the parent picker (the 3.4.7 client’s path)',
    schemas: { response: dictionaryTypeTreeSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${TYPE}/{id}`,
    summary: 'One category; a top category answers its root (0 or 1) as parent',
    schemas: { params: idParamsSchema, response: dictionaryTypeInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: TYPE,
    summary: 'Create a category',
    schemas: { body: createDictionaryTypeBodySchema, response: dictionaryCreatedSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${TYPE}/{id}`,
    summary: 'Update a category: only the fields sent change',
    schemas: { params: idParamsSchema, body: updateDictionaryTypeBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${TYPE}/{id}`,
    summary: 'Delete a category without sub-categories or entries',
    schemas: { params: idParamsSchema },
  }),
};

/** 数据字典 entries, the pickers of every form, and the `.bdd` export and import of a category. */
export const dictionaryDataEndpoints = {
  all: endpoint({
    method: 'GET',
    path: `${DATA}/All`,
    summary: 'Every category with its enabled entries (a tree for tree categories)',
    schemas: { response: dictionaryAllSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: `${DATA}/{typeId}`,
    summary: "A category's entries; keyword on name or code; isTree=1 answers a tree",
    schemas: {
      params: dictionaryTypeParamsSchema,
      query: dictionaryDataListQuerySchema,
      response: dictionaryDataListSchema,
    },
  }),
  parentSelector: endpoint({
    method: 'GET',
    path: `${DATA}/{typeId}/Selector/{id}`,
    summary: "The entry dialog's parent tree: the category, then (isTree=1) its entries without id's subtree",
    schemas: {
      params: dictionaryParentSelectorParamsSchema,
      query: dictionaryParentSelectorQuerySchema,
      response: dictionaryParentOptionListSchema,
    },
  }),
  parentSelectorAll: endpoint({
    method: 'GET',
    path: `${DATA}/{typeId}/Selector`,
    summary: "The entry dialog's parent tree (the 3.4.7 client’s path, nothing left out)",
    schemas: {
      params: dictionaryTypeParamsSchema,
      query: dictionaryParentSelectorQuerySchema,
      response: dictionaryParentOptionListSchema,
    },
  }),
  selector: endpoint({
    method: 'GET',
    path: `${DATA}/{typeId}/Data/Selector`,
    summary: "A category's enabled entries for pickers; the category by id or by code",
    schemas: { params: dictionaryTypeRefParamsSchema, response: dictionaryOptionListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: `${DATA}/{id}/Info`,
    summary: 'One entry',
    schemas: { params: idParamsSchema, response: dictionaryDataInfoSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: DATA,
    summary: 'Create an entry',
    schemas: { body: createDictionaryDataBodySchema, response: dictionaryCreatedSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${DATA}/{id}`,
    summary: 'Update an entry: only the fields sent change',
    schemas: { params: idParamsSchema, body: updateDictionaryDataBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${DATA}/{id}`,
    summary: 'Delete an entry without child entries',
    schemas: { params: idParamsSchema },
  }),
  setState: endpoint({
    method: 'PUT',
    path: `${DATA}/{id}/Actions/State`,
    summary: 'Enable or disable an entry (flips the state)',
    schemas: { params: idParamsSchema, response: dictionaryStateSchema },
  }),
  export: endpoint({
    method: 'GET',
    path: `${DATA}/{id}/Actions/Export`,
    summary: 'A category, its sub-categories and their entries as a .bdd file; download data.url',
    schemas: { params: idParamsSchema, response: exportedFileSchema },
  }),
  import: endpoint({
    method: 'POST',
    path: `${DATA}/Actions/Import`,
    summary: 'Import a .bdd file (multipart: file, type 0 refuse duplicates / 1 import them as copies)',
    bodyEncoding: 'multipart',
    schemas: { query: dictionaryImportFieldsSchema, response: dictionaryImportResultSchema },
  }),
};
