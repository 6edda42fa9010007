import { SESSION_END_CODES } from './support/accounts.ts';
import {
  CANCEL_BUTTON,
  confirmDialog,
  expect,
  OK_BUTTON,
  openSignedIn,
  TOKEN_KEY,
  test,
} from './support/fixtures.ts';

const LOGOUT_CONFIRM = '您确定要退出系统吗？';

test('logout asks for confirmation, returns to the login screen and ends the token', async ({
  page,
  api,
  newAdminToken,
}) => {
  const token = await newAdminToken();
  await openSignedIn(page, token);

  await test.step('cancelling the confirmation keeps the session', async () => {
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('user-logout').click();
    const confirm = confirmDialog(page, LOGOUT_CONFIRM);
    await confirm.getByRole('button', { name: CANCEL_BUTTON }).click();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL('/home');
    expect((await api.currentUser(token)).code).toBe(200);
  });

  await test.step('confirming signs out to the login screen', async () => {
    await page.getByTestId('user-dropdown').click();
    await page.getByTestId('user-logout').click();
    await confirmDialog(page, LOGOUT_CONFIRM).getByRole('button', { name: OK_BUTTON }).click();
    // A deliberate logout lands on the plain login screen, with no redirect back.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('login-account')).toBeVisible();
    await expect(page.getByTestId('navbar')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });

  await test.step('the old token no longer works and private pages ask for a login again', async () => {
    const refused = await api.currentUser(token);
    expect(SESSION_END_CODES).toContain(refused.code);
    expect(refused.code).toBe(600);
    await page.goto('/profile');
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/profile')}`);
  });
});
