import { ZHANGSAN } from './support/accounts.ts';
import type { MenuNode } from './support/api.ts';
import { expect, screenshot, TOKEN_KEY, testOnOwnServer as test, toast } from './support/fixtures.ts';

/** Sections only administrators (or other roles) hold: none is granted to zhangsan's role or group. */
const NOT_GRANTED = ['onlineDev', 'system', 'dataApp', 'permission', 'msgCenter'];

/*
 * zhangsan's number gets one SMS code a minute (and ten a day): a second run on the same server, a
 * retry included, would be refused the code. The test runs on a server of its own (fixture ownServer).
 */

test('SMS login as the restricted user zhangsan shows a smaller menu than the admin sees', async ({
  page,
  api,
  adminToken,
}) => {
  await test.step('phone and SMS code sign zhangsan in', async () => {
    await page.goto('/login');
    await page.getByTestId('login-tab-sms').click();
    await page.getByTestId('login-mobile').fill(ZHANGSAN.mobile);
    await page.getByTestId('login-sms-send').click();
    await expect(toast(page, '验证码已发送')).toBeVisible();
    await expect(page.getByTestId('login-sms-send')).toBeDisabled();
    await expect(page.getByTestId('login-sms-send')).toHaveText(/\d+秒后重新获取/);
    await page.getByTestId('login-sms-code').fill(await api.smsCode(ZHANGSAN.mobile));
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByTestId('user-dropdown')).toContainText(ZHANGSAN.realName);
  });

  const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)) ?? '';
  const own = await api.currentUser(token);
  const admin = await api.currentUser(adminToken);
  expect(own.data.userInfo.userAccount).toBe(ZHANGSAN.account);
  const ownTop = own.data.menuList.map((m: MenuNode) => m.enCode);
  const adminTop = admin.data.menuList.map((m: MenuNode) => m.enCode);

  await test.step('the sidebar has only the granted sections', async () => {
    expect(ownTop.length).toBeLessThan(adminTop.length);
    expect(ownTop).toEqual(['workbench', 'workflow', 'extend']);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.locator('.ant-menu-root > li.ant-menu-submenu')).toHaveCount(ownTop.length);
    await expect(sidebar.getByTestId('menu-workflow')).toHaveText('流程中心');
    await expect(sidebar.getByTestId('menu-extend')).toHaveText('扩展示例');
    for (const enCode of NOT_GRANTED) {
      expect(adminTop).toContain(enCode);
      await expect(sidebar.getByTestId(`menu-${enCode}`)).toHaveCount(0);
    }
    // Demo users have no initial password to change: no forced dialog, and the home data loads.
    await expect(page.getByTestId('force-password-dialog')).toHaveCount(0);
    await screenshot(page, 'sms-login-zhangsan');
  });

  await test.step("an admin page's address is unknown to zhangsan", async () => {
    await page.goto('/system/menu');
    await expect(page).toHaveURL('/404');
  });
});
