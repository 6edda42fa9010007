import type { Locator, Page } from '@playwright/test';
import { USER_PASSWORD } from './support/accounts.ts';
import { activateUser, createUser } from './support/api.ts';
import { confirmDialog, expect, OK_BUTTON, openSignedIn, screenshot, test } from './support/fixtures.ts';
import { chooseOption, formItem, pickInDialog, uploadFiles } from './support/form-widgets.ts';
import { visiblePage } from './support/shell.ts';
import { downloadOf, readSheet, rowTexts } from './support/spreadsheets.ts';
import { designByCode, findMenu, grantMenuToRole, newDesignDialog } from './support/visual-dev.ts';

/*
 * The low-code loop without code: the administrator draws a form in 功能设计 (a text, a dictionary
 * select, a user picker, two numbers and a calculated amount, an upload, a sub-table), designs its
 * list (columns, a search field, the amount summed, export), releases it to a menu under 在线开发 and
 * grants the menu to a role; a user of that role adds a record with every one of those widgets,
 * finds it with the search bar, edits it, and exports the list.
 */

const RUN = Date.now().toString(36).slice(-6);
const CODE = `lc${RUN}`;
const NAME = `采购申请${RUN}`;
const ROLE_CODE = `lcrole${RUN}`;
const RELEASE_APP = '同步APP端菜单';
const RELEASE_CONFIRM = '发布模板会覆盖当前线上版本且进行菜单同步，是否继续？';

/** Adds a widget from the palette and names it; answers the widget on the canvas. */
async function addWidget(designer: Locator, key: string, formId: number, label: string, name: string) {
  await designer.getByTestId(`palette-${key}`).click();
  const widget = designer.getByTestId(`designer-widget-${formId}`);
  await expect(widget).toBeVisible();
  await designer.getByTestId('prop-label').fill(label);
  await designer.getByTestId('prop-vModel').fill(name);
  await expect(widget).toContainText(label);
  return widget;
}

/** Opens an antd select or tree select by its test id, types to search (if given) and picks the option. */
async function pickProperty(page: Page, scope: Locator, testId: string, search: string, option: string) {
  const select = scope.getByTestId(testId);
  await select.click();
  if (search) await select.locator('input').fill(search);
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .locator('.ant-select-item-option, .ant-select-tree-node-content-wrapper')
    .filter({ hasText: option })
    .first()
    .click();
}

