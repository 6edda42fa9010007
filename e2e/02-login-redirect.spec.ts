import { expect, test, toast } from './support/fixtures.ts';

/*
 * Each test signs in (or fails to) with a user of its own: the admin's sign-ins would take the layout
 * another spec is saving as the admin's theme, and a wrong password counts toward the account's lockout.
 */

test('a private URL while logged out goes to /login?redirect= and comes back there after login', async ({
  page,
  newUser,
}) => {
  const user = await newUser();

  await page.goto('/profile?tab=log');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/profile?tab=log')}`);
  await expect(page.getByTestId('login-account')).toBeVisible();
  await expect(page.getByTestId('navbar')).toHaveCount(0);

  await page.getByTestId('login-account').fill(user.account);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();

  await expect(page).toHaveURL('/profile?tab=log');
  await expect(page.getByTestId('profile-tab-log')).toHaveText('登录日志');
  await expect(page.getByRole('tab', { name: '登录日志' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('tab-/profile')).toBeVisible();
});

test('a wrong password keeps the user on the login screen with the server message', async ({
  page,
  newUser,
}) => {
  const user = await newUser({ isActivated: false });
  await page.goto('/home');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/home')}`);
  await page.getByTestId('login-account').fill(user.account);
  await page.getByTestId('login-password').fill('Wrong#Pass1');
  await page.getByTestId('login-submit').click();
  await expect(toast(page, '账户或密码错误，请重新输入')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
