import { openPage } from './support/admin-forms.ts';
import { expect, openSignedIn, screenshot, testOnOwnServer as test, toast } from './support/fixtures.ts';
import { visiblePage } from './support/shell.ts';

/*
 * 系统配置: an administrator renames the system on the 基本设置 tab; the shell shows the new name at
 * once, and so does the login page of someone not signed in. The name is seen by every spec on a
 * server, so this one runs on a server of its own.
 */

const RUN = Date.now().toString(36).slice(-6);
const NEW_NAME = `数字化平台${RUN}`;

test('a new system name shows in the shell and on the login page', async ({
  page,
  browser,
  baseURL,
  api,
  adminToken,
}) => {
  const config = await api.call<{ sysName: string }>('GET', '/system/SysConfig', { token: adminToken });
  expect(config.code, config.msg).toBe(200);
  const oldName = config.data.sysName;
  expect(oldName).not.toBe(NEW_NAME);

  await openSignedIn(page, adminToken);
  await expect(page.getByTestId('shell-logo')).toHaveAttribute('title', oldName);
  await openPage(page, ['system'], 'system.sysConfig');
  const screen = visiblePage(page);
  await expect(screen.getByRole('tab', { name: '基本设置' })).toHaveAttribute('aria-selected', 'true');
  const name = screen.getByTestId('sys-config-sysName');
  await expect(name).toHaveValue(oldName);
  await name.fill(NEW_NAME);
  await screen.getByTestId('sys-config-basic-save').click();
  await expect(toast(page, /成功/)).toBeVisible();

  const logo = page.getByTestId('shell-logo');
  await expect(logo).toHaveAttribute('title', NEW_NAME);
  await expect(logo).toContainText(NEW_NAME);
  await screenshot(page, 'system-name-shell');

  // Someone not signed in sees it on the login page.
  const visitor = await browser.newContext({ baseURL, locale: 'zh-CN' });
  try {
    const login = await visitor.newPage();
    await login.goto('/login');
    await expect(login.getByTestId('auth-brand')).toHaveText(NEW_NAME);
  } finally {
    await visitor.close();
  }
});
