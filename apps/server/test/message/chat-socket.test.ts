import { CHAT_TEXT_MAX } from '@platform/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, upload } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { ask, askHistory, chatSockets, sendText, textFrame, uploadChatImage } from './chat-fixtures.ts';

const t = useTestApp();
const sockets = chatSockets(t);
afterEach(() => sockets.closeAll());

const history = (toUserId: string, formUserId: string, extra: object = {}) => ({
  method: 'MessageList',
  toUserId,
  formUserId,
  token: '',
  currentPage: 1,
  pageSize: 30,
  ...extra,
});

describe('SendMessage', () => {
  it('stores a text, echoes sendMessage to every tab of the sender and receiveMessage to the receiver', async () => {
    const alice = await createUser(t, { realName: '爱丽丝' });
    const bob = await createUser(t, { realName: '鲍勃' });
    const { socket: aliceTab } = await sockets.connect(alice);
    const { socket: aliceOtherTab } = await sockets.connect(alice);
    const { socket: bobTab } = await sockets.connect(bob);

    aliceTab.send(textFrame(bob.id, '  你好，鲍勃  '));
    const received = await bobTab.next('receiveMessage');
    expect(received).toEqual({
      method: 'receiveMessage',
      formUserId: alice.id,
      realName: '爱丽丝',
      account: alice.account,
      headIcon: null,
      messageType: 'text',
      formMessage: '你好，鲍勃',
      dateTime: expect.any(Number),
      latestDate: received.dateTime,
    });
    const echo = await aliceTab.next('sendMessage');
    expect(echo).toMatchObject({
      toUserId: bob.id,
      toRealName: '鲍勃',
      toAccount: bob.account,
      messageType: 'text',
      toMessage: '你好，鲍勃',
      dateTime: received.dateTime,
    });
    expect((await aliceOtherTab.next('sendMessage')).toUserId).toBe(bob.id);
    expect(bobTab.frames.some((f) => f.method === 'sendMessage')).toBe(false);
  });

  it('sends an image the sender uploaded through the IM upload, stored with where it is served', async () => {
    const [alice, bob] = [await createUser(t), await createUser(t)];
    const uploaded = await uploadChatImage(t, alice);
    expect(uploaded.body.code).toBe(200);
    const name = uploaded.body.data.name as string;
    const { socket: aliceTab } = await sockets.connect(alice);
    const { socket: bobTab } = await sockets.connect(bob);
    aliceTab.send({
      method: 'SendMessage',
      toUserId: bob.id,
      messageType: 'image',
      messageContent: { name, width: 640, height: 480 },
      token: '',
    });
    const image = { path: `/api/file/Image/IM/${name}`, width: 640, height: 480 };
    expect((await bobTab.next('receiveMessage')).formMessage).toEqual(image);
    expect((await aliceTab.next('sendMessage')).toMessage).toEqual(image);
    const page = await askHistory(bobTab, history(alice.id, bob.id));
    expect(page.list).toEqual([
      expect.objectContaining({ contentType: 'image', content: JSON.stringify(image) }),
    ]);
    // The receiver may now read the image; a stranger may not.
    expect((await t.call({ method: 'GET', url: image.path, token: bob.token })).status).toBe(200);
    const stranger = await createUser(t);
    expect((await t.call({ method: 'GET', url: image.path, token: stranger.token })).status).toBe(404);
  });

  it.each([
    ['empty text', (to: string) => textFrame(to, '   '), '消息内容不能为空'],
    [
      'too long a text',
      (to: string) => textFrame(to, 'x'.repeat(CHAT_TEXT_MAX + 1)),
      `消息内容不能超过 ${CHAT_TEXT_MAX} 个字符`,
    ],
    [
      'a text that is not a string',
      (to: string) => textFrame(to, { text: 'hi' }),
      '消息格式不正确：messageContent',
    ],
    ['an unknown receiver', () => textFrame('no-such-user', 'hi'), '接收人不存在或已被禁用'],
    ['a malformed receiver id', () => textFrame('../x', 'hi'), '消息格式不正确：toUserId'],
    [
      'an unknown type',
      (to: string) => ({
        method: 'SendMessage',
        toUserId: to,
        messageType: 'file',
        messageContent: 'x',
        token: '',
      }),
      '不支持的消息类型：file',
    ],
    [
      'voice (no upload serves it)',
      (to: string) => ({
        method: 'SendMessage',
        toUserId: to,
        messageType: 'voice',
        messageContent: {},
        token: '',
      }),
      '不支持的消息类型：voice',
    ],
  ])('refuses %s with an error frame, storing nothing', async (_name, frame, msg) => {
    const [alice, bob] = [await createUser(t), await createUser(t)];
    const { socket: aliceTab } = await sockets.connect(alice);
    const { socket: bobTab } = await sockets.connect(bob);
    expect(await ask(aliceTab, frame(bob.id), 'error')).toEqual({
      method: 'error',
      request: 'SendMessage',
      msg,
    });
    expect((await askHistory(bobTab, history(alice.id, bob.id))).pagination.total).toBe(0);
    expect(bobTab.frames.some((f) => f.method === 'receiveMessage')).toBe(false);
  });

  it('refuses a message to oneself and to a disabled user', async () => {
    const alice = await createUser(t);
    const disabled = await createUser(t, { enabledMark: 0 });
    const { socket } = await sockets.connect(alice);
    expect((await ask(socket, textFrame(alice.id, 'hi'), 'error')).msg).toBe('不能给自己发送消息');
    expect((await ask(socket, textFrame(disabled.id, 'hi'), 'error')).msg).toBe('接收人不存在或已被禁用');
  });

  it('refuses an image the sender did not upload through the IM upload', async () => {
    const [alice, bob] = [await createUser(t), await createUser(t)];
    const bobsImage = (await uploadChatImage(t, bob)).body.data.name as string;
    const annex = await upload(t, alice, 'annex');
    const { socket } = await sockets.connect(alice);
    for (const name of [bobsImage, annex.id, 'missing']) {
      const frame = {
        method: 'SendMessage',
        toUserId: bob.id,
        messageType: 'image',
        messageContent: { name, width: 1, height: 1 },
        token: '',
      };
      expect((await ask(socket, frame, 'error')).msg).toBe('图片不存在，请重新上传');
    }
    const noSize = {
      method: 'SendMessage',
      toUserId: bob.id,
      messageType: 'image',
      messageContent: { name: bobsImage },
      token: '',
    };
    expect((await ask(socket, noSize, 'error')).msg).toBe('消息格式不正确：messageContent.width');
  });

  it('answers in the language of the connection', async () => {
    const alice = await createUser(t);
    const { connectUser, listen } = await import('./socket-client.ts');
    const { socket } = await connectUser(await listen(t), alice.token, { 'accept-language': 'en-US' });
    try {
      expect((await ask(socket, textFrame(alice.id, 'hi'), 'error')).msg).toBe(
        'You cannot send a message to yourself',
      );
    } finally {
      socket.ws.terminate();
    }
  });
});

