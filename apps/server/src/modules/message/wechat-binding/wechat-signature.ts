import { createHash, timingSafeEqual } from 'node:crypto';

/*
 * WeChat signs each call of an official account's server URL: `signature` is the hex SHA-1 of the
 * account's server-configuration token, the `timestamp` and the `nonce`, sorted as strings and joined
 * without separator. The same rule covers the URL check (GET, answered with `echostr`) and every
 * event push (POST).
 */

export function wechatSignature(token: string, timestamp: string, nonce: string): string {
  const joined = [token, timestamp, nonce].sort().join('');
  return createHash('sha1').update(joined, 'utf8').digest('hex');
}

export interface SignedQuery {
  signature?: string;
  timestamp?: string;
  nonce?: string;
}

/** Whether the query carries WeChat's signature for `token` (compared in constant time). */
export function isWechatSigned(token: string, query: SignedQuery): boolean {
  const { signature, timestamp, nonce } = query;
  if (!token || !signature || !timestamp || !nonce) return false;
  const expected = Buffer.from(wechatSignature(token, timestamp, nonce), 'utf8');
  const given = Buffer.from(signature.toLowerCase(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
