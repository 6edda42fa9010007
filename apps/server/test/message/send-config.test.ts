import { ButtonCode, MenuCode } from '@platform/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../oauth/oauth-helpers.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { startFakeSmtp } from '../system/fake-smtp-server.ts';
import { templateForm } from './message-template-fixtures.ts';
import { startWebhookReceiver } from './webhook-receiver.ts';

/*
 * 消息中心 › 发送配置 (/api/message/SendMessageConfig) with the original screens' bodies: CRUD with
 * binding rows, copy, state, and the test send (站内信 to the chosen users, mail through the local
 * SMTP server, webhook to the local receiver), placeholders filled with the values typed.
 */

const smtp = await startFakeSmtp({ account: 'robot@local.test', password: 'smtp-pass' });
const receiver = await startWebhookReceiver();
afterAll(async () => {
  await Promise.all([smtp.close(), receiver.close()]);
});

const t = useTestApp();
const admin = useAdminUser(t);

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, user = admin) =>
  t.call({ method, url: `/api${url}`, token: user.token, ...(payload ? { payload } : {}) });
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  user: TestUser = admin,
) => request(method, `/message/SendMessageConfig${url}`, payload, user);

async function created(res: Awaited<ReturnType<typeof request>>): Promise<string> {
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}
const template = (type: string) =>
  request('POST', '/message/MessageTemplateConfig', templateForm(uniqueCode(`t${type}`), type)).then(created);
const account = (form: Record<string, unknown>) =>
  request('POST', '/message/AccountConfig', { sortCode: 0, enabledMark: 1, ...form }).then(created);

const mailAccount = () =>
  account({
    fullName: '通知邮箱',
    enCode: uniqueCode('mail'),
    type: 2,
    addressorName: '系统通知',
    smtpServer: '127.0.0.1',
    smtpPort: smtp.port,
    sslLink: 0,
    smtpUser: 'robot@local.test',
    smtpPassword: 'smtp-pass',
  });
const webhookAccount = () =>
  account({
    fullName: '机器人',
    enCode: uniqueCode('hook'),
    type: 6,
    webhookType: 1,
    webhookAddress: `${receiver.base}/hook`,
    approveType: 2,
    bearer: 'hook-token',
  });
const dingAccount = () =>
  account({
    fullName: '钉钉',
    enCode: uniqueCode('ding'),
    type: 4,
    appId: 'k',
    appSecret: 's',
    agentId: '1',
  });

/* The form's binding rows as the template and account pickers fill them. */
const row = (messageType: string, templateId: string, accountConfigId = '') => ({
  messageType,
  templateId,
  templateName: '审批提醒',
  templateCode: 'x',
  accountConfigId,
  accountName: accountConfigId ? '账号' : '',
  accountCode: accountConfigId ? 'a' : '',
  enabledMark: 1,
  sortCode: 0,
  description: '',
});
const configForm = (code: string, rows: unknown[]) => ({
  id: '',
  fullName: '审批通知',
  enCode: code,
  description: '',
  enabledMark: 1,
  sortCode: 0,
  messageSource: '2',
  templateType: 0,
  sendConfigTemplateList: rows,
});

