import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { groups, organizations } from '../../src/db/schema/index.ts';
import { type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { userWithMenu } from './authorize-fixtures.ts';
import { api, delegate, flatten, type OrgNode } from './organize-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';
import { saveGrantsOverHttp } from './users-grants-fixtures.ts';

/*
 * The organize, department and group menus under column and form grants (ADR 0009), one table row
 * each: a caller holding the name column and the name, code (and parent) form fields gets no code or
 * sort column in the list, no sort column in the detail, and is refused (400, nothing written) a
 * description on create and on edit. Position and role have their own suites.
 */

const t = useTestApp();
const admin = useAdminUser(t);
let company: string;
let dept: string;
let group: string;
const tag = uniqueCode('og');

interface Case {
  menu: string;
  /** The list URL and the row of it that the checks read. */
  list: () => string;
  rowId: () => string;
  /** Base URL of create, detail and edit. */
  base: string;
  createBody: () => Record<string, unknown>;
  table: typeof organizations | typeof groups;
}

const CASES: Record<string, Case> = {
  organize: {
    menu: MenuCode.permissionOrganize,
    list: () => '/Organize',
    rowId: () => company,
    base: '/Organize',
    createBody: () => ({ parentId: company }),
    table: organizations,
  },
  department: {
    menu: MenuCode.permissionDepartment,
    list: () => `/Organize/Department?organizeId=${company}`,
    rowId: () => dept,
    base: '/Organize/Department',
    createBody: () => ({ parentId: company }),
    table: organizations,
  },
  group: {
    menu: MenuCode.permissionGroup,
    list: () => `/Group?keyword=${tag}`,
    rowId: () => group,
    base: '/Group',
    createBody: () => ({}),
    table: groups,
  },
};

beforeAll(async () => {
  company = await insertOrg(t);
  dept = await insertOrg(t, company);
  // The keyword finds it by name: the viewer holds the name column, not the code's.
  group = (await api(t, admin).post('/Group', { fullName: `分组${tag}`, enCode: `${tag}g`, sortCode: 4 }))
    .body.data.id;
});

/** Rows of a paged list or every node of a tree. */
const rowsOf = (data: { list: Record<string, unknown>[] }) =>
  'pagination' in data ? data.list : flatten(data.list as unknown as OrgNode[]);

describe.each(Object.entries(CASES))('%s grants', (_name, c) => {
  let viewer: TestUser;
  beforeAll(async () => {
    viewer = await userWithMenu(t, c.menu);
    await delegate(t, viewer.id, company, {
      thisLayerSelect: 1,
      subLayerSelect: 1,
      thisLayerEdit: 1,
      subLayerEdit: 1,
      thisLayerAdd: 1,
      subLayerAdd: 1,
    });
    await saveGrantsOverHttp(t, admin.token, viewer.id, c.menu, {
      buttons: [ButtonCode.add, ButtonCode.edit],
      columns: ['fullName'],
      forms: c.table === groups ? ['fullName', 'enCode'] : ['fullName', 'enCode', 'parentId'],
    });
  });

  it('leave an ungranted column out of the list and the detail', async () => {
    const list = await api(t, viewer).get(c.list());
    expect(list.body.code, list.body.msg).toBe(200);
    const row = rowsOf(list.body.data).find((r) => r.id === c.rowId());
    expect(row).toHaveProperty('fullName');
    expect(row).not.toHaveProperty('enCode');
    expect(row).not.toHaveProperty('sortCode');
    const full = rowsOf((await api(t, admin).get(c.list())).body.data).find((r) => r.id === c.rowId());
    expect(full).toHaveProperty('sortCode');
    const detail = await api(t, viewer).get(`${c.base}/${c.rowId()}`);
    expect(detail.body.code, detail.body.msg).toBe(200);
    expect(detail.body.data).toHaveProperty('enCode');
    expect(detail.body.data).not.toHaveProperty('sortCode');
  });

  it('refuse an ungranted form field on create and edit, writing nothing', async () => {
    const enCode = uniqueCode('ogn');
    const body = { ...c.createBody(), fullName: '新建', enCode, description: '说明' };
    const created = await api(t, viewer).post(c.base, body);
    expect(created.body).toMatchObject({ code: 400, msg: '没有修改以下字段的权限：说明' });
    expect(await t.ctx.db.select().from(c.table).where(eq(c.table.enCode, enCode))).toEqual([]);
    const edited = await api(t, viewer).put(`${c.base}/${c.rowId()}`, {
      fullName: '改名',
      description: '说明',
    });
    expect(edited.body).toMatchObject({ code: 400, msg: '没有修改以下字段的权限：说明' });
    const [row] = await t.ctx.db.select().from(c.table).where(eq(c.table.id, c.rowId()));
    expect(row).toMatchObject({ description: null });
    expect(row?.fullName).not.toBe('改名');
    const granted = await api(t, viewer).put(`${c.base}/${c.rowId()}`, { fullName: `改名${_name}` });
    expect(granted.body.code, granted.body.msg).toBe(200);
  });
});
