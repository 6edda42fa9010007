import type { Locator, Page } from '@playwright/test';
import { confirmDialog, expect, OK_BUTTON, openSignedIn, screenshot, test } from './support/fixtures.ts';
import { visiblePage } from './support/shell.ts';
import { downloadOf, fillTemplate, readSheet, rowTexts, XLSX_MIME } from './support/spreadsheets.ts';
import {
  createDesign,
  designList,
  releaseToOnlineDev,
  requestColumns,
  requestForm,
} from './support/visual-dev.ts';

/*
 * Records of a released design come in from a spreadsheet and go out to one, and a design changed
 * after its release is rolled back: the administrator downloads the import template from the design's
 * list, fills in three rows (one with a 级别 that is not an option), imports them (two go in, the third
 * is refused with its reason), exports the list with its option labels, then edits the design's form
 * and rolls it back from 功能设计, which puts the released form back.
 */

const RUN = Date.now().toString(36).slice(-6);
const CODE = `ie${RUN}`;
const NAME = `采购登记${RUN}`;

const FORM = requestForm(['title', 'level', 'amount']);
const COLUMNS = designList({
  columns: requestColumns(['title', 'level', 'amount']),
  search: requestColumns(['title']),
  buttons: ['add', 'upload', 'download'],
  rowButtons: ['edit'],
});

const ROWS = [
  { 事项: `办公椅${RUN}`, 级别: '紧急', 金额: '860' },
  { 事项: `显示器${RUN}`, 级别: '普通', 金额: '1299.5' },
  { 事项: `打印纸${RUN}`, 级别: '特急', 金额: '45' },
];

/** Downloads the import template from the list's 导入 dialog, fills it with ROWS and uploads it. */
async function uploadRows(page: Page, list: Locator): Promise<Locator> {
  await list.getByRole('button', { name: /导\s?入/ }).click();
  const dialog = page.getByTestId('import-dialog').locator('.ant-modal').filter({ visible: true });
  await expect(dialog.locator('.ant-steps-item-process')).toContainText('上传文件');
  const template = await downloadOf(page, () => dialog.getByRole('button', { name: /下载模板/ }).click());
  expect(rowTexts(await readSheet(template), 1)).toEqual(['事项', '级别', '金额']);
  const file = await fillTemplate(template, ROWS);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: `采购${RUN}.xlsx`, mimeType: XLSX_MIME, buffer: file });
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.locator('.ant-steps-item-process')).toContainText('数据预览');
  return dialog;
}

test('records are imported from the template and exported with their labels; a changed design is rolled back', async ({
  page,
  api,
  adminToken,
}) => {
  const id = await createDesign(api, adminToken, {
    fullName: NAME,
    enCode: CODE,
    form: FORM,
    columns: COLUMNS,
  });
  const address = await releaseToOnlineDev(api, adminToken, id, CODE);
  await openSignedIn(page, adminToken, `/${address}`);
  const list = visiblePage(page).getByTestId('online-dev-list');
  await expect(list.locator('.ant-empty-description', { hasText: '暂无数据' })).toBeVisible();

  await test.step('two rows go in; the row with a level that is not an option is refused with its reason', async () => {
    const dialog = await uploadRows(page, list);
    await expect(dialog.getByTestId('import-preview').locator('tr.ant-table-row')).toHaveCount(3);
    await dialog.getByRole('button', { name: '开始导入' }).click();
    const result = dialog.getByTestId('import-result');
    await expect(result).toContainText('导入成功 2 条');
    await expect(result).toContainText('导入失败 1 条');
    const failed = result.locator('tr.ant-table-row');
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText(`打印纸${RUN}`);
    await expect(failed).toContainText('级别');
    await screenshot(page, 'online-dev-import-result');
    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /^关\s?闭$/ })
      .click();
    await expect(dialog).toBeHidden();
    await expect(list.getByRole('row').filter({ hasText: `办公椅${RUN}` })).toContainText('紧急');
    await expect(list.getByRole('row').filter({ hasText: `显示器${RUN}` })).toContainText('1299.5');
    await expect(list.getByRole('row').filter({ hasText: `打印纸${RUN}` })).toHaveCount(0);
  });

  await test.step('the export holds both records with the levels as the list shows them', async () => {
    await list.getByRole('button', { name: /导\s?出/ }).click();
    const dialog = page
      .getByTestId('online-dev-export-dialog')
      .locator('.ant-modal')
      .filter({ visible: true });
    await dialog.getByText('全部页面数据').click();
    const exported = await downloadOf(page, () => dialog.getByRole('button', { name: /导\s?出/ }).click());
    expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
    const sheet = await readSheet(exported);
    expect(rowTexts(sheet, 1)).toEqual(['事项', '级别', '金额']);
    const rows = [rowTexts(sheet, 2), rowTexts(sheet, 3)].sort((a, b) => a[0].localeCompare(b[0]));
    expect(sheet.actualRowCount).toBe(3);
    expect(rows).toEqual(
      [
        [`办公椅${RUN}`, '紧急', '860'],
        [`显示器${RUN}`, '普通', '1299.5'],
      ].sort((a, b) => a[0].localeCompare(b[0])),
    );
  });

  await test.step('a change made after the release is rolled back from 功能设计', async () => {
    const renamed = JSON.stringify(FORM).replace('"事项"', '"采购事项"');
    const changed = await api.call('PUT', `/visualdev/Base/${id}`, {
      token: adminToken,
      json: { formData: renamed },
    });
    expect(changed.code, changed.msg).toBe(200);

    await openSignedIn(page, adminToken, '/onlineDev/webDesign');
    const view = visiblePage(page);
    await view.getByTestId('visual-dev-search-keyword').fill(CODE);
    await view.getByTestId('visual-dev-search-keyword').press('Enter');
    const row = view.getByRole('row').filter({ hasText: NAME });
    await expect(row).toContainText('已修改');
    await row.getByTestId('visual-dev-row-more').click();
    await page.getByRole('menuitem', { name: '回滚' }).click();
    const confirm = confirmDialog(page, '此操作将线上版本回滚到设计中, 是否继续?');
    await confirm.getByRole('button', { name: OK_BUTTON }).click();
    await expect(row).toContainText('已发布');
    await screenshot(page, 'visual-dev-rolled-back');

    const info = await api.call<{ formData: string }>('GET', `/visualdev/Base/${id}`, { token: adminToken });
    expect(info.data.formData).toContain('"事项"');
    expect(info.data.formData).not.toContain('采购事项');
  });
});
