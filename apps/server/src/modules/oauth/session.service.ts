import { createHash, randomBytes } from 'node:crypto';
import type { MessageKey } from '@platform/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionUser } from '../../http/route.ts';
import { newId } from '../../shared/ids.ts';
import {
  findSessionByTokenHash,
  findSessionStates,
  insertSession,
  revokeSession,
  touchSession,
} from './session.repository.ts';
import { cachedSession, keepSession, sessionCacheGeneration } from './session-cache.ts';

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
 * A session resolved a moment ago in this process is answered from session-cache.ts.
 */
export async function resolveSession(
  ctx: AppContext,
  token: string,
  timeoutMinutes: number,
): Promise<SessionUser> {
  if (!TOKEN_PATTERN.test(token)) throw new AppError('invalidToken', 'session.invalid');
  const tokenHash = hashToken(token);
  const cached = cachedSession(ctx, tokenHash);
  if (cached) return cached;
  const lookupGeneration = sessionCacheGeneration();
  const { user, lastSeenAt, expiresAt } = await checkSession(ctx, tokenHash);
  const now = ctx.now();
  let validUntil = expiresAt;
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    validUntil = new Date(now.getTime() + timeoutMinutes * 60_000);
    await touchSession(ctx.db, user.sessionId, now, validUntil);
  }
  keepSession(ctx, tokenHash, user, validUntil, lookupGeneration);
  return user;
}

/**
 * Which of these sessions have ended (revoked, expired, user disabled, or gone with a deleted user), with
 * the refusal a request would get; one query per thousand ids, and no session is extended: open sockets
 * check theirs this way without keeping them alive (only requests of the user do).
 */
export async function findEndedSessions(
  ctx: AppContext,
  sessionIds: readonly string[],
): Promise<Map<string, AppError>> {
  const ended = new Map<string, AppError>();
  const now = ctx.now();
  for (let start = 0; start < sessionIds.length; start += SESSION_CHECK_BATCH) {
    const ids = sessionIds.slice(start, start + SESSION_CHECK_BATCH);
    const states = new Map((await findSessionStates(ctx.db, ids)).map((row) => [row.id, row]));
    for (const id of ids) {
      const state = states.get(id);
      const refusal = state ? refusalOf(state, now) : new AppError('invalidToken', 'session.invalid');
      if (refusal) ended.set(id, refusal);
    }
  }
  return ended;
}

/** Sessions per query of findEndedSessions: well under the protocol's bind-parameter limit. */
const SESSION_CHECK_BATCH = 1000;

/** Why a found session no longer signs anyone in, or undefined while it does. */
function refusalOf(
  state: { revokedAt: Date | null; revokeReason: string | null; expiresAt: Date; enabledMark: number | null },
  now: Date,
): AppError | undefined {
  if (state.revokedAt) {
    const kickedMessage = state.revokeReason ? KICKED_MESSAGES[state.revokeReason] : undefined;
    return kickedMessage
      ? new AppError('kickedOut', kickedMessage)
      : new AppError('loginExpired', 'session.expired');
  }
  if (state.expiresAt <= now) return new AppError('loginExpired', 'session.expired');
  if (state.enabledMark === 0) return new AppError('kickedOut', 'session.disabled');
  return undefined;
}

/** The message a user sees when their session ended for this reason (kick-outs name theirs). */
export function sessionEndMessage(reason: RevokeReason): MessageKey {
  return KICKED_MESSAGES[reason] ?? 'session.expired';
}

async function checkSession(
  ctx: AppContext,
  tokenHash: string,
): Promise<{ user: SessionUser; lastSeenAt: Date; expiresAt: Date }> {
  const found = await findSessionByTokenHash(ctx.db, tokenHash);
  if (!found) throw new AppError('invalidToken', 'session.invalid');
  const { session } = found;
  const now = ctx.now();
  const refusal = refusalOf({ ...session, enabledMark: found.enabledMark }, now);
  if (refusal) {
    // A disabled user's session ends for good here, so it stays ended if the user is enabled again.
    if (!session.revokedAt && found.enabledMark === 0)
      await revokeSession(ctx.db, session.id, 'disabled', now);
    throw refusal;
  }
  const user: SessionUser = {
    userId: session.userId,
    account: found.account,
    isAdministrator: found.isAdministrator,
    sessionId: session.id,
    isLocked: session.isLocked,
    hasInitialPassword: found.changePasswordDate === null,
  };
  return { user, lastSeenAt: session.lastSeenAt, expiresAt: session.expiresAt };
}
