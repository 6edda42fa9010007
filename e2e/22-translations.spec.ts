import { field, formDialog, openPage, rowWithCell, saveDialog, searchList } from './support/admin-forms.ts';
import { expect, openSignedIn, screenshot, test } from './support/fixtures.ts';
import { menu, tab, visiblePage } from './support/shell.ts';

/*
 * 翻译管理: an administrator finds a dictionary entry that lacks its translations, gives it its
 * traditional Chinese and English names, and after switching the interface to English sees the
 * menus and the entry in English.
 */

const RUN = Date.now().toString(36).slice(-6);
const CODE = `tr${RUN}`;

test('translations: fill a missing name, then read menus and names in English', async ({
  page,
  api,
  adminToken,
}) => {
  const type = await api.call<{ id: string }>('POST', '/system/DictionaryType', {
    token: adminToken,
    json: { parentId: '0', fullName: `水果${RUN}`, enCode: CODE },
  });
  expect(type.code, type.msg).toBe(200);
  const entry = await api.call('POST', '/system/DictionaryData', {
    token: adminToken,
    json: { dictionaryTypeId: type.data.id, fullName: `苹果${RUN}`, enCode: 'apple' },
  });
  expect(entry.code, entry.msg).toBe(200);

  await openSignedIn(page, adminToken);
  await openPage(page, ['system'], 'system.language');
  const screen = visiblePage(page);
  await screen.getByTestId('language-missing-filter').check();
  await searchList(page, 'language-search', `${CODE}.apple`);
  const table = screen.getByTestId('language-table');
  const row = rowWithCell(table, `${CODE}.apple`);
  await expect(row).toContainText('未翻译');

  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = formDialog(page, 'language-dialog');
  await expect(dialog.getByTestId('language-source')).toHaveText(`苹果${RUN}`);
  await field(dialog, '繁體中文').fill(`蘋果${RUN}`);
  await field(dialog, 'English').fill(`Apple ${RUN}`);
  await saveDialog(page, dialog, '更新成功');
  // Translated now: the missing-only list no longer holds it.
  await expect(row).toHaveCount(0);
  await screen.getByTestId('language-missing-filter').uncheck();
  await expect(row).toContainText(`Apple ${RUN}`);

  await page.getByTestId('language-menu').click();
  await page.getByTestId('lang-en').click();
  await expect(menu(page, 'system')).toHaveText('System');
  await expect(page.getByTestId('sidebar').getByTestId('menu-system.language')).toHaveText('Translations');
  await expect(tab(page, '/system/language')).toHaveText('Translations');
  await expect(table.locator('thead')).toContainText('Kind');
  await expect(row).toContainText('Dictionary entry');
  await screenshot(page, 'translations-en');

  await page.getByTestId('language-menu').click();
  await page.getByTestId('lang-zh').click();
  await expect(menu(page, 'system')).toHaveText('系统管理');
});
