import { endpoint } from './endpoint.ts';
import {
  fileChunkQuerySchema,
  fileChunkStateSchema,
  fileDownloadParamsSchema,
  fileImageParamsSchema,
  fileLinkDownloadQuerySchema,
  fileMergeBodySchema,
  filePackDownloadBodySchema,
  filePackDownloadParamsSchema,
  filePackDownloadSchema,
  filePreviewQuerySchema,
  filePreviewSchema,
  fileUploadParamsSchema,
  mergedFileSchema,
  uploadedFileSchema,
} from './file.ts';

/** Uploads and the files read back: images as an image source, downloads as bytes. */
export const fileEndpoints = {
  upload: endpoint({
    method: 'POST',
    path: '/file/Uploader/{type}',
    summary: 'Upload one file (multipart, any field name) for a purpose: userAvatar, signature or annex',
    bodyEncoding: 'multipart',
    schemas: { params: fileUploadParamsSchema, response: uploadedFileSchema },
  }),
  avatar: endpoint({
    method: 'GET',
    path: '/file/Image/userAvatar/{id}',
    summary: 'Avatar image (public: img tags cannot send the token); raster types only, nosniff',
    isRaw: true,
    schemas: { params: fileImageParamsSchema },
  }),
  systemLogo: endpoint({
    method: 'GET',
    path: '/file/Image/systemLogo/{id}',
    summary: 'A logo of the system config (public: the login page shows it); raster types only, nosniff',
    isRaw: true,
    schemas: { params: fileImageParamsSchema },
  }),
  signature: endpoint({
    method: 'GET',
    path: '/file/Image/signature/{id}',
    summary: 'Signature image, for its owner or a receiver of a message that attaches it',
    isRaw: true,
    schemas: { params: fileImageParamsSchema },
  }),
  chatImage: endpoint({
    method: 'GET',
    path: '/file/Image/IM/{id}',
    summary:
      'An image sent in chat, for its uploader and the sender and receiver of a chat message naming it; raster types only, nosniff',
    isRaw: true,
    schemas: { params: fileImageParamsSchema },
  }),
  download: endpoint({
    method: 'GET',
    path: '/file/Download/{type}/{id}',
    summary:
      'Download a file as an attachment: {type} is the upload purpose, {id} the file id. Asked for JSON (Accept: application/json, the original client), answers {name, url} with a signed link instead',
    isRaw: true,
    schemas: { params: fileDownloadParamsSchema },
  }),
  linkDownload: endpoint({
    method: 'GET',
    path: '/file/Download',
    summary:
      'Download a file through a signed link answered by GET /file/Download/{type}/{id} (no token: a browser navigation)',
    isRaw: true,
    schemas: { query: fileLinkDownloadQuerySchema },
  }),
  chunkTest: endpoint({
    method: 'GET',
    path: '/file/chunk',
    summary: "Chunked upload: which chunks of the caller's upload {identifier} are already stored",
    schemas: { query: fileChunkQuerySchema, response: fileChunkStateSchema },
  }),
  chunk: endpoint({
    method: 'POST',
    path: '/file/chunk',
    summary: 'Chunked upload: store one chunk (multipart: the chunk fields, then the file part)',
    bodyEncoding: 'multipart',
    schemas: { query: fileChunkQuerySchema.partial(), response: fileChunkStateSchema },
  }),
  merge: endpoint({
    method: 'POST',
    path: '/file/merge',
    summary: 'Chunked upload: assemble the stored chunks, check the md5, store the file',
    bodyEncoding: 'multipart',
    schemas: { body: fileMergeBodySchema, response: mergedFileSchema },
  }),
  preview: endpoint({
    method: 'GET',
    path: '/file/Uploader/Preview',
    summary: 'Document preview: a URL of the file, or empty when it does not exist for the caller',
    schemas: { query: filePreviewQuerySchema, response: filePreviewSchema },
  }),
  packDownload: endpoint({
    method: 'POST',
    path: '/file/PackDownload/{type}',
    summary: 'Download several files of one purpose as one zip: answers where to download it',
    schemas: {
      params: filePackDownloadParamsSchema,
      body: filePackDownloadBodySchema,
      response: filePackDownloadSchema,
    },
  }),
};
