import {
  CANCEL_BUTTON,
  confirmDialog,
  expect,
  OK_BUTTON,
  openSignedIn,
  screenshot,
  testOnOwnServer as test,
  toast,
} from './support/fixtures.ts';

const NOTICE_TITLE = '关于开展2026年度数字化转型试点企业申报工作的通知';
const READ_ALL_CONFIRM = '您确定要把所有消息设置为已读吗？';

/*
 * The seeded messages are the admin's only ones (no API sends a message) and this test reads them all:
 * it runs on a server of its own (fixture ownServer), seeded afresh, so whatever else runs, and a
 * retry, finds them unread.
 */

test('message bell: unread badge, a message opens in the detail dialog, mark all read after confirmation', async ({
  page,
  api,
  adminToken,
}) => {
  const unread = await api.call<{ unreadTotalCount: number }>('GET', '/message/getUnreadCount', {
    token: adminToken,
  });
  const total = unread.data.unreadTotalCount;
  expect(total, 'the seed gives the admin unread messages').toBeGreaterThanOrEqual(2);

  await openSignedIn(page, adminToken);
  const bell = page.getByTestId('message-bell');
  const badge = bell.locator('.ant-badge-count');

  await test.step('the bell shows the unread count', async () => {
    await expect(bell).toHaveAttribute('data-count', String(total));
    await expect(badge).toHaveAttribute('title', String(total));
  });

  const list = page.getByTestId('message-list');
  const rows = list.locator('[data-testid^="message-item-"]');
  await test.step('the drawer lists the unread messages', async () => {
    await bell.click();
    await expect(page.getByTestId('message-drawer')).toBeVisible();
    await expect(page.locator('.ant-drawer-title').filter({ hasText: '站内消息' })).toBeVisible();
    await expect(rows).toHaveCount(total);
    await screenshot(page, 'message-drawer');
  });

  await test.step('a notice opens the detail dialog and counts as read', async () => {
    await rows.filter({ hasText: NOTICE_TITLE }).click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('message-detail') });
    await expect(dialog.locator('.ant-modal-title')).toHaveText('消息详情');
    await expect(dialog.getByRole('heading', { name: NOTICE_TITLE })).toBeVisible();
    await expect(dialog.getByTestId('message-body')).toContainText('现开展2026年度试点企业申报工作');
    await screenshot(page, 'message-detail');
    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /^关\s?闭$/ })
      .click();
    await expect(dialog).toBeHidden();
    await expect(bell).toHaveAttribute('data-count', String(total - 1));
    await expect(rows.filter({ hasText: NOTICE_TITLE })).toHaveCount(0);
    await expect(rows).toHaveCount(total - 1);
  });

  await test.step('"mark all read" asks first; cancelling changes nothing', async () => {
    await page.getByTestId('message-read-all').click();
    const confirm = confirmDialog(page, READ_ALL_CONFIRM);
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: CANCEL_BUTTON }).click();
    await expect(confirm).toBeHidden();
    await expect(bell).toHaveAttribute('data-count', String(total - 1));
  });

  await test.step('confirming marks everything read: the badge is gone', async () => {
    await page.getByTestId('message-read-all').click();
    await confirmDialog(page, READ_ALL_CONFIRM).getByRole('button', { name: OK_BUTTON }).click();
    await expect(toast(page, '已全部标记为已读')).toBeVisible();
    await expect(bell).toHaveAttribute('data-count', '0');
    await expect(badge).toHaveCount(0);
    await expect(list.locator('.ant-empty-description')).toHaveText('暂无数据');
    await expect(rows).toHaveCount(0);
    const after = await api.call<{ unreadTotalCount: number }>('GET', '/message/getUnreadCount', {
      token: adminToken,
    });
    expect(after.data.unreadTotalCount).toBe(0);
  });
});
