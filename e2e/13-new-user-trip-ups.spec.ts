import type { Locator, Page } from '@playwright/test';
import { formDialog, rowWithCell, searchList } from './support/admin-forms.ts';
import { expect, OK_BUTTON, openSignedIn, screenshot, signIn, test, toast } from './support/fixtures.ts';
import { expandSidebar, visiblePage } from './support/shell.ts';

/* What a new user tripped over in the shell and the administration screens, at 1440×900 and 1024×768. */

/** Whether the document scrolls vertically (a page scrollbar). */
const hasPageScrollbar = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollHeight > document.documentElement.clientHeight);

/** The horizontal gap in px between two elements (b to the right of a). */
async function gapBetween(a: Locator, b: Locator): Promise<number> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) throw new Error('an element is not visible');
  return Math.round(boxB.x - (boxA.x + boxA.width));
}

test('login and lock screens fill the window without a frame or a page scrollbar', async ({
  page,
  newAdminToken,
}) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  expect(await hasPageScrollbar(page)).toBe(false);
  await screenshot(page, 'login-1440');

  await openSignedIn(page, await newAdminToken());
  await page.getByTestId('lock-button').click();
  await expect(page.getByTestId('lock-password')).toBeVisible();
  expect(await hasPageScrollbar(page)).toBe(false);
});

test('a user signed out by an administrator is told why on the login page', async ({
  page,
  api,
  adminToken,
  newUser,
}) => {
  const user = await newUser();
  const token = await api.token(user.account, user.password);
  const sessions = await api.call<{ list: { id: string; account: string }[] }>(
    'GET',
    `/permission/OnlineUser?keyword=${user.account}`,
    { token: adminToken },
  );
  const session = sessions.data.list.find((s) => s.account === user.account);
  expect(session).toBeDefined();
  const kicked = await api.call('POST', `/permission/OnlineUser/Actions/ForceOffline/${session?.id}`, {
    token: adminToken,
  });
  expect(kicked.code).toBe(200);

  // The browser still holds the token; its first call answers 601.
  await signIn(page, token);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByTestId('login-session-ended')).toHaveText('您已退出登录：您已被管理员强制下线');
  await screenshot(page, 'login-signed-out-by-admin');
});

test('the settings drawer closes on Esc', async ({ page, adminToken }) => {
  await openSignedIn(page, adminToken);
  await page.getByTestId('settings-button').click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-drawer')).toBeHidden();
});

test('a type 1 folder is a heading, its pages sit deeper', async ({ page, adminToken }) => {
  await openSignedIn(page, adminToken);
  await expandSidebar(page, 'system');
  const sidebar = page.getByTestId('sidebar');
  const heading = sidebar.getByTestId('menu-system.ops');
  // The page's content (its icon) starts one indent step right of the heading's text.
  const childIcon = sidebar.getByTestId('menu-system.log').locator('.anticon').first();
  await expect(heading.locator('.anticon')).toHaveCount(0);
  const [headingBox, childBox] = await Promise.all([heading.boundingBox(), childIcon.boundingBox()]);
  expect((childBox?.x ?? 0) - (headingBox?.x ?? 0)).toBeGreaterThanOrEqual(16);
  await screenshot(page, 'sidebar-folder-heading');
});