describe('send configurations', () => {
  it('creates with bindings, reads, lists, updates, copies and deletes', async () => {
    const station = await template('1');
    const mail = await template('2');
    const mailId = await mailAccount();
    const code = uniqueCode('cfg');
    const id = await created(
      await call('POST', '', configForm(code, [row('1', station), row('2', mail, mailId)])),
    );
    const read = (await call('GET', `/${id}`)).body.data;
    expect(read).toMatchObject({ enCode: code, messageSource: '2', templateType: '0', enabledMark: 1 });
    expect(read.sendConfigTemplateList).toEqual([
      expect.objectContaining({
        messageType: '1',
        templateId: station,
        accountConfigId: null,
        sendConfigId: id,
      }),
      expect.objectContaining({
        messageType: '2',
        templateId: mail,
        accountConfigId: mailId,
        accountName: '通知邮箱',
      }),
    ]);
    const list = (await call('GET', `?keyword=${code}&messageSource=2&enabledMark=1`)).body.data;
    expect(list.list[0]).toMatchObject({
      id,
      messageType: [
        { fullName: '站内信', type: '1' },
        { fullName: '邮件', type: '2' },
      ],
    });

    // The edit form sends back what it read (enabledMark as the original's string) and replaces the rows.
    const edited = { ...read, enabledMark: '1', sendConfigTemplateList: [read.sendConfigTemplateList[1]] };
    expect((await call('PUT', `/${id}`, edited)).body.code).toBe(200);
    expect((await call('GET', `/${id}`)).body.data.sendConfigTemplateList).toHaveLength(1);

    // A template in use can be neither deleted nor disabled.
    expect((await request('DELETE', `/message/MessageTemplateConfig/${mail}`)).body.msg).toBe(
      '此记录与“消息发送配置”关联引用，不允许被删除',
    );
    expect((await request('PUT', `/message/MessageTemplateConfig/${mail}/Actions/State`)).body.code).toBe(
      400,
    );
    // So is an account it sends through.
    expect((await request('DELETE', `/message/AccountConfig/${mailId}`)).body.msg).toBe(
      '此记录与“消息发送配置”关联引用，不允许被删除',
    );

    const copyId = await created(await call('POST', `/copy/${id}`));
    const copy = (await call('GET', `/${copyId}`)).body.data;
    expect(copy).toMatchObject({ enabledMark: 0, fullName: expect.stringMatching(/^审批通知\.副本/) });
    expect(copy.sendConfigTemplateList).toEqual([
      expect.objectContaining({ templateId: mail, accountConfigId: mailId }),
    ]);
    expect((await call('PUT', `/${id}/Actions/State`)).body.data).toEqual({ enabledMark: 0 });

    expect((await call('DELETE', `/${id}`)).body.code).toBe(200);
    expect((await call('GET', `/${id}`)).body.code).toBe(404);
  });

  it('refuses unknown fields and bindings whose template or account does not match', async () => {
    const station = await template('1');
    const mail = await template('2');
    const hookId = await webhookAccount();
    const code = uniqueCode('cfg');
    const refused = [
      { ...configForm(code, []), extra: 1 },
      configForm(code, [{ ...row('1', station), hack: true }]),
      configForm(code, [row('2', station)]),
      configForm(code, [row('2', mail, hookId)]),
      configForm(code, [row('2', mail)]),
      { ...configForm(code, [row('1', station)]), messageSource: '1' },
    ];
    for (const form of refused) expect((await call('POST', '', form)).body.code).toBe(400);
    expect((await call('POST', '', configForm(code, [row('2', mail, hookId)]))).body.msg).toBe(
      '第1行的账号不存在，或与消息类型不符',
    );
    expect((await call('GET', `?keyword=${code}`)).body.data.pagination.total).toBe(0);
  });
});

