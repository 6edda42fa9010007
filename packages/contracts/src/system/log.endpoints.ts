import { endpoint } from '../endpoint.ts';
import { exportedFileSchema } from '../import-export.ts';
import {
  logCategoryParamsSchema,
  logExportQuerySchema,
  logGetResultSchema,
  logIdParamsSchema,
  logListQuerySchema,
  logListSchema,
  logRemoveBodySchema,
  logRemoveResultSchema,
} from './log.ts';

/** 系统日志: login, operation, exception and request entries. */
export const logEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/system/Log',
    summary: "One category's entries, newest first (category, keyword, startTime/endTime epoch ms)",
    schemas: { query: logListQuerySchema, response: logListSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/system/Log/{id}',
    summary: 'One entry with its before/after; a category (1, 3, 4, 5) as the id pages that category',
    schemas: { params: logIdParamsSchema, query: logListQuerySchema, response: logGetResultSchema },
  }),
  export: endpoint({
    method: 'GET',
    path: '/system/Log/ExportExcel',
    summary:
      "One category's entries as the list filters them (no paging, newest first) as an .xlsx, at most LOG_EXPORT_MAX_ROWS; download data.url with the token",
    schemas: { query: logExportQuerySchema, response: exportedFileSchema },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/system/Log',
    summary: 'Deletes entries by id (array or comma-joined)',
    schemas: { body: logRemoveBodySchema, response: logRemoveResultSchema },
  }),
  clear: endpoint({
    method: 'DELETE',
    path: '/system/Log/{category}',
    summary: 'Deletes every entry of one category (一键清空)',
    schemas: { params: logCategoryParamsSchema, response: logRemoveResultSchema },
  }),
};
