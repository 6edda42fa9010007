import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, envelope, type StubCall } from '../../testing/fetch-stub.ts';
import {
  cleanUpChat,
  conversation,
  conversationRow,
  receive,
  renderChat,
  sentFrames,
} from './chat-testing.tsx';

const LI = conversation('u2', '李四', 0);

/** 25 contacts matching the keyword, served 20 a page like the server. */
function contacts(call: StubCall) {
  const page = Number(call.url.searchParams.get('currentPage'));
  const size = Number(call.url.searchParams.get('pageSize'));
  const keyword = call.url.searchParams.get('keyword') ?? '';
  const all = Array.from({ length: 25 }, (_, i) => ({
    id: `c${i + 1}`,
    account: `user${i + 1}`,
    realName: `${keyword || '同事'}${i + 1}`,
    fullName: '',
    headIcon: null,
    organizeId: null,
    organizeName: null,
    organize: '',
    department: '研发部',
  }));
  return envelope({
    list: all.slice((page - 1) * size, page * size),
    pagination: { currentPage: page, pageSize: size, total: all.length },
  });
}

const confirmDialog = async (text: string) => {
  const dialog = (await screen.findByText(text)).closest('.ant-modal') as HTMLElement;
  fireEvent.click(within(dialog).getByRole('button', { name: /^(OK|确\s*定)$/ }));
};

