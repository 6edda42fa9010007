import type { LoginResponse, loginBodySchema } from '@platform/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { AppError, badRequest } from '../../../http/app-error.ts';
import { verifyDecoy, verifyPassword } from '../../../shared/password-hash.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { verifyCaptcha } from '../captcha/captcha.service.ts';
import { ticketLogin } from '../scan/scan-login.service.ts';
import { smsLogin } from '../sms/sms-login.service.ts';
import { resolveLoginAccount } from './account-resolver.ts';
import { issueLogin } from './issue-login.ts';
import { ensureNotLocked, isLockedNow, refuseWhileLocked, registerPasswordFailure } from './lockout.ts';
import { auditLogin, type ClientInfo } from './login-audit.ts';
import { hitThrottle, peekThrottle, THROTTLE } from './throttle.ts';

export type LoginInput = z.infer<typeof loginBodySchema>;

/**
 * POST /oauth/Login: a confirmed scan ticket (jnpf_ticket), an SMS code (grant_type=sms) or account and
 * password. Every path is rate limited per IP first, and per account name for failures.
 */
export async function login(ctx: AppContext, input: LoginInput, client: ClientInfo): Promise<LoginResponse> {
  if ((await hitThrottle(ctx, THROTTLE.loginPerIp, client.ip)) > THROTTLE.loginPerIp.max) {
    ctx.log.warn({ ip: client.ip }, 'login rate limit (ip)');
    throw new AppError('tooMany', 'login.tooManyAttempts');
  }
  const account = input.account?.trim();
  if (
    account &&
    (await peekThrottle(ctx, THROTTLE.loginFailuresPerAccount, account)) >=
      THROTTLE.loginFailuresPerAccount.max
  ) {
    ctx.log.warn({ account, ip: client.ip }, 'login rate limit (account)');
    throw new AppError('tooMany', 'login.tooManyAttempts');
  }
  if (input.jnpf_ticket) return ticketLogin(ctx, input.jnpf_ticket, client);
  if (input.grant_type === 'sms') return smsLogin(ctx, { account, smsCode: input.smsCode }, client);
  return passwordLogin(
    ctx,
    { account, password: input.password, code: input.code, timestamp: input.timestamp },
    client,
  );
}

async function passwordLogin(
  ctx: AppContext,
  input: { account?: string; password?: string; code?: string; timestamp?: string },
  client: ClientInfo,
): Promise<LoginResponse> {
  if (!input.account) throw badRequest('login.accountRequired');
  if (!input.password) throw badRequest('login.passwordRequired');
  const config = await getSysConfig(ctx);
  if (config.enableVerificationCode === 1) await verifyCaptcha(ctx, input.timestamp, input.code);

  const resolved = await resolveLoginAccount(ctx.db, input.account);
  if (resolved.kind !== 'user') {
    // Same work and same answer as a wrong password, so accounts cannot be discovered.
    await verifyDecoy(input.password);
    await hitThrottle(ctx, THROTTLE.loginFailuresPerAccount, input.account);
    await auditLogin(ctx, client, {
      userId: null,
      account: input.account,
      category: 'login',
      isSuccess: false,
      messageKey: 'login.failed',
    });
    throw badRequest('login.failed');
  }
  const { user } = resolved;
  // Unknown, wrong-password and locked accounts get the same answer after the same work (one argon2
  // verification) until the password is right: only then is the lock (or the disabled state) told.
  // The per-account failure limit still caps guesses at a locked account.
  const isLocked = await isLockedNow(ctx, user);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await hitThrottle(ctx, THROTTLE.loginFailuresPerAccount, input.account);
    throw isLocked
      ? await refuseWhileLocked(ctx, user, client)
      : await registerPasswordFailure(ctx, user, config, client, 'login');
  }
  await ensureNotLocked(ctx, user, client);
  if (user.enabledMark === 0) {
    await auditLogin(ctx, client, {
      userId: user.id,
      account: user.account,
      category: 'login',
      isSuccess: false,
      messageKey: 'login.disabled',
    });
    throw badRequest('login.disabled');
  }
  return issueLogin(ctx, user, 'password', client);
}
