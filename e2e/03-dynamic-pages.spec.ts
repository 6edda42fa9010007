import { expect, openSignedIn, test } from './support/fixtures.ts';
import { openFromSidebar, tab, visiblePage } from './support/shell.ts';

test.describe('pages from the server menu', () => {
  test.beforeEach(async ({ page, adminToken }) => {
    await openSignedIn(page, adminToken);
  });

  test('type 2 (ordinary page) without a built screen shows "not built yet" inside the shell', async ({
    page,
  }) => {
    await openFromSidebar(page, ['system'], 'system.template');
    await expect(page).toHaveURL('/system/template');
    const notBuilt = visiblePage(page).getByTestId('not-built-page');
    await expect(notBuilt).toContainText('该功能尚未上线');
    await expect(notBuilt).toContainText('页面“模板管理”正在建设中');
    await expect(page.getByTestId('breadcrumb')).toContainText('系统管理');
    await expect(page.getByTestId('breadcrumb')).toContainText('模板管理');
    await expect(tab(page, '/system/template')).toHaveText('模板管理');
    await expect(page).toHaveTitle(/^模板管理/);

    // The route works on its own too (a reload or a shared link), still inside the shell.
    await page.reload();
    await expect(visiblePage(page).getByTestId('not-built-page')).toContainText('模板管理');
    await expect(page.getByTestId('sidebar')).toBeVisible();
  });

  test('type 3 (online form) routes to the runtime page of its design', async ({ page }) => {
    await openFromSidebar(page, ['extend'], 'extend.dynamicForm');
    // The seed releases its demo design onto this menu, which takes the address a release gives.
    await expect(page).toHaveURL('/model/extend.dynamicForm');
    const list = visiblePage(page).getByTestId('online-dev-list');
    await expect(list).toContainText('客户名称');
    await expect(list).toContainText('嘉兴南湖电子');
    await expect(tab(page, '/model/extend.dynamicForm')).toHaveText('在线表单示例');
  });

  test('type 7 with target self embeds the address through /externalLink', async ({ page }) => {
    await openFromSidebar(page, ['extend'], 'extend.apiDocs');
    await expect(page).toHaveURL(/\/externalLink\?href=/);
    const href = new URL(page.url()).searchParams.get('href') ?? '';
    // href is base64 of the url-encoded address.
    expect(decodeURIComponent(Buffer.from(href, 'base64').toString())).toBe('/api/docs');
    const frame = visiblePage(page).getByTestId('external-link-frame');
    await expect(frame).toHaveAttribute('src', '/api/docs');
    await expect(frame).toBeVisible();
    // The embedded page really loads (same origin, framing allowed): the OpenAPI UI names the API.
    await expect(frame.contentFrame().locator('body')).toContainText(/API|接口/, { timeout: 15_000 });
    await expect(page.getByTestId('tags-view').getByRole('tab', { name: '接口文档' })).toBeVisible();
  });

  test('an unknown path goes to /404', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/404');
    await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL('/home');
    await expect(page.getByTestId('home-page')).toBeVisible();
  });
});
