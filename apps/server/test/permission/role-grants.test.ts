import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, roleOrganizations, roles } from '../../src/db/schema/index.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { menuId, userWithMenu } from './authorize-fixtures.ts';
import { api, delegate } from './organize-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';
import { insertScheme, saveGrantsOverHttp, setDataAuthorize } from './users-grants-fixtures.ts';

/*
 * Column, form and data grants of the role menu (permission.role) enforced by the role routes
 * (ADR 0009): only the granted columns in the list and the detail (plus what granted form fields
 * need), ungranted form fields refused with nothing written, an edit that changes only what it
 * sends, and rows filtered by the granted data schemes.
 */

const MENU = MenuCode.permissionRole;
const BUTTONS = [ButtonCode.add, ButtonCode.edit, ButtonCode.remove];
const COLUMNS = ['fullName', 'enCode'];
const FORMS = ['fullName', 'enCode', 'type', 'organizeIds'];

let t: TestApp;
let admin: TestUser;
let viewer: TestUser;
let org: string;
const tag = uniqueCode('rg');
const ids: Record<string, string> = {};

const save = (grants: { columns?: string[]; schemeIds?: string[] } = {}) =>
  saveGrantsOverHttp(t, admin.token, viewer.id, MENU, {
    buttons: BUTTONS,
    columns: grants.columns ?? COLUMNS,
    forms: FORMS,
    schemeIds: grants.schemeIds,
  });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { isAdministrator: true });
  org = await insertOrg(t);
  viewer = await userWithMenu(t, MENU);
  await delegate(t, viewer.id, org, {
    thisLayerSelect: 1,
    thisLayerAdd: 1,
    thisLayerEdit: 1,
    thisLayerDelete: 1,
  });
  await save();
  for (const [name, type] of [
    ['a', '甲类'],
    ['b', '乙类'],
  ] as const) {
    const res = await api(t, admin).post('/Role', {
      fullName: `角色${tag}${name}`,
      enCode: `${tag}${name}`,
      globalMark: 0,
      organizeIds: [org],
      type,
      description: `说明${name}`,
      sortCode: 5,
    });
    ids[name] = res.body.data.id;
  }
});
afterAll(async () => {
  await t.close();
});

const as = (user: TestUser) => api(t, user);
const stored = async (id: string) => (await t.ctx.db.select().from(roles).where(eq(roles.id, id)))[0];
const boundTo = async (id: string) =>
  (await t.ctx.db.select().from(roleOrganizations).where(eq(roleOrganizations.roleId, id))).map(
    (r) => r.organizeId,
  );
async function listed(user: TestUser): Promise<Record<string, unknown>[]> {
  const res = await as(user).get(`/Role?keyword=${tag}&sidx=enCode`);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.list;
}

describe('role column grants', () => {
  it('leave the ungranted columns out of the list and the detail', async () => {
    const [row] = await listed(viewer);
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'description',
        'enCode',
        'fullName',
        'id',
        'organizeIds',
        'organizeInfo',
        'organizeNames',
        'userCount',
      ].sort(),
    );
    // A list row's type is the original's 角色类型 column (全局/组织); the stored type is the detail's.
    expect((await listed(admin))[0]).toMatchObject({
      type: '组织',
      globalMark: 0,
      sortCode: 5,
      enabledMark: 1,
    });
    // The detail adds what the dialog may write: the granted type, and globalMark that no form
    // resource governs; not the ungranted sort and state fields.
    const detail = (await as(viewer).get(`/Role/${ids.a}`)).body.data;
    expect(detail).toMatchObject({ type: '甲类', globalMark: 0, organizeIds: [org] });
    for (const key of ['sortCode', 'enabledMark', 'creatorTime']) expect(detail, key).not.toHaveProperty(key);
  });

  it('keep every editable field in the detail when the menu does not authorize forms', async () => {
    const menu = await menuId(t, MENU);
    const formSwitch = async (on: number) => {
      await t.ctx.db.update(modules).set({ isFormAuthorize: on }).where(eq(modules.id, menu));
      await bumpPermissionVersion(t.ctx);
    };
    await formSwitch(0);
    try {
      const detail = (await as(viewer).get(`/Role/${ids.a}`)).body.data;
      expect(detail).toMatchObject({ sortCode: 5, enabledMark: 1, description: '说明a' });
      expect(detail).not.toHaveProperty('creatorTime');
      expect((await listed(viewer))[0]).not.toHaveProperty('sortCode');
    } finally {
      await formSwitch(1);
    }
  });

  it('apply a grant change on the next request', async () => {
    await save({ columns: [...COLUMNS, 'sortCode'] });
    expect((await listed(viewer))[0]).toMatchObject({ sortCode: 5 });
    await save();
    expect((await listed(viewer))[0]).not.toHaveProperty('sortCode');
  });
});

