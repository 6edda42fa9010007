import { ButtonCode, MenuCode } from '@platform/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  organizationAdministrators,
  organizations,
  userRelations,
  users,
} from '../../src/db/schema/index.ts';
import type { SessionUser } from '../../src/http/route.ts';
import { deleteUser, toggleUserState } from '../../src/modules/permission/users/users-actions.service.ts';
import { buildTestApp } from '../build-test-app.ts';
import { loginToken, md5 } from '../oauth/oauth-helpers.ts';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { createHolder } from './authorize-fixtures.ts';
import { createDelegate, SELECT_ONLY } from './delegate-fixtures.ts';
import { delegate, permissionCall } from './organize-fixtures.ts';
import { insertMembership, insertOrg, insertPosition, insertRole } from './users-fixtures.ts';

/*
 * Account actions of user administration (issue 3): reset password and disable end the user's
 * sessions, unlock clears a lockout, delete refuses yourself and the last administrator, and work
 * handover moves a leaving user's duties in one transaction (scope: ADR 0008).
 */

const t = useTestApp();
const admin = useAdminUser(t);
let org: string;
beforeAll(async () => {
  org = await insertOrg(t);
});

const call = permissionCall(t, '/Users', admin);
const ping = (token: string) => t.call({ method: 'GET', url: '/api/oauth/CurrentUser', token });
const row = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0];
const member = () => createUser(t, { organizeId: org });
const relationsOf = async (userId: string, objectType: string) =>
  (
    await t.ctx.db
      .select()
      .from(userRelations)
      .where(and(eq(userRelations.userId, userId), eq(userRelations.objectType, objectType)))
  ).map((r) => r.objectId);
const delegationsOf = (userId: string) =>
  t.ctx.db.select().from(organizationAdministrators).where(eq(organizationAdministrators.userId, userId));

describe('reset password', () => {
  it('sets the new password, ends the user’s sessions (601) and forces a change at next login', async () => {
    const user = await member();
    const password = md5('Reset123');
    const res = await call('POST', `/${user.id}/Actions/ResetPassword`, {
      userPassword: password,
      validatePassword: password,
    });
    expect(res.body).toMatchObject({ code: 200, msg: '密码已重置，该用户需重新登录并修改密码' });
    expect((await ping(user.token)).body).toMatchObject({
      code: 601,
      msg: '您的密码已被管理员重置，请重新登录',
    });
    expect((await row(user.id))?.changePasswordDate).toBeNull();
    const token = await loginToken(t, user.account, 'Reset123');
    expect((await t.call({ method: 'GET', url: '/api/message', token })).body.msg).toBe('请先修改初始密码');
  });

  it('refuses two different passwords or a plain-text password, and changes nothing', async () => {
    const user = await member();
    const before = await row(user.id);
    const mismatch = await call('POST', `/${user.id}/Actions/ResetPassword`, {
      userPassword: md5('Aaaa1111'),
      validatePassword: md5('Bbbb2222'),
    });
    expect(mismatch.body).toMatchObject({ code: 400, msg: '两次输入的密码不一致' });
    const plain = await call('POST', `/${user.id}/Actions/ResetPassword`, {
      userPassword: 'Aaaa1111',
      validatePassword: 'Aaaa1111',
    });
    expect(plain.body.code).toBe(400);
    expect(await row(user.id)).toEqual(before);
    expect((await ping(user.token)).body.code).toBe(200);
  });
});