describe('MessageList', () => {
  it('pages the conversation back from the newest message, the same from both sides, ordered by sord', async () => {
    const [alice, bob] = [await createUser(t), await createUser(t)];
    const { socket: aliceTab } = await sockets.connect(alice);
    const { socket: bobTab } = await sockets.connect(bob);
    for (const text of ['一', '二', '三']) await sendText(aliceTab, bob.id, text);
    await sendText(bobTab, alice.id, '四');
    await sendText(aliceTab, bob.id, '五 apple');

    const asc = await askHistory(aliceTab, history(bob.id, alice.id, { pageSize: 2, sord: 'asc' }));
    expect(asc.list.map((m) => m.content)).toEqual(['四', '五 apple']);
    expect(asc.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 5 });
    const desc = await askHistory(
      bobTab,
      history(alice.id, bob.id, { pageSize: 2, currentPage: 2, sord: 'desc' }),
    );
    expect(desc.list.map((m) => m.content)).toEqual(['三', '二']);
    expect(desc.list[0]).toEqual({
      id: expect.any(String),
      sendUserId: alice.id,
      sendTime: expect.any(Number),
      receiveUserId: bob.id,
      receiveTime: null,
      content: '三',
      contentType: 'text',
      state: 0,
    });
    const found = await askHistory(aliceTab, history(bob.id, alice.id, { keyword: 'APP' }));
    expect(found.list.map((m) => m.content)).toEqual(['五 apple']);
    const capped = await askHistory(aliceTab, history(bob.id, alice.id, { pageSize: 100000 }));
    expect(capped.pagination.pageSize).toBe(100);
  });

  it("refuses someone else's conversation (formUserId must be the caller)", async () => {
    const [alice, bob, eve] = [await createUser(t), await createUser(t), await createUser(t)];
    const { socket: aliceTab } = await sockets.connect(alice);
    await sendText(aliceTab, bob.id, '秘密');
    const { socket: eveTab } = await sockets.connect(eve);
    expect(await ask(eveTab, history(alice.id, bob.id), 'error')).toEqual({
      method: 'error',
      request: 'MessageList',
      msg: '只能查看自己的聊天记录',
    });
    expect((await askHistory(eveTab, history(alice.id, eve.id))).list).toEqual([]);
  });
});