describe('role form grants', () => {
  it('refuse an ungranted field on create, naming it, and create nothing', async () => {
    const body = { fullName: `新角色${tag}`, enCode: `${tag}new`, globalMark: 0, organizeIds: [org] };
    const refused = await as(viewer).post('/Role', { ...body, sortCode: 3 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, msg: '没有修改以下字段的权限：排序' });
    expect(await t.ctx.db.select().from(roles).where(eq(roles.enCode, body.enCode))).toEqual([]);
    const created = await as(viewer).post('/Role', body);
    expect(created.body.code, created.body.msg).toBe(200);
    expect(await stored(created.body.data.id)).toMatchObject({ sortCode: 0, enabledMark: 1, globalMark: 0 });
  });

  it('refuse an ungranted field on edit, changing nothing; fields left out keep their values', async () => {
    const before = await stored(ids.a ?? '');
    const refused = await as(viewer).put(`/Role/${ids.a}`, { type: '丙类', description: '改' });
    expect(refused.body).toMatchObject({ code: 400, msg: '没有修改以下字段的权限：说明' });
    expect(await stored(ids.a ?? '')).toEqual(before);
    const saved = await as(viewer).put(`/Role/${ids.a}`, { type: '丙类' });
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(await stored(ids.a ?? '')).toMatchObject({
      type: '丙类',
      fullName: before?.fullName,
      description: '说明a',
      sortCode: 5,
      globalMark: 0,
    });
    expect(await boundTo(ids.a ?? '')).toEqual([org]);
    await as(admin).put(`/Role/${ids.a}`, { type: '甲类' });
  });
});

describe('role data schemes', () => {
  it('filter the list (schemes ORed) and answer 404 for a row outside on detail, edit and delete', async () => {
    const typeA = await insertScheme(t, MENU, [{ field: 'type', op: '==', value: '甲类' }]);
    const typeB = await insertScheme(t, MENU, [{ field: 'type', op: '==', value: '乙类' }]);
    await setDataAuthorize(t, MENU, true);
    try {
      await save({ schemeIds: [typeA] });
      expect((await listed(viewer)).map((r) => r.id)).toEqual([ids.a]);
      for (const res of [
        await as(viewer).get(`/Role/${ids.b}`),
        await as(viewer).put(`/Role/${ids.b}`, { fullName: '越权' }),
        await as(viewer).del(`/Role/${ids.b}`),
      ])
        expect(res.body.code).toBe(404);
      expect((await stored(ids.b ?? ''))?.fullName).toBe(`角色${tag}b`);
      await save({ schemeIds: [typeA, typeB] });
      expect((await listed(viewer)).map((r) => r.id)).toEqual([ids.a, ids.b]);
      await save({ schemeIds: [] });
      expect(await listed(viewer)).toEqual([]);
    } finally {
      await setDataAuthorize(t, MENU, false);
    }
    expect((await listed(viewer)).length).toBe((await listed(admin)).length);
  });
});
