import type { FileChunkQuery } from '@platform/contracts';
import { fileExtension } from './upload-limits.ts';

/* The layout the uploader cuts a file into, and each chunk's fields as the server reads them. */

/** The number of chunks when the last one holds the remainder (at least one chunk). */
export function totalChunksOf(size: number, chunkSize: number): number {
  return Math.max(1, Math.floor(size / chunkSize));
}

/** The fields of chunk `chunkNumber` (from 1) of `file` under the upload's identifier. */
export function chunkQuery(
  file: File,
  identifier: string,
  chunkSize: number,
  chunkNumber: number,
): FileChunkQuery {
  const total = totalChunksOf(file.size, chunkSize);
  const start = (chunkNumber - 1) * chunkSize;
  const end = chunkNumber === total ? file.size : start + chunkSize;
  return {
    chunkNumber,
    chunkSize,
    currentChunkSize: end - start,
    totalSize: file.size,
    identifier,
    filename: file.name,
    relativePath: file.name,
    totalChunks: total,
    fileType: file.type,
    extension: fileExtension(file.name),
  };
}
