import { z } from 'zod';

/*
 * Uploaded files. The server stores bytes under a key it generates; the
 * user's file name is metadata only. Types are decided by content (magic bytes), not by name or header.
 */

/**
 * What an upload is for; decides allowed types, size limit and who may read it back.
 * - userAvatar: raster image, readable by anyone (img tags cannot send the token), 2 MB
 * - signature: raster image, readable by its owner only, 2 MB
 * - annex: raster image, PDF or Office (docx/xlsx/pptx) attachment, readable by its owner, 10 MB in
 *   one request, 500 MB through the chunked upload
 * - annexpic: a form's image field (the original's image type), raster only, readable by its owner, 10 MB
 * - importData: an .xlsx for a batch import (500 KB), readable by its owner
 * - systemLogo: a logo of 系统配置 (PNG, JPEG, GIF or WebP; no SVG: it could carry script), 1 MB, readable
 *   by anyone (the login page shows it before sign-in); uploaded only by whoever may edit the system config
 * - IM: an image sent in chat (raster only), 5 MB, readable by its uploader and by the users of a chat
 *   message that names it; the answer's `name` is the file id the SendMessage frame names
 */
export const FILE_UPLOAD_TYPES = [
  'userAvatar',
  'signature',
  'annex',
  'annexpic',
  'importData',
  'systemLogo',
  'IM',
] as const;
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

/**
 * The text fields the original's upload widgets send with POST /api/file/Uploader/{type} (its storage
 * folder choice). Storage keys stay ours, so they change nothing stored; when any is sent the answer
 * takes the original's shape: `name` is the file id, which those widgets read as the id. Without them
 * `name` is the user's file name (our web's shape). Any other text field is refused.
 */
export const fileUploadFieldsSchema = z
  .object({
    pathType: z.string().max(50).optional(),
    isAccount: z.string().max(10).optional(),
    folder: z.string().max(200).optional(),
  })
  .strict();
export type FileUploadFields = z.infer<typeof fileUploadFieldsSchema>;

const fileIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid id');

export const fileImageParamsSchema = z.object({ id: fileIdSchema });

/** GET /api/file/Download/{type}/{id}: a = the upload type, b = the file id. */
export const fileDownloadParamsSchema = z.object({
  type: z.enum(FILE_DOWNLOAD_TYPES),
  id: fileIdSchema,
});

/**
 * GET /api/file/Download/{type}/{id} asked for JSON (the original client's XHR sends Accept
 * application/json): where the browser can download the file without the token header. `url` is a
 * signed link valid for a few minutes (/api/file/Download?encryption=…); the client appends `&name=`.
 */
export const fileDownloadLinkSchema = z.object({ name: z.string(), url: z.string() });
export type FileDownloadLink = z.infer<typeof fileDownloadLinkSchema>;

/** GET /api/file/Download?encryption=…&name=…: the signed link; `name` is what the client appended. */
export const fileLinkDownloadQuerySchema = z.object({
  encryption: z.string().max(1000),
  name: z.string().max(500).optional(),
});

/*
 * The chunked, resumable upload of the original's file widget (simple-uploader on the client):
 * GET /api/file/chunk tests which chunks are stored, POST /api/file/chunk stores one, POST
 * /api/file/merge assembles them. The identifier names the upload: the original client sends the md5
 * of the whole file (hex), computed before the first chunk; ours sends a fingerprint of the file (also
 * 32 hex digits) and the whole file's md5 at the merge (`fileMd5`). Chunks are numbered from 1.
 */

/**
 * The identifier is 32 hex digits (either case): the md5 of the whole file as the original client
 * sends it, or our client's fingerprint. The server checks the form (its own message) and, at merge,
 * the file's md5 against `fileMd5` when given, else against the identifier.
 */
export const CHUNK_IDENTIFIER_PATTERN = /^[0-9a-fA-F]{32}$/;
const chunkIdentifierSchema = z.string().max(64);

