import type { Locator, Page } from '@playwright/test';
import { formDialog, openPage, rowWithCell, searchList } from './support/admin-forms.ts';
import { expect, openSignedIn, screenshot, test } from './support/fixtures.ts';
import { visiblePage } from './support/shell.ts';
import { downloadOf, fillTemplate, readSheet, rowTexts, XLSX_MIME } from './support/spreadsheets.ts';

/*
 * The user import of 用户管理 (the shared 3-step dialog): the template is downloaded and filled in,
 * uploaded, checked and corrected in the editable preview, imported; the result tells how many rows
 * went in, and why the others did not, with the failed rows to export.
 */

/** The template's header row, in order (users-import.service.ts USER_IMPORT_COLUMNS). */
const TEMPLATE_HEADERS = [
  '账号',
  '姓名',
  '性别',
  '手机',
  '邮箱',
  '所属组织编码',
  '岗位编码',
  '角色编码',
  '说明',
];

/** One spreadsheet row, by template header. */
type SheetRow = Partial<Record<(typeof TEMPLATE_HEADERS)[number], string>>;

const NOW = Date.now();
const RUN = NOW.toString(36).slice(-6);
/** A valid mobile number unique to this run and row. */
const mobile = (n: number): string => `139${String(NOW).slice(-7)}${n}`;

/** A good row for the seeded demo organization: 技术研发部 (rnd), 研发工程师, 普通员工. */
const goodRow = (account: string, realName: string, n: number): SheetRow => ({
  账号: account,
  姓名: realName,
  性别: n % 2 ? '男' : '女',
  手机: mobile(n),
  邮箱: `${account}@example.com`,
  所属组织编码: 'rnd',
  岗位编码: 'rndEngineer',
  角色编码: 'employee',
  说明: '批量导入',
});

/** Opens 用户管理 → 导入, downloads the template, fills it in and uploads it; returns the dialog. */
async function uploadRows(page: Page, adminToken: string, rows: SheetRow[]): Promise<Locator> {
  await openSignedIn(page, adminToken);
  await openPage(page, ['permission'], 'permission.user');
  await visiblePage(page).getByRole('button', { name: /导入$/ }).click();
  const dialog = formDialog(page, 'import-dialog');
  await expect(dialog.locator('.ant-modal-title')).toHaveText('批量导入');
  await expect(dialog.locator('.ant-steps-item-process')).toContainText('上传文件');
  const next = dialog.getByRole('button', { name: '下一步' });
  await expect(next).toBeDisabled();

  const template = await downloadOf(page, () => dialog.getByRole('button', { name: /下载模板/ }).click());
  expect(template.suggestedFilename()).toBe('用户信息导入模板.xlsx');
  expect(rowTexts(await readSheet(template), 1)).toEqual(TEMPLATE_HEADERS);

  const file = await fillTemplate(template, rows);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: `用户导入${RUN}.xlsx`, mimeType: XLSX_MIME, buffer: file });
  await expect(dialog.locator('.ant-upload-list-item')).toContainText(`用户导入${RUN}.xlsx`);
  await expect(next).toBeEnabled();
  await next.click();
  await expect(dialog.locator('.ant-steps-item-process')).toContainText('数据预览');
  return dialog;
}

/** Runs the import from the preview and waits for the result step. */
async function runImport(dialog: Locator): Promise<Locator> {
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.locator('.ant-steps-item-process')).toContainText('导入结果');
  return dialog.getByTestId('import-result');
}

/** Closes the result; the list refreshes. */
async function closeDialog(dialog: Locator): Promise<void> {
  await dialog
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /^关\s?闭$/ })
    .click();
  await expect(dialog).toBeHidden();
}

/** The user list rows after a keyword search. */
async function searchUsers(page: Page, keyword: string): Promise<Locator> {
  await searchList(page, 'user-search', keyword);
  return visiblePage(page).getByTestId('user-table');
}

