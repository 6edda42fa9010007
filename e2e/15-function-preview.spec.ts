import { expect, openSignedIn, screenshot, test, toast } from './support/fixtures.ts';

test.describe('功能预览', () => {
  test('加载示例表单、填写两个字段并提交，打印被拒绝，控件库两种模式并排', async ({ page, adminToken }) => {
    await openSignedIn(page, adminToken, '/previewModel');
    await expect(page.getByTestId('preview-model-page')).toBeVisible();
    await expect(page.locator('.ant-empty-description', { hasText: '暂无数据' })).toBeVisible();

    await page.getByRole('button', { name: /加载示例/ }).click();
    await page.getByLabel('标题').fill('差旅报销');
    await page.getByLabel('单价').fill('12.5');
    await page.getByLabel('数量').fill('2');
    await page.getByRole('button', { name: /^提\s?交$/ }).click();
    const submitted = page.getByTestId('preview-submitted');
    await expect(submitted).toContainText('"title": "差旅报销"');
    await expect(submitted).toContainText('"amount": 25');

    await page.getByRole('button', { name: /打\s?印/ }).click();
    await expect(toast(page, '功能预览不支持打印')).toBeVisible();

    await page.getByRole('switch', { name: '只读模式' }).click();
    await expect(page.getByLabel('标题')).toHaveCount(0);
    await expect(page.getByText('差旅报销', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: '控件库' }).click();
    await expect(page.getByTestId('gallery-uploadFz-read')).toContainText('示例.pdf');
    await screenshot(page, 'function-preview-gallery');
  });
});
