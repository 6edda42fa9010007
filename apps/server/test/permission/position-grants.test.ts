import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positions } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { createUser, type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { userWithMenu } from './authorize-fixtures.ts';
import { api, delegate } from './organize-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';
import { insertScheme, saveGrantsOverHttp, setDataAuthorize } from './users-grants-fixtures.ts';

/*
 * Column, form and data grants of the position menu (permission.position) enforced by the position
 * routes (ADR 0009): a delegated administrator holding some columns and form fields gets only those
 * keys in the list and the detail, cannot write the others, and sees only the rows of their data
 * schemes. Grants are saved through the grant screen's API and apply on the next request.
 */

const MENU = MenuCode.permissionPosition;
const BUTTONS = [ButtonCode.add, ButtonCode.edit, ButtonCode.remove];
const COLUMNS = ['fullName', 'enCode'];
const FORMS = ['fullName', 'enCode', 'organizeId'];

let t: TestApp;
let admin: TestUser;
let viewer: TestUser;
let dept: string;
const tag = uniqueCode('pg');
const ids: Record<string, string> = {};

const save = (grants: { columns?: string[]; forms?: string[]; schemeIds?: string[] } = {}) =>
  saveGrantsOverHttp(t, admin.token, viewer.id, MENU, {
    buttons: BUTTONS,
    columns: grants.columns ?? COLUMNS,
    forms: grants.forms ?? FORMS,
    schemeIds: grants.schemeIds,
  });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { isAdministrator: true });
  const company = await insertOrg(t);
  dept = await insertOrg(t, company);
  viewer = await userWithMenu(t, MENU);
  const layers = { thisLayerSelect: 1, subLayerSelect: 1, thisLayerAdd: 1, subLayerAdd: 1 };
  await delegate(t, viewer.id, company, { ...layers, thisLayerEdit: 1, subLayerEdit: 1, subLayerDelete: 1 });
  await save();
  for (const [name, type] of [
    ['a', '甲类'],
    ['b', '乙类'],
  ] as const) {
    const res = await api(t, admin).post('/Position', {
      organizeId: dept,
      fullName: `岗位${name}`,
      enCode: `${tag}${name}`,
      type,
      description: `说明${name}`,
      sortCode: 7,
    });
    ids[name] = res.body.data.id;
  }
});
afterAll(async () => {
  await t.close();
});

const as = (user: TestUser) => api(t, user);
const stored = async (id: string) => (await t.ctx.db.select().from(positions).where(eq(positions.id, id)))[0];
async function listed(user: TestUser): Promise<Record<string, unknown>[]> {
  const res = await as(user).get(`/Position?keyword=${tag}`);
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.list;
}

describe('position column grants', () => {
  it('leave the ungranted columns out of the list; keys no column declares stay', async () => {
    const [row] = await listed(viewer);
    expect(Object.keys(row ?? {}).sort()).toEqual(['description', 'enCode', 'fullName', 'id', 'userCount']);
    const [full] = await listed(admin);
    expect(full).toMatchObject({ organizeId: dept, type: '甲类', sortCode: 7, enabledMark: 1 });
    expect(full).toHaveProperty('creatorTime');
  });

  it('shape the detail too, adding what the granted form fields need to show', async () => {
    const res = await as(viewer).get(`/Position/${ids.a}`);
    expect(res.body.code, res.body.msg).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'department',
        'description',
        'enCode',
        'fullName',
        'id',
        'organizeId',
        'organizeIdTree',
        'organizeName',
        'userCount',
      ].sort(),
    );
    expect(res.body.data.organizeId).toBe(dept);
  });

  it('apply a grant change on the next request', async () => {
    await save({ columns: [...COLUMNS, 'type'] });
    expect((await listed(viewer))[0]).toMatchObject({ type: '甲类' });
    await save();
    expect((await listed(viewer))[0]).not.toHaveProperty('type');
  });
});

describe('position form grants', () => {
  it('refuse an ungranted field on create, naming it, and create nothing', async () => {
    const body = { organizeId: dept, fullName: '新岗位', enCode: `${tag}new` };
    const refused = await as(viewer).post('/Position', { ...body, type: '丙类', sortCode: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, msg: '没有修改以下字段的权限：岗位类型、排序' });
    expect(await t.ctx.db.select().from(positions).where(eq(positions.enCode, body.enCode))).toEqual([]);
    const created = await as(viewer).post('/Position', body);
    expect(created.body.code, created.body.msg).toBe(200);
    expect(await stored(created.body.data.id)).toMatchObject({ type: null, sortCode: 0, enabledMark: 1 });
  });

  it('refuse an ungranted field on edit, changing nothing; fields left out keep their values', async () => {
    const before = await stored(ids.a ?? '');
    const refused = await as(viewer).put(`/Position/${ids.a}`, { fullName: '改名', enabledMark: 0 });
    expect(refused.body).toMatchObject({ code: 400, msg: '没有修改以下字段的权限：状态' });
    expect(await stored(ids.a ?? '')).toEqual(before);
    const saved = await as(viewer).put(`/Position/${ids.a}`, { fullName: '改名' });
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(await stored(ids.a ?? '')).toMatchObject({
      fullName: '改名',
      type: '甲类',
      description: '说明a',
      sortCode: 7,
      enabledMark: 1,
    });
  });
});

describe('position data schemes', () => {
  it('filter the list (schemes ORed) and answer 404 for a row outside on detail, edit and delete', async () => {
    const typeA = await insertScheme(t, MENU, [{ field: 'type', op: '==', value: '甲类' }]);
    const typeB = await insertScheme(t, MENU, [{ field: 'type', op: '==', value: '乙类' }]);
    await setDataAuthorize(t, MENU, true);
    try {
      await save({ schemeIds: [typeA] });
      expect((await listed(viewer)).map((r) => r.id)).toEqual([ids.a]);
      for (const res of [
        await as(viewer).get(`/Position/${ids.b}`),
        await as(viewer).put(`/Position/${ids.b}`, { fullName: '越权' }),
        await as(viewer).del(`/Position/${ids.b}`),
      ])
        expect(res.body.code).toBe(404);
      expect((await stored(ids.b ?? ''))?.fullName).toBe('岗位b');

      await save({ schemeIds: [typeA, typeB] });
      expect((await listed(viewer)).map((r) => r.id).sort()).toEqual([ids.a, ids.b].sort());
      await save({ schemeIds: [] });
      expect(await listed(viewer)).toEqual([]);
      expect((await listed(admin)).length).toBeGreaterThan(2);
    } finally {
      await setDataAuthorize(t, MENU, false);
    }
    expect((await listed(viewer)).length).toBe((await listed(admin)).length);
  });
});
