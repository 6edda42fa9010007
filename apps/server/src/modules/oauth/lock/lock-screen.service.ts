import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { verifyPassword } from '../../../shared/password-hash.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { ensureNotLocked, registerPasswordFailure } from '../login/lockout.ts';
import { findLoginUserById, resetLoginErrors } from '../login/login.repository.ts';
import { auditLogin, type ClientInfo } from '../login/login-audit.ts';
import { hitThrottle, peekThrottle, THROTTLE } from '../login/throttle.ts';
import { setSessionLocked } from '../session.repository.ts';
import { forgetCachedSessions } from '../session-cache.ts';

/*
 * Lock screen. Locking is kept on the session, so while locked the token opens only the
 * routes marked allowWhileLocked (unlock, lock, logout): walking up to an unattended locked browser
 * and replaying its token gives nothing.
 */

export async function lockScreen(ctx: AppContext, user: SessionUser, client: ClientInfo): Promise<void> {
  await setSessionLocked(ctx.db, user.sessionId, true);
  forgetCachedSessions();
  await auditLogin(ctx, client, {
    userId: user.userId,
    account: user.account,
    category: 'lock',
    isSuccess: true,
    messageKey: 'lock.locked',
  });
}

/** Unlock with the account and md5 password; wrong passwords count toward the account lockout. */
export async function unlockScreen(
  ctx: AppContext,
  user: SessionUser,
  input: { account: string; password: string },
  client: ClientInfo,
): Promise<void> {
  if (input.account !== user.account) throw badRequest('lock.accountMismatch');
  const limit = THROTTLE.loginFailuresPerAccount;
  if ((await peekThrottle(ctx, limit, user.account)) >= limit.max) {
    throw new AppError('tooMany', 'login.tooManyAttempts');
  }
  const found = await findLoginUserById(ctx.db, user.userId);
  if (!found) throw badRequest('lock.wrongPassword');
  await ensureNotLocked(ctx, found, client);
  if (!(await verifyPassword(found.passwordHash, input.password))) {
    await hitThrottle(ctx, limit, user.account);
    throw await registerPasswordFailure(ctx, found, await getSysConfig(ctx), client, 'unlock');
  }
  await setSessionLocked(ctx.db, user.sessionId, false);
  if (found.logErrorCount > 0) await resetLoginErrors(ctx.db, user.userId);
  await auditLogin(ctx, client, {
    userId: user.userId,
    account: user.account,
    category: 'unlock',
    isSuccess: true,
    messageKey: 'lock.unlocked',
  });
}
