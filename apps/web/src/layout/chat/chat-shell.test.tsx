import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveShellPage } from '../../app/router/shell-pages.tsx';
import { FakeWebSocket } from '../../testing/fake-web-socket.ts';
import { setMessageSocketTestDoubles } from '../message-bell/use-message-socket.ts';
import { ShellLayout } from '../shell-layout.tsx';
import { renderWithShell, signIn, stubFetch } from '../testing/shell-fixture.tsx';
import { unreadCounts } from '../testing/unread-counts.ts';
import { cleanUpChat, conversation, receive } from './chat-testing.tsx';

describe('the chat button of the navbar', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanUpChat();
  });

  it('loads the chat drawer only when first opened, and closes it', async () => {
    setMessageSocketTestDoubles({ create: (url) => new FakeWebSocket(url) });
    signIn();
    const { calls } = stubFetch({
      '/api/message/getUnreadCount': unreadCounts(0),
      '/api/message/imreply': { list: [conversation('u2', '李四', 1)] },
    });
    renderWithShell(<ShellLayout resolveShellPage={resolveShellPage} />, '/fixture/user');
    await screen.findByTestId('not-built-page');
    const button = within(screen.getByTestId('navbar')).getByTestId('chat-button');
    expect(button).toHaveAccessibleName('内部聊天');
    expect(screen.queryByTestId('chat-drawer')).toBeNull();
    expect(calls.some((c) => c.startsWith('/api/message/imreply'))).toBe(false);
    fireEvent.click(button);
    expect(await screen.findByTestId('chat-drawer')).toBeInTheDocument();
    expect(await screen.findByText('李四/acc-u2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(screen.queryByTestId('chat-drawer')).not.toBeVisible());
  });

  it('Escape closes the chat; closing the drawer closes it too, so a later message from them is unread', async () => {
    FakeWebSocket.made = [];
    setMessageSocketTestDoubles({ create: (url) => new FakeWebSocket(url) });
    signIn();
    stubFetch({
      '/api/message/getUnreadCount': unreadCounts(0),
      '/api/message/imreply': { list: [conversation('u2', '李四', 0)] },
    });
    renderWithShell(<ShellLayout resolveShellPage={resolveShellPage} />, '/fixture/user');
    await screen.findByTestId('not-built-page');
    await waitFor(() => expect(FakeWebSocket.made).toHaveLength(1));
    const socket = FakeWebSocket.made[0] as FakeWebSocket;
    act(() => socket.open());
    const openChatWithLi = async () => {
      fireEvent.click(await screen.findByText('李四/acc-u2'));
      return screen.findByTestId('chat-window');
    };
    fireEvent.click(screen.getByTestId('chat-button'));
    fireEvent.keyDown(within(await openChatWithLi()).getByTestId('chat-input'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('chat-window')).toBeNull());
    expect(screen.getByTestId('chat-drawer')).toBeVisible();
    await openChatWithLi();
    fireEvent.click(document.querySelector('.ant-drawer-close') as HTMLElement);
    await waitFor(() => expect(screen.queryByTestId('chat-window')).toBeNull());
    receive(socket, {
      method: 'receiveMessage',
      formUserId: 'u2',
      realName: '李四',
      account: 'acc-u2',
      headIcon: null,
      messageType: 'text',
      formMessage: '还在吗',
      dateTime: 1,
      latestDate: 1,
    });
    await waitFor(() => expect(screen.getByTestId('chat-button').dataset.blink).toBe('true'));
  });
});
