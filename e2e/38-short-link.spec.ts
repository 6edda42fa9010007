import type { Page } from '@playwright/test';
import { expect, OK_BUTTON, openSignedIn, screenshot, test, toast } from './support/fixtures.ts';
import { chooseOption, formItem } from './support/form-widgets.ts';
import { visiblePage } from './support/shell.ts';
import {
  createDesign,
  designList,
  releaseToOnlineDev,
  requestColumns,
  requestForm,
} from './support/visual-dev.ts';

/*
 * 外链: the administrator switches on a released design's form link with a password and its public
 * list showing 事项 and 级别 only; a visitor with no account opens the form link, is refused with a
 * wrong password, fills the form with the right one and submits; the list link then shows the record
 * without 金额, and the record is in the design's own list for the signed-in administrator.
 */

const RUN = Date.now().toString(36).slice(-6);
const CODE = `sl${RUN}`;
const NAME = `访客登记${RUN}`;
const PASSWORD = 'Visit#2026';
const TITLE = `参观预约${RUN}`;

const FORM = requestForm(['title', 'level', 'amount']);
const COLUMNS = designList({
  columns: requestColumns(['title', 'level', 'amount']),
  search: requestColumns(['title']),
  buttons: ['add'],
  rowButtons: ['edit'],
});

/** Picks `names` in the settings' multiple select with this test id, then closes its dropdown. */
async function chooseMany(page: Page, testId: string, names: string[]) {
  const select = page.getByTestId(testId);
  await select.click();
  for (const name of names) {
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .last()
      .getByTitle(name)
      .click();
  }
  await page.keyboard.press('Escape');
}

test('a visitor fills a form link behind its password and finds the record in the list link', async ({
  page,
  browser,
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

  const links = await test.step('the administrator switches on both links in 外链设置', async () => {
    await openSignedIn(page, adminToken, '/onlineDev/webDesign');
    const view = visiblePage(page);
    await view.getByTestId('visual-dev-search-keyword').fill(CODE);
    await view.getByTestId('visual-dev-search-keyword').press('Enter');
    const row = view.getByRole('row').filter({ hasText: NAME });
    await row.getByTestId('visual-dev-row-more').click();
    await page.getByRole('menuitem', { name: '外链设置' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '表单外链配置' });
    await dialog.getByRole('switch', { name: '外链填单' }).click();
    await dialog.getByTestId('short-link-formPassUse').click();
    await dialog.getByTestId('short-link-formPassword').fill(PASSWORD);
    await dialog.getByRole('switch', { name: '公开查询' }).click();
    await chooseMany(page, 'short-link-condition', ['事项']);
    await chooseMany(page, 'short-link-text', ['事项', '级别']);
    const form = await dialog.getByTestId('short-link-form-link').inputValue();
    const list = await dialog.getByTestId('short-link-column-link').inputValue();
    expect(form).toMatch(/\/formShortLink\?/);
    await screenshot(page, 'short-link-settings');
    await dialog.getByRole('button', { name: OK_BUTTON }).click();
    await expect(toast(page, /成功/)).toBeVisible();
    await expect(dialog).toBeHidden();
    return { form, list };
  });

  // The visitor has no session at all: a browser context of its own.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();

  await test.step('the visitor is refused with a wrong password and fills the form with the right one', async () => {
    await guest.goto(links.form);
    const gate = guest.getByTestId('short-link-password');
    // The password goes in with Enter, as a keyboard user sends it: right after a refusal the button can
    // still hold antd's leaving loading icon, which names it "loading 确 定" (seen when run after spec 28).
    await gate.getByLabel('请输入密码').fill('Wrong#2026');
    await gate.getByLabel('请输入密码').press('Enter');
    await expect(guest.getByTestId('short-link-password-error')).toContainText('密码错误');
    await gate.getByLabel('请输入密码').fill(PASSWORD);
    await gate.getByLabel('请输入密码').press('Enter');
    const card = guest.getByTestId('short-link-page');
    await expect(card).toContainText(NAME);
    await formItem(card, '事项').getByRole('textbox').fill(TITLE);
    await chooseOption(guest, formItem(card, '级别'), '紧急');
    await formItem(card, '金额').getByRole('spinbutton').fill('88');
    await card.getByRole('button', { name: /^提\s?交$/ }).click();
    await expect(guest.getByTestId('short-link-submitted')).toContainText('提交成功');
    await screenshot(guest, 'short-link-submitted');
  });

  await test.step('the list link shows the record with 事项 and 级别 only', async () => {
    await guest.goto(links.list);
    const list = guest.getByTestId('short-link-list');
    await list.getByRole('textbox').first().fill(TITLE);
    await list.getByRole('button', { name: /查\s?询/ }).click();
    const row = list.getByRole('row').filter({ hasText: TITLE });
    await expect(row).toContainText('紧急');
    await expect(list.getByRole('columnheader', { name: '金额' })).toHaveCount(0);
    await screenshot(guest, 'short-link-list');
  });
  await visitor.close();

  await test.step("the record is in the design's list for the administrator", async () => {
    await openSignedIn(page, adminToken, `/${address}`);
    const list = visiblePage(page).getByTestId('online-dev-list');
    const row = list.getByRole('row').filter({ hasText: TITLE });
    await expect(row).toContainText('紧急');
    await expect(row).toContainText('88');
  });
});
