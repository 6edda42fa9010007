import { type LoginResponse, MOBILE_PATTERN, SUB_ACCOUNT_PATTERN } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import { issueLogin } from '../login/issue-login.ts';
import { ensureNotLocked } from '../login/lockout.ts';
import {
  findLoginUserByMobileAndAccount,
  findLoginUsersByMobile,
  type LoginUser,
} from '../login/login.repository.ts';
import { auditLogin, type ClientInfo } from '../login/login-audit.ts';
import { hitThrottle, THROTTLE } from '../login/throttle.ts';
import { checkLoginSmsCode } from './sms-code.service.ts';

/**
 * Login with a phone number (or mobile@account) and the SMS code. When several accounts share the
 * number the right code is not used up: the user repeats with mobile@account.
 */
export async function smsLogin(
  ctx: AppContext,
  input: { account?: string; smsCode?: string },
  client: ClientInfo,
): Promise<LoginResponse> {
  const typed = input.account?.trim();
  if (!typed) throw badRequest('login.accountRequired');
  if (!input.smsCode) throw badRequest('sms.required');
  const sub = SUB_ACCOUNT_PATTERN.exec(typed);
  const mobile = sub ? sub[1] : typed;
  if (!MOBILE_PATTERN.test(mobile)) throw badRequest('sms.invalid');

  let user: LoginUser | undefined;
  let isAmbiguous = false;
  if (sub) {
    user = await findLoginUserByMobileAndAccount(ctx.db, mobile, sub[2]);
  } else {
    const holders = await findLoginUsersByMobile(ctx.db, mobile);
    isAmbiguous = holders.length > 1;
    user = holders.length === 1 ? holders[0] : undefined;
  }
  const isValid = await checkLoginSmsCode(ctx, mobile, input.smsCode, user !== undefined);
  if (!isValid || (!user && !isAmbiguous)) {
    await hitThrottle(ctx, THROTTLE.loginFailuresPerAccount, typed);
    await auditLogin(ctx, client, {
      userId: user?.id ?? null,
      account: typed,
      category: 'login',
      isSuccess: false,
      messageKey: 'sms.invalid',
    });
    throw badRequest('sms.invalid');
  }
  // The caller proved they hold the phone, so naming the ambiguity reveals nothing new.
  if (!user) throw badRequest('login.ambiguousMobile');
  await ensureNotLocked(ctx, user, client);
  if (user.enabledMark === 0) throw badRequest('login.disabled');
  return issueLogin(ctx, user, 'sms', client);
}
