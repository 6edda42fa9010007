import type { Locator, Page } from '@playwright/test';
import { field, formDialog, openPage, rowWithCell, saveDialog } from './support/admin-forms.ts';
import type { Api } from './support/api.ts';
import {
  confirmDialog,
  expect,
  OK_BUTTON,
  openSignedIn,
  screenshot,
  test,
  toast,
} from './support/fixtures.ts';
import { closeDrawer, visiblePage } from './support/shell.ts';

/*
 * 数据字典: an administrator makes a category in 分类管理 and two entries in it, disables one, exports
 * the category as a `.bdd` file, and after the category is gone imports the file and finds the
 * category and its entries (the disabled one still disabled) back.
 */

const RUN = Date.now().toString(36).slice(-6);
const TYPE = { name: `币种${RUN}`, code: `currency${RUN}` };
const ENTRIES = [
  { name: `人民币${RUN}`, code: 'CNY' },
  { name: `美元${RUN}`, code: 'USD' },
];

interface TypeNode {
  id: string;
  enCode: string;
  children?: TypeNode[] | null;
}

/** The category with this code, wherever it hangs in the tree; undefined when there is none. */
async function findType(api: Api, token: string, enCode: string): Promise<TypeNode | undefined> {
  const { data } = await api.call<{ list: TypeNode[] }>('GET', '/system/DictionaryType', { token });
  const flat = (nodes: TypeNode[]): TypeNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
  return flat(data.list).find((node) => node.enCode === enCode);
}

/** Deletes the category's entries, then the category, as 删除 in the screens would. */
async function removeType(api: Api, token: string, enCode: string): Promise<void> {
  const type = await findType(api, token, enCode);
  if (!type) return;
  const entries = await api.call<{ list: { id: string }[] }>('GET', `/system/DictionaryData/${type.id}`, {
    token,
  });
  for (const entry of entries.data.list) {
    const removed = await api.call('DELETE', `/system/DictionaryData/${entry.id}`, { token });
    expect(removed.code, removed.msg).toBe(200);
  }
  const removed = await api.call('DELETE', `/system/DictionaryType/${type.id}`, { token });
  expect(removed.code, removed.msg).toBe(200);
}

/** Opens 分类管理 from the menu above the category tree. */
async function openTypeDrawer(page: Page): Promise<Locator> {
  await visiblePage(page).getByTestId('dictionary-types-menu').click();
  await page.getByRole('menuitem', { name: '分类管理' }).click();
  const drawer = page.getByTestId('dictionary-type-drawer');
  await expect(drawer.getByTestId('dictionary-types-table-table')).toBeVisible();
  return drawer;
}

/** Chooses a category in the tree on the left of the page. */
async function chooseType(page: Page, name: string): Promise<void> {
  const node = visiblePage(page)
    .getByTestId('dictionary-types')
    .locator('.ant-tree-node-content-wrapper')
    .filter({ hasText: name });
  await node.click();
  await expect(node).toHaveClass(/ant-tree-node-selected/);
}

test.afterEach(async ({ api, adminToken }) => {
  await removeType(api, adminToken, TYPE.code);
});

test('dictionary category and entries round trip through a .bdd export and import', async ({
  page,
  api,
  adminToken,
}, testInfo) => {
  await openSignedIn(page, adminToken);
  await openPage(page, ['dataApp'], 'system.dictionary');

  // A new category under 业务字典, made in the drawer.
  let drawer = await openTypeDrawer(page);
  await drawer.getByRole('button', { name: /新\s?建/ }).click();
  const typeDialog = formDialog(page, 'dictionary-type-dialog');
  await expect(typeDialog.locator('.ant-modal-title')).toHaveText('新建分类');
  await typeDialog.locator('.ant-form-item').filter({ hasText: '上级' }).locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .locator('.ant-select-tree-node-content-wrapper')
    .filter({ hasText: '业务字典' })
    .click();
  await field(typeDialog, '名称').fill(TYPE.name);
  await field(typeDialog, '编码').fill(TYPE.code);
  await saveDialog(page, typeDialog, '新建成功');
  await expect(rowWithCell(drawer.getByTestId('dictionary-types-table-table'), TYPE.code)).toBeVisible();
  await closeDrawer(page);

  // Two entries in it; one is disabled after the confirmation.
  await chooseType(page, TYPE.name);
  const screen = visiblePage(page);
  for (const entry of ENTRIES) {
    await screen.getByRole('button', { name: /新\s?建/ }).click();
    const dialog = formDialog(page, 'dictionary-dialog');
    await field(dialog, '字典名称').fill(entry.name);
    await field(dialog, '字典编码').fill(entry.code);
    await saveDialog(page, dialog, '新建成功');
  }
  const table = screen.getByTestId('dictionary-table');
  await expect(rowWithCell(table, ENTRIES[0].code)).toContainText('启用');
  await rowWithCell(table, ENTRIES[1].code).getByRole('button', { name: '禁用' }).click();
  await confirmDialog(page, '您确定要禁用当前数据吗').getByRole('button', { name: OK_BUTTON }).click();
  await expect(rowWithCell(table, ENTRIES[1].code).locator('.ant-tag')).toHaveText('禁用');

  // The category exported from the drawer, after its confirmation, as a .bdd download.
  drawer = await openTypeDrawer(page);
  const types = drawer.getByTestId('dictionary-types-table-table');
  await rowWithCell(types, TYPE.code).getByRole('button', { name: '导出' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    confirmDialog(page, '您确定要导出该字典分类').getByRole('button', { name: OK_BUTTON }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.bdd$/);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);

  // The entries and the category go; the refreshed drawer no longer lists it.
  await removeType(api, adminToken, TYPE.code);
  await drawer.getByRole('button', { name: /^刷\s?新$/ }).click();
  await expect(rowWithCell(types, TYPE.code)).toHaveCount(0);

  // The file imported through the drawer brings the category back.
  await drawer.getByTestId('dictionary-import-open').click();
  const importDialog = page.getByTestId('dictionary-import');
  await expect(importDialog).toBeVisible();
  await importDialog.locator('input[type="file"]').setInputFiles(file);
  await expect(toast(page, '导入完成')).toBeVisible();
  await expect(importDialog).toBeHidden();
  await expect(rowWithCell(types, TYPE.code)).toContainText(TYPE.name);
  await closeDrawer(page);

  await chooseType(page, TYPE.name);
  await expect(rowWithCell(table, ENTRIES[0].code)).toContainText(ENTRIES[0].name);
  await expect(rowWithCell(table, ENTRIES[0].code).locator('.ant-tag')).toHaveText('启用');
  await expect(rowWithCell(table, ENTRIES[1].code)).toContainText(ENTRIES[1].name);
  await expect(rowWithCell(table, ENTRIES[1].code).locator('.ant-tag')).toHaveText('禁用');
  await expect(rowWithCell(table, ENTRIES[1].code).getByRole('button', { name: '启用' })).toBeVisible();
  await screenshot(page, 'dictionary-imported');
});