test('a designer builds, releases and grants a form and list; a user of the role works with it', async ({
  page,
  browser,
  baseURL,
  api,
  adminToken,
}) => {
  // One story across two users and four screens.
  test.setTimeout(180_000);
  const { view, dialog } = await newDesignDialog(page, adminToken, { name: NAME, code: CODE });

  await test.step('设计表单: every widget of the story, with its properties', async () => {
    await dialog.getByTestId('visual-dev-design-button').click();
    const designer = page.getByTestId('form-designer');
    await addWidget(designer, 'comInput', 101, '物品', 'item');
    await designer.getByTestId('prop-required').click();
    await addWidget(designer, 'select', 102, '供应商等级', 'grade');
    await pickProperty(page, designer, 'prop-dataType', '', '数据字典');
    await pickProperty(page, designer, 'prop-dictionaryType', '供应商等级', '供应商等级 (SupplierGrade)');
    await addWidget(designer, 'userSelect', 103, '经办人', 'handler');
    await addWidget(designer, 'numInput', 104, '单价', 'price');
    await addWidget(designer, 'numInput', 105, '数量', 'qty');
    await addWidget(designer, 'calculate', 106, '金额', 'amount');
    await designer.getByTestId('prop-expression').fill('{price} * {qty}');
    await addWidget(designer, 'uploadFz', 107, '附件', 'files');
    await addWidget(designer, 'table', 108, '明细', 'lines');
    // With the sub-table selected, the palette adds its columns.
    await addWidget(designer, 'comInput', 109, '规格', 'spec');
    await designer.getByTestId('designer-widget-108').click({ position: { x: 5, y: 5 } });
    await addWidget(designer, 'numInput', 110, '件数', 'pieces');
    await expect(designer.getByTestId('designer-slot-108').getByTestId('designer-widget-110')).toBeVisible();
    await screenshot(page, 'low-code-form-design');
    await designer.getByTestId('designer-apply').click();
    await expect(designer).toBeHidden();
  });

  await test.step('列表设计: columns, a search field, the amount summed, export', async () => {
    await dialog.getByTestId('visual-dev-list-design-button').click();
    const designer = page.getByTestId('list-designer');
    for (const name of ['item', 'grade', 'handler', 'amount'])
      await designer.getByTestId(`list-add-column-${name}`).click();
    await designer.getByTestId('list-add-search-item').click();
    await designer.getByTestId('list-column-summary-amount').click();
    await designer.getByTestId('list-button-toolbar-download').click();
    // Buttons, columns and form fields follow the menu's grants.
    for (const name of ['useBtnPermission', 'useColumnPermission', 'useFormPermission'])
      await designer.getByTestId(`list-setting-${name}`).click();
    await designer.getByTestId('list-designer-apply').click();
    await expect(designer).toBeHidden();
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect(dialog).toBeHidden();
    const saved = await designByCode(api, adminToken, CODE);
    expect(JSON.parse(saved.columnData)).toMatchObject({
      useBtnPermission: true,
      useColumnPermission: true,
      useFormPermission: true,
      columnList: [{ prop: 'item' }, { prop: 'grade' }, { prop: 'handler' }, { prop: 'amount' }],
    });
  });

  await test.step('发布 to a menu under 在线开发', async () => {
    await view.getByTestId('visual-dev-search-keyword').fill(CODE);
    await view.getByTestId('visual-dev-search-keyword').press('Enter');
    const row = view.getByRole('row').filter({ hasText: NAME });
    await row.getByTestId('visual-dev-row-more').click();
    await page.getByRole('menuitem', { name: '发布' }).click();
    const release = page.getByTestId('visual-dev-release').locator('.ant-modal').filter({ visible: true });
    // Web only: the App side is unticked (a click while the dialog still zooms in can miss).
    const appSide = release.getByRole('checkbox', { name: RELEASE_APP });
    await expect(async () => {
      await appSide.uncheck({ timeout: 1_000 });
      await expect(appSide).not.toBeChecked();
    }).toPass();
    await release.getByTestId('visual-dev-release-pc-system').click();
    await page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .locator('.ant-select-item-option')
      .first()
      .click();
    await release.getByTestId('visual-dev-release-pc-parent').click();
    await page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .locator('.ant-select-tree-node-content-wrapper')
      .filter({ hasText: /^在线开发$/ })
      .click();
    await release.getByRole('button', { name: OK_BUTTON }).click();
    await confirmDialog(page, RELEASE_CONFIRM).getByRole('button', { name: OK_BUTTON }).click();
    await expect(release).toBeHidden();
    await expect(row).toContainText('已发布');
  });

  const roleId = await grantMenuToRole(api, adminToken, {
    role: { fullName: `采购员${RUN}`, enCode: ROLE_CODE },
    menuCode: CODE,
    buttons: ['btn_add', 'btn_edit', 'btn_download'],
  });
  expect(roleId).not.toBe('');
  const user = await activateUser(
    api,
    await createUser(api, adminToken, {
      account: `e2elc${RUN}`,
      realName: `采购员${RUN}`,
      organizeCode: 'rnd',
      roleCodes: [ROLE_CODE],
    }),
    USER_PASSWORD,
  );
  const token = await api.token(user.account, USER_PASSWORD);
  const menu = findMenu((await api.currentUser(token)).data.menuList, CODE);
  if (!menu?.urlAddress) throw new Error('the role user does not hold the released menu');

  // The role's user, in a browser of their own.
  const context = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  const userPage = await context.newPage();
  await openSignedIn(userPage, token, `/${menu.urlAddress}`);
  await expect(userPage.getByTestId('navbar')).toContainText(`采购员${RUN}`);
  const list = visiblePage(userPage).getByTestId('online-dev-list');

  await test.step('the role user adds a record with every widget', async () => {
    await list.getByRole('button', { name: /新\s?增/ }).click();
    const form = userPage
      .getByRole('dialog')
      .filter({ has: userPage.locator('.ant-modal-title', { hasText: '新增' }) });
    await formItem(form, '物品').getByRole('textbox').fill(`打印机${RUN}`);
    await chooseOption(userPage, formItem(form, '供应商等级'), 'B级');
    await pickInDialog(userPage, formItem(form, '经办人'), [{ keyword: '李四' }]);
    await formItem(form, '单价').getByRole('spinbutton').fill('1250');
    await formItem(form, '数量').getByRole('spinbutton').fill('2');
    await expect(formItem(form, '金额')).toContainText('2500');
    await uploadFiles(formItem(form, '附件'), [
      { name: '报价单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    const table = form.locator('[data-sub-table="lines"]');
    await form.getByRole('button', { name: /^添\s?加$/ }).click();
    const cells = table.locator('.ant-table-tbody tr.ant-table-row').first();
    await cells.getByRole('textbox').fill('A4 激光');
    await cells.getByRole('spinbutton').fill('2');
    await screenshot(userPage, 'low-code-record-form');
    await form.getByRole('button', { name: /提\s?交|确\s?定/ }).click();
    await expect(form).toBeHidden();
    const added = list.getByRole('row').filter({ hasText: `打印机${RUN}` });
    await expect(added).toContainText('B级');
    await expect(added).toContainText('李四');
    await expect(list.locator('.ant-table-summary')).toContainText('2500');
  });

  await test.step('found with the search bar and edited', async () => {
    await list.getByRole('textbox', { name: '物品' }).fill(`打印机${RUN}`);
    await list.getByRole('button', { name: /^查\s?询$/ }).click();
    const row = list.getByRole('row').filter({ hasText: `打印机${RUN}` });
    await expect(row.getByRole('button', { name: /删\s?除/ })).toHaveCount(0);
    await row.getByRole('button', { name: /编\s?辑/ }).click();
    const edit = userPage
      .getByRole('dialog')
      .filter({ has: userPage.locator('.ant-modal-title', { hasText: '编辑' }) });
    await expect(formItem(edit, '附件')).toContainText('报价单.pdf');
    await formItem(edit, '数量').getByRole('spinbutton').fill('3');
    await expect(formItem(edit, '金额')).toContainText('3750');
    await edit.getByRole('button', { name: /提\s?交|确\s?定/ }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('3750');
    await screenshot(userPage, 'low-code-list');
  });

  await test.step('exported with the names the list shows', async () => {
    await list.getByRole('button', { name: /导\s?出/ }).click();
    const dialog = userPage
      .getByTestId('online-dev-export-dialog')
      .locator('.ant-modal')
      .filter({ visible: true });
    const exported = await downloadOf(userPage, () =>
      dialog.getByRole('button', { name: /导\s?出/ }).click(),
    );
    const sheet = await readSheet(exported);
    const headers = rowTexts(sheet, 1);
    expect(headers).toEqual(['物品', '供应商等级', '经办人', '金额']);
    expect(rowTexts(sheet, 2)).toEqual([`打印机${RUN}`, 'B级', expect.stringContaining('李四'), '3750']);
  });
  await context.close();
});
