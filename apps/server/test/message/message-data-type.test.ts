import { describe, expect, it } from 'vitest';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

/*
 * GET /api/message/MessageDataType/getTypeList/{type}: the original client's message screens read the
 * message types (1), SMS channels (2), webhook kinds (3) and message sources (4) as `{enCode, fullName}`.
 */

const t = useTestApp();
const admin = useAdminUser(t);
const typeList = (type: string) =>
  t.call({ method: 'GET', url: `/api/message/MessageDataType/getTypeList/${type}`, token: admin.token });

describe('message data types', () => {
  it('answers each fixed list with the codes and names the original screens read', async () => {
    const types = (await typeList('1')).body;
    expect(types.code).toBe(200);
    expect(types.data.map((row: { enCode: string; fullName: string }) => [row.enCode, row.fullName])).toEqual(
      [
        ['1', '站内信'],
        ['2', '邮件'],
        ['3', '短信'],
        ['4', '钉钉'],
        ['5', '企业微信'],
        ['6', 'webhook'],
        ['7', '微信公众号'],
      ],
    );
    expect(types.data[5]).toEqual({ id: '1-6', type: '1', fullName: 'webhook', enCode: '6', sortCode: 5 });
    expect((await typeList('2')).body.data.map((row: { fullName: string }) => row.fullName)).toEqual([
      '阿里云',
      '腾讯云',
    ]);
    expect((await typeList('3')).body.data.map((row: { enCode: string }) => row.enCode)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect((await typeList('4')).body.data.map((row: { fullName: string }) => row.fullName)).toEqual([
      '公告',
      '流程',
      '系统',
      '日程',
    ]);
  });

  it('refuses an unknown list and a caller who is not signed in', async () => {
    expect((await typeList('5')).body.code).toBe(400);
    const anonymous = await t.call({ method: 'GET', url: '/api/message/MessageDataType/getTypeList/1' });
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 600]);
  });
});
