import { CHAT_IMAGE_MAX_BYTES, type ImReplyList } from '@platform/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, multipart, PNG_BYTES, type TestUser, upload } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { askHistory, chatSockets, sendText, uploadChatImage } from './chat-fixtures.ts';

const t = useTestApp();
const sockets = chatSockets(t);
afterEach(() => sockets.closeAll());

const conversations = async (user: TestUser) => {
  const res = await t.call({ method: 'GET', url: '/api/message/imreply', token: user.token });
  expect(res.body.code).toBe(200);
  return (res.body.data as ImReplyList).list;
};
const history = (toUserId: string, formUserId: string) => ({
  method: 'MessageList',
  toUserId,
  formUserId,
  token: '',
  currentPage: 1,
  pageSize: 50,
  sord: 'asc',
});

describe('GET /api/message/imreply', () => {
  it('lists the conversations newest first with the other user and the unread count', async () => {
    const me = await createUser(t);
    const bob = await createUser(t, { realName: '鲍勃' });
    const carol = await createUser(t, { realName: '卡罗尔' });
    const { socket: bobTab } = await sockets.connect(bob);
    const { socket: carolTab } = await sockets.connect(carol);
    const { socket: myTab } = await sockets.connect(me);
    await sendText(bobTab, me.id, '鲍勃一');
    await sendText(bobTab, me.id, '鲍勃二');
    const last = await sendText(carolTab, me.id, '卡罗尔一');
    await sendText(myTab, carol.id, '回复卡罗尔');

    const list = await conversations(me);
    expect(list.map((c) => c.id)).toEqual([carol.id, bob.id]);
    expect(list[0]).toEqual({
      id: carol.id,
      realName: '卡罗尔',
      account: carol.account,
      headIcon: null,
      unreadMessage: 1,
      latestMessage: '回复卡罗尔',
      messageType: 'text',
      latestDate: expect.any(Number),
      department: null,
    });
    expect(list[0].latestDate).toBeGreaterThanOrEqual(last.dateTime as number);
    expect(list[1]).toMatchObject({ realName: '鲍勃', unreadMessage: 2, latestMessage: '鲍勃二' });
    expect((await conversations(bob)).map((c) => c.id)).toEqual([me.id]);
    expect(await conversations(await createUser(t))).toEqual([]);
  });

  it('refuses a request without a session', async () => {
    expect((await t.call({ method: 'GET', url: '/api/message/imreply' })).body.code).not.toBe(200);
  });
});

describe('DELETE /api/message/imreply/relocation/{id}', () => {
  it("takes the conversation off the caller's list until the next message, keeping its messages", async () => {
    const [me, bob] = [await createUser(t), await createUser(t)];
    const { socket: bobTab } = await sockets.connect(bob);
    const { socket: myTab } = await sockets.connect(me);
    await sendText(bobTab, me.id, '一');
    const res = await t.call({
      method: 'DELETE',
      url: `/api/message/imreply/relocation/${bob.id}`,
      token: me.token,
    });
    expect(res.body).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await conversations(me)).toEqual([]);
    expect((await conversations(bob)).map((c) => c.id)).toEqual([me.id]);
    expect((await askHistory(myTab, history(bob.id, me.id))).pagination.total).toBe(1);
    await sendText(bobTab, me.id, '二');
    expect(await conversations(me)).toEqual([expect.objectContaining({ id: bob.id, latestMessage: '二' })]);
  });
});

describe('DELETE /api/message/imreply/deleteChatRecord/{id}', () => {
  it('clears the history for the caller alone; the other user keeps theirs', async () => {
    const [me, bob] = [await createUser(t), await createUser(t)];
    const { socket: bobTab } = await sockets.connect(bob);
    const { socket: myTab } = await sockets.connect(me);
    await sendText(bobTab, me.id, '旧消息');
    await sendText(myTab, bob.id, '旧回复');
    const res = await t.call({
      method: 'DELETE',
      url: `/api/message/imreply/deleteChatRecord/${bob.id}`,
      token: me.token,
    });
    expect(res.body.code).toBe(200);
    expect(await conversations(me)).toEqual([]);
    expect((await askHistory(myTab, history(bob.id, me.id))).list).toEqual([]);
    const { init } = await sockets.connect(me);
    expect(init.unreadNums).toEqual([]);
    const bobs = await askHistory(bobTab, history(me.id, bob.id));
    expect(bobs.list.map((m) => m.content)).toEqual(['旧消息', '旧回复']);

    await sendText(bobTab, me.id, '新消息');
    const mine = await askHistory(myTab, history(bob.id, me.id));
    expect(mine.list.map((m) => m.content)).toEqual(['新消息']);
    expect(await conversations(me)).toEqual([expect.objectContaining({ id: bob.id, unreadMessage: 1 })]);
  });

  it('refuses an id longer than any user id', async () => {
    const me = await createUser(t);
    const url = `/api/message/imreply/deleteChatRecord/${'x'.repeat(65)}`;
    const res = await t.call({ method: 'DELETE', url, token: me.token });
    expect(res.body.code).toBe(400);
  });
});

describe('POST /api/file/Uploader/IM and GET /api/file/Image/IM/{id}', () => {
  it('stores an image and answers its id as `name`; only the uploader reads it before it is sent', async () => {
    const [me, stranger] = [await createUser(t), await createUser(t)];
    const res = await uploadChatImage(t, me);
    expect(res.body).toMatchObject({ code: 200, data: { mimeType: 'image/png' } });
    const { id, name, url } = res.body.data;
    expect(name).toBe(id);
    expect(url).toBe(`/api/file/Image/IM/${id}`);
    const mine = await t.call({ method: 'GET', url, token: me.token });
    expect(mine.status).toBe(200);
    expect(mine.raw.headers['content-type']).toBe('image/png');
    expect(mine.raw.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.call({ method: 'GET', url, token: stranger.token })).status).toBe(404);
    expect((await t.call({ method: 'GET', url })).status).not.toBe(200);
  });

  it('refuses what is not an image, whatever its name says', async () => {
    const me = await createUser(t);
    const pdf = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n');
    for (const data of [pdf, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/file/Uploader/IM',
        token: me.token,
        ...multipart('photo.png', data),
      });
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toMatch(/^不支持的文件类型/);
    }
  });

  it('refuses an image over 5 MB with the chat wording, in the caller language', async () => {
    const me = await createUser(t);
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]);
    const res = await uploadChatImage(t, me, big);
    expect(res.body).toMatchObject({ code: 400, msg: '图片大小不能超过5M' });
    const body = multipart('a.png', big);
    const en = await t.call({
      method: 'POST',
      url: '/api/file/Uploader/IM',
      token: me.token,
      headers: { ...body.headers, 'accept-language': 'en-US' },
      payload: body.payload,
    });
    expect(en.body.msg).toBe('Image size cannot exceed 5M');
  });

  it('does not serve another purpose file through the IM route', async () => {
    const me = await createUser(t);
    const annex = await upload(t, me, 'annex');
    expect(
      (await t.call({ method: 'GET', url: `/api/file/Image/IM/${annex.id}`, token: me.token })).status,
    ).toBe(404);
  });
});
