import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { smsOutbox, thirdSyncRecords } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { startFakeSmtp } from '../system/fake-smtp-server.ts';
import { MESSAGE_API_CREDENTIALS, startFakeMessageApis } from './fake-message-apis.ts';
import { templateForm } from './message-template-fixtures.ts';

/*
 * 发送配置 › 测试发送 through every channel against local fakes: SMS into the outbox with the provider
 * variables mapped, DingTalk work notices and WeCom application messages to the users' synced ids,
 * mail to the users' addresses, the official account; each receiver answered on its own (a user without
 * an address or never synced fails alone) and each send recorded in 消息监控 with its outcome.
 */

const fake = await startFakeMessageApis();
const smtp = await startFakeSmtp({ account: 'robot@local.test', password: 'smtp-pass' });
afterAll(async () => {
  await Promise.all([fake.close(), smtp.close()]);
});

const t = useTestApp({
  overrides: { dingTalkApiBase: `${fake.base}/ding`, weComApiBase: `${fake.base}/wecom` },
});
const admin = useAdminUser(t);

async function post(url: string, payload?: object) {
  const res = await t.call({
    method: 'POST',
    url: `/api/message${url}`,
    token: admin.token,
    ...(payload ? { payload } : {}),
  });
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data;
}

const { appKey, corpId, secret } = MESSAGE_API_CREDENTIALS;
const ACCOUNTS: Record<string, Record<string, unknown>> = {
  '2': {
    smtpServer: '127.0.0.1',
    smtpPort: smtp.port,
    sslLink: 0,
    smtpUser: 'robot@local.test',
    smtpPassword: 'smtp-pass',
  },
  '3': { channel: 1, smsSignature: '平台', appId: 'ak', appSecret: 'sk', endPoint: 'dysmsapi' },
  '4': { appId: appKey, appSecret: secret, agentId: '88' },
  '5': { enterpriseId: corpId, appSecret: secret, agentId: '1000002' },
  '7': { appId: 'wx-app', appSecret: 'mp-secret', appKey: uniqueCode('gh') },
};
const SMS_FIELDS = [{ smsField: 'who', field: 'name', isTitle: 1 }];

/** A configuration with one binding of `type`, opened on the test screen. */
async function testRowOf(type: string, account: Record<string, unknown> = ACCOUNTS[type] ?? {}) {
  const hasCode = type === '3' || type === '7';
  const form = {
    ...templateForm(uniqueCode(`t${type}`), type),
    ...(hasCode ? { templateCode: 'SMS_1' } : {}),
  };
  const template = await post('/MessageTemplateConfig', { ...form, smsFieldList: hasCode ? SMS_FIELDS : [] });
  const accountId =
    type === '1'
      ? ''
      : (
          await post('/AccountConfig', {
            fullName: '账号',
            enCode: uniqueCode('a'),
            type,
            enabledMark: 1,
            ...account,
          })
        ).id;
  const config = await post('/SendMessageConfig', {
    fullName: '测试',
    enCode: uniqueCode('cfg'),
    messageSource: '2',
    sendConfigTemplateList: [{ messageType: type, templateId: template.id, accountConfigId: accountId }],
  });
  const [row] = await post(`/SendMessageConfig/getTestConfig/${config.id}`);
  return row;
}

async function testSend(row: { paramJson: { field: string }[] }, toUser: string[], value = '张三') {
  const paramJson = row.paramJson.map((p) => ({ ...p, value: p.field === 'name' ? value : '提醒' }));
  const [result] = await post('/SendMessageConfig/testSendConfig', [{ ...row, toUser, paramJson }]);
  return result;
}

const syncedTo = (thirdType: '1' | '2', user: TestUser, thirdObjId: string) =>
  t.ctx.db.insert(thirdSyncRecords).values({
    id: newId(),
    thirdType,
    dataType: '2',
    sysObjId: user.id,
    thirdObjId,
    isSuccess: true,
    syncedAt: new Date(),
  });

async function newestMonitor(messageType: string) {
  const res = await t.call({
    method: 'GET',
    url: `/api/message/MessageMonitor?messageType=${messageType}`,
    token: admin.token,
  });
  return res.body.data.list[0];
}

