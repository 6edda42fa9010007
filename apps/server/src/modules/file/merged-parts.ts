/*
 * The merge's copy: the parts in order into one stored object, its md5 taken beside the copy
 * (parallel-md5.ts) and its sha256 by the store.
 */
import { Readable } from 'node:stream';
import type { AppContext } from '../../app-context.ts';
import type { ChunkLayout } from './chunk-layout.ts';
import { getFileStore } from './file-store.ts';
import { type Md5Hasher, md5Hasher } from './parallel-md5.ts';

/** The parts in order as one stream, md5-hashing what passes. */
function concatenated(ctx: AppContext, setKey: string, count: number, md5: Md5Hasher) {
  const parts = getFileStore(ctx).parts;
  return Readable.from(
    (async function* () {
      for (let n = 1; n <= count; n++) {
        for await (const chunk of await parts.read(setKey, n)) {
          await md5.update(chunk as Buffer);
          yield chunk as Buffer;
        }
      }
    })(),
  );
}

/** Streams the parts into the store object `storageKey`; nothing is left of it when this fails. */
export async function writeMergedParts(
  ctx: AppContext,
  setKey: string,
  layout: ChunkLayout,
  storageKey: string,
) {
  const store = getFileStore(ctx);
  const md5 = md5Hasher(layout.totalSize);
  try {
    const stored = await store.write(storageKey, concatenated(ctx, setKey, layout.totalChunks, md5));
    try {
      return { ...stored, md5: await md5.digest() };
    } catch (err) {
      await store.delete(storageKey);
      throw err;
    }
  } finally {
    await md5.close();
  }
}
