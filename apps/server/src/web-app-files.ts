import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';

/** Vite names every file under assets/ by its content hash: a changed file gets a new name. */
export const HASHED_ASSETS_DIR = 'assets';
/** A hashed file never changes under its name, so browsers and proxies keep it for a year unasked. */
export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html and the public/ files keep their names: the browser asks each time (a 304 when unchanged). */
export const REVALIDATED_CACHE_CONTROL = 'no-cache';

/**
 * How the built web app's files are sent: the brotli or gzip copy the build wrote beside a file
 * (apps/web/build/precompress.ts) when the request's Accept-Encoding takes it, else the file itself,
 * always with `Vary: Accept-Encoding`; hashed assets cached for good, the rest revalidated. The
 * index.html fallback of history-mode routes goes through the same rules.
 */
export function webAppFileOptions(root: string): FastifyStaticOptions {
  const hashedDir = path.join(root, HASHED_ASSETS_DIR) + path.sep;
  return {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header(
        'cache-control',
        file.startsWith(hashedDir) ? HASHED_CACHE_CONTROL : REVALIDATED_CACHE_CONTROL,
      );
    },
  };
}
