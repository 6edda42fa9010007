import { ButtonCode, MenuCode, type ResourceProfileName, resourceCodes } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  commonWords,
  groups,
  organizations,
  positions,
  roleOrganizations,
  roles,
  systems,
} from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { addMember, createRole, grant, menuId, resourceId } from './authorize-fixtures.ts';
import { delegate, flatten, type OrgNode } from './organize-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';
import { downloadRows } from './users-grants-fixtures.ts';

/*
 * Column grants apply to the query as well as the rows (AUTHZ-3): a caller whose role holds a list
 * without a column cannot find a row by that column's value through the keyword, and a sort or filter
 * on it is refused with 400 naming the column; the export obeys the same rules. With the column
 * granted the same queries work. One table row per administration list.
 */

const t = useTestApp();
const tag = uniqueCode('qg');
let company: string;
let dept: string;

/** A fresh user whose role holds the menu, the buttons and the profile's columns except `hidden`. */
async function roleViewer(
  menu: string,
  profile: ResourceProfileName,
  hidden: readonly string[],
  buttons: readonly string[] = [],
): Promise<TestUser> {
  const user = await createUser(t);
  const role = await createRole(t);
  const menuRow = await menuId(t, menu);
  await grant(t, 'Role', role, 'module', menuRow);
  for (const code of buttons)
    await grant(t, 'Role', role, 'button', await resourceId(t, 'button', menuRow, code));
  for (const code of resourceCodes(profile).columns)
    if (!hidden.includes(code))
      await grant(t, 'Role', role, 'column', await resourceId(t, 'column', menuRow, code));
  await addMember(t, user.id, 'Role', role);
  const rights = { thisLayerSelect: 1, subLayerSelect: 1 };
  await delegate(t, user.id, company, rights);
  return user;
}

interface Case {
  menu: string;
  profile: ResourceProfileName;
  /** The list's URL before its query. */
  url: () => string;
  /** The columns the restricted caller's role leaves out. */
  hidden: readonly string[];
  /** Makes the row the checks look for; returns its id. */
  row: () => Promise<string>;
  /** A keyword only a hidden column of the row holds, and one a granted column holds. */
  hiddenKeyword: () => string;
  grantedKeyword: () => string;
  /** Sorts and filters on hidden columns, with the column the refusal names. */
  refused: () => [query: string, column: string][];
}

let groupCode: string;
let orgCode: string;
let deptCode: string;
let systemName: string;
const mobile = `139${String(Date.now()).slice(-8)}`;

const CASES: Record<string, Case> = {
  users: {
    menu: MenuCode.permissionUser,
    profile: 'user',
    url: () => '/api/permission/Users',
    hidden: ['mobilePhone', 'enabledMark', 'organizeName'],
    row: async () =>
      (await createUser(t, { account: `${tag}user`, mobilePhone: mobile, organizeId: dept })).id,
    hiddenKeyword: () => mobile,
    grantedKeyword: () => `${tag}user`,
    refused: () => [
      ['sidx=enabledMark', '状态'],
      ['enabledMark=0', '状态'],
      [`organizeId=${dept}`, '所属组织'],
    ],
  },
  position: {
    menu: MenuCode.permissionPosition,
    profile: 'position',
    url: () => '/api/permission/Position',
    hidden: ['enCode', 'organizeName'],
    row: async () => {
      const id = newId();
      await t.ctx.db
        .insert(positions)
        .values({ id, organizeId: dept, fullName: `岗位${tag}`, enCode: `${tag}pos` });
      return id;
    },
    hiddenKeyword: () => `${tag}pos`,
    grantedKeyword: () => `岗位${tag}`,
    refused: () => [[`organizeId=${dept}`, '所属组织']],
  },
  role: {
    menu: MenuCode.permissionRole,
    profile: 'role',
    url: () => '/api/permission/Role',
    hidden: ['enCode', 'globalMark'],
    row: async () => {
      const id = newId();
      await t.ctx.db
        .insert(roles)
        .values({ id, fullName: `角色${tag}`, enCode: `${tag}role`, globalMark: 0 });
      await t.ctx.db.insert(roleOrganizations).values({ id: newId(), roleId: id, organizeId: company });
      return id;
    },
    hiddenKeyword: () => `${tag}role`,
    grantedKeyword: () => `角色${tag}`,
    refused: () => [
      ['sidx=enCode', '编码'],
      ['globalMark=0', '全局角色'],
      ['organizeId=0', '全局角色'],
    ],
  },
  group: {
    menu: MenuCode.permissionGroup,
    profile: 'group',
    url: () => '/api/permission/Group',
    hidden: ['enCode'],
    row: async () => {
      const id = newId();
      await t.ctx.db.insert(groups).values({ id, fullName: `分组${tag}`, enCode: groupCode });
      return id;
    },
    hiddenKeyword: () => groupCode,
    grantedKeyword: () => `分组${tag}`,
    refused: () => [],
  },
  organize: {
    menu: MenuCode.permissionOrganize,
    profile: 'organize',
    url: () => '/api/permission/Organize',
    hidden: ['enCode'],
    row: async () => company,
    hiddenKeyword: () => orgCode,
    grantedKeyword: () => `公司${tag}`,
    refused: () => [],
  },
  department: {
    menu: MenuCode.permissionDepartment,
    profile: 'organize',
    url: () => `/api/permission/Organize/Department`,
    hidden: ['enCode'],
    row: async () => dept,
    hiddenKeyword: () => deptCode,
    grantedKeyword: () => `部门${tag}`,
    refused: () => [],
  },
  commonWords: {
    menu: MenuCode.commonWords,
    profile: 'commonWords',
    url: () => '/api/system/CommonWords',
    hidden: ['systemNames', 'enabledMark'],
    row: async () => {
      const system = newId();
      await t.ctx.db.insert(systems).values({ id: system, fullName: systemName, enCode: `${tag}sys` });
      const id = newId();
      await t.ctx.db.insert(commonWords).values({ id, commonWordsText: `话${tag}`, systemIds: [system] });
      return id;
    },
    hiddenKeyword: () => systemName,
    grantedKeyword: () => `话${tag}`,
    refused: () => [['enabledMark=1', '状态']],
  },
};

