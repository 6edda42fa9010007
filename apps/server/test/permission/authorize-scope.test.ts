import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizations, users } from '../../src/db/schema/index.ts';
import { createUser, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { addMember, createHolder, grant, menuId } from './authorize-fixtures.ts';
import { createDelegate } from './delegate-fixtures.ts';
import { insertMembership, insertOrg, insertPosition, insertRole } from './users-fixtures.ts';

/*
 * IDOR rules of the grant screens for a delegated administrator (ADR 0008): they see and change the
 * grants of roles, positions and users of the organizations they administer only — adding and
 * removing alike; global roles and groups are visible but only administrators change them; the
 * reverse view, the explainer and "view as" stay inside the same scope.
 */

const t = useTestApp();
const admin = useAdminUser(t);
let delegate: TestUser;
let notice: string;
let child: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const inside = await insertOrg(t);
  child = await insertOrg(t, inside);
  const outside = await insertOrg(t);
  delegate = await createDelegate(t, inside, {
    [MenuCode.permissionAuthorize]: [ButtonCode.edit],
    [MenuCode.notice]: [],
  });
  notice = await menuId(t, MenuCode.notice);
  Object.assign(ids, {
    inRole: await insertRole(t, [child]),
    outRole: await insertRole(t, [outside]),
    mixedRole: await insertRole(t, [child, outside]),
    globalRole: await insertRole(t),
    group: await createHolder(t, 'Group'),
    inPosition: await insertPosition(t, child),
    outPosition: await insertPosition(t, outside),
    inUser: (await createUser(t, { organizeId: child })).id,
    outUser: (await createUser(t, { organizeId: outside })).id,
    inAdmin: (await createUser(t, { organizeId: child, isAdministrator: true })).id,
  });
  // Main organization outside, member of one inside: visible, but changing it is not theirs.
  ids.memberUser = (await createUser(t, { organizeId: outside })).id;
  await insertMembership(t, ids.memberUser, 'Organize', child);
});

const typeOf = (key: string) =>
  key.endsWith('Role') ? 'Role' : key.endsWith('Position') ? 'Position' : key === 'group' ? 'Group' : 'User';
const data = (key: string, token = delegate.token) =>
  t.call({
    method: 'GET',
    url: `/api/permission/Authority/Data/${ids[key]}?objectType=${typeOf(key)}`,
    token,
  });
const save = (key: string, module: string[], token = delegate.token) =>
  t.call({
    method: 'PUT',
    url: `/api/permission/Authority/Data/${ids[key]}`,
    token,
    payload: { objectType: typeOf(key), module },
  });
const grantsOf = async (id: string) =>
  (await t.ctx.db.select().from(authorizations).where(eq(authorizations.objectId, id))).map((g) => g.itemId);
const holderIds = async (objectType: string, token = delegate.token) => {
  const res = await t.call({
    method: 'GET',
    url: `/api/permission/Authority/Holders?objectType=${objectType}&pageSize=500`,
    token,
  });
  return res.body.data.list.map((h: { id: string }) => h.id);
};

describe('the holder picker of a delegate', () => {
  it('lists the holders of their organizations, global roles and groups, and nothing else', async () => {
    const roles = await holderIds('Role');
    expect(roles).toEqual(expect.arrayContaining([ids.inRole, ids.mixedRole, ids.globalRole]));
    expect(roles).not.toContain(ids.outRole);
    const positions = await holderIds('Position');
    expect(positions).toContain(ids.inPosition);
    expect(positions).not.toContain(ids.outPosition);
    const userIds = await holderIds('User');
    expect(userIds).toEqual(expect.arrayContaining([ids.inUser, ids.memberUser]));
    expect(userIds).not.toContain(ids.outUser);
    expect(await holderIds('Group')).toContain(ids.group);
    expect(await holderIds('Role', admin.token)).toContain(ids.outRole);
  });
});

