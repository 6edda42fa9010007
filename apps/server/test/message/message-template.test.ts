import { ButtonCode, MenuCode } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { templateForm } from './message-template-fixtures.ts';

/*
 * 消息中心 › 消息模板 (/api/message/MessageTemplateConfig) with the original form's bodies: CRUD,
 * parameters and placeholders, the rules per message type, copy, state, the picker, grants.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  user: TestUser = admin,
) =>
  t.call({
    method,
    url: `/api/message/MessageTemplateConfig${url}`,
    token: user.token,
    ...(payload ? { payload } : {}),
  });

async function create(form: Record<string, unknown>): Promise<string> {
  const res = await call('POST', '', form);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}

describe('templates', () => {
  it('creates, reads, lists, updates and deletes with the original form', async () => {
    const code = uniqueCode('tpl');
    const id = await create(templateForm(code, '2'));
    const read = (await call('GET', `/${id}`)).body.data;
    expect(read).toMatchObject({
      fullName: '审批提醒',
      enCode: code,
      templateType: '0',
      messageSource: '2',
      messageType: '2',
      title: '{@Title}：{name}',
      enabledMark: 1,
    });
    expect(read.templateParamList).toEqual([
      expect.objectContaining({ field: '@Title', fieldName: '标题', templateId: id }),
      expect.objectContaining({ field: 'name', fieldName: '姓名', templateId: id }),
    ]);
    // Mail content is rich text: script is gone, the placeholder stays.
    expect(read.content).toContain('{name}');
    expect(read.content).not.toContain('script');

    const list = (
      await call('GET', `?keyword=${code}&messageType=2&messageSource=2&currentPage=1&pageSize=20`)
    ).body.data;
    expect(list.pagination.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      id,
      enCode: code,
      messageType: '2',
      creatorUser: expect.any(String),
    });
    expect((await call('GET', `?keyword=${code}&messageType=1`)).body.data.list).toEqual([]);

    // The edit form sends back what it read.
    const updated = await call('PUT', `/${id}`, { ...read, fullName: '审批提醒2', title: '{name}' });
    expect(updated.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await call('GET', `/${id}`)).body.data).toMatchObject({ fullName: '审批提醒2', title: '{name}' });
    expect((await call('PUT', `/${id}`, { ...read, messageType: '1' })).body).toMatchObject({
      code: 400,
      msg: '消息来源和消息类型不能修改',
    });

    expect((await call('DELETE', `/${id}`)).body.code).toBe(200);
    expect((await call('GET', `/${id}`)).body.code).toBe(404);
  });

  it('refuses unknown fields, undeclared placeholders, repeated codes and a missing title', async () => {
    const code = uniqueCode('tpl');
    const before = (await call('GET', `?keyword=${code}`)).body.data.pagination.total;
    const refused = [
      { ...templateForm(code, '1'), extra: 1 },
      { ...templateForm(code, '1'), templateParamList: [{ field: 'name', fieldName: '姓名', hack: 1 }] },
      { ...templateForm(code, '1'), title: '{missing}' },
      { ...templateForm(code, '1'), title: '' },
      { ...templateForm(code, '1'), enCode: `${code}MBXT` },
      { ...templateForm(code, '1'), templateParamList: [{ field: '1x', fieldName: 'bad' }] },
    ];
    for (const form of refused) expect((await call('POST', '', form)).body.code).toBe(400);
    expect((await call('POST', '', { ...templateForm(code, '1'), title: '{missing}' })).body.msg).toBe(
      '参数“missing”未添加，请先在参数列表中添加',
    );
    expect((await call('GET', `?keyword=${code}`)).body.data.pagination.total).toBe(before);
    await create(templateForm(code, '1'));
    expect((await call('POST', '', templateForm(code, '1'))).body).toMatchObject({
      code: 400,
      msg: '编码不能重复',
    });
  });

  it('keeps SMS variables and needs one title variable for an official account', async () => {
    const sms = {
      ...templateForm(uniqueCode('sms'), '3'),
      title: '',
      content: '',
      templateCode: 'SMS_001',
      smsFieldList: [{ smsField: 'code', field: 'name', isTitle: 0 }],
    };
    const id = await create(sms);
    expect((await call('GET', `/${id}`)).body.data).toMatchObject({
      templateCode: 'SMS_001',
      title: null,
      smsFieldList: [expect.objectContaining({ smsField: 'code', field: 'name' })],
    });
    const mp = { ...sms, enCode: uniqueCode('mp'), messageType: '7', wxSkip: '1', xcxAppId: 'wx1' };
    expect((await call('POST', '', mp)).body.msg).toBe('微信公众号模板须有且只有一个标题参数');
    const mpId = await create({ ...mp, smsFieldList: [{ smsField: 'first', field: 'name', isTitle: 1 }] });
    expect((await call('GET', `/${mpId}`)).body.data).toMatchObject({ wxSkip: '1', xcxAppId: 'wx1' });
  });

  it('copies disabled with suffixed name and code, flips the state, and the picker shows enabled ones', async () => {
    const code = uniqueCode('tpl');
    const id = await create(templateForm(code, '1'));
    const copied = await call('POST', `/copy/${id}`);
    expect(copied.body.code).toBe(200);
    const copy = (await call('GET', `/${copied.body.data.id}`)).body.data;
    expect(copy.fullName).toMatch(/^审批提醒\.副本.{5}$/);
    expect(copy.enCode).toMatch(new RegExp(`^${code}.{5}$`));
    expect(copy.enabledMark).toBe(0);
    expect(copy.templateParamList.map((p: { field: string }) => p.field)).toEqual(['@Title', 'name']);

    const picker = (await call('GET', `/Selector?keyword=${code}&messageType=1&messageSource=2`)).body.data;
    expect(picker.list.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(picker.list[0].templateParamList).toHaveLength(2);

    expect((await call('PUT', `/${id}/Actions/State`)).body.data).toEqual({ enabledMark: 0 });
    expect((await call('GET', `/Selector?keyword=${code}&messageType=1`)).body.data.list).toEqual([]);
  });
});

describe('grants', () => {
  it('refuses a user without the menu or the button', async () => {
    const id = await create(templateForm(uniqueCode('tpl'), '1'));
    const stranger = await userWithMenu(t, MenuCode.msgAccountMail);
    expect((await call('GET', '', undefined, stranger)).body.code).toBe(401);
    expect((await call('GET', `/${id}`, undefined, stranger)).body.code).toBe(401);
    const reader = await userWithMenu(t, MenuCode.msgTemplate);
    expect((await call('GET', '', undefined, reader)).body.code).toBe(200);
    expect((await call('POST', '', templateForm(uniqueCode('x'), '1'), reader)).body.code).toBe(401);
    expect((await call('POST', `/copy/${id}`, undefined, reader)).body.code).toBe(401);
    const copier = await userWithMenu(t, MenuCode.msgTemplate, [ButtonCode.copy]);
    expect((await call('POST', `/copy/${id}`, undefined, copier)).body.code).toBe(200);
    // The send configuration's picker needs that menu only.
    expect((await call('GET', '/Selector', undefined, reader)).body.code).toBe(401);
    const sender = await userWithMenu(t, MenuCode.msgSendConfig);
    expect((await call('GET', '/Selector', undefined, sender)).body.code).toBe(200);
  });
});
