import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { messageWechatUsers, smsOutbox, thirdSyncRecords } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { startFakeSmtp } from '../system/fake-smtp-server.ts';
import { MESSAGE_API_CREDENTIALS, startFakeMessageApis } from './fake-message-apis.ts';
import { channelSends } from './send-config-channel-fixtures.ts';

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
  overrides: {
    dingTalkApiBase: `${fake.base}/ding`,
    weComApiBase: `${fake.base}/wecom`,
    weChatMpApiBase: `${fake.base}/mp`,
  },
});
const admin = useAdminUser(t);

const { post, testRowOf: rowOf, testSend } = channelSends(t, () => admin);

const { appKey, corpId, mpAppId, secret } = MESSAGE_API_CREDENTIALS;
const ACCOUNTS: Record<string, Record<string, unknown>> = {
  '2': {
    smtpServer: '127.0.0.1',
    smtpPort: smtp.port,
    sslLink: 0,
    smtpUser: 'robot@local.test',
    smtpPassword: 'smtp-pass',
  },
  // No provider credentials: the account configures no provider, so its messages go to the outbox.
  '3': { channel: 1, smsSignature: '平台' },
  '4': { appId: appKey, appSecret: secret, agentId: '88' },
  '5': { enterpriseId: corpId, appSecret: secret, agentId: '1000002' },
  '7': { appId: mpAppId, appSecret: secret, appKey: uniqueCode('gh') },
};
/** A configuration with one binding of `type` through the type's account above, opened on the test screen. */
const testRowOf = (type: string, account: Record<string, unknown> = ACCOUNTS[type] ?? {}) =>
  rowOf(type, account);

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

  it('sends template messages to the followers of the official account; the unbound, unfollowed and refused fail alone', async () => {
    const [follower, unbound, unfollowed, refused] = await Promise.all([1, 2, 3, 4].map(() => createUser(t)));
    const row = await testRowOf('7', { ...ACCOUNTS['7'], appKey: uniqueCode('gh') });
    const bind = (user: TestUser | undefined, openId: string, isFollowing = 1) =>
      t.ctx.db
        .insert(messageWechatUsers)
        .values({ id: newId(), accountId: row.accountConfigId, userId: user?.id ?? '', openId, isFollowing });
    await bind(follower, `o-${follower?.id}`);
    await bind(unfollowed, `o-${unfollowed?.id}`, 0);
    await bind(refused, `gone-${refused?.id}`);
    const before = fake.sends().length;
    const receivers = [follower, unbound, unfollowed, refused].map((u) => u?.id ?? '');
    const result = await testSend(row, receivers);

    const sends = fake.sends().slice(before);
    expect(sends.map((c) => [c.path, c.query.get('access_token')])).toEqual([
      ['/mp/cgi-bin/message/template/send', 'msg-token'],
      ['/mp/cgi-bin/message/template/send', 'msg-token'],
    ]);
    expect(sends.map((c) => c.body)).toEqual(
      expect.arrayContaining([
        { touser: `o-${follower?.id}`, template_id: 'SMS_1', data: { who: { value: '张三' } } },
        { touser: `gone-${refused?.id}`, template_id: 'SMS_1', data: { who: { value: '张三' } } },
      ]),
    );
    const outcome = (id: string) =>
      result.userResults.find((u: { userId: string }) => u.userId === id)?.result ?? 'sent';
    expect(receivers.map(outcome)).toEqual([
      'sent',
      '用户未绑定公众号',
      '用户已取消关注公众号',
      '微信公众号拒绝了消息：require subscribe（错误码 43004）',
    ]);
    expect(result.isSuccess).toBe('0');
  });

  it('calls nothing when no receiver follows the official account', async () => {
    const user = await createUser(t);
    const row = await testRowOf('7', { ...ACCOUNTS['7'], appKey: uniqueCode('gh') });
    const before = fake.calls.length;
    const result = await testSend(row, [user.id]);
    expect(result.userResults).toEqual([
      { userId: user.id, userName: expect.any(String), isSuccess: '0', result: '用户未绑定公众号' },
    ]);
    expect(fake.calls.length).toBe(before);
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
