import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FileRow } from './file.repository.ts';

/** RFC 6266 / 5987: an ASCII fallback plus the UTF-8 name, with every unsafe character encoded. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends stored bytes with the headers that keep stored files harmless: the sniffed type, nosniff, and a sandboxing
 * CSP so that even a file opened directly can run nothing on our origin.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: FileRow,
  stream: Readable,
  options: { disposition: 'inline' | 'attachment'; isPublic: boolean },
): FastifyReply {
  return reply
    .status(200)
    .header('content-type', file.mimeType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(options.disposition, file.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .header('cache-control', options.isPublic ? 'public, max-age=86400' : 'private, max-age=3600')
    .send(stream);
}
