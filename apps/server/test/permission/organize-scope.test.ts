import { MenuCode } from '@platform/contracts';
import { and, count, inArray, ne, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations, userRelations, users } from '../../src/db/schema/index.ts';
import { userInOrganizations } from '../../src/modules/permission/organize/organization-members.ts';
import {
  manageableOrganizeIds,
  manageableUserScope,
  manageableUsers,
  type OrganizeAction,
} from '../../src/modules/permission/organize/organize-scope.service.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { createDelegate, SELECT_ONLY } from './delegate-fixtures.ts';
import { api, delegate } from './organize-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';

/*
 * The organization scope a user manages, per action: resolved once per permission version and kept,
 * so every change that moves a scope must be seen by the next request.
 */

const t = useTestApp();
const admin = useAdminUser(t);
let company: string;
let dept: string;
let team: string;
let other: string;
beforeAll(async () => {
  company = await insertOrg(t);
  dept = await insertOrg(t, company);
  team = await insertOrg(t, dept);
  other = await insertOrg(t);
});

async function scopeOf(userId: string, action: OrganizeAction = 'select') {
  const ids = await manageableOrganizeIds(t.ctx, { userId, isAdministrator: false }, action);
  if (ids === 'all') throw new Error('not an administrator');
  return [...ids].sort();
}

describe('the organization scope', () => {
  it('of a delegate: this layer, sub layers, per action', async () => {
    const user = await createUser(t, { organizeId: other });
    await delegate(t, user.id, company, { thisLayerSelect: 1, subLayerSelect: 1, thisLayerEdit: 1 });
    await delegate(t, user.id, dept, { subLayerEdit: 1 });
    expect(await scopeOf(user.id, 'select')).toEqual([company, dept, team].sort());
    expect(await scopeOf(user.id, 'edit')).toEqual([company, team].sort());
    expect(await scopeOf(user.id, 'delete')).toEqual([]);
  });

  it('of a user without delegations: their own organizations', async () => {
    const user = await createUser(t, { organizeId: dept });
    expect(await scopeOf(user.id)).toEqual([dept]);
  });

  it('is kept, and a department created through the API joins every sub-layer scope at once', async () => {
    const user = await createUser(t, { organizeId: other });
    await delegate(t, user.id, company, { thisLayerSelect: 1, subLayerSelect: 1 });
    const before = await manageableOrganizeIds(t.ctx, { userId: user.id, isAdministrator: false });
    // The same (frozen) set while nothing changes: callers share it.
    expect(await manageableOrganizeIds(t.ctx, { userId: user.id, isAdministrator: false })).toBe(before);
    expect(Object.isFrozen(before)).toBe(true);

    const res = await api(t, admin).post('/Organize/Department', {
      parentId: dept,
      fullName: '新部门',
      enCode: uniqueCode('d'),
    });
    expect(res.body.code).toBe(200);
    const created = (await scopeOf(user.id)).filter((id) => ![company, dept, team].includes(id));
    expect(created).toHaveLength(1);
  });

  it('shrinks at once when the grade rows are removed through the API', async () => {
    const user = await createUser(t, { organizeId: other });
    await delegate(t, user.id, company, { thisLayerSelect: 1, subLayerSelect: 1 });
    expect(await scopeOf(user.id)).toContain(team);
    const res = await api(t, admin).del(`/Grade/${user.id}`);
    expect(res.body.code).toBe(200);
    expect(await scopeOf(user.id)).toEqual([other]);
  });
});

