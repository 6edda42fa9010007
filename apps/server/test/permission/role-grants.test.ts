import { MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { modules, roleOrganizations, roles } from '../../src/db/schema/index.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { useTestApp } from '../support/test-app.ts';
import { menuId } from './authorize-fixtures.ts';
import { dataSchemeTests, useRecordGrants } from './record-grants-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';

/*
 * Column, form and data grants of the role menu (permission.role) enforced by the role routes
 * (ADR 0009): only the granted columns in the list and the detail (plus what granted form fields
 * need), ungranted form fields refused with nothing written, an edit that changes only what it
 * sends, and rows filtered by the granted data schemes.
 */

const MENU = MenuCode.permissionRole;
const COLUMNS = ['fullName', 'enCode'];

const t = useTestApp();
const g = useRecordGrants(t, {
  menu: MENU,
  path: '/Role',
  columns: COLUMNS,
  forms: ['fullName', 'enCode', 'type', 'organizeIds'],
  tagPrefix: 'rg',
  listQuery: '&sidx=enCode',
  table: roles,
  idColumn: roles.id,
  organizations: async () => {
    const org = await insertOrg(t);
    return { org, delegateTo: org };
  },
  rights: { thisLayerSelect: 1, thisLayerAdd: 1, thisLayerEdit: 1, thisLayerDelete: 1 },
  rowBody: ({ name, type, tag, org }) => ({
    fullName: `角色${tag}${name}`,
    enCode: `${tag}${name}`,
    globalMark: 0,
    organizeIds: [org],
    type,
    description: `说明${name}`,
    sortCode: 5,
  }),
});
const { tag, ids, save, as, stored, listed } = g;
const boundTo = async (id: string) =>
  (await t.ctx.db.select().from(roleOrganizations).where(eq(roleOrganizations.roleId, id))).map(
    (r) => r.organizeId,
  );

describe('role column grants', () => {
  it('leave the ungranted columns out of the list and the detail', async () => {
    const [row] = await listed(g.viewer);
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
    expect((await listed(g.admin))[0]).toMatchObject({
      type: '组织',
      globalMark: 0,
      sortCode: 5,
      enabledMark: 1,
    });
    // The detail adds what the dialog may write: the granted type, and globalMark that no form
    // resource governs; not the ungranted sort and state fields.
    const detail = (await as(g.viewer).get(`/Role/${ids.a}`)).body.data;
    expect(detail).toMatchObject({ type: '甲类', globalMark: 0, organizeIds: [g.org] });
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
      const detail = (await as(g.viewer).get(`/Role/${ids.a}`)).body.data;
      expect(detail).toMatchObject({ sortCode: 5, enabledMark: 1, description: '说明a' });
      expect(detail).not.toHaveProperty('creatorTime');
      expect((await listed(g.viewer))[0]).not.toHaveProperty('sortCode');
    } finally {
      await formSwitch(1);
    }
  });

  it('apply a grant change on the next request', async () => {
    await save({ columns: [...COLUMNS, 'sortCode'] });
    expect((await listed(g.viewer))[0]).toMatchObject({ sortCode: 5 });
    await save();
    expect((await listed(g.viewer))[0]).not.toHaveProperty('sortCode');
  });
});

describe('role form grants', () => {
  it('refuse an ungranted field on create, naming it, and create nothing', async () => {
    const body = { fullName: `新角色${tag}`, enCode: `${tag}new`, globalMark: 0, organizeIds: [g.org] };
    const refused = await as(g.viewer).post('/Role', { ...body, sortCode: 3 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, msg: '没有修改以下字段的权限：排序' });
    expect(await t.ctx.db.select().from(roles).where(eq(roles.enCode, body.enCode))).toEqual([]);
    const created = await as(g.viewer).post('/Role', body);
    expect(created.body.code, created.body.msg).toBe(200);
    expect(await stored(created.body.data.id)).toMatchObject({ sortCode: 0, enabledMark: 1, globalMark: 0 });
  });

  it('refuse an ungranted field on edit, changing nothing; fields left out keep their values', async () => {
    const before = await stored(ids.a ?? '');
    const refused = await as(g.viewer).put(`/Role/${ids.a}`, { type: '丙类', description: '改' });
    expect(refused.body).toMatchObject({ code: 400, msg: '没有修改以下字段的权限：说明' });
    expect(await stored(ids.a ?? '')).toEqual(before);
    const saved = await as(g.viewer).put(`/Role/${ids.a}`, { type: '丙类' });
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(await stored(ids.a ?? '')).toMatchObject({
      type: '丙类',
      fullName: before?.fullName,
      description: '说明a',
      sortCode: 5,
      globalMark: 0,
    });
    expect(await boundTo(ids.a ?? '')).toEqual([g.org]);
    await as(g.admin).put(`/Role/${ids.a}`, { type: '甲类' });
  });
});

dataSchemeTests(t, g, { title: 'role data schemes', rowB: `角色${tag}b`, isOrdered: true });