test('the large-screen entry says it is not built yet, with no token in the address', async ({
  page,
  adminToken,
}) => {
  await openSignedIn(page, adminToken);
  await expandSidebar(page, 'extend');
  const popup = page.waitForEvent('popup', { timeout: 2_000 }).catch(() => null);
  await page.getByTestId('sidebar').getByTestId('menu-extend.dataScreen').click();
  await expect(visiblePage(page).getByTestId('not-built-page')).toContainText('大屏示例');
  expect(page.url()).toMatch(/\/dataScreen\//);
  expect(page.url()).not.toContain(adminToken.replace(/^Bearer\s+/i, ''));
  expect(await popup).toBeNull();
});

test.describe('user administration', () => {
  test('the reset dialog takes a policy-valid password with #, which then signs in', async ({
    page,
    api,
    adminToken,
    newUser,
  }) => {
    const user = await newUser();
    await openSignedIn(page, adminToken, '/permission/user');
    await searchList(page, 'user-search', user.account);
    const row = rowWithCell(visiblePage(page).getByTestId('user-table'), user.account);
    await row.getByTestId('user-row-more').click();
    await page.locator('.ant-dropdown-menu-item').filter({ hasText: '重置密码' }).click();

    const dialog = formDialog(page, 'user-reset-dialog');
    await expect(dialog.getByTestId('password-policy-hint')).toHaveText('长度 8-16 位，须包含数字、小写字母');
    const password = 'Reset#2026ab';
    await dialog.getByLabel('新密码').fill(password);
    await dialog.getByLabel('确认密码').fill(password);
    await dialog.getByRole('button', { name: OK_BUTTON }).click();
    await expect(toast(page, /成功|已重置/)).toBeVisible();
    await expect(dialog).toBeHidden();
    expect((await api.login(user.account, password)).code).toBe(200);
  });

  test('toolbar buttons are evenly spaced at 1440 px', async ({ page, adminToken }) => {
    await openSignedIn(page, adminToken, '/permission/user');
    const userPage = visiblePage(page);
    // antd spaces two-character Chinese labels (导 入).
    const button = (text: RegExp) => userPage.locator('button').filter({ hasText: text });
    await expect(button(/^导\s?入$/)).toBeVisible();
    expect(await gapBetween(button(/^导\s?入$/), button(/^导\s?出$/))).toBe(8);
    expect(await gapBetween(button(/^导\s?出$/), button(/^列设置$/))).toBe(8);
    expect(await gapBetween(button(/^列设置$/), button(/^新\s?建$/))).toBe(8);
    await screenshot(page, 'user-list-1440');
  });

  test('at 1024 px the list shows account, name and mobile before the pinned 操作 column', async ({
    page,
    adminToken,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openSignedIn(page, adminToken, '/permission/user');
    const table = visiblePage(page).getByTestId('user-table');
    await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
    const header = (name: string) =>
      table
        .locator('th')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .first();
    const actions = await header('操作').boundingBox();
    for (const name of ['账号', '姓名', '手机']) {
      const box = await header(name).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual((actions?.x ?? 0) + 1);
    }
    // The contact button covers no part of the pager, even with the list scrolled to its end.
    await page.getByTestId('app-main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
    const sizes = await visiblePage(page).getByTestId('user-pager').boundingBox();
    const contact = await page.getByTestId('contact-button').boundingBox();
    const overlaps =
      sizes && contact
        ? sizes.x < contact.x + contact.width &&
          contact.x < sizes.x + sizes.width &&
          sizes.y < contact.y + contact.height &&
          contact.y < sizes.y + sizes.height
        : false;
    expect(overlaps).toBe(false);
    await screenshot(page, 'user-list-1024');

    await visiblePage(page)
      .getByRole('button', { name: /新\s?建/ })
      .click();
    const dialog = formDialog(page, 'user-dialog');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(768);
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'user-dialog-1024');
  });
});

test('a granted 详情 on positions opens the position read-only', async ({ page, adminToken }) => {
  await openSignedIn(page, adminToken, '/permission/position');
  const table = visiblePage(page).getByTestId('position-table');
  await expect(table.locator('tr.ant-table-row').first()).toBeVisible();
  await table
    .locator('tr.ant-table-row')
    .first()
    .getByRole('button', { name: /详\s?情/ })
    .click();
  await expect(page.getByTestId('position-detail')).toBeVisible();
  await expect(page.getByTestId('position-detail').locator('input')).toHaveCount(0);
  await screenshot(page, 'position-detail');
});
