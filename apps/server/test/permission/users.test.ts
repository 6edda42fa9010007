import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { getSysConfig } from '../../src/modules/system/sys-config/sys-config.service.ts';
import { loginToken } from '../oauth/oauth-helpers.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { userWithMenu } from './authorize-fixtures.ts';
import { delegate, permissionCall } from './organize-fixtures.ts';
import { insertMembership, insertOrg, insertPosition, insertRole } from './users-fixtures.ts';
import { grantFields } from './users-grants-fixtures.ts';

/*
 * User administration (issue 3): create with the default password, read, list (keyword, organization
 * subtree, state, paging, sort allowlist), edit memberships; bad input, mass assignment and IDOR.
 * Account actions are in users-actions.test.ts, pickers in users-picker.test.ts.
 */

const t = useTestApp();
const admin = useAdminUser(t);
let company: string;
let dept: string;
let other: string;
let deptPosition: string;
let otherPosition: string;
let globalRole: string;
let deptRole: string;
beforeAll(async () => {
  company = await insertOrg(t);
  dept = await insertOrg(t, company);
  other = await insertOrg(t);
  deptPosition = await insertPosition(t, dept);
  otherPosition = await insertPosition(t, other);
  globalRole = await insertRole(t);
  deptRole = await insertRole(t, [dept]);
});

const call = permissionCall(t, '/Users', admin);

function userBody(overrides: Record<string, unknown> = {}) {
  const account = uniqueCode('nu');
  return { account, realName: `新用户${account}`, organizeIds: [dept], ...overrides };
}

async function create(overrides: Record<string, unknown> = {}, token = admin.token): Promise<string> {
  const res = await call('POST', '', userBody(overrides), token);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}

const row = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('creating and editing users', () => {
  it('creates a user with the default password, forcing a change at first login', async () => {
    const body = userBody({
      gender: 1,
      mobilePhone: '13812345678',
      email: 'a@example.com',
      positionIds: [deptPosition],
      roleIds: [globalRole, deptRole],
      managerId: admin.id,
    });
    const res = await call('POST', '', body);
    expect(res.body).toMatchObject({ code: 200, msg: '新建成功' });
    const info = (await call('GET', `/${res.body.data.id}`)).body.data;
    expect(info).toMatchObject({
      account: body.account,
      organizeId: dept,
      organizeIds: [dept],
      positionId: deptPosition,
      positionIds: [deptPosition],
      roleIds: [globalRole, deptRole],
      managerId: admin.id,
      isAdministrator: false,
      enabledMark: 1,
      changePasswordDate: null,
    });
    const stored = await row(res.body.data.id);
    expect(stored?.passwordHash.startsWith('$argon2id$')).toBe(true);

    const { newUserDefaultPassword } = await getSysConfig(t.ctx);
    const token = await loginToken(t, body.account, newUserDefaultPassword);
    const refused = await t.call({ method: 'GET', url: '/api/message', token });
    expect(refused.body).toMatchObject({ code: 401, msg: '请先修改初始密码' });
  });

  it('edits profile fields, organizations, positions, roles and the manager', async () => {
    const id = await create({ roleIds: [deptRole], positionIds: [deptPosition] });
    const manager = await createUser(t);
    const res = await call('PUT', `/${id}`, {
      realName: '改名',
      organizeIds: [other, dept],
      organizeId: other,
      positionIds: [otherPosition],
      roleIds: [globalRole],
      managerId: manager.id,
      mobilePhone: '',
    });
    expect(res.body).toMatchObject({ code: 200, msg: '更新成功' });
    const info = (await call('GET', `/${id}`)).body.data;
    expect(info).toMatchObject({
      realName: '改名',
      organizeId: other,
      organizeIds: [other, dept],
      positionId: otherPosition,
      positionIds: [otherPosition],
      roleIds: [globalRole],
      managerId: manager.id,
      managerName: `用户${manager.account}`,
      mobilePhone: null,
    });
  });

  it('refuses a duplicate account with a clear message', async () => {
    const body = userBody();
    await call('POST', '', body);
    const res = await call('POST', '', { ...body, realName: '另一个' });
    expect(res.body).toMatchObject({ code: 400, msg: `账户名称已存在：${body.account}` });
  });

  it('refuses bad fields with the shared pattern messages', async () => {
    const mobile = await call('POST', '', userBody({ mobilePhone: '12345' }));
    expect(mobile.body.code).toBe(400);
    expect(mobile.body.msg).toContain('请正确输入您的手机号');
    const email = await call('POST', '', userBody({ email: 'not-an-email' }));
    expect(email.body.msg).toContain('请正确输入您的邮箱地址');
    const account = await call('POST', '', userBody({ account: 'bad_account!' }));
    expect(account.body.msg).toContain('只能输入数字英文');
    expect((await call('POST', '', userBody({ organizeIds: [] }))).body.code).toBe(400);
    expect((await call('POST', '', userBody({ realName: '' }))).body.code).toBe(400);
  });

  it('refuses memberships that do not fit together', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ organizeIds: ['nope'] }, '组织不存在：nope'],
      [{ organizeId: other }, '主组织必须是所属组织之一'],
      [{ positionIds: [otherPosition] }, '不属于所选组织'],
      [{ positionIds: ['nope'] }, '岗位不存在：nope'],
      [{ roleIds: ['nope'] }, '角色不存在：nope'],
      [{ organizeIds: [other], roleIds: [deptRole] }, '不属于所选组织'],
      [{ positionIds: [deptPosition], positionId: otherPosition }, '主岗位必须是所选岗位之一'],
      [{ managerId: 'nope' }, '直属主管不存在'],
    ];
    for (const [overrides, message] of cases) {
      const res = await call('POST', '', userBody(overrides));
      expect(res.body.code, message).toBe(400);
      expect(res.body.msg).toContain(message);
    }
  });

  it('refuses a manager chain that would loop', async () => {
    const top = await create();
    const below = await create({ managerId: top });
    const res = await call('PUT', `/${top}`, { realName: '上级', organizeIds: [dept], managerId: below });
    expect(res.body).toMatchObject({ code: 400, msg: '直属主管不能是自己或自己的下属' });
    const self = await call('PUT', `/${top}`, { realName: '上级', organizeIds: [dept], managerId: top });
    expect(self.body.code).toBe(400);
  });
});