const positiveInt = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** The fields simple-uploader sends with every chunk test and chunk (query or form fields). */
export const fileChunkQuerySchema = z.object({
  chunkNumber: positiveInt,
  chunkSize: positiveInt,
  currentChunkSize: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  totalSize: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  identifier: chunkIdentifierSchema,
  filename: z.string().max(500).optional(),
  relativePath: z.string().max(1000).optional(),
  totalChunks: positiveInt,
  /** The browser's type of the file (may be empty); a hint only, the content decides. */
  fileType: z.string().max(200).optional(),
  /** The name's extension without the dot (may be empty); refused early when not allowed. */
  extension: z.string().max(50).optional(),
});
export type FileChunkQuery = z.infer<typeof fileChunkQuerySchema>;

/**
 * The answer to a chunk test and to a stored chunk: `chunkNumbers` already stored (the client skips
 * them), `merge` once every chunk is stored, `uploaded` when the file needs no upload at all (never
 * set here: every upload is stored anew).
 */
export const fileChunkStateSchema = z.object({
  uploaded: z.boolean(),
  merge: z.boolean(),
  chunkNumbers: z.array(z.number().int()),
});
export type FileChunkState = z.infer<typeof fileChunkStateSchema>;

/** The purposes a chunked upload may be merged for. */
export const CHUNK_UPLOAD_TYPES = ['annex', 'annexpic'] as const;

/** Form fields of POST /api/file/merge (the original sends them as multipart form data). */
export const fileMergeBodySchema = z.object({
  identifier: chunkIdentifierSchema,
  /** The md5 of the whole file (our client, whose identifier is a fingerprint); else the identifier is. */
  fileMd5: z.string().regex(CHUNK_IDENTIFIER_PATTERN).optional(),
  /** The user's name of the file (the client removes any '#'); metadata only. */
  fileName: z.string().max(500).optional(),
  fileSize: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  fileType: z.string().max(200).optional(),
  extension: z.string().max(50).optional(),
  type: z.enum(CHUNK_UPLOAD_TYPES).default('annex'),
  /** The original's storage folder choice (defaultPath / selfPath); accepted, storage keys stay ours. */
  pathType: z.string().max(50).optional(),
  isAccount: z.string().max(10).optional(),
  folder: z.string().max(200).optional(),
});
export type FileMergeBody = z.infer<typeof fileMergeBodySchema>;

/**
 * The merged file. The original client reads the file id from `name`; `fileId` and `fileName` say
 * the same plainly. `fileVersionId` is what the document preview is asked with (the file id here).
 */
export const mergedFileSchema = z.object({
  name: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  fileVersionId: z.string(),
  url: z.string(),
  fileSize: z.number().int(),
  fileExtension: z.string(),
  mimeType: z.string(),
});
export type MergedFile = z.infer<typeof mergedFileSchema>;

/** GET /api/file/Uploader/Preview: the file item's id, version id and url (any one finds the file). */
export const filePreviewQuerySchema = z.object({
  fileName: z.string().max(500).optional(),
  fileVersionId: z.string().max(200).optional(),
  fileDownloadUrl: z.string().max(1000).optional(),
});
export type FilePreviewQuery = z.infer<typeof filePreviewQuerySchema>;

/** A URL to open the file with, or '' when it does not exist (the client then warns and closes). */
export const filePreviewSchema = z.string();

/** POST /api/file/PackDownload/{type}: the files to put into one zip, at most 100. */
export const filePackDownloadBodySchema = z
  .array(z.object({ fileId: z.string().max(200), fileName: z.string().max(500).optional() }))
  .max(100);
export type FilePackDownloadBody = z.infer<typeof filePackDownloadBodySchema>;

export const filePackDownloadParamsSchema = z.object({ type: z.enum(FILE_UPLOAD_TYPES) });

/** Where to download the zip (the original's shape) and the name to save it as. */
export const filePackDownloadSchema = z.object({
  downloadVo: z.object({ name: z.string(), url: z.string() }),
  downloadName: z.string(),
});
export type FilePackDownload = z.infer<typeof filePackDownloadSchema>;