describe('the users of a scope', () => {
  async function usersWhere(condition: SQL | undefined, among: string[]) {
    const rows = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(condition ? and(condition, inArray(users.id, among)) : inArray(users.id, among));
    return rows.map((r) => r.id).sort();
  }

  /**
   * A company holding more than half of every organization, so its delegate's scope is tested by
   * the organizations it leaves out; and one organization outside it.
   */
  async function mostOrganizations() {
    const [existing] = await t.ctx.db.select({ n: count() }).from(organizations);
    const big = await insertOrg(t);
    const departments: string[] = [];
    for (let i = 0; i <= (existing?.n ?? 0); i++) departments.push(await insertOrg(t, big));
    return { big, departments, outside: await insertOrg(t) };
  }

  it('are the same whether the scope is tested by what it holds or by what it leaves out', async () => {
    const { big, departments, outside } = await mostOrganizations();

    const inside = await createUser(t, { organizeId: departments[0] });
    const elsewhere = await createUser(t, { organizeId: outside });
    const nowhere = await createUser(t, { organizeId: null });
    const alsoInside = await createUser(t, { organizeId: outside });
    await t.ctx.db.insert(userRelations).values({
      id: newId(),
      userId: alsoInside.id,
      objectType: 'Organize',
      objectId: departments[1] ?? big,
    });
    const among = [inside.id, elsewhere.id, nowhere.id, alsoInside.id];

    const delegateUser = await createUser(t, { organizeId: outside });
    await delegate(t, delegateUser.id, big, { thisLayerSelect: 1, subLayerSelect: 1 });
    const caller = { userId: delegateUser.id, isAdministrator: false };
    const scope = await manageableOrganizeIds(t.ctx, caller);
    if (scope === 'all') throw new Error('not an administrator');
    const condition = await manageableUsers(t.ctx, caller);
    // The few users it leaves out (of the other organizations, or of none) are skipped by id.
    const parts = await manageableUserScope(t.ctx, caller);
    expect(parts.within).toBeUndefined();
    expect(parts.exceptIds).toEqual(expect.arrayContaining([elsewhere.id, nowhere.id, delegateUser.id]));
    expect(parts.exceptIds).not.toContain(alsoInside.id);

    const expected = [inside.id, alsoInside.id].sort();
    expect(await usersWhere(userInOrganizations(scope), among)).toEqual(expected);
    expect(await usersWhere(condition, among)).toEqual(expected);
    expect(await manageableUsers(t.ctx, { userId: delegateUser.id, isAdministrator: true })).toBeUndefined();

    // A user created outside the scope through the API is left out at once (the version moved).
    const created = await api(t, admin).post('/Users', {
      account: uniqueCode('out'),
      realName: '范围外',
      organizeIds: [outside],
    });
    expect(created.body.code).toBe(200);
    const later = await manageableUsers(t.ctx, caller);
    expect(await usersWhere(later, [created.body.data.id, inside.id])).toEqual([inside.id]);
  });

  it('that leaves out a few: the list and the picker count and page what the delegate may see', async () => {
    const { big, departments, outside } = await mostOrganizations();
    const lister = await createDelegate(t, big, { [MenuCode.permissionUser]: [] }, SELECT_ONLY);
    const stranger = await createUser(t, { organizeId: outside, realName: uniqueCode('范围外') });
    await createUser(t, { organizeId: departments[0], realName: uniqueCode('范围内') });
    const caller = { userId: lister.id, isAdministrator: false };
    expect((await manageableUserScope(t.ctx, caller)).exceptIds).toContain(stranger.id);

    const [visible] = await t.ctx.db
      .select({ n: count() })
      .from(users)
      .where(await manageableUsers(t.ctx, caller));
    const [enabled] = await t.ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(await manageableUsers(t.ctx, caller), ne(users.enabledMark, 0)));
    const listed = await t.call({
      url: '/api/permission/Users?currentPage=1&pageSize=500',
      token: lister.token,
    });
    expect(listed.body.data.pagination.total).toBe(visible?.n);
    const ids = listed.body.data.list.map((u: { id: string }) => u.id);
    expect(ids).toHaveLength(visible?.n ?? -1);
    expect(ids).not.toContain(stranger.id);

    const picked = await t.call({
      method: 'POST',
      url: '/api/permission/Users/GetListByAuthorize/0',
      token: lister.token,
      payload: { currentPage: 1, pageSize: 500 },
    });
    expect(picked.body.data.pagination.total).toBe(enabled?.n);
    expect(picked.body.data.list.map((u: { id: string }) => u.id)).not.toContain(stranger.id);
  });

  it('of a small scope are tested by what it holds', async () => {
    const user = await createUser(t, { organizeId: other });
    await delegate(t, user.id, team, { thisLayerSelect: 1 });
    const condition = await manageableUsers(t.ctx, { userId: user.id, isAdministrator: false });
    expect(t.ctx.db.select().from(users).where(condition).toSQL().sql).not.toContain('<@');
    const member = await createUser(t, { organizeId: team });
    const stranger = await createUser(t, { organizeId: dept });
    expect(await usersWhere(condition, [member.id, stranger.id])).toEqual([member.id]);
  });
});
