import type { SocketServerFrame } from '@platform/contracts';
import type { Page } from '@playwright/test';
import { field, formDialog, openPage, rowWithCell, saveDialog, searchList } from './support/admin-forms.ts';
import type { Api } from './support/api.ts';
import {
  confirmDialog,
  expect,
  OK_BUTTON,
  openSignedIn,
  screenshot,
  test,
  toast,
} from './support/fixtures.ts';
import { visiblePage } from './support/shell.ts';

/*
 * 系统公告, live: an administrator writes a notice to one user and releases it after the confirmation;
 * that user, signed in in another browser, sees the bell count rise without reloading (the message
 * socket's push), finds the notice in the message drawer, and opening it marks it read.
 * The recipient is a fresh user of the test's own; the notice goes to that user only, through the
 * 用户 field of 发送范围 as an administrator fills it in.
 */

const RUN = Date.now().toString(36).slice(-6);
const TITLE = `关于${RUN}号楼停电检修的通知`;
const BODY = `本周六上午九点至十二点停电检修，请提前保存工作。`;
const RELEASE_PROMPT = '发布后公告将发送给接收人';
/** antd spaces two-character labels: 发 布. */
const RELEASE_BUTTON = /^发\s?布$/;

/** The unread total the server holds for this session (what the bell shows once loaded). */
async function unreadTotal(api: Api, token: string): Promise<number> {
  const result = await api.call<{ unreadTotalCount: number }>('GET', '/message/getUnreadCount', { token });
  expect(result.code, result.msg).toBe(200);
  return result.data.unreadTotalCount;
}

/** Every frame the page's message socket receives, parsed (anything not JSON is left out). */
function recordSocketFrames(page: Page): SocketServerFrame[] {
  const frames: SocketServerFrame[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      try {
        frames.push(JSON.parse(String(payload)) as SocketServerFrame);
      } catch {
        // Not a frame of the message socket.
      }
    });
  });
  return frames;
}

test('a released notice reaches a signed-in user live: the bell count rises without a reload', async ({
  page,
  browser,
  baseURL,
  api,
  adminToken,
  newUser,
}) => {
  test.setTimeout(90_000);
  const receiver = await newUser();
  const receiverToken = await api.token(receiver.account, receiver.password);

  // The receiver, in a browser of its own.
  const other = await browser.newContext({
    baseURL,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  try {
    const home = await other.newPage();
    const frames = recordSocketFrames(home);
    const bell = home.getByTestId('message-bell');
    const unreadBefore = await unreadTotal(api, receiverToken);

    await test.step('the receiver opens the home page: the socket is connected, the bell shows the count', async () => {
      await openSignedIn(home, receiverToken);
      await expect.poll(() => frames.some((frame) => frame.method === 'initMessage')).toBe(true);
      await expect(bell).toHaveAttribute('data-count', String(unreadBefore));
      // Kept on the window: still there at the end, so the page was not reloaded meanwhile.
      await home.evaluate(() => {
        (window as unknown as { e2eNoReload?: boolean }).e2eNoReload = true;
      });
    });

    await openSignedIn(page, adminToken);
    await openPage(page, ['system'], 'message.notice');
    const notices = visiblePage(page).getByTestId('notice-table');

    await test.step('the administrator writes a draft to the receiver alone', async () => {
      await visiblePage(page)
        .getByRole('button', { name: /新\s?建/ })
        .click();
      const dialog = formDialog(page, 'notice-dialog');
      await expect(dialog.locator('.ant-modal-title')).toHaveText('新建公告');
      await field(dialog, '标题').fill(TITLE);
      // 发送范围 → 用户: found by account on the server, picked by its label 姓名/账号.
      const users = dialog.getByTestId('notice-target-users');
      await users.getByRole('combobox').fill(receiver.account);
      await page
        .locator('.ant-select-dropdown')
        .filter({ visible: true })
        .locator('.ant-select-item-option')
        .filter({ hasText: `${receiver.realName}/${receiver.account}` })
        .click();
      await dialog.locator('.ant-modal-title').click(); // closes the multiple picker
      await expect(users).toContainText(receiver.realName);
      const editor = dialog.getByTestId('form-rich-text-editor');
      await editor.click();
      await editor.pressSequentially(BODY);
      await saveDialog(page, dialog, '新建成功');
      await searchList(page, 'notice-search', TITLE);
      await expect(rowWithCell(notices, TITLE)).toContainText('存草稿');
    });

    await test.step('the administrator releases it after the confirmation', async () => {
      const row = rowWithCell(notices, TITLE);
      await row.getByRole('button', { name: RELEASE_BUTTON }).click();
      const confirm = confirmDialog(page, RELEASE_PROMPT);
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: OK_BUTTON }).click();
      await expect(toast(page, '发布成功')).toBeVisible();
      await expect(row).toContainText('已发送');
      await expect(row.getByRole('button', { name: RELEASE_BUTTON })).toHaveCount(0);
    });

    await test.step('the receiver’s bell rises by one, pushed over the socket, without a reload', async () => {
      await expect(bell).toHaveAttribute('data-count', String(unreadBefore + 1));
      const pushed = frames.filter((frame) => frame.method === 'messagePush');
      expect(pushed.map((frame) => frame.title)).toContain(TITLE);
      expect(await home.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(
        true,
      );
    });

    const rows = home.getByTestId('message-list').locator('[data-testid^="message-item-"]');
    const item = rows.filter({ hasText: TITLE });
    await test.step('the message drawer lists the notice, unread', async () => {
      await bell.click();
      await expect(home.getByTestId('message-drawer')).toBeVisible();
      await expect(item).toHaveCount(1);
      await expect(item).toContainText('公告消息');
      await expect(item.getByRole('img', { name: '未读' })).toBeVisible();
      await screenshot(home, 'notice-live-drawer');
    });

    await test.step('opening it shows the notice and marks it read: the count is back', async () => {
      await item.click();
      const dialog = home.locator('.ant-modal').filter({ has: home.getByTestId('message-detail') });
      await expect(dialog.getByRole('heading', { name: TITLE })).toBeVisible();
      await expect(dialog.getByTestId('message-body')).toContainText(BODY);
      await dialog
        .locator('.ant-modal-footer')
        .getByRole('button', { name: /^关\s?闭$/ })
        .click();
      await expect(dialog).toBeHidden();
      await expect(bell).toHaveAttribute('data-count', String(unreadBefore));
      // The drawer lists unread messages only (its default).
      await expect(item).toHaveCount(0);
      expect(await unreadTotal(api, receiverToken)).toBe(unreadBefore);
    });
  } finally {
    await other.close();
  }
});
