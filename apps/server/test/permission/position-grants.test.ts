import { MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { positions } from '../../src/db/schema/index.ts';
import { useTestApp } from '../support/test-app.ts';
import { dataSchemeTests, useRecordGrants } from './record-grants-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';

/*
 * Column, form and data grants of the position menu (permission.position) enforced by the position
 * routes (ADR 0009): a delegated administrator holding some columns and form fields gets only those
 * keys in the list and the detail, cannot write the others, and sees only the rows of their data
 * schemes. Grants are saved through the grant screen's API and apply on the next request.
 */

const MENU = MenuCode.permissionPosition;
const COLUMNS = ['fullName', 'enCode'];

const t = useTestApp();
const g = useRecordGrants(t, {
  menu: MENU,
  path: '/Position',
  columns: COLUMNS,
  forms: ['fullName', 'enCode', 'organizeId'],
  tagPrefix: 'pg',
  table: positions,
  idColumn: positions.id,
  organizations: async () => {
    const company = await insertOrg(t);
    return { org: await insertOrg(t, company), delegateTo: company };
  },
  rights: {
    ...{ thisLayerSelect: 1, subLayerSelect: 1, thisLayerAdd: 1, subLayerAdd: 1 },
    ...{ thisLayerEdit: 1, subLayerEdit: 1, subLayerDelete: 1 },
  },
  rowBody: ({ name, type, tag, org }) => ({
    organizeId: org,
    fullName: `岗位${name}`,
    enCode: `${tag}${name}`,
    type,
    description: `说明${name}`,
    sortCode: 7,
  }),
});
const { tag, ids, save, as, stored, listed } = g;

describe('position column grants', () => {
  it('leave the ungranted columns out of the list; keys no column declares stay', async () => {
    const [row] = await listed(g.viewer);
    expect(Object.keys(row ?? {}).sort()).toEqual(['description', 'enCode', 'fullName', 'id', 'userCount']);
    const [full] = await listed(g.admin);
    expect(full).toMatchObject({ organizeId: g.org, type: '甲类', sortCode: 7, enabledMark: 1 });
    expect(full).toHaveProperty('creatorTime');
  });

  it('shape the detail too, adding what the granted form fields need to show', async () => {
    const res = await as(g.viewer).get(`/Position/${ids.a}`);
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
    expect(res.body.data.organizeId).toBe(g.org);
  });

  it('apply a grant change on the next request', async () => {
    await save({ columns: [...COLUMNS, 'type'] });
    expect((await listed(g.viewer))[0]).toMatchObject({ type: '甲类' });
    await save();
    expect((await listed(g.viewer))[0]).not.toHaveProperty('type');
  });
});

describe('position form grants', () => {
  it('refuse an ungranted field on create, naming it, and create nothing', async () => {
    const body = { organizeId: g.org, fullName: '新岗位', enCode: `${tag}new` };
    const refused = await as(g.viewer).post('/Position', { ...body, type: '丙类', sortCode: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400, msg: '没有修改以下字段的权限：岗位类型、排序' });
    expect(await t.ctx.db.select().from(positions).where(eq(positions.enCode, body.enCode))).toEqual([]);
    const created = await as(g.viewer).post('/Position', body);
    expect(created.body.code, created.body.msg).toBe(200);
    expect(await stored(created.body.data.id)).toMatchObject({ type: null, sortCode: 0, enabledMark: 1 });
  });

  it('refuse an ungranted field on edit, changing nothing; fields left out keep their values', async () => {
    const before = await stored(ids.a ?? '');
    const refused = await as(g.viewer).put(`/Position/${ids.a}`, { fullName: '改名', enabledMark: 0 });
    expect(refused.body).toMatchObject({ code: 400, msg: '没有修改以下字段的权限：状态' });
    expect(await stored(ids.a ?? '')).toEqual(before);
    const saved = await as(g.viewer).put(`/Position/${ids.a}`, { fullName: '改名' });
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

dataSchemeTests(t, g, {
  title: 'position data schemes',
  rowB: '岗位b',
  isOrdered: false,
  afterNoScheme: async () => {
    expect((await listed(g.admin)).length).toBeGreaterThan(2);
  },
});