describe('test send', () => {
  it('sends each row with its placeholders filled and answers one result per row', async () => {
    const alice = await createUser(t, { email: 'alice@local.test' });
    const ids = {
      station: await template('1'),
      mail: await template('2'),
      hook: await template('6'),
      ding: await template('4'),
    };
    const rows = [
      row('1', ids.station),
      row('2', ids.mail, await mailAccount()),
      row('6', ids.hook, await webhookAccount()),
      row('4', ids.ding, await dingAccount()),
    ];
    const id = await created(await call('POST', '', configForm(uniqueCode('cfg'), rows)));

    const testRows = (await call('POST', `/getTestConfig/${id}`)).body.data;
    expect(testRows.map((r: { messageType: string }) => r.messageType)).toEqual([
      '站内信',
      '邮件',
      '钉钉',
      'webhook',
    ]);
    expect(testRows[0].paramJson.map((p: { field: string }) => p.field)).toEqual(['@Title', 'name']);

    // What the test screen sends: its rows with receivers and the values typed.
    const filled = testRows.map((r: { paramJson: { field: string }[] }) => ({
      ...r,
      toUser: [alice.id],
      paramJson: r.paramJson.map((p) => ({ ...p, value: p.field === 'name' ? '张<三>' : '请假' })),
    }));
    await request('PUT', '/system/SysConfig', { outboundAllowHosts: '127.0.0.1' });
    try {
      const results = (await call('POST', '/testSendConfig', filled)).body.data;
      const alices = [{ userId: alice.id, userName: expect.any(String), isSuccess: '1', result: null }];
      const notSynced = [{ ...alices[0], isSuccess: '0', result: '用户未同步到钉钉' }];
      expect(results).toEqual([
        { messageType: '消息类型：站内信', isSuccess: '1', result: null, userResults: alices },
        { messageType: '消息类型：邮件', isSuccess: '1', result: null, userResults: alices },
        {
          messageType: '消息类型：钉钉',
          isSuccess: '0',
          result: expect.stringMatching(/^1个接收人发送失败：.+（用户未同步到钉钉）$/),
          userResults: notSynced,
        },
        { messageType: '消息类型：webhook', isSuccess: '1', result: null },
      ]);
    } finally {
      await resetConfig(t);
    }

    const inbox = (await t.call({ method: 'GET', url: '/api/message', token: alice.token })).body.data.list;
    expect(inbox[0]).toMatchObject({ title: '请假：张<三>', type: 1 });

    // 消息监控 holds one record per row sent, the refused one with its reason.
    const monitor = await request(
      'GET',
      `/message/MessageMonitor?keyword=${encodeURIComponent('请假：张<三>')}`,
    );
    const records = monitor.body.data.list.map((r: Record<string, unknown>) => [
      r.messageTypeCode,
      r.messageSourceCode,
      r.isSuccess,
      r.errorMessage,
    ]);
    expect(records.sort()).toEqual([
      ['1', '2', '1', null],
      ['2', '2', '1', null],
      ['4', '2', '0', expect.stringContaining('用户未同步到钉钉')],
      ['6', '2', '1', null],
    ]);
    const mailRecord = monitor.body.data.list.find(
      (r: { messageTypeCode: string }) => r.messageTypeCode === '2',
    );
    const mailDetail = (await request('GET', `/message/MessageMonitor/${mailRecord.id}`)).body.data;
    expect(mailDetail).toMatchObject({
      receiveUser: alice.id,
      accountName: '通知邮箱',
      messageTemplateId: ids.mail,
      content: '<p>你好 张&lt;三&gt;</p>',
    });

    const sent = smtp.mails.at(-1);
    expect(sent).toMatchObject({ from: 'robot@local.test', to: ['alice@local.test'] });
    const [headers = '', body = ''] = sent?.data.split('\r\n\r\n') ?? [];
    expect(headers).toContain(`Subject: =?UTF-8?B?${Buffer.from('请假：张<三>').toString('base64')}?=`);
    // The value is text inside the mail's HTML; the sanitised content has no script.
    expect(Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe(
      '<p>你好 张&lt;三&gt;</p>',
    );

    expect(receiver.calls.at(-1)).toMatchObject({ path: '/hook', authorization: 'Bearer hook-token' });
    expect(JSON.parse(receiver.calls.at(-1)?.body ?? '{}')).toEqual({
      msgtype: 'text',
      text: { content: '<p>你好 张<三></p><script>alert(1)</script>' },
    });
  });

  it('answers a failed row without stopping the others', async () => {
    const station = await template('1');
    const id = await created(await call('POST', '', configForm(uniqueCode('cfg'), [row('1', station)])));
    const [testRow] = (await call('POST', `/getTestConfig/${id}`)).body.data;
    const results = (await call('POST', '/testSendConfig', [{ ...testRow, toUser: [] }])).body.data;
    expect(results).toEqual([{ messageType: '消息类型：站内信', isSuccess: '0', result: '接收人为空' }]);
    // 消息监控: the newest 站内信 record is this refused send, with its reason.
    const monitor = await request('GET', '/message/MessageMonitor?messageType=1');
    expect(monitor.body.data.list[0]).toMatchObject({ isSuccess: '0', errorMessage: '接收人为空' });
    expect((await call('POST', '/testSendConfig', [{ ...testRow, bogus: 1 }])).body.code).toBe(400);
  });
});

describe('grants', () => {
  it('refuses a user without the menu, and the test without its button', async () => {
    const code = uniqueCode('cfg');
    const id = await created(await call('POST', '', configForm(code, [])));
    const stranger = await userWithMenu(t, MenuCode.msgTemplate);
    expect((await call('GET', '', undefined, stranger)).body.code).toBe(401);
    expect((await call('POST', `/getTestConfig/${id}`, undefined, stranger)).body.code).toBe(401);
    const reader = await userWithMenu(t, MenuCode.msgSendConfig);
    expect((await call('GET', '', undefined, reader)).body.code).toBe(200);
    expect((await call('POST', `/getTestConfig/${id}`, undefined, reader)).body.code).toBe(401);
    // The flow designer's picker is open to every signed-in user: enabled configurations only.
    const picked = (await call('GET', `/getSendConfigList?keyword=${code}`, undefined, stranger)).body.data;
    expect(picked.list).toEqual([{ id, fullName: '审批通知', enCode: code, templateJson: [] }]);
    await call('PUT', `/${id}/Actions/State`);
    expect((await call('GET', `/getSendConfigList?keyword=${code}`)).body.data.list).toEqual([]);
    await call('PUT', `/${id}/Actions/State`);
    const tester = await userWithMenu(t, MenuCode.msgSendConfig, [ButtonCode.test]);
    expect((await call('POST', `/getTestConfig/${id}`, undefined, tester)).body).toMatchObject({
      code: 400,
      msg: '配置模板无数据，无法测试',
    });
  });

  it('offers a holder of 发送配置 only the enabled accounts of a type, by name and code, without the 账号配置 menu', async () => {
    const mailId = await mailAccount();
    const mailCode = (await request('GET', `/message/AccountConfig/${mailId}`)).body.data.enCode;
    const disabledId = await account({
      fullName: '停用邮箱',
      enCode: uniqueCode('mailoff'),
      type: 2,
      enabledMark: 0,
      addressorName: '停用',
      smtpServer: '127.0.0.1',
      smtpPort: smtp.port,
      sslLink: 0,
      smtpUser: 'robot@local.test',
      smtpPassword: 'smtp-pass',
    });
    const hookId = await webhookAccount();
    const editor = await userWithMenu(t, MenuCode.msgSendConfig, [ButtonCode.add]);
    // The account list itself needs 账号配置.
    expect((await request('GET', '/message/AccountConfig?type=2', undefined, editor)).body.code).toBe(401);
    const res = await call('GET', `/AccountSelector?type=2&keyword=${mailCode}`, undefined, editor);
    expect(res.body.code).toBe(200);
    expect(res.body.data.list).toEqual([{ id: mailId, fullName: '通知邮箱', enCode: mailCode, type: '2' }]);
    const all = (await call('GET', '/AccountSelector?type=2', undefined, editor)).body.data.list;
    const ids = all.map((row: { id: string }) => row.id);
    expect(ids).toContain(mailId);
    expect(ids).not.toContain(disabledId);
    expect(ids).not.toContain(hookId);
    expect((await call('GET', '/AccountSelector?type=9', undefined, editor)).body.code).toBe(400);
    const stranger = await userWithMenu(t, MenuCode.msgTemplate);
    expect((await call('GET', '/AccountSelector?type=2', undefined, stranger)).body.code).toBe(401);
  });
});
