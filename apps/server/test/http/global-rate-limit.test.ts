import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the global rate limit (API_RATE_LIMIT)', () => {
  it('answers 429 with the envelope in the caller language once a client is over the limit', async () => {
    t = await buildTestApp({ apiRateLimit: 3 });
    for (let i = 0; i < 3; i++) {
      expect((await t.call({ method: 'GET', url: '/api/health' })).status).toBe(200);
    }
    const over = await t.call({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'en-US' } });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: 429, data: null });
    expect(over.body.msg).toMatch(/too many/i);
  });

  it('counts API calls only: the web app and its assets are served past the limit', async () => {
    const webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-web-'));
    fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>t</title>');
    fs.writeFileSync(path.join(webDistDir, 'app.js'), 'console.log(1)');
    try {
      t = await buildTestApp({ apiRateLimit: 2, webDistDir });
      for (let i = 0; i < 10; i++) {
        expect((await t.call({ method: 'GET', url: '/app.js' })).status).toBe(200);
        expect((await t.call({ method: 'GET', url: '/home' })).status).toBe(200);
      }
      expect((await t.call({ method: 'GET', url: '/api/health' })).status).toBe(200);
      expect((await t.call({ method: 'GET', url: '/cloud-api/api/health' })).status).toBe(200);
      expect((await t.call({ method: 'GET', url: '/api/health' })).status).toBe(429);
    } finally {
      fs.rmSync(webDistDir, { recursive: true, force: true });
    }
  });

  it('is off when set to 0', async () => {
    t = await buildTestApp({ apiRateLimit: 0 });
    for (let i = 0; i < 20; i++) {
      expect((await t.call({ method: 'GET', url: '/api/health' })).status).toBe(200);
    }
  });
});
