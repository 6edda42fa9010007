import { SESSION_TOKEN_COOKIE } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-test-app.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';

/*
 * The API reference lists every endpoint: in production only an administrator reads it (API_DOCS
 * defaults to admin there), in development everyone; API_DOCS=off removes it.
 */

const t = useTestApp({ overrides: { apiDocs: 'admin' } });
const admin = useAdminUser(t);
const plain = useFixtures(() => createUser(t));

const DOCS_URLS = ['/api/docs', '/api/docs/json'];

describe('API_DOCS=admin (the production default)', () => {
  it('refuses an anonymous caller with 600 and the envelope', async () => {
    for (const url of DOCS_URLS) {
      const res = await t.call({ method: 'GET', url });
      expect([url, res.status, res.body.code]).toEqual([url, 401, 600]);
    }
  });

  it('refuses a signed-in user who is not an administrator', async () => {
    for (const url of DOCS_URLS) {
      const res = await t.call({ method: 'GET', url, token: plain.token });
      expect([url, res.status, res.body.code, res.body.msg]).toEqual([
        url,
        403,
        401,
        '请以管理员身份登录后查看',
      ]);
    }
  });

  it('serves the page and the reference to an administrator whose browser sends the web session cookie', async () => {
    const cookie = `other=1; ${SESSION_TOKEN_COOKIE}=${encodeURIComponent(admin.token.slice(7))}`;
    const page = await t.call({ method: 'GET', url: '/api/docs', headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.raw.headers['content-type']).toMatch(/^text\/html/);
    const json = await t.call({ method: 'GET', url: '/api/docs/json', headers: { cookie } });
    expect(json.status).toBe(200);
    expect(json.raw.json().paths['/api/permission/Users']).toBeDefined();
    const refused = await t.call({
      method: 'GET',
      url: '/api/docs/json',
      headers: { cookie: `${SESSION_TOKEN_COOKIE}=${plain.token.slice(7)}` },
    });
    expect([refused.status, refused.body.code]).toEqual([403, 401]);
  });

  it('serves the reference to an administrator', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json', token: admin.token });
    expect(res.status).toBe(200);
    expect(res.raw.json().paths['/api/permission/Users']).toBeDefined();
  });
});

describe('API_DOCS=open and off', () => {
  it('open: anyone reads it; off: it does not exist', async () => {
    const open = await buildTestApp({ apiDocs: 'open' }, { database: t.database });
    const off = await buildTestApp({ apiDocs: 'off' }, { database: t.database });
    try {
      const res = await open.call({ method: 'GET', url: '/api/docs/json' });
      expect(res.status).toBe(200);
      expect(res.raw.json().openapi).toMatch(/^3\./);
      for (const url of DOCS_URLS) {
        const gone = await off.call({ method: 'GET', url, token: admin.token });
        expect([url, gone.status, gone.body.code]).toEqual([url, 404, 404]);
      }
    } finally {
      await open.close();
      await off.close();
    }
  });
});
