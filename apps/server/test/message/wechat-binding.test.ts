import { ButtonCode, MenuCode } from '@platform/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { wechatSignature } from '../../src/modules/message/wechat-binding/wechat-signature.ts';
import { grant, menuId, userWithMenu } from '../permission/authorize-fixtures.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { MESSAGE_API_CREDENTIALS, startFakeMessageApis } from './fake-message-apis.ts';

/*
 * 微信公众号 followers: WeChat's URL check and event pushes at /message/WechatOpen/token/{enCode}, signed
 * with the account's token; a user binds by scanning the QR code made for them (the fake official
 * account API hands out the ticket and hands the scene back in the event), sees and removes their
 * binding; the account's followers in 账号配置.
 */

const fake = await startFakeMessageApis();
afterAll(() => fake.close());

const t = useTestApp({ overrides: { weChatMpApiBase: `${fake.base}/mp` } });
const admin = useAdminUser(t);

const TOKEN = 'server-token';

async function newAccount(enabledMark = 1) {
  const enCode = uniqueCode('mp');
  const originalId = uniqueCode('gh');
  const res = await t.call({
    method: 'POST',
    url: '/api/message/AccountConfig',
    token: admin.token,
    payload: {
      type: '7',
      fullName: `公众号${enCode}`,
      enCode,
      appKey: originalId,
      appId: MESSAGE_API_CREDENTIALS.mpAppId,
      appSecret: MESSAGE_API_CREDENTIALS.secret,
      agentId: TOKEN,
      enabledMark,
    },
  });
  expect(res.body.code).toBe(200);
  return { id: res.body.data.id as string, enCode, originalId };
}
type Account = Awaited<ReturnType<typeof newAccount>>;

function signedQuery(token = TOKEN, extra: Record<string, string> = {}) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = uniqueCode('n');
  return new URLSearchParams({
    timestamp,
    nonce,
    signature: wechatSignature(token, timestamp, nonce),
    ...extra,
  });
}

/** An event push as WeChat writes it: one element per line. */
function eventXml(account: Account, openId: string, event: string, eventKey = '') {
  return [
    '<xml>',
    `<ToUserName><![CDATA[${account.originalId}]]></ToUserName>`,
    `<FromUserName><![CDATA[${openId}]]></FromUserName>`,
    '<CreateTime>1700000000</CreateTime>',
    '<MsgType><![CDATA[event]]></MsgType>',
    `<Event><![CDATA[${event}]]></Event>`,
    `<EventKey><![CDATA[${eventKey}]]></EventKey>`,
    '</xml>',
  ].join('\n');
}

function push(account: Account, xml: string, query = signedQuery()) {
  return t.call({
    method: 'POST',
    url: `/api/message/WechatOpen/token/${account.enCode}?${query}`,
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    payload: xml,
  });
}

async function sceneFor(user: TestUser, account: Account) {
  const res = await t.call({
    method: 'POST',
    url: `/api/message/WechatOpen/BindQrCode/${account.id}`,
    token: user.token,
  });
  expect(res.body.code).toBe(200);
  expect(res.body.data).toMatchObject({ ticket: expect.stringMatching(/^ticket-/), expireSeconds: 600 });
  return String(res.body.data.url).replace('http://weixin.qq.com/q/', '');
}

async function myBinding(user: TestUser, account: Account) {
  const res = await t.call({ method: 'GET', url: '/api/message/WechatOpen/MyBindings', token: user.token });
  return res.body.data.list.find((b: { accountId: string }) => b.accountId === account.id);
}

async function followers(account: Account, who: TestUser = admin) {
  return t.call({
    method: 'GET',
    url: `/api/message/AccountConfig/${account.id}/WechatUsers`,
    token: who.token,
  });
}

describe('WeChat URL check', () => {
  it('echoes echostr only when the signature is the account token', async () => {
    const account = await newAccount();
    const url = (q: URLSearchParams, code = account.enCode) => `/api/message/WechatOpen/token/${code}?${q}`;
    const good = await t.app.inject({ method: 'GET', url: url(signedQuery(TOKEN, { echostr: 'echo-1' })) });
    expect([good.statusCode, good.body]).toEqual([200, 'echo-1']);
    const forged = await t.app.inject({
      method: 'GET',
      url: url(signedQuery('guess', { echostr: 'echo-2' })),
    });
    expect([forged.statusCode, forged.body.includes('echo-2')]).toEqual([403, false]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: url(signedQuery(TOKEN, { echostr: 'e' }), 'nope'),
    });
    expect(unknown.statusCode).toBe(403);
  });
});

