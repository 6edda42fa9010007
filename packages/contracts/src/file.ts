import { z } from 'zod';

/*
 * Uploaded files. The server stores bytes under a key it generates; the
 * user's file name is metadata only. Types are decided by content (magic bytes), not by name or header.
 */

/**
 * What an upload is for; decides allowed types, size limit and who may read it back.
 * - userAvatar: raster image, readable by anyone (img tags cannot send the token), 2 MB
 * - signature: raster image, readable by its owner only, 2 MB
 * - annex: raster image, PDF or Office (docx/xlsx/pptx) attachment, readable by its owner, 10 MB
 * - importData: an .xlsx for a batch import (500 KB), readable by its owner
 */
export const FILE_UPLOAD_TYPES = ['userAvatar', 'signature', 'annex', 'importData'] as const;
export type FileUploadType = (typeof FILE_UPLOAD_TYPES)[number];

/** What can be downloaded: the uploads, plus files the server generates for a user (exports). */
export const FILE_DOWNLOAD_TYPES = [...FILE_UPLOAD_TYPES, 'export'] as const;
export type FileDownloadType = (typeof FILE_DOWNLOAD_TYPES)[number];

export const fileUploadParamsSchema = z.object({ type: z.enum(FILE_UPLOAD_TYPES) });

export const uploadedFileSchema = z.object({
  /** Use this id for PUT /permission/Users/Current/Avatar/{id}, POST .../SignImg {fileId}, message files. */
  id: z.string(),
  /** The uploaded name, cleaned of any path. */
  name: z.string(),
  /** Where to read it back (under /api; the web adds its /cloud-api prefix). */
  url: z.string(),
  fileSize: z.number().int(),
  fileExtension: z.string(),
  mimeType: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

const fileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid id');

export const fileImageParamsSchema = z.object({ id: fileIdSchema });

/** GET /api/file/Download/{type}/{id}: a = the upload type, b = the file id. */
export const fileDownloadParamsSchema = z.object({
  type: z.enum(FILE_DOWNLOAD_TYPES),
  id: fileIdSchema,
});
