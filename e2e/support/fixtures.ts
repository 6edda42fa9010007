import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN, USER_PASSWORD } from './accounts.ts';
import { Api, activateUser, adminToken, createUser, prepareAdmin, type TestUser } from './api.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';

/** The web keeps the token under the product prefix (apps/web/src/shared/storage/local-store.ts). */
export const TOKEN_KEY = 'sme_platform_token';

interface NewUserOptions {
  /** Signed in once and given USER_PASSWORD, so no forced password dialog (default true). */
  isActivated?: boolean;
}

interface Fixtures {
  api: Api;
  /** A live admin token (the admin's password already changed). */
  adminToken: string;
  /** A new admin session of its own, for specs that end it (logout) or need a second one. */
  newAdminToken: () => Promise<string>;
  /**
   * A user of the test's own, made through the API with a unique account in the seeded department
   * 技术研发部 with the role 普通员工: for a test that signs in, fails to sign in or changes an account.
   */
  newUser: (options?: NewUserOptions) => Promise<TestUser>;
}

/** Unique within the run: the time, the worker and a counter (accounts allow letters and digits only). */
let userCount = 0;
const uniqueSuffix = (workerIndex: number): string =>
  `${Date.now().toString(36)}w${workerIndex}n${++userCount}`;

export const test = base.extend<Fixtures>({
  api: async ({ request, baseURL }, use) => {
    await use(new Api(request, baseURL ?? ''));
  },
  adminToken: async ({ api }, use) => {
    await use(await adminToken(api));
  },
  newAdminToken: async ({ api }, use) => {
    await use(() => api.token(ADMIN.account, ADMIN.password));
  },
  newUser: async ({ api, adminToken }, use, testInfo) => {
    await use(async ({ isActivated = true }: NewUserOptions = {}) => {
      const suffix = uniqueSuffix(testInfo.workerIndex);
      const user = await createUser(api, adminToken, {
        account: `e2e${suffix}`,
        realName: `测试${suffix}`,
        organizeCode: 'rnd',
        roleCodes: ['employee'],
      });
      return isActivated ? activateUser(api, user, USER_PASSWORD) : user;
    });
  },
});

/**
 * A test on a server of its own, started on a fresh data dir for it (see own-server.ts): `page`,
 * `request` and `api` talk to it. Its admin still has the initial password; `adminToken` changes it
 * first, as the global setup does on the shared server.
 */
export const testOnOwnServer = test.extend<{ ownServer: OwnServer }>({
  ownServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startOwnServer();
      await use(server);
      await server.stop();
    },
    // Starting on a fresh data dir migrates and seeds: slow on a busy machine, and not the test's time.
    { timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.url);
  },
  adminToken: async ({ api }, use) => {
    await use(await prepareAdmin(api));
  },
});

export { expect };

/**
 * Signs the page in the way the web itself does after a login: the token in local storage. The init
 * script runs once per tab (a session-storage mark), so a later logout or reload is not undone.
 */
export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      try {
        if (sessionStorage.getItem('e2e-signed-in')) return;
        sessionStorage.setItem('e2e-signed-in', '1');
        localStorage.setItem(key, value);
      } catch {
        // about:blank has no storage; the first real document sets it.
      }
    },
    { key: TOKEN_KEY, value: token },
  );
}

/** Signs in with the token and opens `path` inside the shell. */
export async function openSignedIn(page: Page, token: string, path = '/home'): Promise<void> {
  await signIn(page, token);
  await page.goto(path);
  await expect(page.getByTestId('navbar')).toBeVisible();
}

const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** A screenshot of what the user sees, kept in e2e/screenshots (git-ignored) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, animations: 'disabled' });
}

/**
 * A screenshot of the whole of one element taller than the window (a long form, a gallery): the window
 * grows until the element fits, then gets its size back.
 */
export async function screenshotWhole(page: Page, element: Locator, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const viewport = page.viewportSize() ?? { width: 1440, height: 900 };
  const height = await element.evaluate((node) => node.scrollHeight);
  // The shell's header and tabs sit above the content; Chromium draws at most 16,384 px.
  await page.setViewportSize({ width: viewport.width, height: Math.min(height + 400, 16_000) });
  await page.evaluate(() => document.fonts.ready);
  await element.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, animations: 'disabled' });
  await page.setViewportSize(viewport);
}

/** The antd toast (message) with this text. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.ant-message-notice').filter({ hasText: text });

/** The open antd confirm dialog (modal.confirm) whose content has this text. */
export const confirmDialog = (page: Page, text: string | RegExp): Locator =>
  page.locator('.ant-modal-confirm').filter({ hasText: text });

/** antd puts a space between two Chinese characters in buttons: 确 定, 取 消. */
export const OK_BUTTON = /^(确\s?定|OK)$/;
export const CANCEL_BUTTON = /^(取\s?消|Cancel)$/;
