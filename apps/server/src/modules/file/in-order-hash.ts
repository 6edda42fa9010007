import { type ChunkLayout, expectedChunkSize } from './chunk-layout.ts';
import { digestHash, dropHash, hashRange, newHashId } from './hash-worker.ts';

/*
 * The hash of an upload taken while its chunks arrive: every chunk stored by this process is hashed
 * (on the hash worker) as soon as every chunk before it is, so by the merge usually only the digest
 * is left. Chunks stored out of order wait, as numbers, until the gap fills. What this process did
 * not see (a restart, chunks stored by another process) is hashed from the upload's file at the
 * merge, from where the in-order hash stopped (from the start when there is none).
 */

interface Progress {
  hashId: number;
  /** The next chunk to hash, and its offset. */
  next: number;
  offset: number;
  /** Chunks stored here and not hashed yet (they come after a gap). */
  waiting: Set<number>;
  /** The hashing so far, in order; the merge waits for it. */
  queue: Promise<void>;
  isBroken: boolean;
}

/** By upload file and set nonce: a set removed and created again starts a new hash. */
const progresses = new Map<string, Progress>();
const keyOf = (file: string, nonce: string) => `${file}\n${nonce}`;

async function advance(file: string, layout: ChunkLayout, progress: Progress): Promise<void> {
  while (!progress.isBroken && progress.waiting.has(progress.next)) {
    const size = expectedChunkSize(layout, progress.next) ?? 0;
    try {
      await hashRange(progress.hashId, file, progress.offset, progress.offset + size);
    } catch {
      // The merge hashes the file itself then.
      progress.isBroken = true;
      return;
    }
    progress.waiting.delete(progress.next);
    progress.offset += size;
    progress.next++;
  }
}

/** Chunk `chunkNumber` of the upload in `file` is stored whole: hash it when its turn comes. */
export function chunkStored(file: string, nonce: string, layout: ChunkLayout, chunkNumber: number): void {
  const key = keyOf(file, nonce);
  let progress = progresses.get(key);
  if (!progress) {
    progress = {
      hashId: newHashId(),
      next: 1,
      offset: 0,
      waiting: new Set(),
      queue: Promise.resolve(),
      isBroken: false,
    };
    progresses.set(key, progress);
  }
  const current = progress;
  current.waiting.add(chunkNumber);
  current.queue = current.queue.then(() => advance(file, layout, current));
}

/**
 * The md5 of the whole upload, every chunk being stored: the in-order hash finished from
 * the file, or the file hashed whole when this process has no usable in-order hash.
 */
export async function finishHash(file: string, nonce: string, layout: ChunkLayout): Promise<string> {
  const key = keyOf(file, nonce);
  const progress = progresses.get(key);
  progresses.delete(key);
  await progress?.queue;
  let hashId = newHashId();
  let offset = 0;
  if (progress && !progress.isBroken) ({ hashId, offset } = progress);
  else if (progress) await dropHash(progress.hashId).catch(() => {});
  await hashRange(hashId, file, offset, layout.totalSize);
  return digestHash(hashId);
}

/** Forgets the in-order hash of the upload in `file` (removed or swept). */
export function forgetHash(file: string): void {
  for (const [key, progress] of progresses) {
    if (!key.startsWith(`${file}\n`)) continue;
    progresses.delete(key);
    void progress.queue.then(() => dropHash(progress.hashId)).catch(() => {});
  }
}
