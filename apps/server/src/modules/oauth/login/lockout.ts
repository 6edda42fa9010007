import type { SysConfig } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { type AppError, badRequest } from '../../../http/app-error.ts';
import { incrementLoginErrors, type LoginUser, lockUser, unlockUser } from './login.repository.ts';
import { auditLogin, type ClientInfo } from './login-audit.ts';

/** enabledMark 2 = locked after failed logins (until unlockTime, or an administrator's unlock). */
export const LOCKED_MARK = 2;

function lockedError(user: LoginUser, now: Date): AppError {
  if (!user.unlockTime) return badRequest('login.lockedUntilUnlocked');
  const minutes = Math.max(1, Math.ceil((user.unlockTime.getTime() - now.getTime()) / 60_000));
  return badRequest('login.lockedFor', { minutes });
}

/**
 * Refuses a locked account before its password is even checked (so a locked account cannot be
 * brute-forced), and lifts a time lock that has run out.
 */
export async function ensureNotLocked(ctx: AppContext, user: LoginUser, client: ClientInfo): Promise<void> {
  if (user.enabledMark !== LOCKED_MARK) return;
  const now = ctx.now();
  if (user.unlockTime && user.unlockTime <= now) {
    await unlockUser(ctx.db, user.id);
    user.enabledMark = 1;
    user.logErrorCount = 0;
    user.unlockTime = null;
    return;
  }
  const error = lockedError(user, now);
  await auditLogin(ctx, client, {
    userId: user.id,
    account: user.account,
    category: 'login',
    isSuccess: false,
    messageKey: error.messageKey,
    params: error.params,
  });
  throw error;
}

/**
 * Counts a wrong password. At passwordErrorsNumber failures (0 = never) the account is locked:
 * lockType 2 for lockTime minutes, lockType 1 until an administrator unlocks it. Returns the error
 * to throw: the lock message on the failure that locks, the generic one before.
 */
export async function registerPasswordFailure(
  ctx: AppContext,
  user: LoginUser,
  config: SysConfig,
  client: ClientInfo,
  category: 'login' | 'unlock',
): Promise<AppError> {
  const count = await incrementLoginErrors(ctx.db, user.id);
  let error = badRequest(category === 'unlock' ? 'lock.wrongPassword' : 'login.failed');
  if (config.passwordErrorsNumber > 0 && count >= config.passwordErrorsNumber) {
    const now = ctx.now();
    const unlockTime = config.lockType === 2 ? new Date(now.getTime() + config.lockTime * 60_000) : null;
    await lockUser(ctx.db, user.id, unlockTime);
    error = lockedError({ ...user, unlockTime }, now);
  }
  await auditLogin(ctx, client, {
    userId: user.id,
    account: user.account,
    category,
    isSuccess: false,
    messageKey: error.messageKey,
    params: { ...error.params, count },
  });
  return error;
}
