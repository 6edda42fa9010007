import { expect, test } from '@playwright/test';

test('the web app is served with its title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/中小企业数字化转型公共服务平台/);
});