describe('enable, disable and unlock', () => {
  it('disabling ends the user’s sessions (601); enabling lets them sign in again', async () => {
    const user = await member();
    const off = await call('PUT', `/${user.id}/Actions/State`);
    expect(off.body).toMatchObject({ code: 200, msg: '已禁用', data: { enabledMark: 0 } });
    expect((await ping(user.token)).body).toMatchObject({ code: 601, msg: '账号已被禁用，已强制下线' });
    const on = await call('PUT', `/${user.id}/Actions/State`);
    expect(on.body).toMatchObject({ code: 200, msg: '已启用', data: { enabledMark: 1 } });
    expect((await row(user.id))?.enabledMark).toBe(1);
  });

  it('refuses disabling yourself', async () => {
    const res = await call('PUT', `/${admin.id}/Actions/State`);
    expect(res.body).toMatchObject({ code: 400, msg: '不能禁用自己' });
    expect((await row(admin.id))?.enabledMark).toBe(1);
  });

  it('unlock clears the lockout; a disabled user stays disabled', async () => {
    const locked = await member();
    const until = new Date(Date.now() + 3_600_000);
    await t.ctx.db
      .update(users)
      .set({ enabledMark: 2, logErrorCount: 5, unlockTime: until })
      .where(eq(users.id, locked.id));
    expect((await call('PUT', `/${locked.id}/Actions/unlock`)).body).toMatchObject({
      code: 200,
      msg: '解锁成功',
    });
    expect(await row(locked.id)).toMatchObject({ enabledMark: 1, logErrorCount: 0, unlockTime: null });

    const disabled = await member();
    await t.ctx.db.update(users).set({ enabledMark: 0, logErrorCount: 3 }).where(eq(users.id, disabled.id));
    // The /Action/ alias of /Actions/.
    expect((await call('PUT', `/${disabled.id}/Action/unlock`)).body.code).toBe(200);
    expect(await row(disabled.id)).toMatchObject({ enabledMark: 0, logErrorCount: 0 });
  });
});

describe('delete', () => {
  it('deletes the user with their memberships; their token stops working (602)', async () => {
    const user = await member();
    const subordinate = await createUser(t, { managerId: user.id });
    await insertMembership(t, user.id, 'Organize', org);
    const res = await call('DELETE', `/${user.id}`);
    expect(res.body).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await row(user.id)).toBeUndefined();
    expect(await t.ctx.db.select().from(userRelations).where(eq(userRelations.userId, user.id))).toEqual([]);
    expect((await row(subordinate.id))?.managerId).toBeNull();
    expect((await ping(user.token)).body.code).toBe(602);
  });

  it('refuses deleting yourself', async () => {
    expect((await call('DELETE', `/${admin.id}`)).body).toMatchObject({ code: 400, msg: '不能删除自己' });
  });

  it('refuses deleting or disabling the last enabled administrator', async () => {
    const solo = await buildTestApp();
    try {
      const [last] = await solo.ctx.db.select().from(users).where(eq(users.isAdministrator, true));
      if (!last) throw new Error('seed has no administrator');
      // A caller the guard let through as an administrator whose own row no longer is one.
      const caller: SessionUser = {
        userId: 'someone-else',
        account: 'x',
        isAdministrator: true,
        sessionId: 's',
        isLocked: false,
        hasInitialPassword: false,
      };
      await expect(deleteUser(solo.ctx, caller, last.id)).rejects.toMatchObject({
        messageKey: 'users.lastAdministrator',
      });
      await expect(toggleUserState(solo.ctx, caller, last.id)).rejects.toMatchObject({
        messageKey: 'users.lastAdministrator',
      });
      expect((await solo.ctx.db.select().from(users).where(eq(users.id, last.id)))[0]?.enabledMark).toBe(1);
    } finally {
      await solo.close();
    }
  });
});