describe('the grant screen of a delegate', () => {
  it('shows holders in scope and answers 404 for the others, as for an unknown id', async () => {
    for (const key of ['inRole', 'mixedRole', 'globalRole', 'group', 'inPosition', 'inUser', 'memberUser'])
      expect((await data(key)).body.code, key).toBe(200);
    for (const key of ['outRole', 'outPosition', 'outUser']) {
      const res = await data(key);
      expect(res.body, key).toMatchObject({ code: 404, msg: '授权对象不存在' });
      expect((await data(key, admin.token)).body.code).toBe(200);
    }
  });

  it('saves grants of roles, positions and users of their organizations', async () => {
    for (const key of ['inRole', 'inPosition', 'inUser']) {
      expect((await save(key, [notice])).body.code, key).toBe(200);
      expect(await grantsOf(ids[key] as string)).toEqual([notice]);
    }
  });

  it('refuses adding to holders outside the scope, global roles, groups, admins and themselves', async () => {
    const cases: [string, number, string][] = [
      ['outRole', 404, '授权对象不存在'],
      ['outPosition', 404, '授权对象不存在'],
      ['outUser', 404, '授权对象不存在'],
      ['mixedRole', 401, '只能管理您所管组织内的角色、岗位和用户的权限'],
      ['memberUser', 401, '只能管理您所管组织内的角色、岗位和用户的权限'],
      ['globalRole', 401, '全局角色和分组的权限只有超级管理员可以修改'],
      ['group', 401, '全局角色和分组的权限只有超级管理员可以修改'],
      ['inAdmin', 401, '只有超级管理员可以修改超级管理员的权限'],
    ];
    for (const [key, code, msg] of cases) {
      const res = await save(key, [notice]);
      expect(res.body.code, key).toBe(code);
      expect(res.body.msg, key).toContain(msg);
      expect(await grantsOf(ids[key] as string), key).toEqual([]);
    }
    // Even inside their own scope, a delegate does not change their own grants.
    await t.ctx.db.update(users).set({ organizeId: child }).where(eq(users.id, delegate.id));
    ids.self = delegate.id;
    expect((await save('self', [])).body).toMatchObject({ code: 401, msg: '不能修改自己的权限' });
    await t.ctx.db.update(users).set({ organizeId: null }).where(eq(users.id, delegate.id));
  });

  it('refuses removing grants from holders it may not change, and keeps them', async () => {
    for (const key of ['outRole', 'mixedRole', 'globalRole', 'outUser']) {
      await grant(t, typeOf(key), ids[key] as string, 'module', notice);
      expect([401, 404], key).toContain((await save(key, [])).body.code);
      expect(await grantsOf(ids[key] as string), key).toEqual([notice]);
    }
    expect((await save('outRole', [], admin.token)).body.code).toBe(200);
    expect(await grantsOf(ids.outRole as string)).toEqual([]);
  });
});

describe('the reverse view, explainer and view-as of a delegate', () => {
  it('lists only holders and users of the scope', async () => {
    const item = await menuId(t, MenuCode.permissionAuthorize);
    const inMember = await createUser(t, { organizeId: child });
    const outMember = await createUser(t);
    for (const key of ['inRole', 'outRole', 'globalRole', 'inUser', 'outUser'])
      await grant(t, typeOf(key), ids[key] as string, 'module', item);
    await addMember(t, inMember.id, 'Role', ids.inRole as string);
    await addMember(t, outMember.id, 'Role', ids.outRole as string);
    const who = (token: string) =>
      t.call({ method: 'GET', url: `/api/permission/Authority/Who/module/${item}?pageSize=200`, token });
    const seen = (await who(delegate.token)).body.data;
    const holders = seen.holders.map((h: { objectId: string }) => h.objectId);
    expect(holders).toEqual(expect.arrayContaining([ids.inRole, ids.globalRole, ids.inUser]));
    expect(holders).not.toContain(ids.outRole);
    expect(holders).not.toContain(ids.outUser);
    const receivers = seen.users.list.map((u: { id: string }) => u.id);
    expect(receivers).toEqual(expect.arrayContaining([ids.inUser, inMember.id]));
    expect(receivers).not.toContain(ids.outUser);
    expect(receivers).not.toContain(outMember.id);
    const all = (await who(admin.token)).body.data.users.list.map((u: { id: string }) => u.id);
    expect(all).toEqual(expect.arrayContaining([ids.outUser, outMember.id, inMember.id]));
  });

  it('explains and previews users of the scope and answers 404 for the others', async () => {
    for (const path of ['Explain', 'ViewAs']) {
      const call = (key: string, token = delegate.token) =>
        t.call({ method: 'GET', url: `/api/permission/Authority/${path}/${ids[key]}`, token });
      expect((await call('inUser')).body.code, path).toBe(200);
      expect((await call('memberUser')).body.code, path).toBe(200);
      expect((await call('outUser')).body, path).toMatchObject({ code: 404, msg: '用户不存在' });
      expect((await call('outUser', admin.token)).body.code, path).toBe(200);
    }
  });
});
