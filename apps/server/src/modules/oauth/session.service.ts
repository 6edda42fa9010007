import { createHash, randomBytes } from 'node:crypto';
import type { MessageKey } from '@platform/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/route.ts';
import { newId } from '../../shared/ids.ts';
import { findSessionByTokenHash, insertSession, revokeSession, touchSession } from './session.repository.ts';

/** Why a session ended early. Kick-outs answer 601; the others answer 600. */
export type RevokeReason =
  | 'logout'
  | 'password'
  | 'disabled'
  | 'kicked'
  | 'single_login'
  | 'deleted'
  | 'signed_out'
  /** An administrator reset the password (user administration). */
  | 'password_reset';
/** Reasons that answer 601, with the message the user sees. */
const KICKED_MESSAGES: Readonly<Record<string, MessageKey>> = {
  kicked: 'session.revoked',
  single_login: 'session.kickedOut',
  disabled: 'session.disabled',
  deleted: 'session.disabled',
  signed_out: 'session.signedOut',
  password_reset: 'users.passwordResetSignedOut',
};

/** Tokens are 32 random bytes, base64url (43 chars); anything else is malformed (602). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** lastSeen is written at most this often, so a busy user does not write on every request. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Accepts `Bearer <token>` and a bare token (JNPF clients send both). */
export interface NewSession {
  token: string;
  sessionId: string;
}

export async function createSession(
  ctx: AppContext,
  input: { userId: string; loginType: string; device?: string; ip?: string; timeoutMinutes: number },
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const sessionId = newId();
  const now = ctx.now();
  await insertSession(ctx.db, {
    id: sessionId,
    userId: input.userId,
    tokenHash: hashToken(token),
    loginType: input.loginType,
    device: input.device?.slice(0, 300),
    ip: input.ip,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + input.timeoutMinutes * 60_000),
  });
  return { token, sessionId };
}

/**
 * Resolves a token to the signed-in user or throws the session-ending code:
 * 602 malformed/unknown, 601 kicked out (admin, single login, disabled), 600 expired or logged out.
 */
export async function resolveSession(
  ctx: AppContext,
  token: string,
  timeoutMinutes: number,
): Promise<SessionUser> {
  if (!TOKEN_PATTERN.test(token)) throw new AppError('invalidToken', 'session.invalid');
  const found = await findSessionByTokenHash(ctx.db, hashToken(token));
  if (!found) throw new AppError('invalidToken', 'session.invalid');
  const { session } = found;
  const now = ctx.now();
  if (session.revokedAt) {
    const kickedMessage = session.revokeReason ? KICKED_MESSAGES[session.revokeReason] : undefined;
    if (kickedMessage) throw new AppError('kickedOut', kickedMessage);
    throw new AppError('loginExpired', 'session.expired');
  }
  if (session.expiresAt <= now) throw new AppError('loginExpired', 'session.expired');
  if (found.enabledMark === 0) {
    await revokeSession(ctx.db, session.id, 'disabled', now);
    throw new AppError('kickedOut', 'session.disabled');
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(ctx.db, session.id, now, new Date(now.getTime() + timeoutMinutes * 60_000));
  }
  return {
    userId: session.userId,
    account: found.account,
    isAdministrator: found.isAdministrator,
    sessionId: session.id,
    isLocked: session.isLocked,
    hasInitialPassword: found.changePasswordDate === null,
  };
}
