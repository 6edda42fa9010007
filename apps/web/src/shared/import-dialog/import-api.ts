import type {
  ImportEndpoints,
  ImportEndpointsWithParams,
  ImportFailedRow,
  ImportRow,
  UploadedFile,
  WebEndpoints,
} from '@platform/contracts';
import { fileEndpoints } from '@platform/contracts/web-endpoints';
import { call } from '../../platform/http/call.ts';

/**
 * The batch-import endpoints of a module (TemplateDownload, ImportPreview, ImportData,
 * ImportExceptionData under its base path), e.g. `usersImportEndpoints`: what the dialog calls.
 */
export type ImportEndpointGroup = WebEndpoints<ImportEndpoints>;

/**
 * What the import dialog imports into: a module's import endpoints, or those under a base path with
 * parameters (an online design's `visualdev/OnlineDev/{modelId}`) with the parameters' values.
 */
export type ImportTarget =
  | { endpoints: ImportEndpointGroup; params?: undefined }
  | { endpoints: WebEndpoints<ImportEndpointsWithParams>; params: Record<string, string> };

/** The dialog's four calls against its target. */
export function importCalls(target: ImportTarget) {
  if (target.params) {
    const { endpoints, params } = target;
    return {
      template: () => call(endpoints.templateDownload, { params }),
      preview: (fileName: string) => call(endpoints.importPreview, { params, query: { fileName } }),
      importRows: (list: ImportRow[]) => call(endpoints.importData, { params, body: { list } }),
      exportFailed: (list: ImportFailedRow[]) =>
        call(endpoints.importExceptionData, { params, body: { list } }),
    };
  }
  const { endpoints } = target;
  return {
    template: () => call(endpoints.templateDownload),
    preview: (fileName: string) => call(endpoints.importPreview, { query: { fileName } }),
    importRows: (list: ImportRow[]) => call(endpoints.importData, { body: { list } }),
    exportFailed: (list: ImportFailedRow[]) => call(endpoints.importExceptionData, { body: { list } }),
  };
}

/** Step 1 of every import: the file goes up first (.xlsx, ≤ 500 KB), the preview reads it by id. */
export function uploadImportFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(fileEndpoints.upload, { params: { type: 'importData' }, body: form });
}
