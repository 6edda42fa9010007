import { createHash, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/*
 * Passwords reach the server as md5(plain) hex. At rest we keep argon2id(md5) with the
 * random per-hash salt argon2 embeds in its PHC string, never a bare md5.
 * @node-rs/argon2 defaults to argon2id (m=19 MiB, t=2), the OWASP baseline.
 */

export function md5Hex(plain: string): string {
  return createHash('md5').update(plain, 'utf8').digest('hex');
}

/** Lower-cases the client's md5 so 'ABC…' and 'abc…' hash the same. */
export async function hashPassword(clientMd5: string): Promise<string> {
  return hash(clientMd5.toLowerCase());
}

export async function verifyPassword(storedHash: string, clientMd5: string): Promise<boolean> {
  try {
    return await verify(storedHash, clientMd5.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * A hash of nothing anyone knows, verified against when the account does not exist so that a
 * wrong account and a wrong password take the same time.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(clientMd5: string): Promise<false> {
  decoyHash ??= hash(md5Hex(String(randomInt(1e9))));
  await verifyPassword(await decoyHash, clientMd5);
  return false;
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '@#$%&*!?';

/**
 * A random password that satisfies any combination of the policy switches (it holds a digit, a lower
 * and an upper case letter and a symbol) and the 6-16 length rule. Look-alike characters are left out.
 */
export function generatePassword(length = 14): string {
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const pick = (set: string) => set[randomInt(set.length)];
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
