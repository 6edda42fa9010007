import {
  formatMessage,
  type Language,
  type ModifyPasswordBody,
  type PasswordPolicy,
  type PasswordStatus,
  passwordPolicySchema,
} from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { badRequest, notFound } from '../../../http/app-error.ts';
import type { SessionUser } from '../../../http/route.ts';
import { hashPassword, md5Hex, verifyPassword } from '../../../shared/password-hash.ts';
import { endSessionSockets } from '../../message/realtime/realtime-notify.ts';
import { getSysConfig } from '../../system/sys-config/sys-config.service.ts';
import { verifyCaptcha } from '../captcha/captcha.service.ts';
import { findLoginUserById } from '../login/login.repository.ts';
import { auditLogin, type ClientInfo } from '../login/login-audit.ts';
import { revokeUserSessions } from '../session.repository.ts';
import { forgetCachedSessions } from '../session-cache.ts';
import { findPasswordState, findRecentPasswordHashes, saveNewPassword } from './password.repository.ts';

const DAY_MS = 86_400_000;

/**
 * The server sees only md5(password), so the policy (length, character classes) is checked in the
 * browser (ADR 0002). What the server can still refuse: passwords whose md5 it knows to be weak.
 */
const COMMON_PASSWORDS = [
  '123456',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '0000',
  '888888',
  '666666',
  'password',
  'Password1',
  'admin',
  'admin123',
  'Admin@123',
  'Admin123',
  'qwerty',
  'abc123',
  'a123456',
  'Aa123456',
  'Aa@123456',
  '123qwe',
  'qwe123',
  '1qaz2wsx',
];
const COMMON_MD5 = new Set(COMMON_PASSWORDS.map(md5Hex));

export async function getPasswordPolicy(ctx: AppContext): Promise<PasswordPolicy> {
  return passwordPolicySchema.parse(await getSysConfig(ctx));
}

/**
 * POST /oauth/updatePasswordMessage: must the user change the password now (initial password with
 * mandatoryModificationOfInitialPassword, or regular change overdue), or soon (within updateInAdvance days)?
 */
export async function getPasswordStatus(
  ctx: AppContext,
  user: SessionUser,
  lang: Language,
): Promise<PasswordStatus> {
  const config = await getSysConfig(ctx);
  const state = await findPasswordState(ctx.db, user.userId);
  if (!state) throw notFound();
  if (!state.changePasswordDate && config.mandatoryModificationOfInitialPassword === 1) {
    return {
      mustChange: true,
      reason: 'initial',
      daysLeft: null,
      message: formatMessage('password.mustChangeInitial', lang),
    };
  }
  if (config.passwordIsUpdatedRegularly === 1) {
    const since = (state.changePasswordDate ?? state.createdAt).getTime();
    const daysLeft = Math.ceil((since + config.updateCycle * DAY_MS - ctx.now().getTime()) / DAY_MS);
    if (daysLeft <= 0) {
      return {
        mustChange: true,
        reason: 'expired',
        daysLeft: 0,
        message: formatMessage('password.expired', lang),
      };
    }
    if (daysLeft <= config.updateInAdvance) {
      const message = formatMessage('password.expiringSoon', lang, { days: daysLeft });
      return { mustChange: false, reason: 'expiring', daysLeft, message };
    }
  }
  return { mustChange: false, reason: null, daysLeft: null, message: null };
}

/**
 * Changes the signed-in user's password: captcha (always), repeat, old password, not the same, not a
 * known weak or default password, not among the last N (disableOldPassword). Then every other session
 * of the user ends (ASVS 3.3.3); this one stays signed in.
 */
export async function modifyPassword(
  ctx: AppContext,
  user: SessionUser,
  body: ModifyPasswordBody,
  client: ClientInfo,
): Promise<void> {
  await verifyCaptcha(ctx, body.timestamp, body.code);
  const next = body.password.toLowerCase();
  if (body.validatePassword && body.validatePassword.toLowerCase() !== next)
    throw badRequest('password.mismatch');
  const found = await findLoginUserById(ctx.db, user.userId);
  if (!found) throw notFound();
  if (!(await verifyPassword(found.passwordHash, body.oldPassword))) {
    await auditLogin(ctx, client, {
      userId: user.userId,
      account: user.account,
      category: 'password',
      isSuccess: false,
      messageKey: 'password.oldWrong',
    });
    throw badRequest('password.oldWrong');
  }
  if (next === body.oldPassword.toLowerCase()) throw badRequest('password.sameAsOld');
  const config = await getSysConfig(ctx);
  if (COMMON_MD5.has(next) || next === md5Hex(config.newUserDefaultPassword))
    throw badRequest('password.tooCommon');
  if (config.disableOldPassword === 1) {
    const count = config.disableTheNumberOfOldPasswords;
    const recent = await findRecentPasswordHashes(ctx.db, user.userId, count);
    for (const old of recent) {
      if (await verifyPassword(old, next)) throw badRequest('password.recentlyUsed', { count });
    }
  }
  const passwordHash = await hashPassword(next);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await saveNewPassword(tx, user.userId, passwordHash, now);
    await revokeUserSessions(tx, user.userId, 'password', now, user.sessionId);
  });
  forgetCachedSessions();
  endSessionSockets(ctx, { userId: user.userId, exceptSessionId: user.sessionId }, 'password');
  await auditLogin(ctx, client, {
    userId: user.userId,
    account: user.account,
    category: 'password',
    isSuccess: true,
    messageKey: 'password.changed',
  });
}
