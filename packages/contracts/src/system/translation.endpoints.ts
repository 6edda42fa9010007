import { endpoint } from '../endpoint.ts';
import { exportedFileSchema } from '../import-export.ts';
import {
  translationImportResultSchema,
  translationKeyParamsSchema,
  translationListQuerySchema,
  translationListSchema,
  updateTranslationBodySchema,
} from './translation.ts';

const BASE = '/system/Translation';

/** 翻译管理: the zh-TW and en-US texts of the names kept in data. */
export const translationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Translatable names with their three texts, paged; keyword, entity and missing filters',
    schemas: { query: translationListQuerySchema, response: translationListSchema },
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{entity}/{entityId}`,
    summary: 'Set the zh-TW and/or en-US text of one name (empty removes it)',
    schemas: { params: translationKeyParamsSchema, body: updateTranslationBodySchema },
  }),
  export: endpoint({
    method: 'GET',
    path: `${BASE}/Actions/Export`,
    summary: 'Every translatable name and its texts as a .json file; download data.url',
    schemas: { response: exportedFileSchema },
  }),
  import: endpoint({
    method: 'POST',
    path: `${BASE}/Actions/Import`,
    summary: 'Import a .json translation file (multipart: file); all or nothing',
    bodyEncoding: 'multipart',
    schemas: { response: translationImportResultSchema },
  }),
};
