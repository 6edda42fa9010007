import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './accounts.ts';

/** Passwords travel as md5 lower-case hex, as the web sends them (spec §5.3). */
export const md5 = (plain: string): string => createHash('md5').update(plain).digest('hex');

/** The contract envelope (DESIGN §4). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export interface LoginResult {
  token: string;
  theme: string;
}

interface CallOptions {
  token?: string;
  json?: Record<string, unknown>;
  form?: Record<string, string>;
}

const HOOK_WAIT_MS = 5_000;
const HOOK_POLL_MS = 100;

/**
 * The server API as a client sees it: plain HTTP on the e2e server (baseURL from the config), the
 * envelope returned as is so a test can assert failures too. Test hooks read captcha and SMS codes.
 */
export class Api {
  constructor(private readonly request: APIRequestContext) {}

  async call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: CallOptions = {},
  ): Promise<Envelope<T>> {
    const response = await this.request.fetch(`/api${path}`, {
      method,
      headers: options.token ? { Authorization: options.token } : {},
      data: options.json,
      form: options.form,
      failOnStatusCode: false,
    });
    return (await response.json()) as Envelope<T>;
  }

  /** Account + password login, form-urlencoded with grant_type=password (spec §7.2). */
  login(account: string, password: string): Promise<Envelope<LoginResult>> {
    return this.call<LoginResult>('POST', '/oauth/Login', {
      form: { grant_type: 'password', account, password: md5(password) },
    });
  }

  /** A new session for the account; fails the test when the login is refused. */
  async token(account: string, password: string): Promise<string> {
    const result = await this.login(account, password);
    if (result.code !== 200) throw new Error(`login of ${account} failed: ${result.code} ${result.msg}`);
    return result.data.token;
  }

  currentUser<T = CurrentUser>(token: string): Promise<Envelope<T>> {
    return this.call<T>('GET', '/oauth/CurrentUser', { token });
  }

  /** The code of a captcha whose image was fetched for `key` (waits until the image request arrived). */
  async captchaCode(key: string): Promise<string> {
    return this.pollHook(`/oauth/TestHooks/Captcha/${encodeURIComponent(key)}`);
  }

  /** Asks the server for a captcha image, as the <img> would, and reads its code. */
  async newCaptcha(): Promise<{ key: string; code: string }> {
    const key = `e2e${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
    const image = await this.request.get(`/api/file/ImageCode/${key}`);
    if (!image.ok()) throw new Error(`captcha image: HTTP ${image.status()}`);
    return { key, code: await this.captchaCode(key) };
  }

  /** The last SMS code the default sender delivered to this number. */
  smsCode(mobile: string): Promise<string> {
    return this.pollHook(`/oauth/TestHooks/Sms/${encodeURIComponent(mobile)}`);
  }

  /** Changes the signed-in user's password through the profile API, captcha included (ADR 0002). */
  async modifyPassword(token: string, oldPassword: string, newPassword: string): Promise<Envelope<null>> {
    const { key, code } = await this.newCaptcha();
    return this.call<null>('POST', '/permission/Users/Current/Actions/ModifyPassword', {
      token,
      json: {
        oldPassword: md5(oldPassword),
        password: md5(newPassword),
        validatePassword: md5(newPassword),
        code,
        timestamp: key,
      },
    });
  }

  private async pollHook(path: string): Promise<string> {
    const deadline = Date.now() + HOOK_WAIT_MS;
    for (;;) {
      const result = await this.call<{ code: string } | null>('GET', path);
      if (result.code === 200 && result.data) return result.data.code;
      if (Date.now() > deadline) throw new Error(`test hook ${path}: ${result.code} ${result.msg}`);
      await new Promise((resolve) => setTimeout(resolve, HOOK_POLL_MS));
    }
  }
}

/** The parts of CurrentUser the suite reads. */
export interface MenuNode {
  id: string;
  enCode: string;
  fullName: string;
  type: number;
  urlAddress: string | null;
  children?: MenuNode[] | null;
}

export interface CurrentUser {
  menuList: MenuNode[];
  userInfo: { userAccount: string; userName: string; changePasswordDate: number | null };
}

/*
 * One admin session per worker, reused by the spec files that only need "an admin who is signed in".
 * It is checked before each use, so a spec that locked or revoked it costs a new login, nothing more.
 */
let isAdminPasswordChanged = false;
let cachedAdminToken: string | undefined;

/**
 * Makes sure the admin's initial password has been changed, so every spec file can run alone:
 * tries the changed password first; else signs in with the initial one and changes it through the
 * ModifyPassword API with a captcha read from the test hook. Idempotent.
 */
export async function ensureAdminPassword(api: Api): Promise<void> {
  if (isAdminPasswordChanged) return;
  const changed = await api.login(ADMIN.account, ADMIN.password);
  if (changed.code === 200) {
    isAdminPasswordChanged = true;
    cachedAdminToken = changed.data.token;
    return;
  }
  const initial = await api.login(ADMIN.account, ADMIN.initialPassword);
  if (initial.code !== 200) {
    throw new Error(`admin signs in with neither password: ${changed.msg} / ${initial.msg}`);
  }
  const result = await api.modifyPassword(initial.data.token, ADMIN.initialPassword, ADMIN.password);
  if (result.code !== 200) throw new Error(`changing the admin password failed: ${result.msg}`);
  isAdminPasswordChanged = true;
}

/** Spec 01 changed the password in the browser: later ensureAdminPassword calls can skip the check. */
export function rememberAdminPasswordChanged(token?: string): void {
  isAdminPasswordChanged = true;
  if (token) cachedAdminToken = token;
}

/** A live admin token with the changed password (shared within the worker, verified before use). */
export async function adminToken(api: Api): Promise<string> {
  await ensureAdminPassword(api);
  if (cachedAdminToken && (await api.currentUser(cachedAdminToken)).code === 200) return cachedAdminToken;
  cachedAdminToken = await api.token(ADMIN.account, ADMIN.password);
  return cachedAdminToken;
}
