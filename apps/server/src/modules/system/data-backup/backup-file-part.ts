import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { AppError } from '../../../http/app-error.ts';
import type { FileStore } from '../../file/file-store.ts';
import type { BackupRecord } from './backup-format.ts';
import { writeLine } from './backup-lines.ts';

/** Bytes per data line: 48 KB is 64 KB of base64, whatever slices the store reads in. */
export const FILE_LINE_BYTES = 48 * 1024;

export interface FilePartTotals {
  files: number;
  fileBytes: number;
  /** Named by a `files` row of the snapshot but gone from the store (deleted since, or lost). */
  missingFiles: number;
}

const isMissing = (err: unknown) => err instanceof AppError && err.kind === 'notFound';

/** Streams one stored object as base64 lines of FILE_LINE_BYTES; answers its size and sha256. */
async function writeObject(store: FileStore, key: string, out: Writable) {
  const content = await store.get(key);
  await writeLine(out, { type: 'file', key } satisfies BackupRecord);
  const hash = createHash('sha256');
  let size = 0;
  let pending = Buffer.alloc(0);
  for await (const chunk of content) {
    const data = pending.length > 0 ? Buffer.concat([pending, chunk as Buffer]) : (chunk as Buffer);
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
    let at = 0;
    for (; data.length - at >= FILE_LINE_BYTES; at += FILE_LINE_BYTES)
      await writeLine(out, data.subarray(at, at + FILE_LINE_BYTES).toString('base64'));
    pending = Buffer.from(data.subarray(at));
  }
  if (pending.length > 0) await writeLine(out, pending.toString('base64'));
  const end = { type: 'end-file', size, sha256: hash.digest('hex') } satisfies BackupRecord;
  await writeLine(out, end);
  return size;
}

/**
 * Writes the file part: every object in `keys` (the storage keys of the snapshot's `files` rows), one
 * at a time and streamed, so memory stays bounded whatever the store's size. An object the store no
 * longer holds is left out and counted.
 */
export async function writeFilePart(
  store: FileStore,
  keys: Iterable<string>,
  out: Writable,
  onFile: (totals: FilePartTotals) => void | Promise<void>,
): Promise<FilePartTotals> {
  const totals: FilePartTotals = { files: 0, fileBytes: 0, missingFiles: 0 };
  for (const key of keys) {
    try {
      totals.fileBytes += await writeObject(store, key, out);
      totals.files += 1;
    } catch (err) {
      if (!isMissing(err)) throw err;
      totals.missingFiles += 1;
    }
    await onFile({ ...totals });
  }
  return totals;
}
