import type { ImportEndpoints, UploadedFile, WebEndpoints } from '@platform/contracts';
import { fileEndpoints } from '@platform/contracts/web-endpoints';
import { call } from '../../platform/http/call.ts';

/**
 * The batch-import endpoints of a module (TemplateDownload, ImportPreview, ImportData,
 * ImportExceptionData under its base path), e.g. `usersImportEndpoints`: what the dialog calls.
 */
export type ImportEndpointGroup = WebEndpoints<ImportEndpoints>;

/** Step 1 of every import: the file goes up first (.xlsx, ≤ 500 KB), the preview reads it by id. */
export function uploadImportFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(fileEndpoints.upload, { params: { type: 'importData' }, body: form });
}
