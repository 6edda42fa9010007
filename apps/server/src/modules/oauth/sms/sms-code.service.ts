import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { formatMessage } from '@platform/contracts';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../http/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import { findLoginUsersByMobile } from '../login/login.repository.ts';
import type { ClientInfo } from '../login/login-audit.ts';
import { hitThrottle, THROTTLE, throttleRetryAfter } from '../login/throttle.ts';
import { recordSmsCodeForTests } from '../test-hooks/test-hook-store.ts';
import { countSmsAttempt, findActiveSmsCode, replaceSmsCode, useSmsCode } from './sms.repository.ts';
import { smsSenderOf } from './sms-sender.ts';

const PURPOSE_LOGIN = 'login';
const SMS_TTL_MINUTES = 5;
const RESEND_AFTER_SECONDS = THROTTLE.smsPerMobileMinute.windowMs / 1000;
/** Wrong guesses allowed per code; then the code is dead and a new one must be requested. */
const MAX_ATTEMPTS = 5;

const hashCode = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest();

/**
 * Sends a 6-digit login code. The answer is the same whether or not an account uses the number, and
 * nothing is sent to numbers no account uses (no account discovery, no SMS pumping to strangers). Both
 * paths do the same work before the answer (the throttles and one lookup of the number); the code, its
 * row and the sender's call, all of which only a number in use gets, run after the answer has gone
 * out, so neither the time of the answer nor a failing sender tells whether the number is in use.
 */
export async function sendLoginSmsCode(ctx: AppContext, typed: string, client: ClientInfo) {
  const mobile = typed.split('@')[0];
  if ((await hitThrottle(ctx, THROTTLE.smsPerIp, client.ip)) > THROTTLE.smsPerIp.max) {
    throw new AppError('tooMany', 'common.tooMany');
  }
  if ((await hitThrottle(ctx, THROTTLE.smsPerMobileMinute, mobile)) > THROTTLE.smsPerMobileMinute.max) {
    const seconds = await throttleRetryAfter(ctx, THROTTLE.smsPerMobileMinute, mobile);
    throw new AppError('tooMany', 'sms.tooFrequent', { seconds: Math.max(1, seconds) });
  }
  if ((await hitThrottle(ctx, THROTTLE.smsPerMobileDay, mobile)) > THROTTLE.smsPerMobileDay.max) {
    throw new AppError('tooMany', 'common.tooMany');
  }
  const holders = await findLoginUsersByMobile(ctx.db, mobile);
  if (holders.length === 0) {
    ctx.log.info({ ip: client.ip }, 'sms code requested for a number no account uses');
  } else {
    deliverAfterAnswer(ctx, mobile);
  }
  return { expiresIn: SMS_TTL_MINUTES * 60, resendAfter: RESEND_AFTER_SECONDS };
}

/** Deliveries started and not finished yet, per app. */
const pendingDeliveries = new WeakMap<AppContext, Set<Promise<void>>>();

/**
 * Starts the delivery of a new code once the current answer is on its way (the next turn of the event
 * loop) and keeps it until it ends. A failure is logged; the caller has already been answered.
 */
function deliverAfterAnswer(ctx: AppContext, mobile: string): void {
  const pending = pendingDeliveries.get(ctx) ?? new Set<Promise<void>>();
  pendingDeliveries.set(ctx, pending);
  const delivery = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => deliverLoginCode(ctx, mobile))
    .catch((err: unknown) => ctx.log.error({ err, mobile }, 'sms login code not sent'))
    .finally(() => pending.delete(delivery));
  pending.add(delivery);
}

/** Waits for the deliveries started so far: before the database closes, and before a test reads a code. */
export async function smsDeliveriesSettled(ctx: AppContext): Promise<void> {
  await Promise.all(pendingDeliveries.get(ctx) ?? []);
}

/** A new code replaces the number's unused ones, then goes to the sender. */
async function deliverLoginCode(ctx: AppContext, mobile: string): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = ctx.now();
  await replaceSmsCode(ctx.db, {
    id: newId(),
    mobile,
    purpose: PURPOSE_LOGIN,
    codeHash: hashCode(mobile, code).toString('hex'),
    expiresAt: new Date(now.getTime() + SMS_TTL_MINUTES * 60_000),
    createdAt: now,
  });
  await smsSenderOf(ctx).send(ctx, {
    mobile,
    content: formatMessage('sms.content', 'zh-CN', { code, minutes: SMS_TTL_MINUTES }),
  });
  recordSmsCodeForTests(ctx, mobile, code);
}

/**
 * Checks a login code. With consume=false a right code stays usable (the caller still has to pick
 * one of several accounts); a wrong guess always counts.
 */
export async function checkLoginSmsCode(
  ctx: AppContext,
  mobile: string,
  code: string,
  consume: boolean,
): Promise<boolean> {
  const now = ctx.now();
  const active = await findActiveSmsCode(ctx.db, mobile, PURPOSE_LOGIN, now);
  if (!active || active.attempts >= MAX_ATTEMPTS) return false;
  const expected = Buffer.from(active.codeHash, 'hex');
  const given = hashCode(mobile, code.trim());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await countSmsAttempt(ctx.db, active.id);
    return false;
  }
  return consume ? useSmsCode(ctx.db, active.id, now) : true;
}
