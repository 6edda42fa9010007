import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authorizations,
  modules,
  organizations,
  positions,
  systems,
  userRelations,
  users,
} from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';

const t = useTestApp();
let alice: TestUser;
const BASE = '/api/permission/Users/Current';
const ids = {
  company: newId(),
  deptA: newId(),
  deptB: newId(),
  foreignDept: newId(),
  posA1: newId(),
  posA2: newId(),
  posB1: newId(),
  foreignPos: newId(),
  grantedSystem: newId(),
  moduleSystem: newId(),
  closedSystem: newId(),
};

beforeAll(async () => {
  const db = t.ctx.db;
  const org = (id: string, fullName: string, parentId = ids.company) => ({
    id,
    parentId,
    category: 'department',
    fullName,
    enCode: uniqueCode('o'),
    idPath: `${ids.company},${id}`,
  });
  await db.insert(organizations).values([
    {
      id: ids.company,
      category: 'company',
      fullName: '集团',
      enCode: uniqueCode('o'),
      idPath: ids.company,
    },
    org(ids.deptA, '市场部'),
    org(ids.deptB, '财务部'),
    org(ids.foreignDept, '外部门'),
  ]);
  const pos = (id: string, organizeId: string, fullName: string) => ({
    id,
    organizeId,
    fullName,
    enCode: uniqueCode('p'),
  });
  await db
    .insert(positions)
    .values([
      pos(ids.posA1, ids.deptA, '市场专员'),
      pos(ids.posA2, ids.deptA, '市场主管'),
      pos(ids.posB1, ids.deptB, '会计'),
      pos(ids.foreignPos, ids.deptA, '别人的岗位'),
    ]);
  await db.insert(systems).values([
    { id: ids.grantedSystem, fullName: '授权应用', enCode: uniqueCode('s') },
    { id: ids.moduleSystem, fullName: '菜单应用', enCode: uniqueCode('s') },
    { id: ids.closedSystem, fullName: '未授权应用', enCode: uniqueCode('s') },
  ]);
  const menuId = newId();
  await db.insert(modules).values({
    id: menuId,
    systemId: ids.moduleSystem,
    type: 2,
    fullName: '菜单',
    enCode: uniqueCode('m'),
  });
  alice = await createUser(t, { organizeId: ids.deptA, positionId: ids.posA1 });
  const rel = (objectType: string, objectId: string, sortCode = 0) => ({
    id: newId(),
    userId: alice.id,
    objectType,
    objectId,
    sortCode,
  });
  await db
    .insert(userRelations)
    .values([
      rel('Organize', ids.deptA),
      rel('Organize', ids.deptB, 1),
      rel('Position', ids.posA1),
      rel('Position', ids.posA2, 1),
      rel('Position', ids.posB1, 2),
    ]);
  await db.insert(authorizations).values([
    { id: newId(), itemType: 'system', itemId: ids.grantedSystem, objectType: 'User', objectId: alice.id },
    { id: newId(), itemType: 'module', itemId: menuId, objectType: 'User', objectId: alice.id },
  ]);
});

const me = async () => (await t.ctx.db.select().from(users).where(eq(users.id, alice.id)))[0];
const major = (majorType: string, majorId: string) =>
  t.call({ method: 'PUT', url: `${BASE}/major`, token: alice.token, payload: { majorType, majorId } });

describe('my organizations and positions', () => {
  it('lists my organizations with full paths, the major one marked', async () => {
    const res = await t.call({ method: 'GET', url: `${BASE}/getUserOrganizes`, token: alice.token });
    expect(res.body.data).toEqual([
      { id: ids.deptA, fullName: '集团/市场部', isDefault: true },
      { id: ids.deptB, fullName: '集团/财务部', isDefault: false },
    ]);
  });

  it('lists my positions in my major organization only', async () => {
    const res = await t.call({ method: 'GET', url: `${BASE}/getUserPositions`, token: alice.token });
    expect(res.body.data).toEqual([
      { id: ids.posA1, fullName: '市场专员', isDefault: true },
      { id: ids.posA2, fullName: '市场主管', isDefault: false },
    ]);
  });
});

