import { ADMIN } from './support/accounts.ts';
import { expect, openSignedIn, screenshot, test, toast } from './support/fixtures.ts';

test('lock the screen from the navbar and unlock it with the password', async ({
  page,
  api,
  newAdminToken,
}) => {
  const token = await newAdminToken();
  await openSignedIn(page, token, '/profile');

  await test.step('the lock button locks the session and shows the lock screen', async () => {
    await page.getByTestId('lock-button').click();
    await expect(page).toHaveURL(/\/lockScreen\?redirect=%2Fprofile$/);
    await expect(page.getByTestId('lock-user-name')).toHaveText(ADMIN.realName);
    await expect(page.getByText('屏幕已锁定，请输入登录密码解锁')).toBeVisible();
    await screenshot(page, 'lock-screen');
    // The server refuses the locked session, not only the browser.
    const locked = await api.currentUser(token);
    expect(locked.code).toBe(401);
    expect(locked.msg).toBe('屏幕已锁定，请先解锁');
  });

  await test.step('private pages stay behind the lock, even after a reload', async () => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/lockScreen\?redirect=%2Fprofile$/);
    await page.reload();
    await expect(page.getByTestId('lock-password')).toBeVisible();
  });

  await test.step('a wrong password does not unlock', async () => {
    await page.getByTestId('lock-password').fill('Wrong#Pass1');
    await page.getByTestId('lock-unlock').click();
    await expect(toast(page, '密码错误，请重新输入')).toBeVisible();
    await expect(page).toHaveURL(/\/lockScreen/);
    await expect(page.getByTestId('lock-password')).toHaveValue('');
  });

  await test.step('the right password unlocks and returns to the locked page', async () => {
    await page.getByTestId('lock-password').fill(ADMIN.password);
    await page.getByTestId('lock-unlock').click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByTestId('base-edit')).toBeVisible();
    expect((await api.currentUser(token)).code).toBe(200);
  });
});
