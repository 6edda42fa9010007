import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The `encryption` token of a design's link: `<payload>.<mac>`, the payload base64url JSON the public
 * page may read (`{modelId, type}`), the mac an HMAC-SHA256 of the payload under the server's secret
 * key, so nobody can make a token for another design or the other use. A link token has no expiry:
 * it works while the link is switched on. After a password check the token also carries `pass`:
 * a fingerprint of the password hash it was checked against and an expiry, so a changed password or
 * time ends it. Nothing is stored for a token; the password itself never travels in one.
 */

export type LinkUse = 'form' | 'list';

export interface LinkToken {
  modelId: string;
  type: LinkUse;
  /** Proof of a password check: the fingerprint of the hash checked and when the proof ends (ms). */
  pass?: { hash: string; until: number };
}

/** How long a password check lets the page work before the password is asked again. */
export const LINK_PASS_TTL_MS = 2 * 60 * 60 * 1000;

const macOf = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`short-link:${payload}`).digest('base64url');

/** A short, one-way fingerprint of a stored password hash (a token never holds the hash itself). */
export const passwordFingerprint = (storedHash: string) =>
  createHash('sha256').update(storedHash).digest('base64url').slice(0, 22);

export function signLinkToken(key: Buffer, token: LinkToken): string {
  const payload = Buffer.from(JSON.stringify(token)).toString('base64url');
  return `${payload}.${macOf(key, payload)}`;
}

const isUse = (value: unknown): value is LinkUse => value === 'form' || value === 'list';

/** The token's content when its mac holds, else undefined. */
export function readLinkToken(key: Buffer, text: string): LinkToken | undefined {
  const [payload = '', mac = '', ...rest] = text.split('.');
  if (!payload || !mac || rest.length > 0) return undefined;
  const expected = Buffer.from(macOf(key, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { modelId, type, pass } = value as Record<string, unknown>;
  if (typeof modelId !== 'string' || !isUse(type)) return undefined;
  if (pass === undefined) return { modelId, type };
  const proof = pass as Record<string, unknown> | null;
  if (typeof proof?.hash !== 'string' || typeof proof.until !== 'number') return undefined;
  return { modelId, type, pass: { hash: proof.hash, until: proof.until } };
}
