import { endpoint } from './endpoint.ts';
import {
  fileDownloadParamsSchema,
  fileImageParamsSchema,
  fileUploadParamsSchema,
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
  signature: endpoint({
    method: 'GET',
    path: '/file/Image/signature/{id}',
    summary: 'Signature image, for its owner or a receiver of a message that attaches it',
    isRaw: true,
    schemas: { params: fileImageParamsSchema },
  }),
  download: endpoint({
    method: 'GET',
    path: '/file/Download/{type}/{id}',
    summary: 'Download a file as an attachment: {type} is the upload purpose, {id} the file id',
    isRaw: true,
    schemas: { params: fileDownloadParamsSchema },
  }),
};
