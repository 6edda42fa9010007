import type { Readable } from 'node:stream';
import {
  describeValidationIssue,
  type FileDownloadLink,
  fileChunkQuerySchema,
  fileEndpoints,
  fileMergeBodySchema,
  fileUploadFieldsSchema,
  formatMessage,
  type Language,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../http/app-error.ts';
import { checkMultipartPart } from '../../http/input-rule.ts';
import { ok, publicAccess, route, signedIn } from '../../http/route.ts';
import { readSingleUpload } from '../../http/single-upload.ts';
import { MAX_CHUNK_SIZE } from './chunk-layout.ts';
import { mergeChunks } from './chunk-merge.service.ts';
import { storeChunk, testChunks } from './chunk-upload.service.ts';
import { createDownloadLink, readDownloadLink } from './download-link.ts';
import { findReadableFile, openFile, saveUpload } from './file.service.ts';
import { previewFile } from './file-preview.service.ts';
import { sendStoredFile } from './file-reply.ts';
import { packFiles } from './pack-download.service.ts';
import { UPLOAD_POLICIES, withUploadWording } from './upload-policy.ts';

/** The original client reads JSON from the download route (its XHR accepts application/json). */
function wantsJson(request: FastifyRequest): boolean {
  return /\bapplication\/json\b/i.test(request.headers.accept ?? '');
}

/** Form fields checked like a request body: the same 400 and message as the schema validation gives. */
function parseFields<S extends z.ZodType>(schema: S, raw: unknown, lang: Language): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const { code, path, message, ...params } = parsed.error.issues[0];
  const detail = describeValidationIssue({ keyword: code, message, params }, lang) ?? message;
  const field = path.join('.');
  throw field
    ? badRequest('common.fieldInvalid', { field, detail })
    : badRequest('common.badRequest', { detail });
}

/**
 * Reads a multipart request: text fields into an object, and the first file part handed to `onFile`
 * with the fields read before it (later files are drained). Every part is held to the input rule.
 */
async function readParts<T>(
  request: FastifyRequest,
  maxFileBytes: number,
  onFile: (fields: Record<string, string>, file: Readable) => Promise<T>,
): Promise<{ fields: Record<string, string>; result: T | undefined }> {
  if (!request.isMultipart()) throw badRequest('file.notMultipart');
  const fields: Record<string, string> = {};
  let result: T | undefined;
  let hasFile = false;
  for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
    checkMultipartPart(part);
    if (part.type === 'field') fields[part.fieldname] = String(part.value);
    else if (hasFile) part.file.resume();
    else {
      hasFile = true;
      result = await onFile(fields, part.file);
    }
  }
  return { fields, result };
}

/** The merge's fields: multipart form data (what the original client sends) or a urlencoded form. */
async function mergeFields(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body ?? {};
  const { fields } = await readParts(request, 0, async (_fields, file) => {
    file.resume();
  });
  return fields;
}

export const fileRoutes = [
  route(fileEndpoints.upload, {
    access: signedIn,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ params, request, user, app, lang }) => {
      const grant = UPLOAD_POLICIES[params.type].uploadGrant;
      if (grant && !(await app.access.hasPermission(app, user, grant.menu, grant.button))) {
        throw await app.access.permissionRefusal(app, grant.menu, grant.button);
      }
      const { filename, data, fields } = await readSingleUpload(
        request,
        UPLOAD_POLICIES[params.type].maxBytes,
      ).catch((err: unknown) => {
        throw withUploadWording(params.type, err);
      });
      const originalFields = parseFields(fileUploadFieldsSchema, fields, lang);
      const uploaded = await saveUpload(app, {
        type: params.type,
        ownerId: user.userId,
        fileName: filename,
        data,
      });
      // The original's widgets (they send their folder fields) and its chat read the file id from `name`.
      const isOriginalClient = Object.keys(originalFields).length > 0 || params.type === 'IM';
      return ok(isOriginalClient ? { ...uploaded, name: uploaded.id } : uploaded, 'file.uploaded');
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
  route(fileEndpoints.systemLogo, {
    access: publicAccess,
    handler: async ({ params, reply, app }) => {
      const { row, stream } = await openFile(app, {
        type: 'systemLogo',
        id: params.id,
        userId: undefined,
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
  route(fileEndpoints.chatImage, {
    access: signedIn,
    handler: async ({ params, reply, app, user }) => {
      const { row, stream } = await openFile(app, {
        type: 'IM',
        id: params.id,
        userId: user.userId,
        rasterOnly: true,
      });
      return sendStoredFile(reply, row, stream, { disposition: 'inline', isPublic: false });
    },
  }),
  route(fileEndpoints.download, {
    access: signedIn,
    handler: async ({ params, request, reply, app, user, lang }) => {
      const target = { type: params.type, id: params.id, userId: user.userId };
      if (wantsJson(request)) {
        const row = await findReadableFile(app, { ...target, rasterOnly: false });
        const data: FileDownloadLink = { name: row.originalName, url: await createDownloadLink(app, target) };
        return reply.send({ code: 200, msg: formatMessage('common.success', lang), data });
      }
      const { row, stream } = await openFile(app, { ...target, rasterOnly: false });
      return sendStoredFile(reply, row, stream, { disposition: 'attachment', isPublic: false });
    },
  }),
  route(fileEndpoints.linkDownload, {
    // A browser navigation carries no token: the signed link names the user, re-checked here.
    access: publicAccess,
    rateLimit: { max: 120, timeWindow: '1 minute' },
    handler: async ({ query, reply, app }) => {
      const target = await readDownloadLink(app, query.encryption);
      const { row, stream } = await openFile(app, { ...target, rasterOnly: false });
      return sendStoredFile(reply, row, stream, { disposition: 'attachment', isPublic: false });
    },
  }),
  route(fileEndpoints.chunkTest, {
    access: signedIn,
    rateLimit: { max: 600, timeWindow: '1 minute' },
    handler: ({ app, user, query }) => testChunks(app, user.userId, query),
  }),
  route(fileEndpoints.chunk, {
    access: signedIn,
    // A 500 MB file is 100 chunks of the original's 5 MB; the client sends three at a time.
    rateLimit: { max: 600, timeWindow: '1 minute' },
    handler: async ({ app, user, query, request, lang }) => {
      // The last chunk may hold the remainder on top of a full chunk: up to twice the chunk size.
      const { result } = await readParts(request, 2 * MAX_CHUNK_SIZE, (fields, file) =>
        storeChunk(app, user.userId, parseFields(fileChunkQuerySchema, { ...query, ...fields }, lang), file),
      );
      if (!result) throw badRequest('file.missing');
      return result;
    },
  }),
  route(fileEndpoints.merge, {
    access: signedIn,
    rateLimit: { max: 60, timeWindow: '1 minute' },
    handler: async ({ app, user, request, lang }) => {
      const body = parseFields(fileMergeBodySchema, await mergeFields(request), lang);
      return ok(await mergeChunks(app, user.userId, body), 'file.uploaded');
    },
  }),
  route(fileEndpoints.preview, {
    access: signedIn,
    handler: async ({ app, user, query }) => {
      const url = await previewFile(app, user.userId, query);
      return url ? url : ok('', 'file.notExist');
    },
  }),
  route(fileEndpoints.packDownload, {
    access: signedIn,
    rateLimit: { max: 30, timeWindow: '1 minute' },
    handler: ({ app, user, params, body }) => packFiles(app, user.userId, params.type, body),
  }),
];
