import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../build-test-app.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * upgrade-insecure-requests would make browsers fetch everything over https, which breaks a platform
 * reached over plain HTTP (an intranet address before TLS): it is sent only for HTTPS requests, as
 * TLS or a trusted proxy's x-forwarded-proto says.
 */

const t = useTestApp();

const policyOf = async (app: typeof t, headers: Record<string, string> = {}) => {
  const res = await app.call({ method: 'GET', url: '/api/health', headers });
  return String(res.raw.headers['content-security-policy']);
};

describe('the content security policy', () => {
  it('leaves out upgrade-insecure-requests over plain HTTP, and ignores x-forwarded-proto without TRUST_PROXY', async () => {
    const plain = await policyOf(t);
    expect(plain).toContain("default-src 'self'");
    expect(plain).toContain("script-src 'self'");
    expect(plain).not.toContain('upgrade-insecure-requests');
    expect(await policyOf(t, { 'x-forwarded-proto': 'https' })).not.toContain('upgrade-insecure-requests');
  });

  it('sends upgrade-insecure-requests when a trusted proxy says the request came over HTTPS', async () => {
    const proxied = await buildTestApp({ trustProxy: true }, { database: t.database });
    try {
      const https = await policyOf(proxied, { 'x-forwarded-proto': 'https' });
      expect(https).toContain("default-src 'self'");
      expect(https.split(';')).toContain('upgrade-insecure-requests');
      expect(await policyOf(proxied, { 'x-forwarded-proto': 'http' })).not.toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await proxied.close();
    }
  });
});
