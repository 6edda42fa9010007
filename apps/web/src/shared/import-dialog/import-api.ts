import type { ExportedFile, ImportPreview, ImportResult, ImportRow, UploadedFile } from '@platform/contracts';
import { http } from '../http/request.ts';

/** What the dialog needs from a module; importApiFor builds it from the module's base path. */
export interface ImportApi {
  templateDownload(): Promise<ExportedFile>;
  preview(fileId: string): Promise<ImportPreview>;
  importData(list: ImportRow[]): Promise<ImportResult>;
  exportException(list: ImportResult['failResult']): Promise<ExportedFile>;
}

export function uploadImportFile(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<UploadedFile>('/api/file/Uploader/importData', form);
}

/** The per-module contract of spec 001 §7.4 under one base path, e.g. '/api/permission/Users'. */
export function importApiFor(base: string): ImportApi {
  return {
    templateDownload: () => http.get<ExportedFile>(`${base}/TemplateDownload`),
    preview: (fileId) => http.get<ImportPreview>(`${base}/ImportPreview`, { fileName: fileId }),
    importData: (list) => http.post<ImportResult>(`${base}/ImportData`, { list }),
    exportException: (list) => http.post<ExportedFile>(`${base}/ImportExceptionData`, { list }),
  };
}
