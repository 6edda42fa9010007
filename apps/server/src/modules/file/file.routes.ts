import { fileEndpoints } from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/app-error.ts';
import { checkMultipartPart } from '../../http/input-rule.ts';
import { ok, publicAccess, route, signedIn } from '../../http/route.ts';
import { formatBytes, openFile, saveUpload, UPLOAD_POLICIES } from './file.service.ts';
import { sendStoredFile } from './file-reply.ts';

/**
 * Reads the file part of a multipart request (the first one; later files are read and dropped),
 * mapping multipart errors to clear messages. Every part is held to the input rule as it is read:
 * field names, file names and text fields; a part that breaks it refuses the request before anything
 * is stored.
 */
async function readSingleFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ filename: string; data: Buffer }> {
  if (!request.isMultipart()) throw badRequest('file.notMultipart');
  let file: { filename: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      checkMultipartPart(part);
      if (part.type !== 'file') continue;
      if (file) part.file.resume();
      else file = { filename: part.filename, data: await part.toBuffer() };
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw badRequest('file.tooLarge', { max: formatBytes(maxBytes) });
    }
    throw err;
  }
  if (!file) throw badRequest('file.missing');
  return file;
}

export const fileRoutes = [
  route(fileEndpoints.upload, {
    access: signedIn,
    rateLimit: { max: 60, timeWindow: '1 minute' },
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
  route(fileEndpoints.avatar, {
    access: publicAccess,
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
  route(fileEndpoints.signature, {
    access: signedIn,
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
  route(fileEndpoints.download, {
    access: signedIn,
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
