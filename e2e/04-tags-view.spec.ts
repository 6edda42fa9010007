import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from './support/fixtures.ts';
import { expandSidebar, openFromSidebar, tab, tabPaths } from './support/shell.ts';

const PAGES = [
  { enCode: 'system.menu', path: '/system/menu', title: '菜单管理' },
  { enCode: 'system.area', path: '/system/area', title: '行政区划' },
  { enCode: 'system.template', path: '/system/template', title: '模板管理' },
];

/** Opens pages from the sidebar, as a user would, so each becomes a tab. */
async function openPages(page: Page, pages: typeof PAGES): Promise<void> {
  await expandSidebar(page, 'system');
  for (const target of pages) {
    await openFromSidebar(page, [], target.enCode);
    await expect(page).toHaveURL(target.path);
    await expect(tab(page, target.path)).toHaveText(target.title);
  }
}

async function tabMenu(page: Page, path: string, item: 'refresh' | 'close' | 'others' | 'all') {
  await tab(page, path).click({ button: 'right' });
  await page.getByTestId(`tab-menu-${item}`).click();
}

test.describe('tags view', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await openSignedIn(page, adminToken);
    await expect(tab(page, '/home')).toHaveText('首页');
  });

  test('visited pages become tabs; "close others" keeps home and the chosen tab', async ({ page }) => {
    await openPages(page, PAGES);
    expect(await tabPaths(page)).toEqual(['/home', ...PAGES.map((p) => p.path)]);
    await expect(tab(page, '/system/template')).toHaveAttribute('aria-selected', 'true');

    await tabMenu(page, '/system/menu', 'others');
    await expect.poll(() => tabPaths(page)).toEqual(['/home', '/system/menu']);
    await expect(page).toHaveURL('/system/menu');
    await expect(tab(page, '/system/menu')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('breadcrumb')).toContainText('菜单管理');
  });

  test('"close all" keeps only the fixed home tab, which has no close button', async ({ page }) => {
    await openPages(page, PAGES);
    await tabMenu(page, '/system/menu', 'all');
    await expect.poll(() => tabPaths(page)).toEqual(['/home']);
    await expect(page).toHaveURL('/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
    await expect(page.getByTestId('tab-close-/home')).toHaveCount(0);
  });

  test('a middle click closes a tab; the fixed home tab stays', async ({ page }) => {
    await openPages(page, PAGES);
    await tab(page, '/system/menu').click({ button: 'middle' });
    await expect.poll(() => tabPaths(page)).toEqual(['/home', '/system/area', '/system/template']);
    await expect(page).toHaveURL('/system/template'); // closing another tab does not move

    await tab(page, '/home').click({ button: 'middle' });
    await expect(tab(page, '/home')).toBeVisible();

    // Closing the active tab goes to the last remaining one.
    await tab(page, '/system/template').click({ button: 'middle' });
    await expect(page).toHaveURL('/system/area');
  });

  test('"refresh" reloads the page in place; a browser reload keeps the page', async ({ page }) => {
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('user-profile').click();
    await expect(page).toHaveURL('/profile');
    await page.getByTestId('base-edit').click();
    await expect(page.getByTestId('base-info-form')).toBeVisible();

    // The page cache keeps its state while another tab is shown...
    await tab(page, '/home').click();
    await tab(page, '/profile').click();
    await expect(page.getByTestId('base-info-form')).toBeVisible();

    // ...and "refresh" remounts it: the edit form is gone, the page and its tab stay.
    await tabMenu(page, '/profile', 'refresh');
    await expect(page.getByTestId('base-info-form')).toHaveCount(0);
    await expect(page.getByTestId('base-edit')).toBeVisible();
    await expect(page).toHaveURL('/profile');
    expect(await tabPaths(page)).toEqual(['/home', '/profile']);

    await page.reload();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByTestId('base-edit')).toBeVisible();
    await expect(tab(page, '/profile')).toHaveAttribute('aria-selected', 'true');
  });
});

test('"refresh" fetches the page data again', async ({ page, adminToken }) => {
  const isUserList = (url: string) => new URL(url).pathname === '/cloud-api/api/permission/Users';
  const firstList = page.waitForResponse((response) => isUserList(response.url()));
  await openSignedIn(page, adminToken, '/permission/user');
  await firstList;
  await expect(tab(page, '/permission/user')).toHaveAttribute('aria-selected', 'true');

  const refreshed = page.waitForRequest((request) => isUserList(request.url()));
  await tabMenu(page, '/permission/user', 'refresh');
  await refreshed;
  await expect(page).toHaveURL('/permission/user');
});
