import { ButtonCode, MenuCode, SECRET_MASK } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { messageAccounts } from '../../src/db/schema/index.ts';
import { resetConfig } from '../oauth/oauth-helpers.ts';
import { grant, menuId, userWithMenu } from '../permission/authorize-fixtures.ts';
import { type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { startFakeSmtp } from '../system/fake-smtp-server.ts';
import { FAKE_CREDENTIALS, startFakeThirdParty } from '../system/fake-third-party.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

/*
 * 消息中心 › 账号配置 (/api/message/AccountConfig): CRUD per type with the original dialogs' bodies,
 * secrets sealed and masked, copy, and each type's connection test against local fakes.
 */

const fake = await startFakeThirdParty();
const smtp = await startFakeSmtp({ account: 'robot@local.test', password: 'smtp-pass' });
const receiver = await startWebhookReceiver();
afterAll(async () => {
  await Promise.all([fake.close(), smtp.close(), receiver.close()]);
});

const t = useTestApp({
  overrides: {
    weComApiBase: `${fake.base}/wecom`,
    dingTalkApiBase: `${fake.base}/ding`,
    weChatMpApiBase: `${fake.base}/mp`,
  },
});
const admin = useAdminUser(t);

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  user: TestUser = admin,
) =>
  t.call({
    method,
    url: `/api/message/AccountConfig${url}`,
    token: user.token,
    ...(payload ? { payload } : {}),
  });

/* What the original dialogs send: every field of the form, blanks included. */
const mailForm = (code: string) => ({
  fullName: '通知邮箱',
  enCode: code,
  type: 2,
  addressorName: '系统通知',
  smtpServer: '127.0.0.1',
  smtpPort: smtp.port,
  sslLink: 0,
  smtpUser: 'robot@local.test',
  smtpPassword: 'smtp-pass',
  sortCode: 0,
  enabledMark: 1,
  description: '',
});
const webhookForm = (code: string, address: string) => ({
  fullName: '机器人',
  enCode: code,
  type: '6',
  webhookType: '1',
  webhookAddress: address,
  approveType: '2',
  bearer: 'hook-token',
  sortCode: 1,
  enabledMark: 1,
  description: '',
});

async function create(form: Record<string, unknown>): Promise<string> {
  const res = await call('POST', '', form);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}

