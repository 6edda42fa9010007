import type { FastifyRequest } from 'fastify';
import { badRequest } from './app-error.ts';
import { checkMultipartPart } from './input-rule.ts';

const MB = 1024 * 1024;

/**
 * The first file part of a multipart request (later ones are drained) and its text fields, each part
 * held to the input rule; a file over `maxBytes` is refused with a clear message.
 */
export async function readSingleUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ filename: string; data: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest('file.notMultipart');
  let file: { filename: string; data: Buffer } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      checkMultipartPart(part);
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (file) part.file.resume();
      else file = { filename: part.filename, data: await part.toBuffer() };
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      const max = maxBytes >= MB ? `${Math.round(maxBytes / MB)} MB` : `${Math.round(maxBytes / 1024)} KB`;
      throw badRequest('file.tooLarge', { max });
    }
    throw err;
  }
  if (!file) throw badRequest('file.missing');
  return { ...file, fields };
}
