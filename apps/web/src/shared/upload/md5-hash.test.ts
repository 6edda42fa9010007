import { describe, expect, it } from 'vitest';
import { MD5_SLICE_SIZE, md5OfBlob } from './md5-hash.ts';

const FOX = 'The quick brown fox jumps over the lazy dog';
const FOX_MD5 = '9e107d9d372bb6826bd81d3542a419d6';

describe('md5OfBlob', () => {
  it('reads in slices of 10,240,000 bytes by default', () => {
    expect(MD5_SLICE_SIZE).toBe(10_240_000);
  });

  it('gives the known md5 whatever the slice size, across slice boundaries', async () => {
    const blob = new Blob([FOX]);
    for (const size of [1, 7, 10, 43, 1000]) {
      expect(await md5OfBlob(blob, size)).toBe(FOX_MD5);
    }
    expect(await md5OfBlob(blob)).toBe(FOX_MD5);
  });

  it('hashes bytes, not text (a multi-byte character split between slices)', async () => {
    // md5('中文') over its UTF-8 bytes e4 b8 ad e6 96 87.
    expect(await md5OfBlob(new Blob(['中文']), 4)).toBe('a7bac2239fcdcb3a067903d8077c4a07');
  });

  it('reports the share read after every slice', async () => {
    const shares: number[] = [];
    await md5OfBlob(new Blob([FOX]), 20, (share) => shares.push(share));
    expect(shares).toEqual([20 / 43, 40 / 43, 1]);
  });
});
