import {
  fileDownloadParamsSchema,
  fileImageParamsSchema,
  fileUploadParamsSchema,
  uploadedFileSchema,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/app-error.ts';
import { defineRoute, ok, publicAccess, signedIn } from '../../http/route.ts';
import { formatBytes, openFile, saveUpload, UPLOAD_POLICIES } from './file.service.ts';
import { sendStoredFile } from './file-reply.ts';

/** Reads the single file part of a multipart request, mapping multipart errors to clear messages. */
async function readSingleFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) throw badRequest('file.notMultipart');
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part) throw badRequest('file.missing');
    return { filename: part.filename, data: await part.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest('file.tooLarge', { max: formatBytes(maxBytes) });
    }
    throw err;
  }
}

export const fileRoutes = [
  defineRoute({
    method: 'POST',
    path: '/file/Uploader/:type',
    access: signedIn,
    summary: 'Upload one file (multipart, any field name) for a purpose: userAvatar, signature or annex',
    tags: ['file'],
    rateLimit: { max: 60, timeWindow: '1 minute' },
    schema: { params: fileUploadParamsSchema, response: uploadedFileSchema },
    handler: async ({ params, request, user, app }) => {
      const { filename, data } = await readSingleFile(request, UPLOAD_POLICIES[params.type].maxBytes);
      const uploaded = await saveUpload(app, {
        type: params.type,
        ownerId: user.userId,
        fileName: filename,
        data,
      });
      return ok(uploaded, 'file.uploaded');
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/file/Image/userAvatar/:id',
    access: publicAccess,
    summary: 'Avatar image (public: img tags cannot send the token); raster types only, nosniff',
    tags: ['file'],
    isRaw: true,
    schema: { params: fileImageParamsSchema },
    handler: async ({ params, reply, app, maybeUser }) => {
      const { row, stream } = await openFile(app, {
        type: 'userAvatar',
        id: params.id,
        userId: maybeUser?.userId,
        rasterOnly: true,
      });
      return sendStoredFile(reply, row, stream, { disposition: 'inline', isPublic: true });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/file/Image/signature/:id',
    access: signedIn,
    summary: 'Signature image, for its owner or a receiver of a message that attaches it',
    tags: ['file'],
    isRaw: true,
    schema: { params: fileImageParamsSchema },
    handler: async ({ params, reply, app, user }) => {
      const { row, stream } = await openFile(app, {
        type: 'signature',
        id: params.id,
        userId: user.userId,
        rasterOnly: true,
      });
      return sendStoredFile(reply, row, stream, { disposition: 'inline', isPublic: false });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/file/Download/:type/:id',
    access: signedIn,
    summary: 'Download a file as an attachment: {type} is the upload purpose, {id} the file id',
    tags: ['file'],
    isRaw: true,
    schema: { params: fileDownloadParamsSchema },
    handler: async ({ params, reply, app, user }) => {
      const { row, stream } = await openFile(app, {
        type: params.type,
        id: params.id,
        userId: user.userId,
        rasterOnly: false,
      });
      return sendStoredFile(reply, row, stream, { disposition: 'attachment', isPublic: false });
    },
  }),
];
