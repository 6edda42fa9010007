import { describe, expect, it } from 'vitest';
import { fingerprintOf, MD5_SLICE_SIZE, md5OfBlob } from './md5-hash.ts';

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

  it('answers the md5 of the first slice alone, without changing the whole md5', async () => {
    const heads: string[] = [];
    expect(await md5OfBlob(new Blob([FOX]), 9, undefined, (md5) => heads.push(md5))).toBe(FOX_MD5);
    expect(heads).toHaveLength(1);
    expect(heads[0]).toBe(await md5OfBlob(new Blob([FOX.slice(0, 9)])));
  });

  it('makes a 32-hex fingerprint that changes with the name, size, last change and first slice', () => {
    const file = { name: 'a.pdf', size: 10, lastModified: 1 };
    const base = fingerprintOf(file, FOX_MD5);
    expect(base).toMatch(/^[0-9a-f]{32}$/);
    expect(fingerprintOf({ ...file }, FOX_MD5)).toBe(base);
    const others = [
      fingerprintOf({ ...file, name: 'b.pdf' }, FOX_MD5),
      fingerprintOf({ ...file, size: 11 }, FOX_MD5),
      fingerprintOf({ ...file, lastModified: 2 }, FOX_MD5),
      fingerprintOf(file, '0'.repeat(32)),
    ];
    expect(new Set([base, ...others]).size).toBe(5);
  });
});
