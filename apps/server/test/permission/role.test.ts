import { ButtonCode, MenuCode } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizations, roleOrganizations, roles } from '../../src/db/schema/index.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { addMember, grant, menuId } from './authorize-fixtures.ts';
import { delegate, permissionCall } from './organize-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';
import { userWithMenuFields } from './users-grants-fixtures.ts';

/* Roles (permission → role, issue 3): CRUD, state, pickers, bad input and the organization scope. */

const t = useTestApp();
const admin = useAdminUser(t);
let orgA: string;
let orgB: string;
beforeAll(async () => {
  orgA = await insertOrg(t);
  orgB = await insertOrg(t);
});

const call = permissionCall(t, '/Role', admin);

function roleBody(overrides: Record<string, unknown> = {}) {
  const code = uniqueCode('r');
  return { fullName: `角色${code}`, enCode: code, ...overrides };
}

async function create(overrides: Record<string, unknown> = {}, token = admin.token): Promise<string> {
  const res = await call('POST', '', roleBody(overrides), token);
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}

describe('role CRUD', () => {
  it('creates, reads, lists, updates and deletes a global role', async () => {
    const body = roleBody({ description: '说明', sortCode: 5 });
    const created = await call('POST', '', body);
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.body.data.id;
    const info = await call('GET', `/${id}`);
    expect(info.body.data).toMatchObject({
      id,
      fullName: body.fullName,
      enCode: body.enCode,
      globalMark: 1,
      organizeIds: [],
      enabledMark: 1,
      userCount: 0,
      description: '说明',
    });
    const list = await call('GET', `?keyword=${body.enCode}`);
    expect(list.body.data.pagination.total).toBe(1);
    expect(list.body.data.list[0].id).toBe(id);

    const updated = await call('PUT', `/${id}`, { ...body, fullName: `${body.fullName}改` });
    expect(updated.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await call('GET', `/${id}`)).body.data.fullName).toBe(`${body.fullName}改`);

    expect((await call('DELETE', `/${id}`)).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call('GET', `/${id}`)).body.code).toBe(404);
  });

  it('creates an organization role, filters by organization and offers it in the pickers', async () => {
    const id = await create({ globalMark: 0, organizeIds: [orgA] });
    const global = await create();
    const byOrg = await call('GET', `?organizeId=${orgA}`);
    expect(byOrg.body.data.list.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(byOrg.body.data.list[0]).toMatchObject({ globalMark: 0, organizeIds: [orgA] });

    const ids = (res: { body: { data: { list: { id: string }[] } } }) => res.body.data.list.map((r) => r.id);
    const forB = await call('POST', '/OptionsByOrgIds', { organizeIds: [orgB] });
    expect(ids(forB)).toContain(global);
    expect(ids(forB)).not.toContain(id);
    expect(ids(await call('POST', '/OptionsByOrgIds', { organizeIds: [orgA] }))).toContain(id);
    expect(ids(await call('POST', '/RoleCondition', { organizeIds: [orgA] }))).toEqual(
      expect.arrayContaining([id, global]),
    );
    type Node = { id: string; type: string; children: Node[] };
    const leaves = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...leaves(n.children)]);
    const selector = leaves((await call('GET', '/Selector')).body.data.list).filter((n) => n.type === 'role');
    expect(selector.map((n) => n.id)).toEqual(expect.arrayContaining([id, global]));
  });

  it('flips the state, and a disabled role stops granting on the next request', async () => {
    const id = await create();
    const holder = await createUser(t);
    await addMember(t, holder.id, 'Role', id);
    await grant(t, 'Role', id, 'module', await menuId(t, MenuCode.permissionRole));
    expect((await call('GET', '', undefined, holder.token)).body.code).toBe(200);

    const off = await call('PUT', `/${id}/Actions/State`);
    expect(off.body).toMatchObject({ code: 200, msg: '已禁用', data: { enabledMark: 0 } });
    expect((await call('GET', '', undefined, holder.token)).body.code).toBe(401);
    const on = await call('PUT', `/${id}/Actions/State`);
    expect(on.body).toMatchObject({ code: 200, msg: '已启用', data: { enabledMark: 1 } });
    expect((await call('GET', '', undefined, holder.token)).body.code).toBe(200);
  });

  it('deletes the role’s grants and organization links with it', async () => {
    const id = await create({ globalMark: 0, organizeIds: [orgA] });
    await grant(t, 'Role', id, 'module', await menuId(t, MenuCode.permissionRole));
    expect((await call('DELETE', `/${id}`)).body.code).toBe(200);
    const grants = await t.ctx.db
      .select()
      .from(authorizations)
      .where(and(eq(authorizations.objectType, 'Role'), eq(authorizations.objectId, id)));
    expect(grants).toEqual([]);
    expect(await t.ctx.db.select().from(roleOrganizations).where(eq(roleOrganizations.roleId, id))).toEqual(
      [],
    );
  });
});

