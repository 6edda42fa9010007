import { ADMIN } from './support/accounts.ts';
import type { MenuNode } from './support/api.ts';
import { expect, screenshot, TOKEN_KEY, testOnOwnServer as test, toast } from './support/fixtures.ts';
import { expandSidebar, menu } from './support/shell.ts';

/** The product's top-level sections as the seed names them (menu enCode → title). */
const SECTIONS: Record<string, string> = {
  workbench: '工作台',
  onlineDev: '在线开发',
  system: '系统管理',
  dataApp: '数据应用',
  permission: '组织权限',
  workflow: '流程中心',
  msgCenter: '消息中心',
  extend: '扩展示例',
};

/*
 * The admin's first sign-in can happen once per data dir, and the shared server's admin is prepared
 * before any spec runs: this test runs on a server of its own (fixture ownServer), seeded afresh.
 */
test('first login: the initial password must be changed in the 600 px dialog, then the full menu shows', async ({
  page,
  api,
}) => {
  await test.step('/ lands on the portal, which is the login screen', async () => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/portal$/);
    await expect(page.getByTestId('login-tab-password')).toHaveText('账号登录');
    await expect(page.getByTestId('login-tab-scan')).toBeVisible();
    await expect(page.getByTestId('login-tab-sms')).toBeVisible();
    await screenshot(page, 'login');
  });

  await test.step('admin signs in with the initial password', async () => {
    await page.getByTestId('login-account').fill(ADMIN.account);
    await page.getByTestId('login-password').fill(ADMIN.initialPassword);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/home$/);
  });

  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('force-password-dialog') });
  await test.step('the forced password dialog is 600 px wide and cannot be dismissed', async () => {
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.ant-modal-title')).toHaveText('修改密码');
    await expect(dialog).toHaveCSS('width', '600px');
    await expect(dialog.locator('.ant-modal-close')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(20, 450); // on the mask, outside the dialog
    // A dismissed dialog starts antd's leave animation as the event is handled: once two more frames
    // are drawn, it would carry the leave class.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(dialog).not.toHaveClass(/-leave/);
    await expect(dialog).toBeVisible();
    await screenshot(page, 'force-password');
  });

  await test.step('a policy-breaking new password is refused in the dialog', async () => {
    await page.getByTestId('force-password-old').fill(ADMIN.initialPassword);
    await page.getByTestId('force-password-new').fill('abc');
    await page.getByTestId('force-password-repeat').fill('abd');
    await page.getByTestId('force-password-submit').click();
    await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  await test.step('old, new, repeat and the captcha change the password', async () => {
    await page.getByTestId('force-password-new').fill(ADMIN.password);
    await page.getByTestId('force-password-repeat').fill(ADMIN.password);
    const src = (await page.getByTestId('force-password-captcha-image').getAttribute('src')) ?? '';
    const key = decodeURIComponent(/\/ImageCode\/([^/?]+)/.exec(src)?.[1] ?? '');
    expect(key, `captcha key in ${src}`).not.toBe('');
    await page.getByTestId('force-password-code').fill(await api.captchaCode(key));
    await page.getByTestId('force-password-submit').click();
    await expect(toast(page, '修改成功')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) ?? '';
  await test.step('the session lives on and the new password signs in; the initial one no longer does', async () => {
    const current = await api.currentUser(token);
    expect(current.code).toBe(200);
    expect(current.data.userInfo.changePasswordDate).not.toBeNull();
    expect((await api.login(ADMIN.account, ADMIN.initialPassword)).code).toBe(400);
    expect((await api.login(ADMIN.account, ADMIN.password)).code).toBe(200);
  });

  await test.step('what the server refused before the change now loads: unread badge and messages', async () => {
    const unread = await api.call<{ unreadTotalCount: number }>('GET', '/message/getUnreadCount', { token });
    const count = String(unread.data.unreadTotalCount);
    expect(unread.data.unreadTotalCount).toBeGreaterThan(0);
    await expect
      .soft(page.getByTestId('message-bell'))
      .toHaveAttribute('data-count', count, { timeout: 5_000 });
    await expect.soft(page.getByTestId('home-unread')).toContainText(count, { timeout: 1_000 });
  });

  await test.step('the shell shows the server-built menu with every top-level section', async () => {
    const { data } = await api.currentUser(token);
    const topLevel = data.menuList.map((m: MenuNode) => m.fullName);
    const sidebar = page.getByTestId('sidebar');
    for (const [enCode, title] of Object.entries(SECTIONS)) {
      await expect(sidebar.getByTestId(`menu-${enCode}`)).toHaveText(title);
    }
    // The sidebar shows exactly the server's first level, in the server's order.
    await expect(sidebar.locator('.ant-menu-root > li.ant-menu-submenu .ant-menu-submenu-title')).toHaveText(
      topLevel,
    );
    await expandSidebar(page, 'system', 'permission');
    await expect(menu(page, 'system.menu')).toHaveText('菜单管理');
    await expect(menu(page, 'permission.user')).toHaveText('用户管理');
    await expect(page.getByTestId('navbar').getByTestId('user-dropdown')).toContainText(ADMIN.realName);
  });
});
