import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.ts';

/*
 * The built web app as the server sends it: the build's brotli / gzip copies when the browser takes
 * them, hashed assets cached for a year, index.html (also as the history-mode fallback) and the
 * public/ files revalidated. A small dist of the build's shape stands in for apps/web/dist.
 */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-Abc123.js"></script></head><body>${'<!-- app -->'.repeat(120)}</body></html>`;
const icon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

function writeWithCopies(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, gzipSync(text));
}
writeWithCopies(path.join(dist, 'assets/index-Abc123.js'), script);
writeWithCopies(path.join(dist, 'index.html'), indexHtml);
// Small public/ files get no compressed copy: the file itself is sent.
fs.writeFileSync(path.join(dist, 'favicon.svg'), icon);

describe('web app files', () => {
  const t = useTestApp({ overrides: { webDistDir: dist } });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends a hashed script as brotli to a browser that takes it, cached for a year', async () => {
    const res = await get('/assets/index-Abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and the file itself to one that takes neither', async () => {
    const gz = await get('/assets/index-Abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-Abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // The answer depends on Accept-Encoding even when it is the file itself: shared caches must know.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('has index.html revalidated, at / and as the fallback of a history-mode route', async () => {
    for (const url of ['/', '/permission/user']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(indexHtml);
    }
    // Revalidation is cheap: an unchanged index.html answers 304 without a body.
    const first = await get('/login', { 'accept-encoding': 'br' });
    const again = await get('/login', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers a missing hashed asset (an old build's chunk) with 404, never with the page", async () => {
    const res = await get('/assets/index-Old999.js', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/text\/html/);
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });

  it('has the public files, whose names do not change, revalidated', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(icon);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
