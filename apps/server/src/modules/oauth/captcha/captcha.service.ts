import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { AppContext } from '../../../app-context.ts';
import { badRequest } from '../../../http/app-error.ts';
import {
  captchaExists,
  deleteCaptchasBefore,
  findCaptchaCode,
  saveCaptcha,
  takeCaptcha,
} from './captcha.repository.ts';

/** Captchas live 5 minutes (JNPF keeps them 300 s) and serve one check. */
export const CAPTCHA_TTL_MS = 5 * 60_000;
/** Characters that are easy to tell apart in a noisy picture. */
const CHARSET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** Draws a new captcha for the key, stores its code and returns the SVG markup. */
export async function createCaptcha(ctx: AppContext, key: string, length: number): Promise<string> {
  const size = Math.min(6, Math.max(3, length));
  const captcha = svgCaptcha.create({
    size,
    charPreset: CHARSET,
    noise: 2,
    color: true,
    width: 30 * size + 20,
    height: 40,
    fontSize: 44,
    background: '#f5f7fa',
  });
  const now = ctx.now();
  await saveCaptcha(ctx.db, {
    id: key,
    code: captcha.text,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    createdAt: now,
  });
  // Housekeeping without a scheduler: now and then drop captchas that expired an hour ago.
  if (randomInt(50) === 0) await deleteCaptchasBefore(ctx.db, new Date(now.getTime() - 3_600_000));
  return captcha.data;
}

/**
 * Checks a captcha answer (case-insensitive) and uses it up whatever the outcome, so one picture
 * allows one guess. Throws the message the user sees: required, used, expired or wrong.
 */
export async function verifyCaptcha(ctx: AppContext, key: string | undefined, code: string | undefined) {
  if (!key || !code) throw badRequest('captcha.required');
  const now = ctx.now();
  const taken = await takeCaptcha(ctx.db, key, now);
  if (!taken) {
    throw badRequest((await captchaExists(ctx.db, key)) ? 'captcha.used' : 'captcha.invalid');
  }
  if (taken.expiresAt <= now) throw badRequest('captcha.expired');
  if (taken.code.toLowerCase() !== code.trim().toLowerCase()) throw badRequest('captcha.invalid');
}

/** Test hooks only (TEST_HOOKS=1): the code of a captcha, so tests can answer it. */
export async function peekCaptchaCode(ctx: AppContext, key: string): Promise<string | undefined> {
  return findCaptchaCode(ctx.db, key);
}
