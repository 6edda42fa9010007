import type { Locator } from '@playwright/test';
import { openPage } from './support/admin-forms.ts';
import { expect, openSignedIn, screenshot, test } from './support/fixtures.ts';
import { visiblePage } from './support/shell.ts';

/*
 * 行政区划: an administrator opens the seeded area tree and goes down it branch by branch, each loaded
 * when opened, from a province to one of its districts: 浙江省 › 杭州市 › 西湖区.
 */

/** The row of an area by its name (its cell also holds the branch button, named 展开行). */
const areaRow = (table: Locator, name: string): Locator =>
  table
    .locator('tr.ant-table-row')
    .filter({ has: table.page().getByRole('cell', { name: new RegExp(`(^|\\s)${name}$`) }) });

/** Opens the branch of this row; its sub-areas are fetched then. */
async function expand(row: Locator): Promise<void> {
  const toggle = row.locator('button.ant-table-row-expand-icon');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test('the area tree opens down to a district', async ({ page, adminToken }) => {
  await openSignedIn(page, adminToken);
  await openPage(page, ['system'], 'system.area');
  const table = visiblePage(page).getByTestId('area-table');

  const province = areaRow(table, '浙江省');
  await expect(province).toContainText('330000');
  // Nothing below a province is loaded before it is opened.
  await expect(areaRow(table, '杭州市')).toHaveCount(0);
  await expand(province);

  const city = areaRow(table, '杭州市');
  await expect(city).toContainText('330100');
  await expect(city).toHaveClass(/ant-table-row-level-1/);
  await expect(areaRow(table, '宁波市')).toBeVisible();
  await expand(city);

  const district = areaRow(table, '西湖区');
  await expect(district).toContainText('330106');
  await expect(district).toHaveClass(/ant-table-row-level-2/);
  await expect(district).toContainText('启用');
  // A district is a leaf: no branch to open.
  await expect(district.locator('button.ant-table-row-expand-icon')).toHaveClass(
    /ant-table-row-expand-icon-spaced/,
  );
  await district.scrollIntoViewIfNeeded();
  await screenshot(page, 'area-district');
});
