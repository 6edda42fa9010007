import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { readPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { createDelegate } from '../permission/delegate-fixtures.ts';
import { insertOrg, insertPosition, insertRole } from '../permission/users-fixtures.ts';
import { createUser, uniqueCode } from '../support/profile-fixtures.ts';
import { useFixtures, useTestApp } from '../support/test-app.ts';
import { created, originalClient, useWireAdmin } from './original-client.ts';

/*
 * The original client's members dialogs (role/, position/ and group/userRelation.vue): they read
 * `data.ids` of GET /UserRelation/{objectId} and save `{objectId, objectType, userIds}` with POST to the
 * same path (src/api/permission/userRelation.js; docs/wire/users.md).
 */

const t = useTestApp();
const w = useWireAdmin(t);

const f = useFixtures(async () => {
  const tag = uniqueCode('ur');
  const company = await insertOrg(t, '-1', `公司${tag}`);
  const d1 = await insertOrg(t, company, `一部${tag}`);
  const d2 = await insertOrg(t, company, `二部${tag}`);
  const alice = await createUser(t, { organizeId: d1 });
  const bob = await createUser(t, { organizeId: d1 });
  const carol = await createUser(t, { organizeId: d2 });
  const position = await insertPosition(t, d1);
  const role = await insertRole(t, [d1, d2]);
  const group = await created(
    await w.mx.post('/Group', {
      id: '',
      fullName: `分组${tag}`,
      enCode: uniqueCode('urgrp'),
      type: '',
      sortCode: 0,
      enabledMark: 1,
      description: '',
    }),
  );
  return { d1, d2, alice, bob, carol, position, role, group };
});

/** The dialog's dataForm as dataFormSubmit() posts it. */
const dialogForm = (objectId: string, objectType: string, userIds: string[]) => ({
  objectId,
  objectType,
  userIds,
});

const membersOf = async (objectId: string, client = w.mx) => {
  const res = await client.get(`/UserRelation/${objectId}`);
  expect(res.body.code).toBe(200);
  return res.body.data.ids as string[];
};

describe('the members dialogs save and read back members as the original sends them', () => {
  it('role/userRelation.vue: replaces the role’s members and bumps the permission version', async () => {
    const { role, alice, bob, carol } = f;
    const before = await readPermissionVersion(t.ctx.db);
    const first = await w.mx.post(`/UserRelation/${role}`, dialogForm(role, 'Role', [alice.id, carol.id]));
    expect(first.body).toMatchObject({ code: 200, msg: '保存成功' });
    expect((await membersOf(role)).sort()).toEqual([alice.id, carol.id].sort());
    expect(await readPermissionVersion(t.ctx.db)).toBeGreaterThan(before);

    await w.mx.post(`/UserRelation/${role}`, dialogForm(role, 'Role', [carol.id, bob.id]));
    expect((await membersOf(role)).sort()).toEqual([bob.id, carol.id].sort());
    // Our user form sees the same memberships.
    const bobInfo = (await w.mx.get(`/Users/${bob.id}`)).body.data;
    expect(String(bobInfo.roleId)).toContain(role);
  });

  it('position/userRelation.vue: a new holder without a position gets it as main position', async () => {
    const { position, alice, bob } = f;
    const res = await w.mx.post(`/UserRelation/${position}`, dialogForm(position, 'Position', [alice.id]));
    expect(res.body.code).toBe(200);
    expect(await membersOf(position)).toEqual([alice.id]);
    const mainOf = async (id: string) =>
      (await t.ctx.db.select({ positionId: users.positionId }).from(users).where(eq(users.id, id)))[0]
        ?.positionId;
    expect(await mainOf(alice.id)).toBe(position);

    await w.mx.post(`/UserRelation/${position}`, dialogForm(position, 'Position', [bob.id]));
    expect(await membersOf(position)).toEqual([bob.id]);
    expect(await mainOf(alice.id)).toBeNull();
  });

  it('refuses a position holder outside the position’s organization', async () => {
    const { position, carol } = f;
    const res = await w.mx.post(`/UserRelation/${position}`, dialogForm(position, 'Position', [carol.id]));
    expect(res.body.code).toBe(400);
    expect(await membersOf(position)).not.toContain(carol.id);
  });

  it('answers under the capitalised /api/Permission/ prefix that userRelation.js writes', async () => {
    const { group, alice } = f;
    await w.mx.post(`/UserRelation/${group}`, dialogForm(group, 'Group', [alice.id]));
    const res = await t.call({
      method: 'GET',
      url: `/api/Permission/UserRelation/${group}`,
      token: w.admin.token,
      headers: { 'jnpf-origin': 'pc' },
    });
    expect(res.body).toMatchObject({ code: 200, data: { ids: [alice.id] } });
  });

  it('group members: saves and empties the list', async () => {
    const { group, alice, carol } = f;
    await w.mx.post(`/UserRelation/${group}`, dialogForm(group, 'Group', [carol.id, alice.id]));
    expect((await membersOf(group)).sort()).toEqual([alice.id, carol.id].sort());
    const cleared = await w.mx.post(`/UserRelation/${group}`, dialogForm(group, 'Group', []));
    expect(cleared.body.code).toBe(200);
    expect(await membersOf(group)).toEqual([]);
  });
});

describe('who may change members', () => {
  it('refuses to add a user outside the caller’s organization scope', async () => {
    const { role, d1, alice, carol } = f;
    const delegate = await createDelegate(t, d1, { [MenuCode.permissionRole]: [ButtonCode.edit] });
    const client = originalClient(t, delegate);
    await w.mx.post(`/UserRelation/${role}`, dialogForm(role, 'Role', []));
    const outside = await client.post(`/UserRelation/${role}`, dialogForm(role, 'Role', [carol.id]));
    expect(outside.status).toBe(403);
    expect(outside.body).toMatchObject({ code: 401, msg: '该用户不在您管理的组织范围内' });
    expect(await membersOf(role)).toEqual([]);
    const inside = await client.post(`/UserRelation/${role}`, dialogForm(role, 'Role', [alice.id]));
    expect(inside.body.code).toBe(200);
    expect(await membersOf(role, client)).toEqual([alice.id]);
  });

  it('refuses an unknown field', async () => {
    const { group, alice } = f;
    const res = await w.mx.post(`/UserRelation/${group}`, {
      ...dialogForm(group, 'Group', [alice.id]),
      extra: 1,
    });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('extra');
  });

  it('refuses a caller without the object kind’s menu, and a save without its edit button', async () => {
    const { role, position, d1, alice } = f;
    const positionOnly = originalClient(
      t,
      await createDelegate(t, d1, { [MenuCode.permissionPosition]: [ButtonCode.edit] }),
    );
    expect((await positionOnly.get(`/UserRelation/${role}`)).body.code).toBe(401);
    const save = await positionOnly.post(`/UserRelation/${role}`, dialogForm(role, 'Role', [alice.id]));
    expect(save.body.code).toBe(401);
    // Claiming another kind does not help: the object must be of the kind named.
    const claimed = await positionOnly.post(
      `/UserRelation/${role}`,
      dialogForm(role, 'Position', [alice.id]),
    );
    expect(claimed.body.code).toBe(404);
    expect((await positionOnly.get(`/UserRelation/${position}`)).body.code).toBe(200);

    const readOnly = originalClient(t, await createDelegate(t, d1, { [MenuCode.permissionRole]: [] }));
    expect((await readOnly.get(`/UserRelation/${role}`)).body.code).toBe(200);
    const refused = await readOnly.post(`/UserRelation/${role}`, dialogForm(role, 'Role', [alice.id]));
    expect(refused.body.code).toBe(401);
  });
});
