import { endpoint } from '../endpoint.ts';
import { exportedFileSchema, importEndpointsWithParams } from '../import-export.ts';
import { onlineDevModelParamsSchema } from './online-dev.ts';

/**
 * The batch import of a released design's records, as the original's import dialog calls it under
 * `visualdev/OnlineDev/{modelId}` (TemplateDownload, ImportPreview, ImportData, ImportExceptionData),
 * and the list's own template call (`/{modelId}/Template`). The caller needs the design's menu and its
 * `btn_upload` button.
 */
export const onlineDevImportEndpoints = {
  ...importEndpointsWithParams('/visualdev/OnlineDev/{modelId}', 'record', onlineDevModelParamsSchema),
  template: endpoint({
    method: 'GET',
    path: '/visualdev/OnlineDev/{modelId}/Template',
    summary: 'Alias of TemplateDownload: the import template of the design (.xlsx)',
    schemas: { params: onlineDevModelParamsSchema, response: exportedFileSchema },
  }),
};
