import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationAdministrators, organizations } from '../../src/db/schema/index.ts';
import { createUser, type TestUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { ALL_FLAGS, createDelegate, NO_FLAGS } from './delegate-fixtures.ts';
import { insertMembership, insertOrg } from './users-fixtures.ts';

/*
 * Grade management by a delegated administrator (ADR 0008): they delegate only to users of their
 * organizations and only what they administer themselves (each flag checked on the organization, or
 * on everything below it for sub-layer flags); they cannot take back a delegation beyond that either.
 */

const t = useTestApp();
let delegate: TestUser;
let narrow: TestUser;
let inside: string;
let child: string;
let outside: string;
let outsideName: string;

beforeAll(async () => {
  inside = await insertOrg(t);
  child = await insertOrg(t, inside);
  await insertOrg(t, child);
  outside = await insertOrg(t);
  const [row] = await t.ctx.db.select().from(organizations).where(eq(organizations.id, outside));
  outsideName = row?.fullName ?? '';
  const menus = { [MenuCode.permissionGrade]: [ButtonCode.edit, ButtonCode.remove] };
  delegate = await createDelegate(t, inside, menus);
  // Sees the whole subtree, edits the top organization only.
  narrow = await createDelegate(t, inside, menus, {
    ...ALL_FLAGS,
    subLayerAdd: 0,
    subLayerEdit: 0,
    subLayerDelete: 0,
  });
});

const put = (userId: string, rows: Record<string, unknown>[], token = delegate.token) =>
  t.call({ method: 'PUT', url: `/api/permission/Grade/${userId}`, token, payload: { organizations: rows } });
const rowsOf = async (userId: string) =>
  (
    await t.ctx.db
      .select()
      .from(organizationAdministrators)
      .where(eq(organizationAdministrators.userId, userId))
  ).map((r) => r.organizeId);

describe('grade management by a delegate', () => {
  it('lists and reads delegations of users of their organizations only', async () => {
    const inUser = await createUser(t, { organizeId: child, realName: '分级范围内' });
    const outUser = await createUser(t, { organizeId: outside, realName: '分级范围外' });
    await t.ctx.db.insert(organizationAdministrators).values([
      { id: `g-${inUser.id}`, userId: inUser.id, organizeId: child, ...ALL_FLAGS },
      { id: `g-${outUser.id}`, userId: outUser.id, organizeId: outside, ...ALL_FLAGS },
    ]);
    const listed = await t.call({
      method: 'GET',
      url: `/api/permission/Grade?keyword=${encodeURIComponent('分级范围')}`,
      token: delegate.token,
    });
    expect(listed.body.data.list.map((g: { userId: string }) => g.userId)).toEqual([inUser.id]);
    const read = (id: string) =>
      t.call({ method: 'GET', url: `/api/permission/Grade/${id}`, token: delegate.token });
    expect((await read(inUser.id)).body.code).toBe(200);
    expect((await read(outUser.id)).body).toMatchObject({ code: 404, msg: '用户不存在' });
  });

  it('delegates within their subtree to their users, and refuses anything beyond', async () => {
    const inUser = await createUser(t, { organizeId: child });
    expect((await put(inUser.id, [{ organizeId: child, ...NO_FLAGS, ...ALL_FLAGS }])).body.code).toBe(200);
    const beyond = await put(inUser.id, [{ organizeId: outside, ...NO_FLAGS, thisLayerSelect: 1 }]);
    expect(beyond.body).toMatchObject({
      code: 401,
      msg: `只能在您自己管理的组织范围内分配分级管理：${outsideName}`,
    });
    expect(await rowsOf(inUser.id)).toEqual([child]);
    const outUser = await createUser(t, { organizeId: outside });
    expect((await put(outUser.id, [{ organizeId: child, ...NO_FLAGS, thisLayerSelect: 1 }])).body.code).toBe(
      404,
    );
    const member = await createUser(t, { organizeId: outside });
    await insertMembership(t, member.id, 'Organize', child);
    const refused = await put(member.id, [{ organizeId: child, ...NO_FLAGS, thisLayerSelect: 1 }]);
    expect(refused.body).toMatchObject({ code: 401, msg: '只能为您所管组织内的用户设置分级管理' });
    expect(await rowsOf(member.id)).toEqual([]);
  });

  it('hands out only the flags they hold: a sub-layer flag needs every organization below', async () => {
    const user = await createUser(t, { organizeId: inside });
    expect(
      (await put(user.id, [{ organizeId: inside, ...NO_FLAGS, thisLayerEdit: 1 }], narrow.token)).body.code,
    ).toBe(200);
    for (const row of [
      { organizeId: inside, ...NO_FLAGS, subLayerEdit: 1 },
      { organizeId: child, ...NO_FLAGS, thisLayerEdit: 1 },
    ]) {
      expect((await put(user.id, [row], narrow.token)).body.code).toBe(401);
    }
    expect(await rowsOf(user.id)).toEqual([inside]);
  });

  it('cannot take back a delegation reaching beyond their scope', async () => {
    const user = await createUser(t, { organizeId: child });
    await t.ctx.db.insert(organizationAdministrators).values({
      id: `wide-${user.id}`,
      userId: user.id,
      organizeId: outside,
      ...ALL_FLAGS,
    });
    expect((await put(user.id, [])).body.code).toBe(401);
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/permission/Grade/${user.id}`,
      token: delegate.token,
    });
    expect(removed.body.code).toBe(401);
    expect(await rowsOf(user.id)).toEqual([outside]);
  });
});
