import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleanUpChat,
  conversation,
  conversationRow,
  receive,
  renderChat,
  sentFrames,
} from './chat-testing.tsx';

const LI = conversation('u2', '李四', 2);
const WANG = conversation('u3', '王五', 0);

const record = (id: string, sendUserId: string, content: string, sendTime: number) => ({
  id,
  sendUserId,
  sendTime,
  receiveUserId: sendUserId === 'u1' ? 'u2' : 'u1',
  receiveTime: null,
  content,
  contentType: 'text',
  state: 1,
});

const incoming = (formUserId: string, realName: string, text: string) => ({
  method: 'receiveMessage',
  formUserId,
  realName,
  account: `acc-${formUserId}`,
  headIcon: null,
  messageType: 'text',
  formMessage: text,
  dateTime: 1_700_000_100_000,
  latestDate: 1_700_000_100_000,
});

const lineTexts = () => screen.queryAllByTestId('chat-line').map((line) => line.textContent ?? '');

async function openChatWithLi() {
  const env = await renderChat([LI, WANG]);
  fireEvent.click(within(await conversationRow('u2')).getByText('李四/acc-u2'));
  await screen.findByTestId('chat-window');
  return env;
}

describe('chat drawer: conversations and the open chat', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanUpChat();
  });

  it('lists conversations with their unread counts and blinks while one is unread', async () => {
    await renderChat([LI, WANG]);
    expect((await conversationRow('u2')).dataset.unread).toBe('2');
    expect((await conversationRow('u3')).dataset.unread).toBe('0');
    expect(screen.getByText('来自李四的消息')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('chat-button').dataset.blink).toBe('true'));
  });

  it('blinks when the socket connects with unread chat senders', async () => {
    const { socket } = await renderChat([]);
    await screen.findByText('暂无数据');
    expect(screen.getByTestId('chat-button').dataset.blink).toBe('false');
    receive(socket, {
      method: 'initMessage',
      unreadNums: [
        {
          sendUserId: 'u2',
          unreadNum: 1,
          defaultMessage: 'x',
          defaultMessageType: 'text',
          defaultMessageTime: 1,
        },
      ],
      unreadTotalCount: 0,
      unreadNoticeCount: 0,
      unreadMessageCount: 0,
      unreadSystemMessageCount: 0,
      unreadScheduleCount: 0,
      onlineUsers: [],
      userId: 'u1',
    });
    await waitFor(() => expect(screen.getByTestId('chat-button').dataset.blink).toBe('true'));
  });

  it('opening a chat marks it read (UpdateReadMessage) and asks for its newest 30 messages', async () => {
    const { socket } = await openChatWithLi();
    expect(sentFrames(socket)).toEqual([
      { method: 'UpdateReadMessage', formUserId: 'u2', token: 'Bearer t' },
      {
        method: 'MessageList',
        toUserId: 'u2',
        formUserId: 'u1',
        currentPage: 1,
        pageSize: 30,
        sord: 'desc',
        token: 'Bearer t',
      },
    ]);
    await waitFor(async () => expect((await conversationRow('u2')).dataset.unread).toBe('0'));
    expect(screen.getByTestId('chat-button').dataset.blink).toBe('false');
    // The newest come first; the window shows them oldest first, mine on the right.
    receive(socket, {
      method: 'messageList',
      list: [record('m2', 'u1', '好的', 2), record('m1', 'u2', '<b>你好</b>', 1)],
      pagination: { currentPage: 1, pageSize: 30, total: 2 },
    });
    await waitFor(() => expect(screen.getAllByTestId('chat-line')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('chat-line');
    expect(first?.textContent).toContain('<b>你好</b>');
    expect(first?.querySelector('b')).toBeNull();
    expect(first?.dataset.mine).toBe('false');
    expect(second?.dataset.mine).toBe('true');
  });

  it('an answer for a chat that is no longer open is dropped, the open chat gets its own', async () => {
    const { socket } = await openChatWithLi();
    fireEvent.click(within(await conversationRow('u3')).getByText('王五/acc-u3'));
    await waitFor(() => expect(screen.getByTestId('chat-window').dataset.userId).toBe('u3'));
    const page = (list: unknown[]) => ({
      method: 'messageList',
      list,
      pagination: { currentPage: 1, pageSize: 30, total: 1 },
    });
    receive(socket, page([record('m1', 'u2', '给李四的旧消息', 1)]));
    receive(socket, page([{ ...record('m9', 'u3', '王五的消息', 2), receiveUserId: 'u1' }]));
    await waitFor(() => expect(lineTexts()).toHaveLength(1));
    expect(lineTexts()[0]).toContain('王五的消息');
  });

  it('Enter sends the trimmed text; an empty or blank text is not sent; Shift+Enter does not send', async () => {
    const { socket } = await openChatWithLi();
    const before = sentFrames(socket).length;
    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByTestId('chat-send'));
    fireEvent.change(input, { target: { value: '  下午开会  ' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(sentFrames(socket)).toHaveLength(before);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(sentFrames(socket).slice(before)).toEqual([
      {
        method: 'SendMessage',
        toUserId: 'u2',
        messageType: 'text',
        messageContent: '下午开会',
        token: 'Bearer t',
      },
    ]);
    expect(input).toHaveValue('');
  });

  it('a message from the open chat is appended and marked read at once', async () => {
    const { socket } = await openChatWithLi();
    receive(socket, {
      method: 'messageList',
      list: [],
      pagination: { currentPage: 1, pageSize: 30, total: 0 },
    });
    const before = sentFrames(socket).length;
    receive(socket, incoming('u2', '李四', '在吗？'));
    await waitFor(() => expect(lineTexts().some((text) => text.includes('在吗？'))).toBe(true));
    expect(sentFrames(socket).slice(before)).toEqual([
      { method: 'UpdateReadMessage', formUserId: 'u2', token: 'Bearer t' },
    ]);
    expect((await conversationRow('u2')).dataset.unread).toBe('0');
    expect(screen.getByTestId('chat-button').dataset.blink).toBe('false');
  });

  it('a message from another user adds to its unread count and blinks; a new sender comes first', async () => {
    const { socket } = await openChatWithLi();
    const before = sentFrames(socket).length;
    receive(socket, incoming('u3', '王五', '收到请回复'));
    await waitFor(async () => expect((await conversationRow('u3')).dataset.unread).toBe('1'));
    expect(screen.getByTestId('chat-button').dataset.blink).toBe('true');
    expect(lineTexts().some((text) => text.includes('收到请回复'))).toBe(false);
    receive(socket, {
      ...incoming('u9', '赵六', ''),
      messageType: 'image',
      formMessage: { path: '/x', width: 1, height: 1 },
    });
    await waitFor(() => expect(screen.getAllByTestId('chat-conversation')[0]?.dataset.userId).toBe('u9'));
    expect((await conversationRow('u9')).dataset.unread).toBe('1');
    expect(within(await conversationRow('u9')).getByText('[图片]')).toBeInTheDocument();
    expect(sentFrames(socket)).toHaveLength(before);
  });

  it('my stored message (the echo) is appended on my side and becomes the latest of the conversation', async () => {
    const { socket } = await openChatWithLi();
    receive(socket, {
      method: 'messageList',
      list: [],
      pagination: { currentPage: 1, pageSize: 30, total: 0 },
    });
    receive(socket, {
      method: 'sendMessage',
      toUserId: 'u2',
      toAccount: 'acc-u2',
      toRealName: '李四',
      toHeadIcon: null,
      messageType: 'text',
      toMessage: '我的回复',
      dateTime: 1_700_000_200_000,
      latestDate: 1_700_000_200_000,
    });
    await waitFor(() => expect(screen.getAllByTestId('chat-line')).toHaveLength(1));
    expect(screen.getByTestId('chat-line').dataset.mine).toBe('true');
    expect(within(await conversationRow('u2')).getByText('我的回复')).toBeInTheDocument();
  });
});
