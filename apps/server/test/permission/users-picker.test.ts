import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { delegate } from './organize-fixtures.ts';
import { insertMembership, insertOrg, insertPosition, insertRole } from './users-fixtures.ts';

/*
 * The user pickers (issue 3): any signed-in user may call them (forms everywhere pick people); they
 * list enabled users with names only. GetListByAuthorize follows the caller's organization scope.
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

  it('Selector opens the organization tree one level at a time, with users under their organization', async () => {
    const top = await call('GET', '/Selector');
    const node = top.body.data.list.find((n: { id: string }) => n.id === company);
    expect(node).toMatchObject({ type: 'organize', hasChildren: true, organize: `公司${tag}` });
    const level = await call('GET', `/Selector?organizeId=${company}`);
    expect(level.body.data.list.map((n: { id: string; type: string }) => [n.type, n.id])).toEqual([
      ['organize', dept],
      ['user', bob.id],
    ]);
    const members = await call('GET', `/Selector?organizeId=${dept}`);
    expect(ids(members).sort()).toEqual([caller.id, alice.id, bob.id].sort());
    const search = await call('GET', `/Selector?keyword=${tag}ali`);
    expect(search.body.data.list).toEqual([
      expect.objectContaining({ id: alice.id, type: 'user', organize: `公司${tag}/部门${tag}` }),
    ]);
    const im = await call('POST', `/ImUser/Selector/${company}`, {});
    expect(ids(im)).toEqual([dept, bob.id]);
  });

  it('finds users by position, role (and organization) and the caller’s direct reports', async () => {
    expect(ids(await call('GET', `/GetUsersByPositionId?positionId=${position}`))).toEqual([alice.id]);
    expect(ids(await call('GET', `/GetUsersByRoleOrgId?roleId=${role}`))).toEqual([bob.id]);
    expect(ids(await call('GET', `/GetUsersByRoleOrgId?roleId=${role}&organizeId=${dept}`))).toEqual([
      bob.id,
    ]);
    expect(ids(await call('GET', `/GetUsersByRoleOrgId?roleId=${role}&organizeId=nope`))).toEqual([]);
    expect(ids(await call('POST', '/getSubordinates', {}))).toEqual([alice.id]);
  });

  it('getOrganization lists a user’s organizations, main first, with name paths', async () => {
    const res = await call('GET', `/getOrganization?userId=${bob.id}`);
    expect(res.body.data.list).toEqual([
      { id: company, fullName: `公司${tag}`, organize: `公司${tag}`, isMain: true },
      { id: dept, fullName: `部门${tag}`, organize: `公司${tag}/部门${tag}`, isMain: false },
    ]);
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