describe('work handover', () => {
  it('lists and moves managed organizations, delegations, positions, roles, groups and direct reports in one go', async () => {
    const leaving = await member();
    const taking = await member();
    const managedOrg = await insertOrg(t);
    await t.ctx.db
      .update(organizations)
      .set({ managerId: leaving.id })
      .where(eq(organizations.id, managedOrg));
    const positionOrg = await insertOrg(t);
    const position = await insertPosition(t, positionOrg);
    const role = await insertRole(t);
    const group = await createHolder(t, 'Group');
    await insertMembership(t, leaving.id, 'Position', position);
    await insertMembership(t, leaving.id, 'Role', role);
    await insertMembership(t, leaving.id, 'Group', group);
    await delegate(t, leaving.id, managedOrg, { ...SELECT_ONLY });
    await t.ctx.db.update(users).set({ positionId: position }).where(eq(users.id, leaving.id));
    const report = await createUser(t, { managerId: leaving.id });

    const work = await call('GET', `/getWorkByUser?fromId=${leaving.id}`);
    expect(work.body.data).toMatchObject({
      organizations: [{ id: managedOrg }],
      delegations: [{ id: managedOrg }],
      positions: [{ id: position }],
      roles: [{ id: role }],
      groups: [{ id: group }],
      subordinates: [{ id: report.id }],
    });

    const res = await call('POST', '/workHandover', { fromId: leaving.id, toId: taking.id });
    expect(res.body).toMatchObject({
      code: 200,
      msg: '工作交接成功',
      data: { organizations: 1, delegations: 1, positions: 1, roles: 1, groups: 1, subordinates: 1 },
    });
    expect((await call('GET', `/getWorkByUser?fromId=${leaving.id}`)).body.data).toEqual({
      organizations: [],
      delegations: [],
      positions: [],
      roles: [],
      groups: [],
      subordinates: [],
    });
    const taken = (await call('GET', `/${taking.id}`)).body.data;
    expect(taken).toMatchObject({ positionIds: [position], positionId: position, roleIds: [role] });
    // The receiver joins the organization the moved position belongs to.
    expect(taken.organizeIds).toEqual(expect.arrayContaining([org, positionOrg]));
    expect((await row(report.id))?.managerId).toBe(taking.id);
    expect((await row(leaving.id))?.positionId).toBeNull();
    // Owned duties beyond the listed ones (ADR 0008): group memberships and grade delegations.
    expect(await relationsOf(taking.id, 'Group')).toEqual([group]);
    expect(await relationsOf(leaving.id, 'Group')).toEqual([]);
    expect(await delegationsOf(taking.id)).toEqual([
      expect.objectContaining({ organizeId: managedOrg, ...SELECT_ONLY }),
    ]);
    expect(await delegationsOf(leaving.id)).toEqual([]);
  });

  it('merges a delegation with the receiver’s own on the same organization', async () => {
    const leaving = await member();
    const taking = await member();
    const shared = await insertOrg(t);
    await delegate(t, taking.id, shared, { thisLayerSelect: 1, thisLayerEdit: 1 });
    await delegate(t, leaving.id, shared, { subLayerSelect: 1 });
    expect((await call('POST', '/workHandover', { fromId: leaving.id, toId: taking.id })).body.code).toBe(
      200,
    );
    expect(await delegationsOf(taking.id)).toEqual([
      expect.objectContaining({
        organizeId: shared,
        thisLayerSelect: 1,
        thisLayerEdit: 1,
        subLayerSelect: 1,
      }),
    ]);
  });

  it('lets a delegate hand over only delegations within what they administer, all or nothing', async () => {
    const inside = await insertOrg(t);
    const outside = await insertOrg(t);
    const operator = await createDelegate(t, inside, { [MenuCode.permissionUser]: [ButtonCode.edit] });
    const leaving = await createUser(t, { organizeId: inside });
    const taking = await createUser(t, { organizeId: inside });
    const role = await insertRole(t, [inside]);
    await insertMembership(t, leaving.id, 'Role', role);
    await delegate(t, leaving.id, outside, { thisLayerSelect: 1 });
    const res = await call('POST', '/workHandover', { fromId: leaving.id, toId: taking.id }, operator.token);
    expect(res.body.code).toBe(401);
    expect(res.body.msg).toContain('只能在您自己管理的组织范围内分配分级管理');
    expect(await relationsOf(leaving.id, 'Role')).toEqual([role]);
    expect(await delegationsOf(taking.id)).toEqual([]);
    await t.ctx.db
      .delete(organizationAdministrators)
      .where(eq(organizationAdministrators.userId, leaving.id));
    await delegate(t, leaving.id, inside, { thisLayerSelect: 1 });
    const ok = await call('POST', '/workHandover', { fromId: leaving.id, toId: taking.id }, operator.token);
    expect(ok.body.code).toBe(200);
    expect(await relationsOf(taking.id, 'Role')).toEqual([role]);
    expect((await delegationsOf(taking.id)).map((d) => d.organizeId)).toEqual([inside]);
  });

  it('refuses handing over to the same user or to a disabled user', async () => {
    const leaving = await member();
    const same = await call('POST', '/workHandover', { fromId: leaving.id, toId: leaving.id });
    expect(same.body).toMatchObject({ code: 400, msg: '交接人不能是离职人本人' });
    const disabled = await createUser(t, { organizeId: org, enabledMark: 0 });
    const res = await call('POST', '/workHandover', { fromId: leaving.id, toId: disabled.id });
    expect(res.body).toMatchObject({ code: 400, msg: '交接人已被禁用' });
  });
});
