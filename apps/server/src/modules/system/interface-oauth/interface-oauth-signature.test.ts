import { interfaceOauthCanonicalParams, interfaceOauthStringToSign } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { isSignatureValid, paramsDigest, signCall } from './interface-oauth-signature.ts';

const SECRET = Buffer.alloc(24, 1).toString('base64');
const signed = {
  method: 'post',
  path: '/api/system/DataInterface/42/Actions/Response',
  timestamp: '1656404771000',
  host: 'localhost:30000',
  nonce: 'abcdefgh',
  paramsDigest: paramsDigest({ b: '2', a: '1' }),
};

describe('interface-app signatures', () => {
  it('puts the parameters in name order, percent-encoded, null as empty', () => {
    expect(interfaceOauthCanonicalParams({ z: 'a b&c', a: 1, m: null, 中: '文' })).toBe(
      'a=1&m=&z=a%20b%26c&%E4%B8%AD=%E6%96%87',
    );
    expect(interfaceOauthCanonicalParams({})).toBe('');
  });

  it('signs the six lines, each ending in a newline, the method in capitals', () => {
    expect(interfaceOauthStringToSign(signed)).toBe(
      `POST\n/api/system/DataInterface/42/Actions/Response\n1656404771000\nlocalhost:30000\nabcdefgh\n${signed.paramsDigest}\n`,
    );
  });

  it('accepts the signature in either case and refuses any changed line, other lengths and non-hex', () => {
    const signature = signCall(SECRET, signed);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(isSignatureValid(SECRET, signed, signature)).toBe(true);
    expect(isSignatureValid(SECRET, signed, signature.toUpperCase())).toBe(true);
    expect(isSignatureValid(SECRET, { ...signed, nonce: 'abcdefgi' }, signature)).toBe(false);
    expect(isSignatureValid(SECRET, { ...signed, paramsDigest: paramsDigest({ a: '1' }) }, signature)).toBe(
      false,
    );
    expect(isSignatureValid(Buffer.alloc(24, 2).toString('base64'), signed, signature)).toBe(false);
    expect(isSignatureValid(SECRET, signed, signature.slice(0, 62))).toBe(false);
    expect(isSignatureValid(SECRET, signed, `${signature}00`)).toBe(false);
    expect(isSignatureValid(SECRET, signed, 'z'.repeat(64))).toBe(false);
  });
});