describe('unread', () => {
  it('initMessage carries unread per sender; UpdateReadMessage marks them read', async () => {
    const [alice, bob, carol] = [await createUser(t), await createUser(t), await createUser(t)];
    const { socket: aliceTab } = await sockets.connect(alice);
    const { socket: carolTab } = await sockets.connect(carol);
    await sendText(aliceTab, bob.id, '第一条');
    const last = await sendText(aliceTab, bob.id, '第二条');
    await sendText(carolTab, bob.id, '来自卡罗尔');

    const { init, socket: bobTab } = await sockets.connect(bob);
    expect(init.unreadNums).toEqual(
      expect.arrayContaining([
        {
          sendUserId: alice.id,
          unreadNum: 2,
          defaultMessage: '第二条',
          defaultMessageType: 'text',
          defaultMessageTime: last.dateTime,
        },
        expect.objectContaining({ sendUserId: carol.id, unreadNum: 1 }),
      ]),
    );
    expect(init.unreadNums).toHaveLength(2);

    bobTab.send({ method: 'UpdateReadMessage', formUserId: alice.id, token: '' });
    // Frames of a socket are answered in order: the history asked next sees the messages read.
    const page = await askHistory(bobTab, history(alice.id, bob.id));
    expect(page.list.map((m) => m.state)).toEqual([1, 1]);
    expect(page.list[0].receiveTime).toEqual(expect.any(Number));
    const { init: again } = await sockets.connect(bob);
    expect(again.unreadNums).toEqual([expect.objectContaining({ sendUserId: carol.id, unreadNum: 1 })]);
  });
});

describe('flooding', () => {
  it('drops frames past the allowance with one error frame, and closes a socket that keeps on', async () => {
    const [alice, bob] = [await createUser(t), await createUser(t)];
    const { socket } = await sockets.connect(alice);
    for (let i = 0; i < 60; i += 1) socket.send(textFrame(bob.id, `m${i}`));
    const notice = await socket.next('error');
    expect(notice.msg).toBe('发送过于频繁，请稍后再试');
    for (let i = 0; i < 200; i += 1)
      socket.send({ method: 'UpdateReadMessage', formUserId: bob.id, token: '' });
    expect((await socket.closed).code).toBe(4429);
    // The server is still serving: a new socket works.
    const { socket: bobTab } = await sockets.connect(bob);
    const page = await askHistory(bobTab, history(alice.id, bob.id, { pageSize: 100 }));
    expect(page.pagination.total).toBeLessThanOrEqual(39);
  });
});
