import type { Page } from '@playwright/test';
import { expect, openSignedIn, screenshot, test } from './support/fixtures.ts';
import { menu, tab } from './support/shell.ts';

/*
 * A browser set to English: menu and system names come translated from the server, and the user
 * list's columns fit English words (headers on one line, 操作 buttons on one line, rows of one
 * height) at 1440 and 1024 px.
 */

test.use({ locale: 'en-US' });

/** Heights of the header cells and body rows of the user table, and whether any cell text wraps. */
async function tableLines(page: Page) {
  const table = page.getByTestId('user-table');
  return table.evaluate((root) => {
    const headers = [...root.querySelectorAll('thead th')].filter((th) => th.textContent?.trim());
    const rows = [...root.querySelectorAll('tbody tr.ant-table-row')];
    const actionCells = rows.map((row) => row.querySelector('td:last-child'));
    return {
      headerWraps: headers
        .filter((th) => th.scrollWidth > th.clientWidth + 1 || getComputedStyle(th).whiteSpace !== 'nowrap')
        .map((th) => th.textContent),
      rowHeights: [...new Set(rows.map((row) => Math.round(row.getBoundingClientRect().height)))],
      // Buttons of one row's 操作 cell sit on one line: the same top.
      actionLines: actionCells.map(
        (cell) =>
          new Set([...(cell?.querySelectorAll('button') ?? [])].map((b) => b.getBoundingClientRect().top))
            .size,
      ),
    };
  });
}

test.describe('English names and columns', () => {
  test('menus, breadcrumb, tab and system name are English', async ({ page, adminToken }) => {
    await openSignedIn(page, adminToken, '/permission/user');
    await expect(menu(page, 'permission')).toHaveText('Organization');
    await expect(tab(page, '/permission/user')).toHaveText('Users');
    await expect(page.getByTestId('breadcrumb')).toHaveText(/Organization.*Users/);
    await expect(page.getByTestId('shell-logo')).toContainText('SME Digital Transformation');
    await expect(page).toHaveTitle(/^Users - /);
  });

  for (const width of [1440, 1024]) {
    test(`the user list fits English at ${width} px: one line per header, row and 操作 cell`, async ({
      page,
      adminToken,
      newUser,
    }) => {
      await newUser();
      await page.setViewportSize({ width, height: width === 1440 ? 900 : 768 });
      await openSignedIn(page, adminToken, '/permission/user');
      const table = page.getByTestId('user-table');
      await expect(table.locator('thead')).toContainText('Gender');
      await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
      const lines = await tableLines(page);
      expect(lines.headerWraps).toEqual([]);
      expect(lines.rowHeights).toHaveLength(1);
      expect(lines.rowHeights[0]).toBeLessThan(60);
      expect(new Set(lines.actionLines)).toEqual(new Set([1]));
      await screenshot(page, `user-list-en-${width}`);
    });
  }
});
