import { MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { userWithMenu } from '../permission/authorize-fixtures.ts';
import { insertMembership, insertOrg, insertPosition, insertRole } from '../permission/users-fixtures.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { nodesOf, originalClient, type WireNode } from './original-client.ts';

/*
 * The original JNPF web client (jnpf-web 3.4.7) against the user trees and pickers its screens load:
 * the user picker's whole tree (store base.js getUserTree), the members dialogs of positions and roles,
 * the restricted picker (JNPF-userSelect: UserCondition), its 本部门 and 我的下属 tabs, the company
 * picker (ComSelect isOnlyOrg) and the export under JNPF 3.6's path. Requests are sent as its API
 * layer sends them (docs/wire/original-client-shapes.md, "User pickers"); the assertions are on the
 * fields its screens read.
 */

const t = useTestApp();
const admin = useAdminUser(t);
let tag: string;
let company: string;
let d1: string;
let d2: string;
let s1: string;
let p1: string;
let role: string;
let alice: TestUser;
let bob: TestUser;
let dave: TestUser;
beforeAll(async () => {
  tag = uniqueCode('tp');
  company = await insertOrg(t, '-1', `公司${tag}`);
  d1 = await insertOrg(t, company, `一部${tag}`);
  d2 = await insertOrg(t, company, `二部${tag}`);
  s1 = await insertOrg(t, d1, `子部${tag}`);
  alice = await createUser(t, { account: `${tag}alice`, realName: `爱丽丝${tag}`, organizeId: d1 });
  bob = await createUser(t, {
    account: `${tag}bob`,
    realName: `鲍勃${tag}`,
    organizeId: d2,
    managerId: alice.id,
  });
  dave = await createUser(t, { account: `${tag}dave`, realName: `戴夫${tag}`, organizeId: s1 });
  // Disabled users never appear in a picker.
  await createUser(t, { account: `${tag}carol`, realName: `卡萝${tag}`, organizeId: d1, enabledMark: 0 });
  await insertMembership(t, bob.id, 'Organize', d1);
  p1 = await insertPosition(t, d1);
  await insertMembership(t, alice.id, 'Position', p1);
  role = await insertRole(t, [d1, s1, d2]);
});

const mx = () => originalClient(t, admin);
const idsOf = (nodes: WireNode[]) => nodes.map((n) => n.id);
const user = (u: TestUser, name: string) => ({
  id: u.id,
  type: 'user',
  fullName: `${name}${tag}/${u.account}`,
  icon: 'icon-ym icon-ym-tree-user2',
  isLeaf: true,
});

describe('GET /Users/Selector: the user picker’s whole tree (store base.js getUserTree, no parameters)', () => {
  it('nests the enabled organizations typed company/department, each holding its users as leaves', async () => {
    const res = await mx().get('/Users/Selector');
    expect(res.body.code).toBe(200);
    const nodes = nodesOf(res.body.data.list);
    const top = res.body.data.list.find((n: WireNode) => n.id === company);
    expect(top).toMatchObject({
      type: 'company',
      icon: 'icon-ym icon-ym-tree-organization3',
      hasChildren: true,
      fullName: `公司${tag}`,
    });
    const dept = nodes.find((n) => n.id === d1);
    expect(dept).toMatchObject({
      type: 'department',
      icon: 'icon-ym icon-ym-tree-department1',
      parentId: company,
    });
    // Users under their main organization first, then the sub-organizations.
    expect(idsOf(dept?.children ?? [])).toEqual([alice.id, s1]);
    expect(dept?.children?.[0]).toMatchObject({ ...user(alice, '爱丽丝'), parentId: d1 });
    expect(idsOf(nodes.find((n) => n.id === s1)?.children ?? [])).toEqual([dave.id]);
    expect(nodes.filter((n) => n.type === 'user' && String(n.fullName).includes('卡萝'))).toEqual([]);
  });

  it('holds only the users of the caller’s organization scope, and needs the user menu', async () => {
    const d3 = await insertOrg(t, company, `三部${tag}`);
    const colleague = await createUser(t, { organizeId: d3 });
    const manager = await userWithMenu(t, MenuCode.permissionUser);
    await t.ctx.db.update(users).set({ organizeId: d3 }).where(eq(users.id, manager.id));
    const res = await originalClient(t, manager).get('/Users/Selector');
    const people = nodesOf(res.body.data.list).filter((n) => n.type === 'user');
    expect(people.map((n) => n.id).sort()).toEqual([colleague.id, manager.id].sort());
    // The organizations stay whole, as in the original.
    expect(idsOf(nodesOf(res.body.data.list))).toEqual(expect.arrayContaining([company, d1, d2, s1, d3]));
    expect((await originalClient(t, colleague).get('/Users/Selector')).body.code).toBe(401);
  });
});

describe('members dialogs: GetUsersByPositionId and GetUsersByRoleOrgId answer bare-array trees', () => {
  it('position/userRelation.vue {positionId}: the position’s organization holding its users', async () => {
    const res = await mx().get('/Users/GetUsersByPositionId', { positionId: p1 });
    expect(res.body.data).toEqual([
      expect.objectContaining({
        id: d1,
        type: 'department',
        fullName: `公司${tag}/一部${tag}`,
        hasChildren: true,
        isLeaf: false,
        children: [
          expect.objectContaining(user(alice, '爱丽丝')),
          expect.objectContaining(user(bob, '鲍勃')),
        ],
      }),
    ]);
  });

  it('role/userRelation.vue {keyword, organizeId, roleId}: the role’s organizations, lazily', async () => {
    const top = await mx().get('/Users/GetUsersByRoleOrgId', { keyword: '', organizeId: '0', roleId: role });
    // s1 sits under d1, another of the role's organizations: it is opened from there.
    expect(top.body.data).toEqual([
      expect.objectContaining({
        id: d1,
        type: 'department',
        fullName: `公司${tag}/一部${tag}`,
        isLeaf: false,
      }),
      expect.objectContaining({ id: d2, fullName: `公司${tag}/二部${tag}` }),
    ]);
    const opened = await mx().get('/Users/GetUsersByRoleOrgId', {
      keyword: '',
      organizeId: d1,
      roleId: role,
    });
    expect(opened.body.data).toEqual([
      expect.objectContaining(user(alice, '爱丽丝')),
      expect.objectContaining(user(bob, '鲍勃')),
      expect.objectContaining({ id: s1, type: 'department', fullName: `子部${tag}`, hasChildren: true }),
    ]);
    const search = await mx().get('/Users/GetUsersByRoleOrgId', {
      keyword: `戴夫${tag}`,
      organizeId: '0',
      roleId: role,
    });
    expect(search.body.data).toEqual([expect.objectContaining(user(dave, '戴夫'))]);
  });
});

describe('JNPF-userSelect with a selectType: POST /Users/UserCondition', () => {
  /** getAbleList(): `{pagination, ...ableQuery}` as the component builds it. */
  const ableQuery = (ids: Partial<Record<string, string[]>>) => ({
    pagination: { keyword: '', currentPage: 1, pageSize: 20 },
    departIds: [],
    positionIds: [],
    userIds: [],
    roleIds: [],
    groupIds: [],
    ...ids,
  });

  it('pages the users related to the named departments, positions and users', async () => {
    const res = await mx().post(
      '/Users/UserCondition',
      ableQuery({ departIds: [d2], positionIds: [p1], userIds: [dave.id] }),
    );
    expect(res.body.code).toBe(200);
    expect(res.body.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 });
    expect(idsOf(res.body.data.list).sort()).toEqual([alice.id, bob.id, dave.id].sort());
    expect(res.body.data.list.find((u: WireNode) => u.id === bob.id)).toMatchObject({
      fullName: `鲍勃${tag}/${bob.account}`,
      headIcon: null,
      organize: `公司${tag}/二部${tag}`,
    });
    const searched = await mx().post('/Users/UserCondition', {
      ...ableQuery({ departIds: [d1] }),
      pagination: { keyword: `鲍勃${tag}`, currentPage: 1, pageSize: 20 },
    });
    expect(idsOf(searched.body.data.list)).toEqual([bob.id]);
    expect((await mx().post('/Users/UserCondition', ableQuery({}))).body.data.list).toEqual([]);
    const unknown = await mx().post('/Users/UserCondition', { ...ableQuery({}), orgIds: [d1] });
    expect(unknown.body).toMatchObject({ code: 400, msg: '不允许的字段：orgIds' });
  });

  it('getDefaultCurrentValueUserId names the caller only when the condition includes them', async () => {
    const asAlice = originalClient(t, alice);
    const inside = await asAlice.post(
      '/Users/getDefaultCurrentValueUserId',
      ableQuery({ positionIds: [p1] }),
    );
    expect(inside.body).toMatchObject({ code: 200, data: { userId: alice.id } });
    const outside = await asAlice.post('/Users/getDefaultCurrentValueUserId', ableQuery({ departIds: [d2] }));
    expect(outside.body.data).toEqual({ userId: '' });
  });
});

