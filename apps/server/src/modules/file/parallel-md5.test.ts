import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5Hasher, WORKER_MD5_FROM_BYTES } from './parallel-md5.ts';

const MB = 1024 * 1024;

/** `count` different 1 MB slices and their md5 computed in one go. */
function slices(count: number): { parts: Buffer[]; md5: string } {
  const parts = Array.from({ length: count }, (_, i) => Buffer.alloc(MB, i + 1));
  return { parts, md5: createHash('md5').update(Buffer.concat(parts)).digest('hex') };
}

describe('md5Hasher', () => {
  it.each([
    ['in this thread', 2],
    ['on a worker', WORKER_MD5_FROM_BYTES / MB + 4],
  ])('answers the md5 of the slices in order %s', async (_where, count) => {
    const { parts, md5 } = slices(count);
    const hasher = md5Hasher(count * MB);
    try {
      for (const part of parts) await hasher.update(part);
      expect(await hasher.digest()).toBe(md5);
    } finally {
      await hasher.close();
    }
  });

  it('rejects instead of hanging when the worker is gone', async () => {
    const hasher = md5Hasher(WORKER_MD5_FROM_BYTES);
    await hasher.close();
    await expect(hasher.digest()).rejects.toThrow(/stopped/);
  });
});
