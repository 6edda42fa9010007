import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { exportedFileSchema } from '../import-export.ts';
import * as record from '../record-schemas.ts';
import { dictionaryOptionListSchema } from '../system/dictionary.ts';
import {
  appPreviewBodySchema,
  appPreviewParamsSchema,
  onlineDevBatchDeleteBodySchema,
  onlineDevConfigQuerySchema,
  onlineDevConfigSchema,
  onlineDevDesignPartsSchema,
  onlineDevExportBodySchema,
  onlineDevListBodySchema,
  onlineDevListSchema,
  onlineDevModelParamsSchema,
  onlineDevRecordParamsSchema,
  onlineDevRecordSchema,
  onlineDevSaveBodySchema,
} from './online-dev.ts';

const ONLINE = '/visualdev/OnlineDev';

/**
 * 在线开发 runtime: the records of a released design, called by its menu page. The caller needs the
 * design's menu (and the menu's button for writes), checked by the service once it found the design.
 */
export const onlineDevEndpoints = {
  config: endpoint({
    method: 'GET',
    path: `${ONLINE}/{modelId}/Config`,
    summary: 'The released design as the runtime page needs it (type 0: the draft, for the designer)',
    schemas: {
      params: onlineDevModelParamsSchema,
      query: onlineDevConfigQuerySchema,
      response: onlineDevConfigSchema,
    },
  }),
  columnData: endpoint({
    method: 'GET',
    path: `${ONLINE}/{modelId}/ColumnData`,
    summary: "The released design's list and form design as JSON text, for its menu's holders",
    schemas: { params: onlineDevModelParamsSchema, response: onlineDevDesignPartsSchema },
  }),
  formData: endpoint({
    method: 'GET',
    path: `${ONLINE}/{modelId}/FormData`,
    summary: "The released design's form and list design as JSON text, for its menu's holders",
    schemas: { params: onlineDevModelParamsSchema, response: onlineDevDesignPartsSchema },
  }),
  appPreview: endpoint({
    method: 'POST',
    path: `${ONLINE}/App/Preview`,
    summary: "Keeps a design for the App's preview (功能设计's designers) a few minutes; answers its id",
    schemas: { body: appPreviewBodySchema, response: z.string() },
  }),
  appPreviewRead: endpoint({
    method: 'GET',
    path: '/visualdev/Generater/App/{id}/Preview',
    summary: 'The design kept for the App preview under this id, as JSON text (refused once expired)',
    schemas: { params: appPreviewParamsSchema, response: z.string() },
  }),
  list: endpoint({
    method: 'POST',
    path: `${ONLINE}/{modelId}/List`,
    summary: 'Records, paged; queryJson {field: value} by the search list; sort by a column (sidx)',
    schemas: {
      params: onlineDevModelParamsSchema,
      body: onlineDevListBodySchema,
      response: onlineDevListSchema,
    },
  }),
  listChildren: endpoint({
    method: 'POST',
    path: `${ONLINE}/{modelId}/List/{id}`,
    summary: "A tree table's rows under one parent record (each with hasChildren), by the same query as List",
    schemas: {
      params: onlineDevRecordParamsSchema,
      body: onlineDevListBodySchema,
      response: onlineDevListSchema,
    },
  }),
  get: endpoint({
    method: 'GET',
    path: `${ONLINE}/{modelId}/{id}`,
    summary: 'One record: {id, data (JSON text)}',
    schemas: { params: onlineDevRecordParamsSchema, response: onlineDevRecordSchema },
  }),
  detail: endpoint({
    method: 'GET',
    path: `${ONLINE}/{modelId}/{id}/DataChange`,
    summary: 'One record for the detail view: {id, data (JSON text)}',
    schemas: { params: onlineDevRecordParamsSchema, response: onlineDevRecordSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: `${ONLINE}/{modelId}`,
    summary: 'Add a record: data is the form values as JSON text, checked against the released form',
    schemas: {
      params: onlineDevModelParamsSchema,
      body: onlineDevSaveBodySchema,
      response: record.createdId,
    },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${ONLINE}/{modelId}/{id}`,
    summary: 'Change a record: data is the form values as JSON text, checked against the released form',
    schemas: { params: onlineDevRecordParamsSchema, body: onlineDevSaveBodySchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${ONLINE}/{modelId}/{id}`,
    summary: 'Delete a record',
    schemas: { params: onlineDevRecordParamsSchema },
  }),
  batchRemove: endpoint({
    method: 'POST',
    path: `${ONLINE}/batchDelete/{modelId}`,
    summary: 'Delete records by id ({ids: [...]})',
    schemas: { params: onlineDevModelParamsSchema, body: onlineDevBatchDeleteBodySchema },
  }),
  dictionaryOptions: endpoint({
    method: 'GET',
    path: `${ONLINE}/{modelId}/DictionaryOptions`,
    summary:
      'A dynamic dictionary (a released design of dictionary shape) as options: its enabled entries, sorted, nested by parentId. Open to every signed-in user, as the data dictionary picker is',
    schemas: { params: onlineDevModelParamsSchema, response: dictionaryOptionListSchema },
  }),
  export: endpoint({
    method: 'POST',
    path: `${ONLINE}/{modelId}/Actions/Export`,
    summary: 'The list as an .xlsx: chosen columns (selectKey), current page (dataType 0) or all matches (1)',
    schemas: {
      params: onlineDevModelParamsSchema,
      body: onlineDevExportBodySchema,
      response: exportedFileSchema,
    },
  }),
};