describe('chat drawer: contacts, housekeeping, images and history', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    cleanUpChat();
  });

  it('contacts show name/account and department, search by keyword and load the next page near the end', async () => {
    const { calls } = await renderChat([LI], { 'GET /api/permission/Users/ImUser': contacts });
    fireEvent.click(screen.getByRole('tab', { name: '联系人' }));
    expect(await screen.findByText('同事1/user1')).toBeInTheDocument();
    expect(screen.getAllByText('研发部').length).toBeGreaterThan(0);
    // The first page does not fill the list, so the second one follows.
    await waitFor(() => expect(screen.getAllByTestId('chat-contact')).toHaveLength(25));
    const pages = callsTo(calls, 'GET /api/permission/Users/ImUser').map((c) =>
      c.url.searchParams.get('currentPage'),
    );
    expect(pages).toEqual(['1', '2']);
    expect(callsTo(calls, 'GET /api/permission/Users/ImUser')[0]?.url.searchParams.get('pageSize')).toBe(
      '20',
    );
    const search = within(screen.getByTestId('chat-contact-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: ' 张 ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(await screen.findByText('张1/user1')).toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/permission/Users/ImUser').at(-1)?.url.searchParams.get('keyword')).toBe(
      '张',
    );
  });

  it('opening a contact opens the chat with them', async () => {
    const { socket } = await renderChat([LI], { 'GET /api/permission/Users/ImUser': contacts });
    fireEvent.click(screen.getByRole('tab', { name: '联系人' }));
    fireEvent.click(await screen.findByText('同事3/user3'));
    expect((await screen.findByTestId('chat-window')).dataset.userId).toBe('c3');
    expect(sentFrames(socket).map((f) => f.method)).toEqual(['UpdateReadMessage', 'MessageList']);
  });

  it('a list that fails to load says so and loads again on 重试', async () => {
    let isDown = true;
    await renderChat([], {
      'GET /api/message/imreply': () => (isDown ? envelope(null, '系统异常', 500) : envelope({ list: [LI] })),
    });
    const error = await screen.findByTestId('load-error');
    isDown = false;
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findByText('李四/acc-u2')).toBeInTheDocument();
  });

  it('removes a conversation from the list only after confirmation', async () => {
    const { calls } = await renderChat([LI], {
      'DELETE /api/message/imreply/relocation/u2': envelope(null, '移除成功'),
    });
    fireEvent.click(within(await conversationRow('u2')).getByTestId('chat-conversation-actions'));
    fireEvent.click(await screen.findByText('移除'));
    await screen.findByText('是否从消息列表移除该会话？');
    expect(callsTo(calls, 'DELETE /api/message/imreply/relocation/u2')).toHaveLength(0);
    await confirmDialog('是否从消息列表移除该会话？');
    await waitFor(() => expect(callsTo(calls, 'DELETE /api/message/imreply/relocation/u2')).toHaveLength(1));
    await waitFor(() => expect(screen.queryAllByTestId('chat-conversation')).toHaveLength(0));
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('clears the records of a chat after "clear all records of current chat?"', async () => {
    const { calls } = await renderChat([LI], {
      'DELETE /api/message/imreply/deleteChatRecord/u2': envelope(null, ''),
    });
    fireEvent.click(within(await conversationRow('u2')).getByTestId('chat-conversation-actions'));
    fireEvent.click(await screen.findByText('删除聊天记录'));
    await confirmDialog('是否清空当前聊天的所有记录?');
    await waitFor(() =>
      expect(callsTo(calls, 'DELETE /api/message/imreply/deleteChatRecord/u2')).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByText('来自李四的消息')).toBeNull());
  });

  it('refuses a non-image or an image over 5 MB with a message, uploading nothing', async () => {
    const { calls } = await renderChat([LI]);
    fireEvent.click(within(await conversationRow('u2')).getByText('李四/acc-u2'));
    const window = await screen.findByTestId('chat-window');
    // The picker's input is replaced after every pick.
    const input = () => window.querySelector('input[type="file"]') as HTMLInputElement;
    const text = new File(['x'], 'a.txt', { type: 'text/plain' });
    fireEvent.change(input(), { target: { files: [text] } });
    expect(await screen.findByText('只能上传图片')).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input(), { target: { files: [big] } });
    expect(await screen.findByText('图片大小不能超过5M')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/file/'))).toHaveLength(0);
  });

  it('uploads an accepted image to the IM store and sends it as an image message named by the answer', async () => {
    const uploaded = {
      id: 'f1',
      name: 'f1.png',
      url: '/api/file/Image/IM/f1.png',
      fileSize: 3,
      fileExtension: 'png',
    };
    const { socket, calls } = await renderChat([LI], { 'POST /api/file/Uploader/IM': envelope(uploaded) });
    fireEvent.click(within(await conversationRow('u2')).getByText('李四/acc-u2'));
    const window = await screen.findByTestId('chat-window');
    const png = new File(['png'], 'a.png', { type: 'image/png' });
    fireEvent.change(window.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [png] },
    });
    await waitFor(() => expect(sentFrames(socket).some((f) => f.messageType === 'image')).toBe(true));
    expect(callsTo(calls, 'POST /api/file/Uploader/IM')).toHaveLength(1);
    expect(sentFrames(socket).find((f) => f.messageType === 'image')).toEqual({
      method: 'SendMessage',
      toUserId: 'u2',
      messageType: 'image',
      messageContent: { name: 'f1.png', width: expect.any(Number), height: expect.any(Number) },
      token: 'Bearer t',
    });
  });

  it('the history panel asks for 50 messages oldest first and searches by keyword', async () => {
    const { socket } = await renderChat([LI]);
    fireEvent.click(within(await conversationRow('u2')).getByText('李四/acc-u2'));
    await screen.findByTestId('chat-window');
    receive(socket, {
      method: 'messageList',
      list: [],
      pagination: { currentPage: 1, pageSize: 30, total: 0 },
    });
    fireEvent.click(screen.getByTestId('chat-history-toggle'));
    const history = (frames: Record<string, unknown>[]) => frames.filter((f) => f.pageSize === 50);
    expect(history(sentFrames(socket))).toEqual([
      expect.objectContaining({ toUserId: 'u2', currentPage: 1, pageSize: 50, sord: 'asc', keyword: '' }),
    ]);
    receive(socket, {
      method: 'messageList',
      list: [
        {
          id: 'h1',
          sendUserId: 'u2',
          sendTime: 1,
          receiveUserId: 'u1',
          receiveTime: 2,
          content: '旧消息',
          contentType: 'text',
          state: 1,
        },
      ],
      pagination: { currentPage: 1, pageSize: 50, total: 1 },
    });
    expect(await within(screen.getByTestId('chat-history')).findByText('旧消息')).toBeInTheDocument();
    const search = within(screen.getByTestId('chat-history-search')).getByRole('searchbox');
    fireEvent.change(search, { target: { value: '会议' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(history(sentFrames(socket)).at(-1)).toEqual(
      expect.objectContaining({ currentPage: 1, pageSize: 50, sord: 'asc', keyword: '会议' }),
    );
  });
});