describe('account configurations', () => {
  it('creates a mail account from the original body, answers the secret masked and stores it sealed', async () => {
    const code = uniqueCode('mail');
    const id = await create(mailForm(code));
    const info = (await call('GET', `/${id}`)).body.data;
    expect(info).toMatchObject({
      id,
      type: '2',
      enCode: code,
      smtpPort: smtp.port,
      smtpPassword: SECRET_MASK,
    });
    const [row] = await t.ctx.db.select().from(messageAccounts).where(eq(messageAccounts.id, id));
    expect(row?.smtpPasswordCipher).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain('smtp-pass');

    const list = (await call('GET', `?type=2&keyword=${code}&currentPage=1&pageSize=20&sort=desc&sidx=`)).body
      .data;
    expect(list.list.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(list.list[0].smtpPassword).toBe(SECRET_MASK);
    expect(list.list[0].creatorUser).toContain('/');
    expect((await call('GET', `?type=3&keyword=${code}`)).body.data.list).toEqual([]);
  });

  it('keeps a masked secret on edit, replaces a new one, and refuses a duplicate code or a type change', async () => {
    const code = uniqueCode('mail');
    const id = await create(mailForm(code));
    const read = (await call('GET', `/${id}`)).body.data;
    expect((await call('PUT', `/${id}`, { ...read, fullName: '改名' })).body.code).toBe(200);
    const [kept] = await t.ctx.db.select().from(messageAccounts).where(eq(messageAccounts.id, id));
    expect(kept?.fullName).toBe('改名');
    expect((await call('POST', '/testSendMail', { ...read, id })).body.code).toBe(200);

    const dup = await call('POST', '', mailForm(code));
    expect(dup.body).toMatchObject({ code: 400, msg: '编码不能重复' });
    expect((await call('PUT', `/${id}`, { ...read, type: 3 })).body.code).toBe(400);
    await call('PUT', `/${id}`, { ...read, smtpPassword: 'other' });
    expect((await call('POST', '/testSendMail', { ...read, id })).body.code).toBe(400);
  });

  it('refuses unknown fields and a bad type with nothing stored', async () => {
    const code = uniqueCode('mail');
    expect((await call('POST', '', { ...mailForm(code), secretBackdoor: 1 })).body.code).toBe(400);
    expect((await call('POST', '', { ...mailForm(code), type: 9 })).body.code).toBe(400);
    const rows = await t.ctx.db.select().from(messageAccounts).where(eq(messageAccounts.enCode, code));
    expect(rows).toEqual([]);
  });

  it('stores each kind with its own fields: SMS, DingTalk, WeCom, official account', async () => {
    const kinds = [
      { type: '3', channel: 1, smsSignature: '签名', appId: 'ak', appSecret: 'sk', endPoint: 'dysmsapi' },
      {
        type: '4',
        appId: FAKE_CREDENTIALS.dingSynAppKey,
        appSecret: FAKE_CREDENTIALS.dingSynAppSecret,
        agentId: '9',
      },
      {
        type: '5',
        enterpriseId: FAKE_CREDENTIALS.qyhCorpId,
        appSecret: FAKE_CREDENTIALS.qyhAgentSecret,
        agentId: '1',
      },
      {
        type: '7',
        appId: FAKE_CREDENTIALS.mpAppId,
        appSecret: FAKE_CREDENTIALS.mpAppSecret,
        appKey: uniqueCode('gh'),
      },
    ];
    for (const kind of kinds) {
      const id = await create({ fullName: `账号${kind.type}`, enCode: uniqueCode('acc'), ...kind });
      const info = (await call('GET', `/${id}`)).body.data;
      expect(info.type).toBe(kind.type);
      expect(info.appSecret).toBe(SECRET_MASK);
      if (kind.type === '3') expect(info).toMatchObject({ channel: 1, smsSignature: '签名' });
      if (kind.type === '7') expect(info.appKey).toBe(SECRET_MASK);
    }
  });

  it('copies an account disabled with suffixed name and code, and deletes', async () => {
    const id = await create(mailForm(uniqueCode('mail')));
    const copied = await call('POST', `/copy/${id}`);
    expect(copied.body.code).toBe(200);
    const copy = (await call('GET', `/${copied.body.data.id}`)).body.data;
    expect(copy).toMatchObject({ enabledMark: 0, smtpPassword: SECRET_MASK });
    expect(copy.fullName).toMatch(/^通知邮箱\.副本.{5}$/);
    expect((await call('POST', '/testSendMail', { ...copy })).body.code).toBe(200);
    expect((await call('DELETE', `/${id}`)).body.code).toBe(200);
    expect((await call('GET', `/${id}`)).body.code).toBe(404);
  });
});

describe('connection tests', () => {
  it('signs in to the SMTP server, and says why a refusing host or a wrong password fails', async () => {
    const form = mailForm(uniqueCode('mail'));
    expect((await call('POST', '/testSendMail', form)).body).toMatchObject({ code: 200, msg: '连接成功' });
    expect((await call('POST', '/testSendMail', { ...form, smtpPassword: 'nope' })).body.code).toBe(400);
    const closed = await call('POST', '/testSendMail', { ...form, smtpPort: 1 });
    expect(closed.body.code).toBe(400);
    expect((await call('POST', '/testSendMail', { ...form, smtpServer: '' })).body.code).toBe(400);
  });

  it('asks WeCom, DingTalk and the official account for a token', async () => {
    const weCom = { enterpriseId: FAKE_CREDENTIALS.qyhCorpId, appSecret: FAKE_CREDENTIALS.qyhAgentSecret };
    expect((await call('POST', '/testQyWebChatConnect', weCom)).body.code).toBe(200);
    expect((await call('POST', '/testQyWebChatConnect', { ...weCom, appSecret: 'x' })).body.code).toBe(400);
    const ding = { appId: FAKE_CREDENTIALS.dingSynAppKey, appSecret: FAKE_CREDENTIALS.dingSynAppSecret };
    expect((await call('POST', '/testDingTalkConnect', ding)).body.code).toBe(200);
    expect((await call('POST', '/testDingTalkConnect', { ...ding, appSecret: 'x' })).body.code).toBe(400);
    const mp = { appId: FAKE_CREDENTIALS.mpAppId, appSecret: FAKE_CREDENTIALS.mpAppSecret };
    expect((await call('POST', '/testMpConnect', mp)).body.code).toBe(200);
    expect(fake.calls.at(-1)?.path).toBe('/mp/cgi-bin/token');
  });

  it('refuses a webhook to 127.0.0.1 unless allow-listed, then calls it with the bearer token', async () => {
    const form = webhookForm(uniqueCode('hook'), `${receiver.base}/hook`);
    const refused = await call('POST', '/testWebhook', form);
    expect(refused.body.code).toBe(400);
    expect(receiver.calls).toEqual([]);

    const allow = (hosts: string) =>
      t.call({
        method: 'PUT',
        url: '/api/system/SysConfig',
        token: admin.token,
        payload: { outboundAllowHosts: hosts },
      });
    expect((await allow('127.0.0.1')).body.code).toBe(200);
    try {
      const id = await create(form);
      const read = (await call('GET', `/${id}`)).body.data;
      expect(read.bearer).toBe(SECRET_MASK);
      expect((await call('POST', '/testWebhook', { ...read, id })).body.code).toBe(200);
      expect(receiver.calls.at(-1)?.authorization).toBe('Bearer hook-token');
      const failing = await call('POST', '/testWebhook', {
        ...form,
        webhookAddress: `${receiver.base}/missing`,
      });
      expect(failing.body).toMatchObject({ code: 400, msg: '连接失败。失败原因：HTTP 404' });
    } finally {
      await resetConfig(t);
    }
  });
});

describe('grants', () => {
  it("asks for the type's menu and button", async () => {
    const mailOnly = await userWithMenu(t, MenuCode.msgAccountMail, [ButtonCode.add]);
    await grant(t, 'User', mailOnly.id, 'module', await menuId(t, MenuCode.msgAccount));
    const code = uniqueCode('mail');
    expect((await call('POST', '', mailForm(code), mailOnly)).body.code).toBe(200);
    expect((await call('GET', '?type=2', undefined, mailOnly)).body.code).toBe(200);
    expect((await call('GET', '?type=6', undefined, mailOnly)).body.code).toBe(401);
    expect((await call('POST', '', webhookForm(uniqueCode('h'), 'http://x.test'), mailOnly)).body.code).toBe(
      401,
    );
    expect((await call('POST', '/testSendMail', mailForm(code), mailOnly)).body.code).toBe(401);
  });
});
