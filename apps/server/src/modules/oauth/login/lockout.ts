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

/** Logs a sign-in refused by the lock (the log names the lock even when the answer does not); returns the lock message. */
async function auditLocked(ctx: AppContext, user: LoginUser, client: ClientInfo): Promise<AppError> {
  const lock = lockedError(user, ctx.now());
  await auditLogin(ctx, client, {
    userId: user.id,
    account: user.account,
    category: 'login',
    isSuccess: false,
    messageKey: lock.messageKey,
    params: lock.params,
  });
  return lock;
}

/** Lifts a time lock that has run out; whether the account is (still) locked. */
export async function isLockedNow(ctx: AppContext, user: LoginUser): Promise<boolean> {
  if (user.enabledMark !== LOCKED_MARK) return false;
  if (!user.unlockTime || user.unlockTime > ctx.now()) return true;
  await unlockUser(ctx.db, user.id);
  user.enabledMark = 1;
  user.logErrorCount = 0;
  user.unlockTime = null;
  return false;
}

/**
 * Refuses a locked account with the lock message, after lifting a time lock that has run out. A
 * sign-in calls it only once the password (or SMS code) is right: the lock is told only to someone
 * who knows it, so it does not tell a stranger that the account exists.
 */
export async function ensureNotLocked(ctx: AppContext, user: LoginUser, client: ClientInfo): Promise<void> {
  if (await isLockedNow(ctx, user)) throw await auditLocked(ctx, user, client);
}

/**
 * A wrong password on a locked account: not counted (it is locked already, and counting would push
 * the lock further), logged with the lock, and answered like any wrong password.
 */
export async function refuseWhileLocked(
  ctx: AppContext,
  user: LoginUser,
  client: ClientInfo,
): Promise<AppError> {
  await auditLocked(ctx, user, client);
  return badRequest('login.failed');
}

/**
 * Counts a wrong password. At passwordErrorsNumber failures (0 = never) the account is locked:
 * lockType 2 for lockTime minutes, lockType 1 until an administrator unlocks it. Returns the error
 * to throw: a sign-in always gets the generic one (the lock is told with the right password only,
 * see ensureNotLocked); the lock screen, whose user is signed in, gets the lock message on the
 * failure that locks. The log records the lock either way.
 */
export async function registerPasswordFailure(
  ctx: AppContext,
  user: LoginUser,
  config: SysConfig,
  client: ClientInfo,
  category: 'login' | 'unlock',
): Promise<AppError> {
  const count = await incrementLoginErrors(ctx.db, user.id);
  const generic = badRequest(category === 'unlock' ? 'lock.wrongPassword' : 'login.failed');
  let outcome = generic;
  // Only an enabled account locks: a disabled one stays disabled.
  const isLockable = user.enabledMark === 1 && config.passwordErrorsNumber > 0;
  if (isLockable && count >= config.passwordErrorsNumber) {
    const now = ctx.now();
    const unlockTime = config.lockType === 2 ? new Date(now.getTime() + config.lockTime * 60_000) : null;
    await lockUser(ctx.db, user.id, unlockTime);
    outcome = lockedError({ ...user, unlockTime }, now);
  }
  await auditLogin(ctx, client, {
    userId: user.id,
    account: user.account,
    category,
    isSuccess: false,
    messageKey: outcome.messageKey,
    params: { ...outcome.params, count },
  });
  return category === 'unlock' ? outcome : generic;
}
