import { ADMIN } from './support/accounts.ts';
import { expect, OK_BUTTON, openSignedIn, screenshot, test, toast } from './support/fixtures.ts';

interface MySession {
  id: string;
  isCurrent: boolean;
}

test.describe('profile', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await openSignedIn(page, adminToken, '/profile');
    await expect(page.getByTestId('profile-tab-base')).toHaveText('个人资料');
  });

  test('edit the base info and save: the server message shows and the view has the new values', async ({
    page,
    api,
    adminToken,
  }) => {
    await expect(page.getByRole('row').filter({ hasText: '账号' }).first()).toContainText(ADMIN.account);
    await screenshot(page, 'profile');
    const landline = `0571-${String(Date.now()).slice(-8)}`;

    await page.getByTestId('base-edit').click();
    await expect(page.getByTestId('base-realName')).toHaveValue(ADMIN.realName);
    await page.getByTestId('base-landline').fill(landline);
    await page.getByTestId('base-email').fill('not-an-email');
    await page.getByTestId('base-save').click();
    await expect(page.getByTestId('base-info-form').locator('.ant-form-item-explain-error')).toBeVisible();

    await page.getByTestId('base-email').fill('admin@example.com');
    await page.getByTestId('base-save').click();
    await expect(toast(page, '保存成功')).toBeVisible();
    await expect(page.getByTestId('base-info-form')).toBeHidden();
    await expect(page.getByRole('cell', { name: landline })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'admin@example.com' })).toBeVisible();

    const saved = await api.call<{ landline: string; email: string }>(
      'GET',
      '/permission/Users/Current/BaseInfo',
      { token: adminToken },
    );
    expect(saved.data).toMatchObject({ landline, email: 'admin@example.com' });
  });

  test('the login log lists my sign-ins', async ({ page }) => {
    await page.getByTestId('profile-tab-log').click();
    await expect(page).toHaveURL('/profile?tab=log');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const success = rows.filter({ hasText: '成功' }).filter({ hasText: '登录' });
    await expect(success.first()).toContainText('127.0.0.1');
    await expect(page.getByText(/^共 \d+ 条$/)).toBeVisible();
  });

  test('active sessions: another device can be signed out and its token stops working', async ({
    page,
    api,
    newAdminToken,
  }) => {
    const otherToken = await newAdminToken();
    const sessions = await api.call<MySession[]>('GET', '/permission/Users/Current/Sessions', {
      token: otherToken,
    });
    const other = sessions.data.find((s) => s.isCurrent);
    expect(other, 'the new session is listed').toBeDefined();

    await page.getByTestId('profile-tab-sessions').click();
    const rows = page.getByTestId('session-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(2);

    const current = rows.and(page.locator('[data-current="true"]'));
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('当前设备');
    await expect(current.getByTestId('session-revoke')).toHaveCount(0);

    const otherRow = page.locator(`[data-testid="session-row"][data-session-id="${other?.id}"]`);
    await expect(otherRow).toContainText('账号密码');
    await otherRow.getByTestId('session-revoke').click();
    const popconfirm = page.locator('.ant-popconfirm').filter({ hasText: '确定让该设备退出登录吗？' });
    await popconfirm.getByRole('button', { name: OK_BUTTON }).click();
    await expect(toast(page, '退出成功')).toBeVisible();
    await expect(otherRow).toHaveCount(0);
    await expect(current).toHaveCount(1);

    // The signed-out device is told so on its next call (601).
    const refused = await api.currentUser(otherToken);
    expect(refused.code).toBe(601);
  });
});
