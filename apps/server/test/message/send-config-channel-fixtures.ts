import type { TestApp } from '../build-test-app.ts';
import { type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { templateForm } from './message-template-fixtures.ts';

/*
 * 发送配置 › 测试发送 as the screen drives it: a template, an account and a configuration with one binding
 * of the type, opened on the test screen, then one test send with the template's values.
 */

export const SMS_FIELDS = [{ smsField: 'who', field: 'name', isTitle: 1 }];

export interface TestRow {
  accountConfigId: string;
  paramJson: { field: string }[];
}

export function channelSends(t: TestApp, admin: () => TestUser) {
  async function post(url: string, payload?: object, lang = 'zh-CN') {
    const res = await t.call({
      method: 'POST',
      url: `/api/message${url}`,
      token: admin().token,
      headers: { 'accept-language': lang },
      ...(payload ? { payload } : {}),
    });
    if (res.body.code !== 200) throw new Error(res.body.msg);
    return res.body.data;
  }

  /** A configuration with one binding of `type` through an account made of `account`, opened on the test screen. */
  async function testRowOf(
    type: string,
    account: Record<string, unknown>,
    template: { templateCode?: string; smsFieldList?: object[] } = {},
  ): Promise<TestRow> {
    const hasCode = type === '3' || type === '7';
    const form = {
      ...templateForm(uniqueCode(`t${type}`), type),
      ...(hasCode ? { templateCode: 'SMS_1' } : {}),
      smsFieldList: hasCode ? SMS_FIELDS : [],
      ...template,
    };
    const created = await post('/MessageTemplateConfig', form);
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
      sendConfigTemplateList: [{ messageType: type, templateId: created.id, accountConfigId: accountId }],
    });
    const [row] = await post(`/SendMessageConfig/getTestConfig/${config.id}`);
    return row;
  }

  /** One test send of the row; `name` gets `value`, every other parameter 提醒; messages in `lang`. */
  async function testSend(row: TestRow, toUser: string[], value = '张三', lang = 'zh-CN') {
    const paramJson = row.paramJson.map((p) => ({ ...p, value: p.field === 'name' ? value : '提醒' }));
    const [result] = await post('/SendMessageConfig/testSendConfig', [{ ...row, toUser, paramJson }], lang);
    return result;
  }

  return { post, testRowOf, testSend };
}
