import { createHash } from 'node:crypto';
import { DEFAULT_SYS_CONFIG } from '@platform/contracts';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './accounts.ts';

/** Passwords travel as md5 lower-case hex, as the web sends them. */
export const md5 = (plain: string): string => createHash('md5').update(plain).digest('hex');

/** The contract envelope. */
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

/** How long a test hook may take to have the code (a busy machine can be slow to fetch the captcha image). */
const HOOK_WAIT_MS = 15_000;
const HOOK_POLL_MS = 100;

/**
 * The server API as a client sees it: plain HTTP on the e2e server (baseURL from the config), the
 * envelope returned as is so a test can assert failures too. Test hooks read captcha and SMS codes.
 */
export class Api {
  constructor(
    private readonly request: APIRequestContext,
    /** The server this client talks to (the request context's baseURL). */
    readonly baseURL: string,
  ) {}

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

  /** Account + password login, form-urlencoded with grant_type=password. */
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
 * The administrator. The global setup changes the initial password of the shared server's admin once,
 * before any test (prepareAdmin); a server of a test's own starts from the seed again.
 */

/**
 * The admin's first sign-in done through the API: signs in with the initial password and changes it
 * to ADMIN.password with a captcha read from the test hook (the session lives on). Returns that session.
 */
export async function prepareAdmin(api: Api): Promise<string> {
  const initial = await api.login(ADMIN.account, ADMIN.initialPassword);
  if (initial.code !== 200) throw new Error(`admin sign-in with the initial password: ${initial.msg}`);
  const result = await api.modifyPassword(initial.data.token, ADMIN.initialPassword, ADMIN.password);
  if (result.code !== 200) throw new Error(`changing the admin password failed: ${result.msg}`);
  return initial.data.token;
}

/*
 * One admin session per worker and server, reused by the tests that only need "an admin who is
 * signed in". No test ends it (those that lock, revoke or log out take a session of their own), and it
 * is checked before each use all the same: a session that is gone costs a new login, nothing more.
 */
const adminSessions = new Map<string, string>();

/** A live admin session on the api's server (the admin's password already changed). */
export async function adminToken(api: Api): Promise<string> {
  const cached = adminSessions.get(api.baseURL);
  if (cached && (await api.currentUser(cached)).code === 200) return cached;
  const token = await api.token(ADMIN.account, ADMIN.password);
  adminSessions.set(api.baseURL, token);
  return token;
}

/*
 * Users a test makes for itself through the administration API, so it shares no account with another
 * test: a unique account in a seeded department, with seeded roles.
 */

export interface TestUser {
  id: string;
  account: string;
  realName: string;
  /** What the user signs in with: the default password of a new user until activateUser changed it. */
  password: string;
}

/** A record found by its code (enCode). */
interface Coded {
  id: string;
  enCode: string;
}

interface OrganizeNode extends Coded {
  children?: OrganizeNode[];
}

/** Unwraps a successful envelope; fails the test with the server message otherwise. */
function ok<T>(what: string, result: Envelope<T>): T {
  if (result.code !== 200) throw new Error(`${what}: ${result.code} ${result.msg}`);
  return result.data;
}

/** The id of a company or department by its code. */
export async function organizeId(api: Api, token: string, enCode: string): Promise<string> {
  const path = `/permission/Organize?keyword=${encodeURIComponent(enCode)}`;
  const { list } = ok(
    `organizations ${enCode}`,
    await api.call<{ list: OrganizeNode[] }>('GET', path, { token }),
  );
  const flat = (nodes: OrganizeNode[]): OrganizeNode[] =>
    nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
  const found = flat(list).find((n) => n.enCode === enCode);
  if (!found) throw new Error(`no organization with the code ${enCode}`);
  return found.id;
}

/** The id of a role by its code. */
export async function roleId(api: Api, token: string, enCode: string): Promise<string> {
  const path = `/permission/Role?keyword=${encodeURIComponent(enCode)}`;
  const { list } = ok(`roles ${enCode}`, await api.call<{ list: Coded[] }>('GET', path, { token }));
  const found = list.find((r) => r.enCode === enCode);
  if (!found) throw new Error(`no role with the code ${enCode}`);
  return found.id;
}

/**
 * Creates a user as the administrator does in 用户管理: in the department `organizeCode` with the
 * roles `roleCodes` (seeded codes), with the configured default password, to be changed at first login.
 */
export async function createUser(
  api: Api,
  adminToken: string,
  user: { account: string; realName: string; organizeCode: string; roleCodes: string[] },
): Promise<TestUser> {
  const organize = await organizeId(api, adminToken, user.organizeCode);
  const roleIds = await Promise.all(user.roleCodes.map((code) => roleId(api, adminToken, code)));
  const created = await api.call<{ id: string }>('POST', '/permission/Users', {
    token: adminToken,
    json: { account: user.account, realName: user.realName, organizeIds: [organize], roleIds },
  });
  return {
    id: ok(`creating the user ${user.account}`, created).id,
    account: user.account,
    realName: user.realName,
    password: DEFAULT_SYS_CONFIG.newUserDefaultPassword,
  };
}

/**
 * A new user's first sign-in done through the API: signs in with the default password and changes it
 * to `password` (as the forced dialog would), so the user next signs in without that dialog.
 */
export async function activateUser(api: Api, user: TestUser, password: string): Promise<TestUser> {
  const token = await api.token(user.account, user.password);
  ok(`changing the password of ${user.account}`, await api.modifyPassword(token, user.password, password));
  return { ...user, password };
}
