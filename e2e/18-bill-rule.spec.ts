import { DEFAULT_SYS_CONFIG } from '@platform/contracts';
import type { Locator, Page } from '@playwright/test';
import {
  field,
  formDialog,
  openPage,
  pickOption,
  rowWithCell,
  saveDialog,
  searchList,
} from './support/admin-forms.ts';
import { confirmDialog, expect, OK_BUTTON, openSignedIn, screenshot, test } from './support/fixtures.ts';
import { visiblePage } from './support/shell.ts';

/*
 * 单据规则: an administrator makes a document-number rule in the 600 px dialog, whose example follows
 * the typing, then finds it in the list; a number drawn for it shows as the rule's current number.
 */

const RUN = Date.now().toString(36).slice(-6);
const RULE = { name: `报销单${RUN}`, code: `BX${RUN}` };

/** yyyyMMdd of now in `timeZone` (the browser's own when left out). */
function today(timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(new Date())
    .filter((part) => part.type !== 'literal');
  return parts.map((part) => part.value).join('');
}

/** Numbers and the dialog's example carry the platform's date (sys config timeZone), which can differ from the browser's. */
const platformToday = () => today(DEFAULT_SYS_CONFIG.timeZone);

async function chooseDateFormat(page: Page, dialog: Locator, label: string): Promise<void> {
  await dialog.locator('.ant-form-item').filter({ hasText: '流水日期' }).locator('.ant-select').click();
  await page.locator('.ant-select-dropdown').filter({ visible: true }).getByTitle(label).click();
}

test('a document-number rule whose example updates as the user types', async ({ page, api, adminToken }) => {
  await openSignedIn(page, adminToken);
  await openPage(page, ['system'], 'system.billRule');
  await visiblePage(page)
    .getByRole('button', { name: /新\s?建/ })
    .click();
  const dialog = formDialog(page, 'bill-rule-dialog');
  await expect(dialog.locator('.ant-modal-title')).toHaveText('新建单据');
  // The dialog grows to its width while it opens.
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(600);
  const example = dialog.getByTestId('bill-rule-example');

  await field(dialog, '业务名称').fill(RULE.name);
  await field(dialog, '业务编码').fill(RULE.code);
  await pickOption(page, field(dialog, '业务分类'), '财务');
  await field(dialog, '流水前缀').fill('BX');
  await expect(example).toHaveValue('BX');
  await chooseDateFormat(page, dialog, 'yyyymmdd');
  await expect(example).toHaveValue(`BX${platformToday()}`);
  await field(dialog, '流水位数').fill('4');
  await expect(example).toHaveValue(`BX${platformToday()}0000`);
  await field(dialog, '流水起始').fill('1');
  await expect(example).toHaveValue(`BX${platformToday()}0001`);
  await screenshot(page, 'bill-rule-dialog');
  await saveDialog(page, dialog, '新建成功');

  await searchList(page, 'bill-rule-search', RULE.code);
  const table = visiblePage(page).getByTestId('bill-rule-table');
  const row = rowWithCell(table, RULE.code);
  await expect(row).toContainText(RULE.name);
  await expect(row).toContainText('财务');
  await expect(row).toContainText('0001');

  // A form draws a number; the list shows it as the rule's current number.
  const drawn = await api.call<string>('GET', `/system/BillRule/BillNumber/${RULE.code}`, {
    token: adminToken,
  });
  expect(drawn.data).toBe(`BX${platformToday()}0001`);
  await visiblePage(page).getByRole('button', { name: '刷新' }).click();
  await expect(rowWithCell(table, RULE.code)).toContainText(`BX${platformToday()}0001`);

  // Used rules cannot be deleted.
  await rowWithCell(table, RULE.code).getByRole('button', { name: '删除' }).click();
  await confirmDialog(page, /永久删除/)
    .getByRole('button', { name: OK_BUTTON })
    .click();
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: '单据已经被使用,不允许被删除' }),
  ).toBeVisible();
});
