import { ButtonCode, MenuCode } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { thirdSyncRecords } from '../../src/db/schema/index.ts';
import { resetConfig, setConfig } from '../oauth/oauth-helpers.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { api, createOrg } from '../permission/organize-fixtures.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { FAKE_CREDENTIALS, type FakeCall, startFakeThirdParty } from './fake-third-party.ts';

/*
 * Directory sync (SynThirdInfo) against the local fake of WeCom and DingTalk: departments pushed
 * parents first, users into their mapped departments, a second run updating, a refused record
 * counted with its reason while the rest go on, and the refusals before anything is sent.
 */

const fake = await startFakeThirdParty();
afterAll(() => fake.close());

const t = useTestApp({
  overrides: { weComApiBase: `${fake.base}/wecom`, dingTalkApiBase: `${fake.base}/ding` },
});
const admin = useAdminUser(t);
afterEach(() => resetConfig(t));

const ALL_ON = { qyhIsSynOrg: 1, qyhIsSynUser: 1, dingSynIsSynOrg: 1, dingSynIsSynUser: 1 } as const;
const turnOn = (patch: Record<string, unknown> = {}) =>
  setConfig(t, { ...FAKE_CREDENTIALS, ...ALL_ON, ...patch });

const get = (url: string, user: TestUser = admin) =>
  t.call({ method: 'GET', url: `/api/system/SynThirdInfo/${url}`, token: user.token });

/** The directory calls made by `run`, and its answer. */
async function callsOf(prefix: string, run: () => ReturnType<typeof get>) {
  const before = fake.directoryCalls(prefix).length;
  const res = await run();
  return { res, calls: fake.directoryCalls(prefix).slice(before) };
}

const named = (calls: FakeCall[], name: string) => calls.find((c) => c.body?.name === name);
const indexOf = (calls: FakeCall[], name: string) => calls.findIndex((c) => c.body?.name === name);

/** A company, a department under it and one under that, and a member of the deepest. */
async function makeTree(label: string) {
  const company = await createOrg(t, admin, 'company', '-1', { fullName: `${label}公司` });
  const dept = await createOrg(t, admin, 'department', company, { fullName: `${label}部门` });
  const team = await createOrg(t, admin, 'department', dept, { fullName: `${label}小组` });
  const member = await createUser(t, {
    organizeId: team,
    realName: `${label}成员`,
    mobilePhone: '13800000000',
  });
  return { company, dept, team, member };
}

describe('sync to WeCom', () => {
  it('creates departments parents first and users in their mapped department, then updates them', async () => {
    await turnOn();
    const tree = await makeTree('微同步');
    const first = await callsOf('/wecom', () => get('synAllOrganizeSysToQy?type=0'));
    expect(first.res.body).toMatchObject({
      code: 200,
      msg: '同步完成',
      data: { synType: '组织', synFailCount: 0 },
    });
    const create = first.calls.filter((c) => c.path === '/wecom/cgi-bin/department/create');
    expect(indexOf(create, '微同步公司')).toBeLessThan(indexOf(create, '微同步部门'));
    expect(indexOf(create, '微同步部门')).toBeLessThan(indexOf(create, '微同步小组'));
    expect(named(create, '微同步公司')?.body?.parentid).toBe(1);
    const deptId = named(create, '微同步部门')?.answer?.id;
    expect(named(create, '微同步小组')?.body?.parentid).toBe(deptId);

    const users = await callsOf('/wecom', () => get('synAllUserSysToQy'));
    expect(users.res.body.data).toMatchObject({ synType: '用户', dataType: '2' });
    const member = named(users.calls, '微同步成员');
    expect(member).toMatchObject({ path: '/wecom/cgi-bin/user/create' });
    expect(member?.body).toMatchObject({
      userid: tree.member.id,
      department: [named(create, '微同步小组')?.answer?.id],
      mobile: '13800000000',
    });

    const second = await callsOf('/wecom', () => get('synAllOrganizeSysToQy?type=0'));
    expect(second.calls.some((c) => c.path.endsWith('/create'))).toBe(false);
    expect(named(second.calls, '微同步部门')?.body).toMatchObject({
      id: deptId,
      parentid: expect.any(Number),
    });
    const again = await callsOf('/wecom', () => get('synAllUserSysToQy'));
    expect(named(again.calls, '微同步成员')?.path).toBe('/wecom/cgi-bin/user/update');
  });

  it('answers the totals per type, the last sync time included', async () => {
    const res = await get('getSynThirdTotal/1');
    expect(res.body.code).toBe(200);
    const [org, user] = res.body.data;
    expect(org).toMatchObject({ synType: '组织', dataType: '1', synDate: expect.any(Number) });
    expect(user).toMatchObject({ synType: '用户', dataType: '2' });
    for (const row of res.body.data) {
      expect(row.synSuccessCount + row.synFailCount + row.unSynCount).toBe(row.recordTotal);
    }
    expect(org.synSuccessCount).toBeGreaterThanOrEqual(3);
  });

  it('counts a refused record as failed with its reason, fails its children and goes on', async () => {
    await turnOn();
    const refused = await createOrg(t, admin, 'company', '-1', { fullName: '拒绝REFUSE公司' });
    const child = await createOrg(t, admin, 'department', refused, { fullName: '拒绝下级部门' });
    const sibling = await createOrg(t, admin, 'company', '-1', { fullName: '照常公司' });
    const run = await callsOf('/wecom', () => get('synAllOrganizeSysToQy'));
    expect(run.res.body.data.synFailCount).toBe(2);
    expect(named(run.calls, '照常公司')?.answer?.errcode).toBe(0);
    expect(named(run.calls, '拒绝下级部门')).toBeUndefined();
    const rows = await t.ctx.db
      .select()
      .from(thirdSyncRecords)
      .where(and(eq(thirdSyncRecords.thirdType, '1'), eq(thirdSyncRecords.dataType, '1')));
    const byId = new Map(rows.map((r) => [r.sysObjId, r]));
    expect(byId.get(refused)).toMatchObject({
      isSuccess: false,
      thirdObjId: null,
      errorText: 'name refused by fake（错误码 60008）',
    });
    expect(byId.get(child)).toMatchObject({ isSuccess: false, errorText: '上级组织未同步成功' });
    expect(byId.get(sibling)).toMatchObject({ isSuccess: true, thirdObjId: expect.any(String) });
  });
});

