import type { Page } from '@playwright/test';
import { expect, openSignedIn, screenshot, test } from './support/fixtures.ts';
import { closeDrawer, menu, openSettings, tab } from './support/shell.ts';

type LayoutType = 'classic' | 'functional' | 'blend' | 'plain';

const LAYOUT_NAMES: Record<LayoutType, string> = {
  classic: '经典布局',
  functional: '功能布局',
  blend: '混合布局',
  plain: '简约布局',
};

async function chooseLayout(page: Page, type: LayoutType): Promise<void> {
  const drawer = await openSettings(page);
  const choice = drawer.getByTestId(`layout-${type}`);
  await expect(choice).toContainText(LAYOUT_NAMES[type]);
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await closeDrawer(page);
  await page.mouse.move(700, 890); // no hover highlight in the screenshots
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', type);
}

test.describe('shell layouts and languages', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await openSignedIn(page, adminToken);
  });

  test('the four layouts from the settings drawer', async ({ page }) => {
    const sidebar = page.getByTestId('sidebar');
    const topMenu = page.getByTestId('top-menu');

    await test.step('classic: a 210 px side menu, no top menu', async () => {
      await chooseLayout(page, 'classic');
      await expect(sidebar).toHaveCSS('width', '210px');
      await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
      await expect(sidebar.getByTestId('menu-system')).toHaveText('系统管理');
      await expect(topMenu).toHaveCount(0);
      await screenshot(page, 'layout-classic');
    });

    await test.step('functional: the menu moves to the top bar, no sidebar', async () => {
      await chooseLayout(page, 'functional');
      await expect(sidebar).toHaveCount(0);
      await expect(topMenu.getByTestId('menu-workbench')).toHaveText('工作台');
      await expect(topMenu.getByTestId('menu-system')).toHaveText('系统管理');
      await screenshot(page, 'layout-functional');
    });

    await test.step('blend: the top menu picks a group, its children fill the sidebar', async () => {
      await chooseLayout(page, 'blend');
      await expect(topMenu.getByTestId('menu-system')).toBeVisible();
      await topMenu.getByTestId('menu-system').click();
      await expect(sidebar.getByTestId('menu-system.menu')).toHaveText('菜单管理');
      await expect(sidebar.getByTestId('menu-permission')).toHaveCount(0);
      await screenshot(page, 'layout-blend');
    });

    await test.step('plain: a collapsed icon sidebar, kept after a reload', async () => {
      await chooseLayout(page, 'plain');
      await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
      await expect(sidebar).toHaveCSS('width', '64px');
      await expect(topMenu).toHaveCount(0);
      await screenshot(page, 'layout-plain');
      await page.reload();
      await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'plain');
    });

    // Leave the default behind: the layout is also saved as the user's theme on the server.
    await chooseLayout(page, 'classic');
  });

  test('the language menu switches the visible texts: 中文, 繁體, English', async ({ page }) => {
    const pick = async (short: 'zh' | 'zhtw' | 'en') => {
      await page.getByTestId('language-menu').click();
      await page.getByTestId(`lang-${short}`).click();
    };
    const settings = page.getByTestId('settings-button');
    await expect(tab(page, '/home')).toHaveText('首页');
    await expect(settings).toHaveAttribute('aria-label', '系统设置');

    await pick('zhtw');
    await expect(tab(page, '/home')).toHaveText('首頁');
    await expect(settings).toHaveAttribute('aria-label', '系統設定');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
    await expect(page.getByTestId('lang-zhtw')).toHaveText('繁體中文');
    // Menu names are data with translations of their own, served in the chosen language.
    await expect(menu(page, 'system')).toHaveText('系統管理');

    await pick('en');
    await expect(tab(page, '/home')).toHaveText('Home');
    await expect(settings).toHaveAttribute('aria-label', 'Settings');
    await expect(page.getByTestId('breadcrumb')).toHaveText('Home');
    await expect(menu(page, 'system')).toHaveText('System');
    // Dates follow the language too (dayjs locale): "Sunday, November 22, 2026", not Chinese names.
    await expect
      .soft(page.getByTestId('home-page').getByText(/\d{1,2}, \d{4}$/))
      .toHaveText(/^[A-Z][a-z]+, [A-Z][a-z]+ \d{1,2}, \d{4}$/, { timeout: 3_000 });
    await screenshot(page, 'language-en');

    // The choice survives a reload.
    await page.reload();
    await expect(tab(page, '/home')).toHaveText('Home');

    await pick('zh');
    await expect(tab(page, '/home')).toHaveText('首页');
    await expect(menu(page, 'system')).toHaveText('系统管理');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});
