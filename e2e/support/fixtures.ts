import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './accounts.ts';
import { Api, adminToken, ensureAdminPassword } from './api.ts';

/** The web keeps the token under the product prefix (apps/web/src/shared/storage/local-store.ts). */
export const TOKEN_KEY = 'sme_platform_token';

interface Fixtures {
  api: Api;
  /** A live admin token (the admin's password already changed). */
  adminToken: string;
  /** A new admin session of its own, for specs that end it (logout) or need a second one. */
  newAdminToken: () => Promise<string>;
}

export const test = base.extend<Fixtures>({
  api: async ({ request }, use) => {
    await use(new Api(request));
  },
  adminToken: async ({ api }, use) => {
    await use(await adminToken(api));
  },
  newAdminToken: async ({ api }, use) => {
    await use(async () => {
      await ensureAdminPassword(api);
      return api.token(ADMIN.account, ADMIN.password);
    });
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

/** The antd toast (message) with this text. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.ant-message-notice').filter({ hasText: text });

/** The open antd confirm dialog (modal.confirm) whose content has this text. */
export const confirmDialog = (page: Page, text: string | RegExp): Locator =>
  page.locator('.ant-modal-confirm').filter({ hasText: text });

/** antd puts a space between two Chinese characters in buttons: 确 定, 取 消. */
export const OK_BUTTON = /^(确\s?定|OK)$/;
export const CANCEL_BUTTON = /^(取\s?消|Cancel)$/;
