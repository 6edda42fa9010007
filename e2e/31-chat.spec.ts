import type { Browser, Page } from '@playwright/test';
import { expect, openSignedIn, screenshot, test } from './support/fixtures.ts';
import { PNG_PIXEL } from './support/form-widgets.ts';

/*
 * Chat between two people, each in their own browser: Alice finds Bob among the contacts and writes
 * to him; Bob, on another page, sees the button blink and an unread count, opens the conversation
 * (which reads it), answers and sends a picture; Alice sees both arrive in the open chat window.
 */

async function signedInPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await openSignedIn(page, token);
  return page;
}

test('two users chat through the drawer and the socket', async ({ browser, api, newUser }) => {
  const alice = await newUser();
  const bob = await newUser();
  const alicePage = await signedInPage(browser, await api.token(alice.account, alice.password));
  const bobPage = await signedInPage(browser, await api.token(bob.account, bob.password));

  // Alice opens the contacts, finds Bob and writes to him.
  await alicePage.getByTestId('chat-button').click();
  const drawer = alicePage.getByTestId('chat-drawer');
  await drawer.getByRole('tab', { name: '联系人' }).click();
  const search = drawer.getByTestId('chat-contact-search').locator('input');
  await search.fill(bob.account);
  await search.press('Enter');
  await drawer.getByTestId('chat-contact').filter({ hasText: bob.realName }).click();
  const aliceWindow = alicePage.getByTestId('chat-window');
  // Typed as a user types: the focus stays in the chat window beside the drawer; Enter sends.
  await aliceWindow.getByTestId('chat-input').click();
  await alicePage.keyboard.type('  你好，明天的会议改到下午三点  ');
  await alicePage.keyboard.press('Enter');
  await expect(aliceWindow.getByTestId('chat-input')).toHaveValue('');
  await expect(
    aliceWindow.getByTestId('chat-line').filter({ hasText: '你好，明天的会议改到下午三点' }),
  ).toBeVisible();

  // Bob's button blinks; the conversation shows one unread message; opening it reads it.
  await expect(bobPage.getByTestId('chat-button')).toHaveAttribute('data-blink', 'true');
  await bobPage.getByTestId('chat-button').click();
  const bobConversation = bobPage.getByTestId('chat-conversation').filter({ hasText: alice.realName });
  await expect(bobConversation.locator('.ant-badge-count')).toHaveAttribute('title', '1 条未读');
  await bobConversation.click();
  const bobWindow = bobPage.getByTestId('chat-window');
  await expect(bobWindow.getByTestId('chat-line').filter({ hasText: '下午三点' })).toBeVisible();
  await expect(bobPage.getByTestId('chat-button')).toHaveAttribute('data-blink', 'false');
  await bobWindow.getByTestId('chat-input').fill('收到');
  await bobWindow.getByTestId('chat-send').click();

  // The answer reaches Alice's open window at once.
  await expect(aliceWindow.getByTestId('chat-line').filter({ hasText: '收到' })).toBeVisible();

  // Bob sends a picture; it appears in Alice's window, read with her own token.
  await bobWindow
    .locator('input[type=file]')
    .setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: PNG_PIXEL });
  const picture = aliceWindow.getByRole('img', { name: '[图片]' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await screenshot(alicePage, 'chat-window');
  // Only the chosen tab shows: the contacts, not the conversation with Bob above them.
  await expect(drawer.getByTestId('chat-contacts')).toBeVisible();
  await expect(drawer.getByTestId('chat-conversations')).toBeHidden();

  // What Bob read stays read: the server counts no unread message from Alice.
  const list = await api.call<{ list: { id: string; unreadMessage: number }[] }>('GET', '/message/imreply', {
    token: await api.token(bob.account, bob.password),
  });
  expect(list.data.list.find((c) => c.id === alice.id)?.unreadMessage).toBe(0);
});