describe('binding by QR code and follow events', () => {
  it('binds the user whose scene the follow event carries, then tracks unfollow and follow', async () => {
    const account = await newAccount();
    const user = await createUser(t);
    const openId = uniqueCode('o');
    expect(await myBinding(user, account)).toMatchObject({ isBound: false, isFollowing: null });

    const scene = await sceneFor(user, account);
    expect(fake.sends().at(-1)?.body).toMatchObject({ action_name: 'QR_STR_SCENE', expire_seconds: 600 });
    const answer = await push(account, eventXml(account, openId, 'subscribe', `qrscene_${scene}`));
    expect([answer.status, answer.raw.body]).toEqual([200, 'success']);
    expect(await myBinding(user, account)).toMatchObject({ isBound: true, isFollowing: 1 });

    await push(account, eventXml(account, openId, 'unsubscribe'));
    expect(await myBinding(user, account)).toMatchObject({ isBound: true, isFollowing: 0 });
    await push(account, eventXml(account, openId, 'subscribe'));
    expect(await myBinding(user, account)).toMatchObject({ isFollowing: 1 });

    const list = (await followers(account)).body.data;
    expect(list.pagination.total).toBe(1);
    expect(list.list[0]).toMatchObject({ userId: user.id, openId, isFollowing: 1 });
  });

  it('moves an openid to the user who scans their own code while following (SCAN)', async () => {
    const account = await newAccount();
    const [first, second] = [await createUser(t), await createUser(t)];
    const openId = uniqueCode('o');
    await push(account, eventXml(account, openId, 'subscribe', `qrscene_${await sceneFor(first, account)}`));
    await push(account, eventXml(account, openId, 'SCAN', await sceneFor(second, account)));
    expect(await myBinding(first, account)).toMatchObject({ isBound: false });
    expect(await myBinding(second, account)).toMatchObject({ isBound: true, isFollowing: 1 });
  });

  it('changes nothing for a forged signature, an expired or altered scene, or another account', async () => {
    const account = await newAccount();
    const user = await createUser(t);
    const scene = await sceneFor(user, account);
    const xml = eventXml(account, uniqueCode('o'), 'subscribe', `qrscene_${scene}`);

    const forged = await push(account, xml, signedQuery('guess'));
    expect([forged.status, forged.raw.body]).toEqual([403, 'invalid signature']);
    await push(account, xml.replace(account.originalId, 'gh_other'));
    await push(account, xml.replace(`.${user.id}.`, `.${admin.id}.`));
    t.clock.advance(601_000);
    try {
      await push(account, xml);
    } finally {
      t.clock.advance(-601_000);
    }
    expect(await myBinding(user, account)).toMatchObject({ isBound: false });
    expect((await followers(account)).body.data.pagination.total).toBe(0);
  });

  it('refuses a QR code for a disabled or unknown official account', async () => {
    const disabled = await newAccount(0);
    const user = await createUser(t);
    const res = await t.call({
      method: 'POST',
      url: `/api/message/WechatOpen/BindQrCode/${disabled.id}`,
      token: user.token,
    });
    expect(res.body).toMatchObject({ code: 404, msg: '公众号账号不存在或已停用' });
    expect(await myBinding(user, disabled)).toBeUndefined();
  });
});

describe('removing bindings', () => {
  it('lets a user remove their own binding only', async () => {
    const account = await newAccount();
    const user = await createUser(t);
    await push(
      account,
      eventXml(account, uniqueCode('o'), 'subscribe', `qrscene_${await sceneFor(user, account)}`),
    );
    const other = await createUser(t);
    const url = `/api/message/WechatOpen/MyBindings/${account.id}`;
    expect((await t.call({ method: 'DELETE', url, token: other.token })).body.code).toBe(404);
    const res = await t.call({ method: 'DELETE', url, token: user.token });
    expect(res.body).toMatchObject({ code: 200, msg: '已解除绑定' });
    expect(await myBinding(user, account)).toMatchObject({ isBound: false });
  });

  it('shows followers to the 公众号 menu and removes one with its edit button', async () => {
    const account = await newAccount();
    const user = await createUser(t);
    await push(
      account,
      eventXml(account, uniqueCode('o'), 'subscribe', `qrscene_${await sceneFor(user, account)}`),
    );
    const [binding] = (await followers(account)).body.data.list;
    const removeUrl = `/api/message/AccountConfig/${account.id}/WechatUsers/${binding.id}`;

    const reader = await userWithMenu(t, MenuCode.msgAccountMp);
    await grant(t, 'User', reader.id, 'module', await menuId(t, MenuCode.msgAccount));
    const mailOnly = await userWithMenu(t, MenuCode.msgAccountMail);
    await grant(t, 'User', mailOnly.id, 'module', await menuId(t, MenuCode.msgAccount));
    expect((await followers(account, mailOnly)).body.code).toBe(401);
    expect((await followers(account, reader)).body.data.list).toHaveLength(1);
    expect((await t.call({ method: 'DELETE', url: removeUrl, token: reader.token })).body.code).toBe(401);

    const editor = await userWithMenu(t, MenuCode.msgAccountMp, [ButtonCode.edit]);
    await grant(t, 'User', editor.id, 'module', await menuId(t, MenuCode.msgAccount));
    expect((await t.call({ method: 'DELETE', url: removeUrl, token: editor.token })).body.code).toBe(200);
    expect((await followers(account)).body.data.pagination.total).toBe(0);
  });
});
