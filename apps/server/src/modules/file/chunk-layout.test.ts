import { describe, expect, it } from 'vitest';
import { expectedChunkSize, isValidLayout, MAX_CHUNK_SIZE } from './chunk-layout.ts';

const MB = 1024 * 1024;

describe('chunk layout', () => {
  it('accepts the default layout, whose last chunk takes the remainder', () => {
    const layout = { totalSize: 12 * MB, chunkSize: 5 * MB, totalChunks: 2 };
    expect(isValidLayout(layout)).toBe(true);
    expect(expectedChunkSize(layout, 1)).toBe(5 * MB);
    expect(expectedChunkSize(layout, 2)).toBe(7 * MB);
    expect(expectedChunkSize(layout, 3)).toBeUndefined();
  });

  it('accepts the forced layout, whose remainder is a chunk of its own', () => {
    const layout = { totalSize: 12 * MB, chunkSize: 5 * MB, totalChunks: 3 };
    expect(isValidLayout(layout)).toBe(true);
    expect(expectedChunkSize(layout, 3)).toBe(2 * MB);
  });

  it('makes one chunk of a file smaller than a chunk', () => {
    const layout = { totalSize: 10, chunkSize: 5 * MB, totalChunks: 1 };
    expect(isValidLayout(layout)).toBe(true);
    expect(expectedChunkSize(layout, 1)).toBe(10);
  });

  it.each([
    ['a chunk count of neither layout', { totalSize: 12 * MB, chunkSize: 5 * MB, totalChunks: 4 }],
    ['an empty file', { totalSize: 0, chunkSize: 5 * MB, totalChunks: 1 }],
    ['a chunk size over the maximum', { totalSize: 30 * MB, chunkSize: MAX_CHUNK_SIZE + 1, totalChunks: 2 }],
  ])('refuses %s', (_name, layout) => {
    expect(isValidLayout(layout)).toBe(false);
  });

  it('has no chunk 0 or negative chunks', () => {
    const layout = { totalSize: 10, chunkSize: 5, totalChunks: 2 };
    expect(expectedChunkSize(layout, 0)).toBeUndefined();
    expect(expectedChunkSize(layout, -1)).toBeUndefined();
  });
});
