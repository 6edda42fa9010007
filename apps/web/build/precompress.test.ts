import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

describe('precompressDir', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of the text files worth it, which decode to the file', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `word ${i}`))};`;
    fs.writeFileSync(path.join(dir, 'assets/index-Abc123.js'), script);
    fs.writeFileSync(path.join(dir, 'tiny.svg'), '<svg/>');
    fs.writeFileSync(path.join(dir, 'assets/logo-Def456.png'), Buffer.alloc(4096, 7));

    const result = await precompressDir(dir);

    const file = path.join(dir, 'assets/index-Abc123.js');
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(result).toMatchObject({ files: 1, bytes: script.length });
    expect(result.brotliBytes).toBeLessThan(script.length / 3);
    // Below 1 KB the copy is not worth a request's overhead; images are compressed already.
    expect(fs.readdirSync(dir).sort()).toEqual(['assets', 'tiny.svg']);
    expect(fs.readdirSync(path.join(dir, 'assets')).sort()).toEqual([
      'index-Abc123.js',
      'index-Abc123.js.br',
      'index-Abc123.js.gz',
      'logo-Def456.png',
    ]);
  });
});