describe('bad input', () => {
  it('refuses a duplicate code or name with a clear message', async () => {
    const body = roleBody();
    await call('POST', '', body);
    const sameCode = await call('POST', '', { ...body, fullName: '另一个名字' });
    expect(sameCode.body.code).toBe(400);
    expect(sameCode.body.msg).toBe(`角色编码已存在：${body.enCode}`);
    const sameName = await call('POST', '', { ...body, enCode: uniqueCode('x') });
    expect(sameName.body.msg).toBe(`角色名称已存在：${body.fullName}`);
  });

  it('refuses an organization role without organizations, or with an unknown one', async () => {
    expect((await call('POST', '', roleBody({ globalMark: 0 }))).body).toMatchObject({
      code: 400,
      msg: '组织角色至少要选择一个所属组织',
    });
    const unknown = await call('POST', '', roleBody({ globalMark: 0, organizeIds: ['nope'] }));
    expect(unknown.body).toMatchObject({ code: 400, msg: '组织不存在：nope' });
  });

  it('refuses unknown fields, a bad code and an over-long name', async () => {
    const extra = await call('POST', '', { ...roleBody(), isAdministrator: true });
    expect(extra.body.code).toBe(400);
    expect(extra.body.msg).toContain('isAdministrator');
    expect((await call('POST', '', roleBody({ enCode: '.bad' }))).body.code).toBe(400);
    expect((await call('POST', '', roleBody({ fullName: 'x'.repeat(51) }))).body.code).toBe(400);
  });

  it('refuses deleting a role that users hold, and changes nothing', async () => {
    const id = await create();
    const holder = await createUser(t);
    await addMember(t, holder.id, 'Role', id);
    const res = await call('DELETE', `/${id}`);
    expect(res.body).toMatchObject({ code: 400, msg: '该角色下还有 1 个用户，请先移除用户再删除' });
    expect(await t.ctx.db.select().from(roles).where(eq(roles.id, id))).toHaveLength(1);
  });

  it('answers 404 to an unknown id', async () => {
    expect((await call('GET', '/nope')).body.code).toBe(404);
    expect((await call('PUT', '/nope/Actions/State')).body.code).toBe(404);
  });
});

describe('organization scope of a delegated administrator', () => {
  let manager: TestUser;
  let inA: string;
  let inB: string;
  let global: string;
  beforeAll(async () => {
    manager = await userWithMenuFields(t, MenuCode.permissionRole, [
      ButtonCode.add,
      ButtonCode.edit,
      ButtonCode.remove,
    ]);
    await delegate(t, manager.id, orgA, {
      thisLayerSelect: 1,
      thisLayerAdd: 1,
      thisLayerEdit: 1,
      thisLayerDelete: 1,
    });
    inA = await create({ globalMark: 0, organizeIds: [orgA] });
    inB = await create({ globalMark: 0, organizeIds: [orgB] });
    global = await create();
  });

  it('lists global roles and the roles of managed organizations only', async () => {
    const res = await call('GET', '?pageSize=500', undefined, manager.token);
    const ids = res.body.data.list.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([inA, global]));
    expect(ids).not.toContain(inB);
    expect((await call('GET', `/${inB}`, undefined, manager.token)).body.code).toBe(404);
  });

  it('creates and edits roles of managed organizations only', async () => {
    const own = await call('POST', '', roleBody({ globalMark: 0, organizeIds: [orgA] }), manager.token);
    expect(own.body.code).toBe(200);
    const other = await call('POST', '', roleBody({ globalMark: 0, organizeIds: [orgB] }), manager.token);
    expect(other.body).toMatchObject({ code: 401, msg: '该角色不在您管理的组织范围内' });
    const makeGlobal = await call('POST', '', roleBody(), manager.token);
    expect(makeGlobal.body).toMatchObject({ code: 401, msg: '只有超级管理员可以管理全局角色' });
    const editGlobal = await call('PUT', `/${global}`, roleBody(), manager.token);
    expect(editGlobal.body.code).toBe(401);
    const moveAway = await call(
      'PUT',
      `/${inA}`,
      roleBody({ globalMark: 0, organizeIds: [orgB] }),
      manager.token,
    );
    expect(moveAway.body.code).toBe(401);
    expect((await call('GET', `/${inA}`)).body.data.organizeIds).toEqual([orgA]);
  });
});