describe('mass assignment', () => {
  it('refuses isAdministrator, id, passwordHash and state fields on create, writing nothing', async () => {
    for (const extra of [
      { isAdministrator: true },
      { id: 'chosen-id' },
      { passwordHash: 'x' },
      { changePasswordDate: 1 },
      { logErrorCount: 0 },
    ]) {
      const body = userBody(extra);
      const res = await call('POST', '', body);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toContain(Object.keys(extra)[0]);
      expect(await t.ctx.db.select().from(users).where(eq(users.account, body.account))).toEqual([]);
    }
  });

  it('refuses isAdministrator, another id, the account or the state on edit, changing nothing', async () => {
    const id = await create();
    const before = await row(id);
    for (const extra of [
      { isAdministrator: true },
      { id: admin.id },
      { account: 'renamed' },
      { enabledMark: 0 },
    ]) {
      const res = await call('PUT', `/${id}`, { realName: '试图', organizeIds: [dept], ...extra });
      expect(res.body.code).toBe(400);
    }
    expect(await row(id)).toEqual(before);
  });
});

describe('the list', () => {
  it('searches account, name and mobile; filters by organization subtree and state; pages and sorts', async () => {
    const tag = uniqueCode('lst');
    const a = await create({ account: `${tag}a`, realName: `列表${tag}甲`, mobilePhone: '13900001111' });
    const b = await create({ account: `${tag}b`, realName: `列表${tag}乙`, organizeIds: [company] });
    await create({ account: `${tag}c`, realName: `列表${tag}丙`, organizeIds: [other], enabledMark: 0 });
    const ids = (res: { body: { data: { list: { id: string }[] } } }) => res.body.data.list.map((u) => u.id);

    expect((await call('GET', `?keyword=${tag}`)).body.data.pagination.total).toBe(3);
    expect(ids(await call('GET', `?keyword=${encodeURIComponent(`${tag}甲`)}`))).toEqual([a]);
    expect(ids(await call('GET', '?keyword=0000111'))).toEqual([a]);
    const subtree = await call('GET', `?keyword=${tag}&organizeId=${company}&sidx=account&sort=asc`);
    expect(ids(subtree)).toEqual([a, b]);
    const disabled = await call('GET', `?keyword=${tag}&enabledMark=0`);
    expect(disabled.body.data.list.map((u: { account: string }) => u.account)).toEqual([`${tag}c`]);
    const paged = await call('GET', `?keyword=${tag}&pageSize=2&currentPage=2&sidx=account&sort=desc`);
    expect(paged.body.data.pagination).toEqual({
      currentPage: 2,
      pageSize: 2,
      total: 3,
      nextCursor: expect.any(String),
      prevCursor: expect.any(String),
    });
    expect(paged.body.data.list[0].account).toBe(`${tag}a`);
    const pastTheEnd = await call('GET', `?keyword=${tag}&pageSize=2&currentPage=5`);
    expect(pastTheEnd.body.data).toEqual({ list: [], pagination: { currentPage: 5, pageSize: 2, total: 3 } });
    const byDepartment = await call('GET', `?organizeId=${company}&pageSize=1&sidx=account&sort=asc`);
    expect(byDepartment.body.data.pagination.total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '?pageSize=500')).body.code).toBe(200);
  });

  it('matches one- and two-character keywords, ignores case and takes % and _ literally', async () => {
    const tag = uniqueCode('kw');
    const digits = String(Date.now()).slice(-8);
    const upper = await create({ account: `${tag}UP`, realName: '欧阳靖' });
    const rare = await create({ account: `${tag}x`, realName: '龘靐', mobilePhone: `137${digits}` });
    const wild = await create({ account: `${tag}w`, realName: '百分_号%' });
    const ids = async (keyword: string) =>
      (await call('GET', `?keyword=${encodeURIComponent(keyword)}&pageSize=500`)).body.data.list.map(
        (u: { id: string }) => u.id,
      );

    expect(await ids('龘')).toEqual([rare]);
    expect(await ids('龘靐')).toEqual([rare]);
    expect(await ids('靐龘')).toEqual([]);
    expect(await ids('阳靖')).toEqual([upper]);
    expect(await ids(`${tag}up`.toUpperCase())).toEqual([upper]);
    expect(await ids(`${tag}up`)).toEqual([upper]);
    expect(await ids(digits)).toEqual([rare]);
    expect(await ids('_号%')).toEqual([wild]);
    expect(await ids('分_')).toEqual([wild]);
    expect(await ids('%')).toEqual([wild]);
    const underscore = await ids('_');
    expect(underscore).toContain(wild);
    expect(underscore).not.toContain(rare);
  });

  it('refuses a sort field outside the allowlist and a page size over 500', async () => {
    expect((await call('GET', '?sidx=password_hash')).body.code).toBe(400);
    expect((await call('GET', '?pageSize=501')).body.code).toBe(400);
  });
});