describe('sync to DingTalk', () => {
  it('has nothing synced before the first run', async () => {
    const res = await get('getSynThirdTotal/2');
    for (const row of res.body.data) {
      expect(row).toMatchObject({ synSuccessCount: 0, synFailCount: 0, synDate: null });
      expect(row.unSynCount).toBe(row.recordTotal);
    }
  });

  it('creates departments with parent_id and users with dept_id_list', async () => {
    await turnOn();
    const tree = await makeTree('钉同步');
    // A department moved under a newer one still goes after it.
    const moved = await createOrg(t, admin, 'department', tree.company, { fullName: '钉同步移动' });
    const newer = await createOrg(t, admin, 'department', tree.company, { fullName: '钉同步新部门' });
    const move = await api(t, admin).put(`/Organize/Department/${moved}`, {
      parentId: newer,
      fullName: '钉同步移动',
      enCode: uniqueCode('mv'),
    });
    expect(move.body.code).toBe(200);
    const orgs = await callsOf('/ding', () => get('synAllOrganizeSysToDing?type=0'));
    const created = orgs.calls.filter((c) => c.path === '/ding/topapi/v2/department/create');
    expect(indexOf(created, '钉同步部门')).toBeLessThan(indexOf(created, '钉同步小组'));
    expect(indexOf(created, '钉同步新部门')).toBeLessThan(indexOf(created, '钉同步移动'));
    expect(named(created, '钉同步移动')?.body?.parent_id).toBe(
      (named(created, '钉同步新部门')?.answer?.result as { dept_id: number } | undefined)?.dept_id,
    );
    const teamId = (named(created, '钉同步小组')?.answer?.result as { dept_id: number } | undefined)?.dept_id;
    const users = await callsOf('/ding', () => get('synAllUserSysToDing'));
    expect(named(users.calls, '钉同步成员')).toMatchObject({
      path: '/ding/topapi/v2/user/create',
      body: { userid: tree.member.id, dept_id_list: String(teamId) },
    });
    const again = await callsOf('/ding', () => get('synAllOrganizeSysToDing'));
    expect(named(again.calls, '钉同步小组')).toMatchObject({
      path: '/ding/topapi/v2/department/update',
      body: { dept_id: teamId },
    });
  });
});

describe('refusals', () => {
  it('sends nothing while the switch is off', async () => {
    await turnOn({ dingSynIsSynUser: 0, qyhIsSynOrg: 0 });
    const users = await callsOf('/ding', () => get('synAllUserSysToDing'));
    expect(users.res.body).toMatchObject({
      code: 400,
      msg: '未开启用户同步：请先在第三方设置中打开“同步用户”并保存',
    });
    const orgs = await callsOf('/wecom', () => get('synAllOrganizeSysToQy'));
    expect(orgs.res.body.msg).toContain('未开启组织同步');
    expect([...users.calls, ...orgs.calls]).toEqual([]);
  });

  it('names a refused token and an unreachable service, and writes no row', async () => {
    const before = await t.ctx.db.select().from(thirdSyncRecords);
    await turnOn({ dingSynAppSecret: 'wrong' });
    expect((await get('synAllOrganizeSysToDing')).body).toMatchObject({
      code: 400,
      msg: '同步失败：第三方拒绝了同步凭证：invalid credential（错误码 40001）',
    });
    await turnOn({ qyhCorpId: 'gateway-error' });
    expect((await get('synAllUserSysToQy')).body).toMatchObject({
      code: 400,
      msg: '同步失败：无法访问第三方服务',
    });
    expect(await t.ctx.db.select().from(thirdSyncRecords)).toEqual(before);
  });

  it('offers no sync from the service into the system', async () => {
    await turnOn();
    expect((await get('synAllOrganizeSysToQy?type=1')).body).toMatchObject({
      code: 400,
      msg: '暂不支持从第三方同步到系统',
    });
  });

  it('reads totals with the menu and syncs only with its edit button', async () => {
    await turnOn();
    const reader = await userWithMenu(t, MenuCode.sysConfig);
    expect((await get('getSynThirdTotal/2', reader)).body.code).toBe(200);
    expect((await get('synAllOrganizeSysToDing', reader)).body.code).toBe(401);
    const editor = await userWithMenu(t, MenuCode.sysConfig, [ButtonCode.edit]);
    expect((await get('synAllOrganizeSysToDing', editor)).body.code).toBe(200);
    const stranger = await createUser(t);
    expect((await get('getSynThirdTotal/1', stranger)).body.code).toBe(401);
  });
});