beforeAll(async () => {
  company = await insertOrg(t, '-1', `公司${tag}`);
  dept = await insertOrg(t, company, `部门${tag}`);
  orgCode = await codeOf(organizations, company);
  deptCode = await codeOf(organizations, dept);
  groupCode = `${tag}grp`;
  systemName = `应用${tag}`;
});

/** The ids a list answers (paged rows or every node of a tree); fails the test on anything but 200. */
async function listedIds(user: TestUser, url: string): Promise<string[]> {
  const res = await t.call({ method: 'GET', url, token: user.token });
  expect(res.body.code, res.body.msg).toBe(200);
  const { data } = res.body;
  const rows = 'pagination' in data ? data.list : flatten(data.list as OrgNode[]);
  return rows.map((r: { id: string }) => r.id);
}

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

describe.each(Object.entries(CASES))('%s list under column grants', (_name, c) => {
  let restricted: TestUser;
  let full: TestUser;
  let rowId: string;
  beforeAll(async () => {
    rowId = await c.row();
    restricted = await roleViewer(c.menu, c.profile, c.hidden);
    full = await roleViewer(c.menu, c.profile, []);
  });

  it('search the keyword in granted columns only', async () => {
    const byHidden = withQuery(c.url(), `keyword=${encodeURIComponent(c.hiddenKeyword())}`);
    expect(await listedIds(restricted, byHidden)).not.toContain(rowId);
    expect(await listedIds(full, byHidden)).toContain(rowId);
    const byGranted = withQuery(c.url(), `keyword=${encodeURIComponent(c.grantedKeyword())}`);
    expect(await listedIds(restricted, byGranted)).toContain(rowId);
  });

  // Lists with no sort or filter parameter (groups, organizations) have nothing to refuse.
  it.runIf(c.refused().length > 0)(
    'refuse a sort or filter on a hidden column with 400 naming it, and allow it when granted',
    async () => {
      for (const [query, column] of c.refused()) {
        const url = withQuery(c.url(), query);
        const res = await t.call({ method: 'GET', url, token: restricted.token });
        expect(res.status, query).toBe(400);
        expect(res.body).toMatchObject({ code: 400, msg: `没有按以下列查询或排序的权限：${column}` });
        await listedIds(full, url);
      }
    },
  );
});

/** The enCode of a row the fixtures made (their codes are generated). */
async function codeOf(table: typeof organizations, id: string) {
  const [row] = await t.ctx.db.select({ enCode: table.enCode }).from(table).where(eq(table.id, id));
  return row?.enCode ?? '';
}

describe('the user export under column grants', () => {
  let restricted: TestUser;
  let full: TestUser;
  const hidden = CASES.users?.hidden ?? [];
  beforeAll(async () => {
    restricted = await roleViewer(MenuCode.permissionUser, 'user', hidden, [ButtonCode.export]);
    full = await roleViewer(MenuCode.permissionUser, 'user', [], [ButtonCode.export]);
  });

  const exportAs = (user: TestUser, query: string) =>
    t.call({ method: 'GET', url: `/api/permission/Users/ExportExcel?${query}`, token: user.token });

  it('refuses a filter or sort on a hidden column', async () => {
    for (const query of ['enabledMark=1', 'sidx=enabledMark', `organizeId=${dept}`]) {
      const res = await exportAs(restricted, `keyword=${tag}&${query}`);
      expect(res.body.code, query).toBe(400);
      expect((await exportAs(full, `keyword=${tag}&${query}`)).body.code, query).toBe(200);
    }
  });

  it('finds no row by a hidden column and writes no hidden column', async () => {
    const res = await exportAs(restricted, `keyword=${mobile}`);
    expect(res.body.code, res.body.msg).toBe(200);
    expect(await downloadRows(t, restricted.token, res.body.data.url)).toHaveLength(1);
    const byAccount = await exportAs(restricted, `keyword=${tag}user`);
    const sheet = await downloadRows(t, restricted.token, byAccount.body.data.url);
    expect(sheet).toHaveLength(2);
    const byMobile = await exportAs(full, `keyword=${mobile}`);
    const fullSheet = await downloadRows(t, full.token, byMobile.body.data.url);
    expect(fullSheet).toHaveLength(2);
    const mobileHeader = fullSheet[0]?.[fullSheet[1]?.indexOf(mobile) ?? -1];
    expect(mobileHeader).toBeTruthy();
    expect(sheet[0]).not.toContain(mobileHeader);
    expect(sheet[1]).not.toContain(mobile);
  });
});
