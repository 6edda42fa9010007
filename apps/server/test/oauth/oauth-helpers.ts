import { createHash } from 'node:crypto';
import type { SysConfig } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { getSysConfig, updateSysConfig } from '../../src/modules/system/sys-config/sys-config.service.ts';
import { hashPassword } from '../../src/shared/password-hash.ts';
import { TEST_ADMIN_PASSWORD, type TestApp } from '../build-test-app.ts';

export const md5 = (plain: string) => createHash('md5').update(plain).digest('hex');

let ipCounter = 0;
/** A fresh client address per call, so the per-IP login limit only bites in the test about it. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.20.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

export interface LoginFields {
  account?: string;
  password?: string;
  [field: string]: string | undefined;
}

/** POST /api/oauth/Login as the web sends it (form-urlencoded, md5 already applied by the caller). */
export function postLogin(t: TestApp, fields: LoginFields, options: { ip?: string; lang?: string } = {}) {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries({ grant_type: 'password', ...fields })) {
    if (value !== undefined) form.append(key, value);
  }
  return t.call({
    method: 'POST',
    url: '/api/oauth/Login',
    payload: form.toString(),
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
}

/** Logs in with a plain password and returns the 'Bearer …' token (fails the test otherwise). */
export async function loginToken(t: TestApp, account: string, plain: string, ip?: string): Promise<string> {
  const res = await postLogin(t, { account, password: md5(plain) }, { ip });
  if (res.body.code !== 200) throw new Error(`login ${account} failed: ${res.body.code} ${res.body.msg}`);
  return res.body.data.token as string;
}

export const adminToken = (t: TestApp, ip?: string) => loginToken(t, 'admin', TEST_ADMIN_PASSWORD, ip);

/** Demo users have unknown random passwords; tests give them one straight in the database. */
export async function setPassword(t: TestApp, account: string, plain: string): Promise<void> {
  await t.ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(md5(plain)) })
    .where(eq(users.account, account));
}

/**
 * Stamps changePasswordDate as if the user had changed the initial password: with the seeded
 * mandatoryModificationOfInitialPassword=1 the guard opens only the password-change routes before that.
 */
export async function markPasswordChanged(t: TestApp, account: string): Promise<void> {
  await t.ctx.db.update(users).set({ changePasswordDate: t.clock.now() }).where(eq(users.account, account));
}

export async function setConfig(t: TestApp, patch: Partial<SysConfig>): Promise<void> {
  await updateSysConfig(t.ctx, patch);
}

export async function resetConfig(t: TestApp): Promise<void> {
  const { DEFAULT_SYS_CONFIG } = await import('@platform/contracts');
  const current = await getSysConfig(t.ctx);
  const changed = Object.fromEntries(
    Object.entries(DEFAULT_SYS_CONFIG).filter(([key, value]) => current[key as keyof SysConfig] !== value),
  );
  if (Object.keys(changed).length > 0) await updateSysConfig(t.ctx, changed);
}

/** Fetches a captcha image for the key and reads its code through the test hook. */
export async function solveCaptcha(t: TestApp, key: string): Promise<string> {
  const image = await t.app.inject({ method: 'GET', url: `/api/file/ImageCode/${key}` });
  if (image.statusCode !== 200) throw new Error(`captcha image failed: ${image.statusCode}`);
  const res = await t.call({ method: 'GET', url: `/api/oauth/TestHooks/Captcha/${key}` });
  return res.body.data.code as string;
}

let captchaCounter = 0;
export const captchaKey = () => `k${Date.now()}x${++captchaCounter}`;
