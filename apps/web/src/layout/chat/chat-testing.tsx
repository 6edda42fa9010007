import type { ImReplyItem } from '@platform/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { FakeWebSocket } from '../../testing/fake-web-socket.ts';
import { envelope, type StubCall, stubFetch } from '../../testing/fetch-stub.ts';
import { setMessageSocketTestDoubles, useMessageSocket } from '../message-bell/use-message-socket.ts';
import { renderWithShell, signIn } from '../testing/shell-fixture.tsx';
import { ChatButton } from './chat-button.tsx';
import { ChatDrawer } from './chat-drawer.tsx';
import { INITIAL_CHAT_STATE, useChatStore } from './chat-store.ts';

/* Test-only: the chat drawer beside the navbar button, on a fake message socket and a stubbed server. */

export const conversation = (id: string, realName: string, unreadMessage: number): ImReplyItem => ({
  id,
  realName,
  account: `acc-${id}`,
  headIcon: null,
  unreadMessage,
  latestMessage: `来自${realName}的消息`,
  messageType: 'text',
  latestDate: 1_700_000_000_000,
  department: null,
});

function Harness() {
  useMessageSocket(true);
  return (
    <>
      <ChatButton onOpen={() => undefined} />
      <ChatDrawer open onClose={() => undefined} />
    </>
  );
}

/** Renders the drawer with these conversations, the socket open; returns the socket and the calls. */
export async function renderChat(
  list: ImReplyItem[],
  routes: Parameters<typeof stubFetch>[0] = {},
): Promise<{ socket: FakeWebSocket; calls: StubCall[] }> {
  FakeWebSocket.made = [];
  useChatStore.setState(INITIAL_CHAT_STATE);
  setMessageSocketTestDoubles({ create: (url) => new FakeWebSocket(url), reload: () => undefined });
  signIn();
  const { calls } = stubFetch({ 'GET /api/message/imreply': envelope({ list }), ...routes });
  renderWithShell(<Harness />);
  await waitFor(() => expect(FakeWebSocket.made).toHaveLength(1));
  const socket = FakeWebSocket.made[0] as FakeWebSocket;
  act(() => socket.open());
  return { socket, calls };
}

/** The frames the page sent after connecting, parsed. */
export const sentFrames = (socket: FakeWebSocket) =>
  socket.sent
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((f) => f.method !== 'OnConnection');

/** A frame arrives (inside act: it updates the drawer). */
export const receive = (socket: FakeWebSocket, frame: object) => act(() => socket.receive(frame));

export const conversationRow = async (userId: string) => {
  await screen.findByTestId('chat-conversations');
  const row = document.querySelector(`[data-testid="chat-conversation"][data-user-id="${userId}"]`);
  if (!row) throw new Error(`no conversation with ${userId}`);
  return row as HTMLElement;
};

export const cleanUpChat = () => {
  setMessageSocketTestDoubles({});
  useChatStore.setState(INITIAL_CHAT_STATE);
};
