import type { Api } from './support/api.ts';
import { expect, openSignedIn, screenshot, test } from './support/fixtures.ts';
import { visiblePage } from './support/shell.ts';
import { createDesign, releaseToOnlineDev, requestForm } from './support/visual-dev.ts';

/*
 * The low-code loop past the form: the administrator designs a design's list in 列表设计 (two columns,
 * one wider and sortable, a sum), releases the design to a menu and finds the list as designed with its
 * 合计 row; 代码生成 previews a TypeScript module of the same design; 动态字典示例 shows the seeded
 * dictionary's entries.
 */

const RUN = Date.now().toString(36).slice(-6);
const CODE = `ld${RUN}`;
const NAME = `报销单${RUN}`;

const FORM = requestForm(['title', 'amount']);

/** Releases the design to a menu under 在线开发 with two records in it; answers the menu's address. */
async function releaseWithRecords(api: Api, token: string, id: string): Promise<string> {
  const address = await releaseToOnlineDev(api, token, id, CODE);
  for (const [title, amount] of [
    ['差旅', 120.5],
    ['办公用品', 30],
  ] as const) {
    const saved = await api.call('POST', `/visualdev/OnlineDev/${id}`, {
      token,
      json: { data: JSON.stringify({ title, amount }) },
    });
    expect(saved.code, saved.msg).toBe(200);
  }
  return address;
}

test('designs a list in 列表设计, releases it and works with the list as designed; 代码生成 previews its module', async ({
  page,
  api,
  adminToken,
}) => {
  const id = await createDesign(api, adminToken, { fullName: NAME, enCode: CODE, form: FORM });
  await openSignedIn(page, adminToken, '/onlineDev/webDesign');
  const view = visiblePage(page);
  await view.getByTestId('visual-dev-search-keyword').fill(CODE);
  await view.getByTestId('visual-dev-search-keyword').press('Enter');
  const row = view.getByRole('row').filter({ hasText: NAME });
  await row.getByRole('button', { name: /编\s?辑/ }).click();
  const dialog = page.getByTestId('visual-dev-dialog');
  await dialog.getByTestId('visual-dev-list-design-button').click();

  const designer = page.getByTestId('list-designer');
  await designer.getByTestId('list-add-column-title').click();
  await designer.getByTestId('list-add-column-amount').click();
  await designer.getByTestId('list-column-width-title').fill('240');
  await designer.getByTestId('list-column-sortable-title').click();
  await designer.getByTestId('list-column-summary-amount').click();
  await screenshot(page, 'list-designer');
  await designer.getByTestId('list-designer-apply').click();
  await expect(designer).toBeHidden();
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(dialog).toBeHidden();

  const info = await api.call<{ columnData: string }>('GET', `/visualdev/Base/${id}`, { token: adminToken });
  const columns = JSON.parse(info.data.columnData) as { columnList: Record<string, unknown>[] };
  expect(columns.columnList).toEqual([
    expect.objectContaining({ prop: 'title', label: '事项', width: 240, sortable: true }),
    expect.objectContaining({ prop: 'amount', label: '金额' }),
  ]);

  const address = await releaseWithRecords(api, adminToken, id);
  await openSignedIn(page, adminToken, `/${address}`);
  const list = page.getByTestId('online-dev-page');
  await expect(list.getByRole('columnheader', { name: '事项' })).toBeVisible();
  await expect(list.getByRole('row').filter({ hasText: '差旅' })).toBeVisible();
  const summary = list.locator('.ant-table-summary');
  await expect(summary).toContainText('合计');
  await expect(summary).toContainText('150.5');
  await screenshot(page, 'list-designed');

  await openSignedIn(page, adminToken, '/onlineDev/generator');
  const generator = visiblePage(page);
  await generator
    .getByRole('row')
    .filter({ hasText: NAME })
    .getByRole('button', { name: '生成代码' })
    .click();
  const output = page.getByTestId('generate-code-dialog');
  await output.getByLabel('功能类名').fill('expenseClaim');
  await output.getByLabel('功能描述').fill('报销单');
  await page.getByRole('button', { name: '预览代码' }).click();
  const preview = page.getByTestId('code-preview');
  await preview.getByText('expense-claim.routes.ts').click();
  await expect(preview).toContainText('expenseClaimRoutes');
  await screenshot(page, 'code-preview');
});

test('动态字典示例 lists the seeded dictionary entries', async ({ page, adminToken }) => {
  await openSignedIn(page, adminToken, '/model/extend.dynamicDictionary');
  const list = page.getByTestId('online-dev-page');
  for (const name of ['展会', '官网', '转介绍']) {
    await expect(list.getByRole('row').filter({ hasText: name })).toBeVisible();
  }
});
