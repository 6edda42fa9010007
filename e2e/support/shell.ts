import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** A menu entry of the shell (sidebar, top menu or pop-up), by the menu's enCode. */
export const menu = (page: Page, enCode: string): Locator => page.getByTestId(`menu-${enCode}`);

/** A sub-menu title in the sidebar, which carries aria-expanded. */
const subMenuTitle = (page: Page, enCode: string): Locator =>
  page
    .getByTestId('sidebar')
    .locator('.ant-menu-submenu-title')
    .filter({ has: menu(page, enCode) });

/** Opens the sidebar sub-menus (directories) in order, leaving those already open as they are. */
export async function expandSidebar(page: Page, ...enCodes: string[]): Promise<void> {
  for (const enCode of enCodes) {
    const title = subMenuTitle(page, enCode);
    if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
    await expect(title).toHaveAttribute('aria-expanded', 'true');
  }
  // Let the open animation finish: a click while the entries still slide can land on a neighbour.
  await expect(page.getByTestId('sidebar').locator('[class*="ant-motion-collapse-"]')).toHaveCount(0);
}

/** Opens a page from the sidebar: expands its directories, then clicks the entry. */
export async function openFromSidebar(page: Page, directories: string[], enCode: string): Promise<void> {
  await expandSidebar(page, ...directories);
  await page.getByTestId('sidebar').getByTestId(`menu-${enCode}`).click();
}

/** A tab of the tags view by its path. */
export const tab = (page: Page, path: string): Locator => page.getByTestId(`tab-${path}`);

/** The paths of the tabs, in order. */
export async function tabPaths(page: Page): Promise<string[]> {
  const ids = await page
    .getByTestId('tags-view')
    .getByRole('tab')
    .evaluateAll((tabs) => tabs.map((el) => el.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^tab-/, ''));
}

/** The visible page in the main area (cached pages stay mounted but hidden). */
export const visiblePage = (page: Page): Locator => page.getByTestId('shell-page').filter({ visible: true });

/** Opens the settings drawer from the navbar. */
export async function openSettings(page: Page): Promise<Locator> {
  await page.getByTestId('settings-button').click();
  const drawer = page.getByTestId('settings-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Closes the open antd drawer with its close button. */
export async function closeDrawer(page: Page): Promise<void> {
  const drawer = page.locator('.ant-drawer-open').last();
  await drawer.locator('.ant-drawer-close').click();
  await expect(drawer).toBeHidden();
}