describe('a delegated administrator (IDOR)', () => {
  let manager: TestUser;
  let hidden: string;
  let visibleOnly: string;
  let managed: string;
  let seeOnlyOrg: string;
  beforeAll(async () => {
    manager = await userWithMenu(t, MenuCode.permissionUser, [
      ButtonCode.add,
      ButtonCode.edit,
      ButtonCode.remove,
    ]);
    // A real delegated administrator also holds the list's columns and the dialog's form fields.
    await grantFields(t, manager.id, MenuCode.permissionUser, 'column', 'all');
    await grantFields(t, manager.id, MenuCode.permissionUser, 'form', 'all');
    const all = { thisLayerSelect: 1, thisLayerAdd: 1, thisLayerEdit: 1, thisLayerDelete: 1 };
    await delegate(t, manager.id, company, { ...all, subLayerSelect: 1, subLayerAdd: 1, subLayerEdit: 1 });
    seeOnlyOrg = await insertOrg(t);
    await delegate(t, manager.id, seeOnlyOrg, { thisLayerSelect: 1 });
    managed = await create();
    hidden = await create({ organizeIds: [other] });
    visibleOnly = await create({ organizeIds: [seeOnlyOrg] });
  });

  it('lists only users of the organizations they may see', async () => {
    const res = await call('GET', '?pageSize=500', undefined, manager.token);
    const ids = res.body.data.list.map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([managed, visibleOnly]));
    expect(ids).not.toContain(hidden);
    expect(ids).not.toContain(admin.id);
  });

  it('cannot read or change a user outside their organizations', async () => {
    expect((await call('GET', `/${hidden}`, undefined, manager.token)).body.code).toBe(404);
    const edit = await call('PUT', `/${hidden}`, { realName: '越权', organizeIds: [other] }, manager.token);
    expect(edit.body.code).toBe(404);
    const seeOnly = await call(
      'PUT',
      `/${visibleOnly}`,
      { realName: '越权', organizeIds: [seeOnlyOrg] },
      manager.token,
    );
    expect(seeOnly.body).toMatchObject({ code: 401, msg: '该用户不在您管理的组织范围内' });
    expect((await call('DELETE', `/${visibleOnly}`, undefined, manager.token)).body.code).toBe(401);
    expect((await row(hidden))?.realName).not.toBe('越权');
  });

  it('cannot place users in other organizations or give global roles', async () => {
    const outside = await call('POST', '', userBody({ organizeIds: [other] }), manager.token);
    expect(outside.body.code).toBe(401);
    expect(outside.body.msg).toContain('不在您管理的范围内');
    const role = await call('POST', '', userBody({ roleIds: [globalRole] }), manager.token);
    expect(role.body.code).toBe(401);
    expect(role.body.msg).toContain('您不能分配角色');
    expect((await call('POST', '', userBody({ roleIds: [deptRole] }), manager.token)).body.code).toBe(200);
  });

  it('keeps memberships outside their scope that the body leaves out', async () => {
    const id = await create();
    await insertMembership(t, id, 'Organize', other);
    const res = await call('PUT', `/${id}`, { realName: '保留', organizeIds: [dept] }, manager.token);
    expect(res.body.code).toBe(200);
    expect((await call('GET', `/${id}`)).body.data.organizeIds).toEqual([dept, other]);
  });

  it('cannot change an administrator or their own account', async () => {
    const boss = await createUser(t, { isAdministrator: true, organizeId: dept });
    const res = await call('PUT', `/${boss.id}`, { realName: '篡改', organizeIds: [dept] }, manager.token);
    expect(res.body).toMatchObject({ code: 401, msg: '只有超级管理员可以操作超级管理员账号' });
    await t.ctx.db.update(users).set({ organizeId: dept }).where(eq(users.id, manager.id));
    const self = await call(
      'PUT',
      `/${manager.id}`,
      { realName: '自己', organizeIds: [dept], roleIds: [deptRole] },
      manager.token,
    );
    expect(self.body.code).toBe(401);
  });
});