test.describe('user import', () => {
  test('a bad row is fixed in the editable preview: all three rows go in', async ({ page, adminToken }) => {
    const prefix = `imp${RUN}a`;
    const rows = [
      goodRow(`${prefix}1`, `导入甲${RUN}`, 1),
      { ...goodRow(`${prefix}2`, `导入乙${RUN}`, 2), 手机: '1380013' },
      goodRow(`${prefix}3`, `导入丙${RUN}`, 3),
    ];
    const dialog = await uploadRows(page, adminToken, rows);

    const preview = dialog.getByTestId('import-preview');
    await test.step('the preview shows the three rows as editable cells', async () => {
      await expect(dialog).toContainText('共 3 条数据，可直接修改单元格或删除行后再导入');
      const previewRows = preview.locator('tr.ant-table-row');
      await expect(previewRows).toHaveCount(3);
      for (const [i, row] of rows.entries()) {
        await expect(previewRows.nth(i).getByLabel('账号')).toHaveValue(row.账号 ?? '');
        await expect(previewRows.nth(i).getByLabel('所属组织编码')).toHaveValue('rnd');
      }
      // The second row's mobile number is too short: corrected in place before the import.
      const badCell = previewRows.nth(1).getByLabel('手机');
      await expect(badCell).toHaveValue('1380013');
      await badCell.fill(mobile(2));
      await expect(badCell).toHaveValue(mobile(2));
      await screenshot(page, 'user-import-preview');
    });

    await test.step('the import reports 3 imported, 0 failed', async () => {
      const result = await runImport(dialog);
      await expect(result).toContainText('导入成功 3 条');
      await expect(result).toContainText('导入失败 0 条');
      await expect(result).toContainText('全部数据导入成功');
      await expect(result.getByRole('button', { name: '导出错误数据' })).toHaveCount(0);
      await screenshot(page, 'user-import-result');
      await closeDialog(dialog);
    });

    await test.step('the three users are in the list', async () => {
      const table = await searchUsers(page, prefix);
      await expect(table.locator('tr.ant-table-row')).toHaveCount(3);
      for (const row of rows) {
        const listed = rowWithCell(table, row.账号 ?? '');
        await expect(listed).toContainText(row.姓名 ?? '');
        await expect(listed).toContainText('技术研发部');
        await expect(listed).toContainText('研发工程师');
      }
      await expect(rowWithCell(table, `${prefix}2`)).toContainText(mobile(2));
    });
  });

  test('a bad row left in fails alone, with its reason and the failed rows to export', async ({
    page,
    adminToken,
  }) => {
    const prefix = `imp${RUN}b`;
    const unknownOrg = `nosuch${RUN}`;
    const rows = [
      goodRow(`${prefix}1`, `导入丁${RUN}`, 4),
      { ...goodRow(`${prefix}2`, `导入戊${RUN}`, 5), 所属组织编码: unknownOrg },
      goodRow(`${prefix}3`, `导入己${RUN}`, 6),
    ];
    const dialog = await uploadRows(page, adminToken, rows);
    await expect(dialog.getByTestId('import-preview').locator('tr.ant-table-row')).toHaveCount(3);

    const reason = `所属组织编码“${unknownOrg}”不存在`;
    const result = await runImport(dialog);
    await test.step('2 imported, 1 failed, and the failed row shows why', async () => {
      await expect(result).toContainText('导入成功 2 条');
      await expect(result).toContainText('导入失败 1 条');
      const failed = result.locator('tr.ant-table-row');
      await expect(failed).toHaveCount(1);
      await expect(failed).toContainText(`${prefix}2`);
      await expect(failed).toContainText(reason);
      await screenshot(page, 'user-import-failed');
    });

    await test.step('the failed rows are exported with their reasons, to fix and import again', async () => {
      const exported = await downloadOf(page, () =>
        result.getByRole('button', { name: '导出错误数据' }).click(),
      );
      expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
      const sheet = await readSheet(exported);
      const headers = rowTexts(sheet, 1);
      expect(headers.slice(0, TEMPLATE_HEADERS.length)).toEqual(TEMPLATE_HEADERS);
      expect(headers).toContain('错误信息');
      expect(sheet.actualRowCount).toBe(2);
      const failedRow = rowTexts(sheet, 2);
      expect(failedRow[0]).toBe(`${prefix}2`);
      expect(failedRow[headers.indexOf('错误信息')]).toBe(reason);
      await closeDialog(dialog);
    });

    await test.step('only the two good rows are in the list', async () => {
      const table = await searchUsers(page, prefix);
      await expect(table.locator('tr.ant-table-row')).toHaveCount(2);
      await expect(rowWithCell(table, `${prefix}1`)).toBeVisible();
      await expect(rowWithCell(table, `${prefix}3`)).toBeVisible();
      await expect(rowWithCell(table, `${prefix}2`)).toHaveCount(0);
    });
  });
});
