import { ButtonCode, MenuCode } from '@platform/contracts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { resetConfig, setConfig } from '../oauth/oauth-helpers.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { createOrg } from '../permission/organize-fixtures.ts';
import { createUser, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { FAKE_CREDENTIALS, startFakeThirdParty } from './fake-third-party.ts';

/*
 * 企业号配置's execute button: the WeCom directory sync of 系统配置 behind the 企业号配置 menu's own
 * grants, against the local fake of WeCom.
 */

const fake = await startFakeThirdParty();
afterAll(() => fake.close());

const t = useTestApp({ overrides: { weComApiBase: `${fake.base}/wecom` } });
const admin = useAdminUser(t);
afterEach(() => resetConfig(t));

const BASE = '/api/WeChat/QYHConfig';
const sync = (user: TestUser, what: 'SyncOrganize' | 'SyncUser') =>
  t.call({ method: 'POST', url: `${BASE}/Actions/${what}`, token: user.token });

describe('企业号配置 directory sync', () => {
  it('pushes organizations then users to WeCom and answers the totals', async () => {
    await setConfig(t, { ...FAKE_CREDENTIALS, qyhIsSynOrg: 1, qyhIsSynUser: 1 });
    const company = await createOrg(t, admin, 'company', '-1', { fullName: '企业号同步公司' });
    await createUser(t, { organizeId: company, realName: '企业号同步成员' });
    const operator = await userWithMenu(t, MenuCode.wechatQy, [ButtonCode.execute]);

    const before = fake.directoryCalls('/wecom').length;
    const organizations = await sync(operator, 'SyncOrganize');
    expect(organizations.body.code, organizations.body.msg).toBe(200);
    expect(organizations.body.msg).toBe('同步完成');
    expect(organizations.body.data).toMatchObject({ dataType: '1', synFailCount: 0 });
    expect(organizations.body.data.synSuccessCount).toBeGreaterThan(0);
    const users = await sync(operator, 'SyncUser');
    expect(users.body.data).toMatchObject({ dataType: '2' });
    const calls = fake.directoryCalls('/wecom').slice(before);
    expect(calls.some((c) => c.body?.name === '企业号同步公司')).toBe(true);
    expect(calls.some((c) => c.body?.name === '企业号同步成员')).toBe(true);

    const totals = await t.call({ method: 'GET', url: `${BASE}/SynThirdTotal`, token: operator.token });
    expect(totals.body.data.map((row: { dataType: string }) => row.dataType)).toEqual(['1', '2']);
    expect(totals.body.data[1].synDate).not.toBeNull();
  });

  it('needs the menu’s execute button, and the switch saved on', async () => {
    const reader = await userWithMenu(t, MenuCode.wechatQy, [ButtonCode.edit, ButtonCode.test]);
    expect((await sync(reader, 'SyncOrganize')).body.code).toBe(401);
    const operator = await userWithMenu(t, MenuCode.wechatQy, [ButtonCode.execute]);
    const off = await sync(operator, 'SyncUser');
    expect(off.body.code).toBe(400);
    expect(off.body.msg).toContain('未开启用户同步');
  });
});
