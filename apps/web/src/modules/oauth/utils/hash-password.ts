import { md5 } from '../../../shared/crypto/md5.ts';

/** Passwords only ever leave the browser as md5 lower-case hex (spec §5.3, §5.4; wire facts §2b). */
export function hashPassword(plain: string): string {
  return md5(plain);
}
