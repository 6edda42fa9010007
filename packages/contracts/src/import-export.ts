import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import * as record from './record-schemas.ts';

/*
 * The batch import, the same for every module that offers it:
 *   GET  /api/{module}/TemplateDownload          → ExportedFile (an .xlsx with the headers)
 *   POST /api/file/Uploader/importData           → the uploaded file's id (.xlsx, ≤ 500 KB)
 *   GET  /api/{module}/ImportPreview?fileName=id → ImportPreview (headers + rows, editable in the dialog)
 *   POST /api/{module}/ImportData {list}         → ImportResult (all-or-nothing per row; failed rows listed)
 *   POST /api/{module}/ImportExceptionData {list}→ ExportedFile (the failed rows with their errors)
 *   GET  /api/{module}/ExportExcel?...           → ExportedFile (the list as filtered, granted columns only)
 */

/** At most 1,000 data rows and 500 KB per import file. */
export const IMPORT_MAX_ROWS = 1000;
export const IMPORT_MAX_BYTES = 500 * 1024;

export const importPreviewQuerySchema = z.object({ fileName: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

export const importHeaderSchema = z.object({ id: z.string(), fullName: z.string() });
export type ImportHeader = z.infer<typeof importHeaderSchema>;

/** A row as the dialog shows and edits it: column id → text. */
export const importRowSchema = z.record(z.string().max(64), z.string().max(500).nullable());
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  headerRow: z.array(importHeaderSchema),
  dataRow: z.array(importRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importDataBodySchema = z.object({ list: z.array(importRowSchema).max(IMPORT_MAX_ROWS) });
export type ImportDataBody = z.infer<typeof importDataBodySchema>;

export const importFailedRowSchema = importRowSchema.and(z.object({ errorsInfo: z.string().nullable() }));
export type ImportFailedRow = z.infer<typeof importFailedRowSchema>;

export const importResultSchema = z.object({
  /** 0: every row imported; 1: some or all rows failed. */
  resultType: record.flag,
  snum: z.number().int(),
  fnum: z.number().int(),
  failResult: z.array(importFailedRowSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importExceptionBodySchema = z.object({
  list: z.array(importFailedRowSchema).max(IMPORT_MAX_ROWS),
});

/** A generated file to download with the token: GET `url` (under /api). */
export const exportedFileSchema = z.object({ name: z.string(), url: z.string() });
export type ExportedFile = z.infer<typeof exportedFileSchema>;

/**
 * The four endpoints of the batch import under a module's base path (after /api, e.g.
 * '/permission/Users'); `subject` names what is imported in the template's summary ('user'). A
 * module's descriptor file spreads them into its import group; the web's import dialog takes that
 * group.
 */
export function importEndpoints<const B extends string>(base: B, subject: string) {
  return {
    templateDownload: endpoint({
      method: 'GET',
      path: `${base}/TemplateDownload`,
      summary: `The ${subject} import template (.xlsx); download data.url with the token`,
      schemas: { response: exportedFileSchema },
    }),
    importPreview: endpoint({
      method: 'GET',
      path: `${base}/ImportPreview`,
      summary: 'Reads an uploaded import file (POST /file/Uploader/importData) into editable rows',
      schemas: { query: importPreviewQuerySchema, response: importPreviewSchema },
    }),
    importData: endpoint({
      method: 'POST',
      path: `${base}/ImportData`,
      summary: 'Imports the previewed rows; the good ones go in together, failed rows come back with reasons',
      schemas: { body: importDataBodySchema, response: importResultSchema },
    }),
    importExceptionData: endpoint({
      method: 'POST',
      path: `${base}/ImportExceptionData`,
      summary: 'The failed rows with their errors as an .xlsx, to fix and import again',
      schemas: { body: importExceptionBodySchema, response: exportedFileSchema },
    }),
  };
}
/** The import descriptors of some module (the import dialog's view of them). */
export type ImportEndpoints = ReturnType<typeof importEndpoints<string>>;

/**
 * The same four endpoints under a base path with parameters (e.g. '/visualdev/OnlineDev/{modelId}'),
 * `params` their schema: the import of one design's records.
 */
export function importEndpointsWithParams<const B extends string, const P extends z.ZodType>(
  base: B,
  subject: string,
  params: P,
) {
  const plain = importEndpoints(base, subject);
  return {
    templateDownload: endpoint({
      ...plain.templateDownload,
      schemas: { ...plain.templateDownload.schemas, params },
    }),
    importPreview: endpoint({ ...plain.importPreview, schemas: { ...plain.importPreview.schemas, params } }),
    importData: endpoint({ ...plain.importData, schemas: { ...plain.importData.schemas, params } }),
    importExceptionData: endpoint({
      ...plain.importExceptionData,
      schemas: { ...plain.importExceptionData.schemas, params },
    }),
  };
}
/** The import descriptors of a module whose base path names parameters, with string values. */
export type ImportEndpointsWithParams = ReturnType<
  typeof importEndpointsWithParams<string, z.ZodType<Record<string, string>>>
>;