describe('JNPF-userSelect tabs: 本部门 (getOrganization) and 我的下属 (getSubordinates) answer bare arrays', () => {
  it('getOrganization {keyword, organizeId: "0"} lists the caller’s department', async () => {
    const res = await originalClient(t, alice).get('/Users/getOrganization', {
      keyword: '',
      organizeId: '0',
    });
    expect(idsOf(res.body.data).sort()).toEqual([alice.id, bob.id].sort());
    expect(res.body.data.find((u: WireNode) => u.id === bob.id)).toMatchObject({
      fullName: `鲍勃${tag}/${bob.account}`,
      headIcon: null,
      organize: `公司${tag}/二部${tag}`,
    });
  });

  it('getSubordinates {keyword} lists the caller’s direct reports', async () => {
    const res = await originalClient(t, alice).post('/Users/getSubordinates', { keyword: '' });
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: bob.id, fullName: `鲍勃${tag}/${bob.account}` }),
    ]);
  });
});

describe('organization pickers by grant', () => {
  it('Organize/SelectorByAuth (ComSelect isOnlyOrg) offers companies only; Department/SelectorByAuth both', async () => {
    const companies = nodesOf((await mx().get('/Organize/SelectorByAuth/0')).body.data.list);
    expect(idsOf(companies)).toContain(company);
    expect(companies.filter((n) => n.category === 'department')).toEqual([]);
    const all = nodesOf((await mx().get('/Organize/Department/SelectorByAuth/0')).body.data.list);
    expect(idsOf(all)).toEqual(expect.arrayContaining([company, d1, d2, s1]));
  });
});

describe('GET /Users/ExportData (JNPF 3.6’s path of the export)', () => {
  it('takes the same query as ExportExcel and answers the file', async () => {
    const res = await mx().get('/Users/ExportData', {
      organizeId: '',
      keyword: tag,
      currentPage: 1,
      pageSize: 20,
      dataType: '0',
      selectKey: 'account,realName,gender,organizeId,positionId,roleId',
    });
    expect(res.body, res.body.msg).toMatchObject({ code: 200, data: { url: expect.any(String) } });
    expect((await mx().get('/Users/ExportData', { selectKey: 'passwordHash' })).body.code).toBe(400);
  });
});
