import { md5 } from '../../../shared/crypto/md5.ts';

/** Passwords only ever leave the browser as md5 lower-case hex. */
export function hashPassword(plain: string): string {
  return md5(plain);
}
