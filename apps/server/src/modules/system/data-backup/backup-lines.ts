import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BackupFileError } from './backup-format.ts';

/**
 * The lines of a gzip'd backup, decompressed as they are read. A file that is not gzip, or whose gzip
 * stream stops early or fails its checksum, is refused with a BackupFileError.
 */
export async function* backupLines(input: Readable): AsyncGenerator<string> {
  const gunzip = createGunzip();
  input.on('error', (err) => gunzip.destroy(err));
  input.pipe(gunzip);
  // Decoded as a stream so a character split between two chunks stays whole.
  gunzip.setEncoding('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip) {
      const text = rest + (chunk as string);
      const lines = text.split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) yield line;
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR' && /header/.test((err as Error).message))
      throw new BackupFileError('notBackup', 'This file is not a platform backup (not gzip).');
    if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR')
      throw new BackupFileError(
        'corrupt',
        'The backup file is truncated or damaged (its compressed data ends early or fails its check).',
      );
    throw err;
  } finally {
    input.unpipe(gunzip);
    gunzip.destroy();
  }
  if (rest !== '') yield rest;
}

/** Writes one value as a JSON line, waiting when `out` asks it to. */
export async function writeLine(out: Writable, value: unknown): Promise<void> {
  if (!out.write(`${JSON.stringify(value)}\n`)) await once(out, 'drain');
}