describe('PUT /major', () => {
  it('switches the major position to one I hold in my organization', async () => {
    const res = await major('Position', ids.posA2);
    expect(res.body).toMatchObject({ code: 200, msg: '切换成功' });
    expect((await me()).positionId).toBe(ids.posA2);
  });

  it('refuses positions I do not hold or that belong to another organization', async () => {
    for (const id of [ids.foreignPos, ids.posB1]) {
      const res = await major('Position', id);
      expect(res.body.code).toBe(400);
    }
    expect((await me()).positionId).toBe(ids.posA2);
  });

  it('switches the major organization and moves the position with it', async () => {
    const res = await major('Organize', ids.deptB);
    expect(res.body.code).toBe(200);
    expect(await me()).toMatchObject({ organizeId: ids.deptB, positionId: ids.posB1 });
    const positionsNow = await t.call({ method: 'GET', url: `${BASE}/getUserPositions`, token: alice.token });
    expect(positionsNow.body.data).toEqual([{ id: ids.posB1, fullName: '会计', isDefault: true }]);
  });

  it('refuses an organization I do not belong to', async () => {
    const res = await major('Organize', ids.foreignDept);
    expect(res.body).toMatchObject({ code: 400, msg: '您不属于该组织，无法切换' });
    expect((await me()).organizeId).toBe(ids.deptB);
  });

  it('switches to applications granted directly or through their menus, and refuses others', async () => {
    expect((await major('System', ids.grantedSystem)).body.code).toBe(200);
    expect((await me()).systemId).toBe(ids.grantedSystem);
    expect((await major('System', ids.moduleSystem)).body.code).toBe(200);
    expect((await me()).systemId).toBe(ids.moduleSystem);
    const refused = await major('System', ids.closedSystem);
    expect(refused.body.code).toBe(400);
    expect((await major('System', 'no-such-system')).body.code).toBe(400);
    expect((await me()).systemId).toBe(ids.moduleSystem);
  });

  it('rejects unknown major types and extra fields', async () => {
    expect((await major('Role', ids.deptA)).body.code).toBe(400);
    const extra = await t.call({
      method: 'PUT',
      url: `${BASE}/major`,
      token: alice.token,
      payload: { majorType: 'Position', majorId: ids.posB1, userId: 'x' },
    });
    expect(extra.body.code).toBe(400);
  });
});

describe('GET /Subordinate/{id}', () => {
  it('answers me as the root, then my reports level by level, and refuses users outside my subtree', async () => {
    const boss = await createUser(t, { realName: '老板', account: uniqueCode('boss') });
    const lead = await createUser(t, { realName: '组长', managerId: boss.id, organizeId: ids.deptA });
    const dev = await createUser(t, { realName: '开发', managerId: lead.id, positionId: ids.posA1 });
    const outsider = await createUser(t, { realName: '路人' });

    const root = await t.call({ method: 'GET', url: `${BASE}/Subordinate/0`, token: boss.token });
    expect(root.body.data).toEqual([
      expect.objectContaining({ id: boss.id, userName: `老板/${boss.account}`, isLeaf: false }),
    ]);
    const level1 = await t.call({ method: 'GET', url: `${BASE}/Subordinate/${boss.id}`, token: boss.token });
    expect(level1.body.data).toEqual([
      expect.objectContaining({ id: lead.id, department: '市场部', isLeaf: false }),
    ]);
    const level2 = await t.call({ method: 'GET', url: `${BASE}/Subordinate/${lead.id}`, token: boss.token });
    expect(level2.body.data).toEqual([
      expect.objectContaining({ id: dev.id, position: '市场专员', isLeaf: true }),
    ]);

    // IDOR: the lead may not walk up to the boss, and nobody may browse an outsider's team.
    expect(
      (await t.call({ method: 'GET', url: `${BASE}/Subordinate/${boss.id}`, token: lead.token })).body.code,
    ).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `${BASE}/Subordinate/${outsider.id}`, token: boss.token })).body
        .code,
    ).toBe(404);
  });
});