describe('test send through every channel', () => {
  it('writes SMS to the outbox with the signature and mapped variables; a user without a mobile fails alone', async () => {
    const mobile = `139${Date.now().toString().slice(-8)}`;
    const withMobile = await createUser(t, { mobilePhone: mobile });
    const without = await createUser(t);
    const result = await testSend(await testRowOf('3'), [withMobile.id, without.id]);

    const [sms] = await t.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    expect(sms?.content).toBe('【平台】SMS_1 who=张三');
    expect(result).toMatchObject({ isSuccess: '0', result: expect.stringContaining('用户没有设置手机号') });
    expect(result.userResults).toEqual([
      { userId: withMobile.id, userName: expect.any(String), isSuccess: '1', result: null },
      { userId: without.id, userName: expect.any(String), isSuccess: '0', result: '用户没有设置手机号' },
    ]);
    expect(await newestMonitor('3')).toMatchObject({ isSuccess: '0', errorMessage: result.result });
  });

  it('sends a DingTalk work notice to the synced users only', async () => {
    const synced = await createUser(t);
    const never = await createUser(t);
    await syncedTo('2', synced, `ding-${synced.id}`);
    const result = await testSend(await testRowOf('4'), [synced.id, never.id]);

    const send = fake.sends().at(-1);
    expect(send?.path).toBe('/ding/topapi/message/corpconversation/asyncsend_v2');
    expect(send?.query.get('access_token')).toBe('msg-token');
    expect(send?.body).toEqual({
      agent_id: 88,
      userid_list: `ding-${synced.id}`,
      msg: { msgtype: 'text', text: { content: '<p>你好 张三</p><script>alert(1)</script>' } },
    });
    expect(
      result.userResults.map((u: { isSuccess: string; result: string }) => [u.isSuccess, u.result]),
    ).toEqual([
      ['1', null],
      ['0', '用户未同步到钉钉'],
    ]);
  });

  it('sends a WeCom application message and fails the users WeCom names invalid', async () => {
    const ok = await createUser(t);
    const gone = await createUser(t);
    await syncedTo('1', ok, `u-${ok.id}`);
    await syncedTo('1', gone, `gone-${gone.id}`);
    const result = await testSend(await testRowOf('5'), [ok.id, gone.id]);

    expect(fake.sends().at(-1)).toMatchObject({
      path: '/wecom/cgi-bin/message/send',
      body: { touser: `u-${ok.id}|gone-${gone.id}`, msgtype: 'text', agentid: 1000002 },
    });
    expect(result.userResults.find((u: { userId: string }) => u.userId === gone.id)).toMatchObject({
      isSuccess: '0',
      result: '企业微信拒收此用户',
    });
    expect(result.userResults.find((u: { userId: string }) => u.userId === ok.id)).toMatchObject({
      isSuccess: '1',
    });
  });

  it('fails the whole row and records why when the service refuses the credentials', async () => {
    const synced = await createUser(t);
    await syncedTo('2', synced, `ding-${synced.id}`);
    const row = await testRowOf('4', { ...ACCOUNTS['4'], appSecret: 'wrong' });
    const before = fake.sends().length;
    const result = await testSend(row, [synced.id]);
    expect(result).toMatchObject({
      isSuccess: '0',
      result: '钉钉拒绝了消息：invalid appkey or appsecret（错误码 40089）',
    });
    expect(fake.sends().length).toBe(before);
    expect(await newestMonitor('4')).toMatchObject({ isSuccess: '0', errorMessage: result.result });
  });

  it('fails each official-account receiver that has bound no openid', async () => {
    const user = await createUser(t);
    const result = await testSend(await testRowOf('7'), [user.id]);
    expect(result.userResults).toEqual([
      { userId: user.id, userName: expect.any(String), isSuccess: '0', result: '用户未绑定公众号' },
    ]);
  });

  it('mails the users that have an address and names the ones that have none', async () => {
    const address = `alice-${uniqueCode('m')}@local.test`;
    const alice = await createUser(t, { email: address });
    const nobody = await createUser(t, { realName: '无邮箱' });
    const result = await testSend(await testRowOf('2'), [alice.id, nobody.id, 'no-such-user']);

    expect(smtp.mails.at(-1)?.to).toEqual([address]);
    expect(result).toMatchObject({
      isSuccess: '0',
      result: '2个接收人发送失败：无邮箱（用户没有设置邮箱）、no-such-user（用户不存在或已禁用）',
    });
    expect(result.userResults.map((u: { isSuccess: string }) => u.isSuccess)).toEqual(['1', '0', '0']);
  });

  it('refuses a value for a variable the template does not declare', async () => {
    const user = await createUser(t);
    const row = await testRowOf('1');
    const paramJson = [...row.paramJson, { field: 'salary', fieldName: '工资', value: '1' }];
    const [result] = await post('/SendMessageConfig/testSendConfig', [
      { ...row, toUser: [user.id], paramJson },
    ]);
    expect(result).toMatchObject({ isSuccess: '0', result: '模板没有参数salary' });
    const inbox = await t.call({ method: 'GET', url: '/api/message', token: user.token });
    expect(inbox.body.data.list).toEqual([]);
  });
});
