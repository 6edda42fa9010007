import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { delegate } from './organize-fixtures.ts';
import { insertMembership, insertOrg, insertPosition, insertRole } from './users-fixtures.ts';

/*
 * The user pickers (issue 3): any signed-in user may call them (forms everywhere pick people); they
 * list enabled users with names only. GetListByAuthorize follows the caller's organization scope; the
 * whole user tree and the members dialogs' trees need their menus (tests in wire/users-picker-wire).
 */

const t = useTestApp();
let caller: TestUser;
let company: string;
let dept: string;
let tag: string;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let position: string;
let role: string;
beforeAll(async () => {
  tag = uniqueCode('pk');
  company = await insertOrg(t, '-1', `公司${tag}`);
  dept = await insertOrg(t, company, `部门${tag}`);
  // An ordinary user: no menu grants at all.
  caller = await createUser(t, { organizeId: dept });
  alice = await createUser(t, {
    account: `${tag}alice`,
    realName: '爱丽丝',
    organizeId: dept,
    managerId: caller.id,
  });
  bob = await createUser(t, { account: `${tag}bob`, realName: '鲍勃', organizeId: company });
  carol = await createUser(t, { account: `${tag}carol`, realName: '卡萝', organizeId: dept, enabledMark: 0 });
  position = await insertPosition(t, dept);
  role = await insertRole(t);
  await insertMembership(t, alice.id, 'Position', position);
  await insertMembership(t, bob.id, 'Role', role);
  await insertMembership(t, bob.id, 'Organize', dept);
});

const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.call({
    method,
    url: `/api/permission/Users${url}`,
    token: caller.token,
    ...(payload ? { payload } : {}),
  });
const ids = (res: { body: { data: { list: { id: string }[] } } }) => res.body.data.list.map((u) => u.id);

describe('user pickers', () => {
  it('All and getUserList return enabled users with names only', async () => {
    const all = await call('GET', `/All?keyword=${tag}`);
    expect(all.body.code).toBe(200);
    expect(ids(all).sort()).toEqual([alice.id, bob.id].sort());
    expect(all.body.data.list.find((u: { id: string }) => u.id === alice.id)).toEqual({
      id: alice.id,
      account: alice.account,
      realName: '爱丽丝',
      fullName: `爱丽丝/${alice.account}`,
      headIcon: null,
      organizeId: dept,
      organizeName: `部门${tag}`,
      organize: `公司${tag}/部门${tag}`,
    });
    const byIds = await call('POST', '/getUserList', { ids: [bob.id, carol.id, 'nope'] });
    expect(ids(byIds)).toEqual([bob.id]);
  });

  it('ImUser/Selector opens the organization tree one level at a time, with users under their organization', async () => {
    const top = await call('POST', '/ImUser/Selector/0', {});
    const node = top.body.data.list.find((n: { id: string }) => n.id === company);
    expect(node).toMatchObject({ type: 'company', hasChildren: true, organize: `公司${tag}` });
    const level = await call('POST', `/ImUser/Selector/${company}`, {});
    expect(level.body.data.list.map((n: { id: string; type: string }) => [n.type, n.id])).toEqual([
      ['department', dept],
      ['user', bob.id],
    ]);
    const members = await call('POST', `/ImUser/Selector/${dept}`, {});
    expect(ids(members).sort()).toEqual([caller.id, alice.id, bob.id].sort());
  });

  it('the whole user tree and the members dialogs’ trees need their menus, as in the original', async () => {
    for (const url of [
      '/Selector',
      `/GetUsersByPositionId?positionId=${position}`,
      `/GetUsersByRoleOrgId?roleId=${role}&organizeId=0`,
    ]) {
      expect((await call('GET', url)).body.code, url).toBe(401);
    }
  });

  it('getSubordinates answers the caller’s direct reports as a bare array', async () => {
    const res = await call('POST', '/getSubordinates', {});
    expect(res.body.data.map((u: { id: string }) => u.id)).toEqual([alice.id]);
  });

  it('getOrganization lists the enabled users of an organization, 0 being the caller’s own', async () => {
    const own = await call('GET', `/getOrganization?keyword=${tag}&organizeId=0`);
    // Main organization or membership; carol is disabled.
    expect(own.body.data.map((u: { id: string }) => u.id).sort()).toEqual([alice.id, bob.id].sort());
    const other = await call('GET', `/getOrganization?organizeId=${company}`);
    expect(other.body.data.map((u: { id: string }) => u.id)).toEqual([bob.id]);
  });

  it('names a mixed selection and expands it to its users', async () => {
    const selection = [alice.id, `${dept}--organize`, `${role}--role`, 'nope--group'];
    const named = await call('POST', '/getSelectedList', { ids: selection });
    expect(named.body.data.list).toEqual([
      expect.objectContaining({ id: alice.id, type: 'user', fullName: `爱丽丝/${alice.account}` }),
      expect.objectContaining({ id: `${dept}--organize`, type: 'organize', fullName: `部门${tag}` }),
      expect.objectContaining({ id: `${role}--role`, type: 'role' }),
    ]);
    const expanded = await call('POST', '/getSelectedUserList', {
      ids: [`${position}--position`, `${role}--role`],
    });
    expect(expanded.body.data.pagination.total).toBe(2);
    expect(ids(expanded).sort()).toEqual([alice.id, bob.id].sort());
  });

  it('ImUser pages the contacts', async () => {
    const res = await call('GET', `/ImUser?keyword=${tag}&pageSize=1`);
    expect(res.body.data.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 2 });
    expect(res.body.data.list).toHaveLength(1);
  });

  it('GetListByAuthorize follows the caller’s organization scope', async () => {
    const own = await call('POST', `/GetListByAuthorize/${company}`, { keyword: tag });
    // No grade rows: the caller sees their own organization (dept) only.
    expect(ids(own).sort()).toEqual([alice.id, bob.id].sort());
    await delegate(t, caller.id, company, { thisLayerSelect: 1 });
    const delegated = await call('POST', `/GetListByAuthorize/${company}`, { keyword: tag });
    expect(ids(delegated)).toEqual([bob.id]);
  });
});
