import { afterEach, describe, expect, it } from 'vitest';
import { createUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { templateForm } from './message-template-fixtures.ts';
import { closeAll, connectUser, listen, type TestSocket } from './socket-client.ts';

/* A 站内信 test send reaches the receiver's open tab at once (messagePush), placeholders filled. */

const t = useTestApp();
const admin = useAdminUser(t);
const open: TestSocket[] = [];
afterEach(() => closeAll(open));

const post = async (url: string, payload?: unknown) => {
  const res = await t.call({
    method: 'POST',
    url: `/api${url}`,
    token: admin.token,
    ...(payload ? { payload } : {}),
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
};

describe('send configuration test send on the socket', () => {
  it('pushes the station message to the chosen user', async () => {
    const receiver = await createUser(t);
    const base = await listen(t);
    const tab = await connectUser(base, receiver.token);
    open.push(tab.socket);

    const template = await post('/message/MessageTemplateConfig', templateForm(uniqueCode('t'), '1'));
    const config = await post('/message/SendMessageConfig', {
      fullName: '审批通知',
      enCode: uniqueCode('cfg'),
      messageSource: '2',
      sendConfigTemplateList: [{ messageType: '1', templateId: template.id, accountConfigId: '' }],
    });
    const [row] = await post(`/message/SendMessageConfig/getTestConfig/${config.id}`);
    const paramJson = row.paramJson.map((p: { field: string }) => ({
      ...p,
      value: p.field === 'name' ? '李四' : '会议',
    }));
    await post('/message/SendMessageConfig/testSendConfig', [{ ...row, toUser: [receiver.id], paramJson }]);

    expect(await tab.socket.next('messagePush')).toMatchObject({
      method: 'messagePush',
      messageType: 1,
      toUserId: receiver.id,
      title: '会议：李四',
    });
  });
});
