import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  type InterfaceOauthSigned,
  interfaceOauthCanonicalParams,
  interfaceOauthStringToSign,
} from '@platform/contracts';

/*
 * The signature of an outside call: HMAC-SHA256 keyed by the Base64-decoded app secret over
 * interfaceOauthStringToSign (method, path, YmDate, Host, YmNonce, SHA-256 of the parameters), hex.
 * Compared in constant time.
 */

export const paramsDigest = (params: Readonly<Record<string, unknown>>) =>
  createHash('sha256').update(interfaceOauthCanonicalParams(params), 'utf8').digest('hex');

export function signCall(secret: string, signed: InterfaceOauthSigned): string {
  return createHmac('sha256', Buffer.from(secret, 'base64'))
    .update(interfaceOauthStringToSign(signed), 'utf8')
    .digest('hex');
}

/** Whether `signature` (hex) is the call's signature under `secret`, compared in constant time. */
export function isSignatureValid(secret: string, signed: InterfaceOauthSigned, signature: string): boolean {
  const expected = Buffer.from(signCall(secret, signed), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  // Compared at the expected length either way, so a short answer takes as long as a wrong one.
  return (
    timingSafeEqual(expected, given.length === expected.length ? given : Buffer.alloc(expected.length)) &&
    given.length === expected.length
  );
}
