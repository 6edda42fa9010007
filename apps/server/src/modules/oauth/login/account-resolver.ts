import { MOBILE_PATTERN, SUB_ACCOUNT_PATTERN } from '@platform/contracts';
import type { Db } from '../../../db/client.ts';
import {
  findLoginUserByAccount,
  findLoginUserByMobileAndAccount,
  findLoginUsersByMobile,
  type LoginUser,
} from './login.repository.ts';

export type ResolvedAccount = { kind: 'user'; user: LoginUser } | { kind: 'ambiguous' } | { kind: 'none' };

/**
 * What a typed account means (the sub-account rule):
 * - `mobile@account`: that account, only if its phone number is the given one;
 * - an exact account name;
 * - a bare phone number: the one user with that number; several users → ambiguous (use mobile@account).
 */
export async function resolveLoginAccount(db: Db, typed: string): Promise<ResolvedAccount> {
  const sub = SUB_ACCOUNT_PATTERN.exec(typed);
  if (sub) {
    const user = await findLoginUserByMobileAndAccount(db, sub[1], sub[2]);
    return user ? { kind: 'user', user } : { kind: 'none' };
  }
  const byAccount = await findLoginUserByAccount(db, typed);
  if (byAccount) return { kind: 'user', user: byAccount };
  if (!MOBILE_PATTERN.test(typed)) return { kind: 'none' };
  const byMobile = await findLoginUsersByMobile(db, typed);
  if (byMobile.length === 1) return { kind: 'user', user: byMobile[0] };
  return byMobile.length > 1 ? { kind: 'ambiguous' } : { kind: 'none' };
}
