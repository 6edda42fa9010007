import { expect, openSignedIn, screenshot, test, toast } from './support/fixtures.ts';
import { chooseOption, formItem, pickInDialog, typePickerValue } from './support/form-widgets.ts';
import { visiblePage } from './support/shell.ts';

/*
 * 扩展示例 on a fresh start: 表格示例 opens the seeded contract ledger (search, 合计, pages) and 表单示例
 * the seeded expense claim form, whose lines work out their amounts and total before it is submitted.
 */

const RUN = Date.now().toString(36).slice(-6);

test('表格示例 lists the seeded contracts with their total and finds them by name', async ({
  page,
  adminToken,
}) => {
  await openSignedIn(page, adminToken, '/model/extend.tableDemo');
  const list = visiblePage(page).getByTestId('online-dev-list');
  const newest = list.getByRole('row').filter({ hasText: 'HT-2026-012' });
  await expect(newest).toContainText('采购合同');
  // Signed on 30 October in China: the day the system's time zone gives, whatever the browser's.
  await expect(newest).toContainText('2026-10-30');
  await expect(list.locator('.ant-pagination')).toContainText('12');
  await expect(list.locator('.ant-table-summary')).toContainText('合计');
  await screenshot(page, 'extend-table-demo');

  await list.getByRole('textbox', { name: '合同名称' }).fill('采购');
  await list.getByRole('button', { name: /^查\s?询$/ }).click();
  await expect(list.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(4);
  await expect(list.getByRole('row').filter({ hasText: '服务器及存储采购' })).toBeVisible();
});

test('表单示例 works out the claim from its lines and submits it', async ({ page, adminToken }) => {
  await openSignedIn(page, adminToken, '/model/extend.formDemo');
  const form = visiblePage(page).getByTestId('online-dev-page');
  await formItem(form, '报销事由').getByRole('textbox').fill(`客户拜访${RUN}`);
  await pickInDialog(page, formItem(form, '报销人'), [{ keyword: '李四' }]);
  await typePickerValue(formItem(form, '报销日期').getByRole('textbox'), '2026-11-20');

  const lines = form.locator('[data-sub-table="lines"]');
  const rows: [kind: string, quantity: string, price: string][] = [
    ['差旅费', '2', '153.5'],
    ['招待费', '1', '80'],
  ];
  for (const [index, [kind, quantity, price]] of rows.entries()) {
    await form.getByRole('button', { name: '添加费用' }).click();
    // The row by its 序号 cell.
    const row = lines
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(index + 1), exact: true }) });
    await chooseOption(page, row, kind);
    const numbers = row.getByRole('spinbutton');
    await numbers.nth(0).fill(quantity);
    await numbers.nth(1).fill(price);
  }
  await expect(lines.locator('.ant-table-summary')).toContainText('387');
  await expect(formItem(form, '报销总额(元)')).toContainText('387');
  await expect(formItem(form, '报销总额(元)')).toContainText('叁佰捌拾柒');
  await screenshot(page, 'extend-form-demo');

  await form.getByRole('button', { name: /提\s?交/ }).click();
  await expect(toast(page, /成功/)).toBeVisible();
  // A fresh form for the next claim.
  await expect(formItem(form, '报销事由').getByRole('textbox')).toHaveValue('');
});
