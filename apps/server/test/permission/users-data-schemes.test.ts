import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { modules, users } from '../../src/db/schema/index.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { menuId, userWithMenu } from './authorize-fixtures.ts';
import { delegate } from './organize-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';
import { downloadRows, insertScheme, saveGrantsOverHttp } from './users-grants-fixtures.ts';

/*
 * Data schemes (数据权限方案) on the user menu filter the user list and its export on the server
 * (ADR 0009), inside the caller's grade scope: own organization, organization subtree, self and a
 * custom condition; several schemes add up (OR); none granted means no rows. Grants are saved
 * through the grant screen's API and apply on the next request.
 */

const MENU = MenuCode.permissionUser;

const t = useTestApp();
const admin = useAdminUser(t);
let viewer: TestUser;
let inCompany: string;
const schemes: Record<string, string> = {};
const tag = uniqueCode('ds');

beforeAll(async () => {
  const company = await insertOrg(t);
  const dept = await insertOrg(t, company);
  const team = await insertOrg(t, dept);
  const outside = await insertOrg(t);
  const user = (name: string, organizeId: string, gender: number | null) =>
    createUser(t, { account: `${tag}${name}`, realName: name, organizeId, gender });
  inCompany = (await user('甲', company, 1)).id;
  await user('乙', dept, 2);
  await user('丙', team, 1);
  await user('外', outside, 1);
  viewer = await userWithMenu(t, MENU);
  await t.ctx.db
    .update(users)
    .set({ account: `${tag}我`, realName: '我', organizeId: dept })
    .where(eq(users.id, viewer.id));
  // Grade scope: the company and everything below it (not `outside`).
  await delegate(t, viewer.id, company, {
    thisLayerSelect: 1,
    subLayerSelect: 1,
    thisLayerEdit: 1,
    subLayerEdit: 1,
  });
  await t.ctx.db
    .update(modules)
    .set({ isDataAuthorize: 1 })
    .where(eq(modules.id, await menuId(t, MENU)));
  await bumpPermissionVersion(t.ctx);
  schemes.ownOrganization = await insertScheme(t, MENU, [
    { field: 'organizeId', op: '==', value: '@organizeId' },
  ]);
  schemes.subtree = await insertScheme(t, MENU, [
    { field: 'organizeId', op: 'in', value: '@organizeAndSub' },
  ]);
  schemes.self = await insertScheme(t, MENU, [{ field: 'userId', op: '==', value: '@userId' }]);
  schemes.male = await insertScheme(t, MENU, [{ field: 'gender', op: '==', value: 1 }]);
  schemes.all = await insertScheme(t, MENU, [], { allData: 1 });
  schemes.unknownField = await insertScheme(t, MENU, [{ field: 'passwordHash', op: '==', value: 'x' }]);
});

/** Grants the viewer the menu, export, every column and form, and these schemes (grant screen API). */
const holding = (...codes: string[]) =>
  saveGrantsOverHttp(t, admin.token, viewer.id, MENU, {
    buttons: [ButtonCode.export, ButtonCode.edit],
    columns: 'all',
    forms: 'all',
    schemeIds: codes.map((c) => schemes[c] ?? ''),
  });

/** Names in the list (keyword = this suite's users) and in the export of the same filter. */
async function visible(token = viewer.token): Promise<{ list: string[]; exported: string[] }> {
  const list = await t.call({
    method: 'GET',
    url: `/api/permission/Users?keyword=${tag}&pageSize=100`,
    token,
  });
  expect(list.body.code, list.body.msg).toBe(200);
  expect(list.body.data.pagination.total).toBe(list.body.data.list.length);
  const file = await t.call({
    method: 'GET',
    url: `/api/permission/Users/ExportExcel?keyword=${tag}&selectKey=realName`,
    token,
  });
  expect(file.body.code, file.body.msg).toBe(200);
  const [header, ...rows] = await downloadRows(t, token, file.body.data.url);
  expect(header).toEqual(['姓名']);
  return {
    list: list.body.data.list.map((u: { realName: string }) => u.realName).sort(),
    exported: rows.map((r) => r[0] ?? '').sort(),
  };
}

const both = (...names: string[]) => ({ list: names.sort(), exported: [...names].sort() });

describe('data schemes on the user list and export', () => {
  it('show no rows when the menu has data authorize on and no scheme is granted', async () => {
    await holding();
    expect(await visible()).toEqual(both());
  });

  it('filter by own organization, subtree, self and a custom condition', async () => {
    await holding('ownOrganization');
    expect(await visible()).toEqual(both('乙', '我'));
    await holding('subtree');
    expect(await visible()).toEqual(both('乙', '丙', '我'));
    await holding('self');
    expect(await visible()).toEqual(both('我'));
    // The grade scope still applies: 外 is male but outside the organizations the viewer may see.
    await holding('male');
    expect(await visible()).toEqual(both('甲', '丙'));
  });

  it('add up several schemes (OR); an all-data scheme lifts the filter within the grade scope', async () => {
    await holding('self', 'male');
    expect(await visible()).toEqual(both('甲', '丙', '我'));
    await holding('self', 'all');
    expect(await visible()).toEqual(both('甲', '乙', '丙', '我'));
  });

  it('answer 404 for the detail and the edit of a user outside the schemes', async () => {
    await holding('self');
    const detail = await t.call({
      method: 'GET',
      url: `/api/permission/Users/${inCompany}`,
      token: viewer.token,
    });
    expect(detail.body.code).toBe(404);
    const edit = await t.call({
      method: 'PUT',
      url: `/api/permission/Users/${inCompany}`,
      token: viewer.token,
      payload: { realName: '越权' },
    });
    expect(edit.body.code).toBe(404);
    await holding('male');
    expect(
      (await t.call({ method: 'GET', url: `/api/permission/Users/${inCompany}`, token: viewer.token })).body
        .code,
    ).toBe(200);
  });

  it('keep the account actions to the same rows: outside the schemes they answer 404 and change nothing', async () => {
    const grant = (...codes: string[]) =>
      saveGrantsOverHttp(t, admin.token, viewer.id, MENU, {
        buttons: [ButtonCode.state, ButtonCode.resetPassword, ButtonCode.unlock, ButtonCode.remove],
        columns: 'all',
        forms: 'all',
        schemeIds: codes.map((c) => schemes[c] ?? ''),
      });
    const md5 = 'e10adc3949ba59abbe56e057f20f883e';
    const act = (method: 'PUT' | 'POST' | 'DELETE', path: string) =>
      t.call({
        method,
        url: `/api/permission/Users/${inCompany}${path}`,
        token: viewer.token,
        ...(method === 'POST' ? { payload: { userPassword: md5, validatePassword: md5 } } : {}),
      });
    const stateOf = async () =>
      (
        await t.ctx.db.select({ enabledMark: users.enabledMark }).from(users).where(eq(users.id, inCompany))
      )[0];
    const before = await stateOf();

    await grant('self');
    for (const [method, path] of [
      ['PUT', '/Actions/State'],
      ['POST', '/Actions/ResetPassword'],
      ['PUT', '/Actions/unlock'],
      ['DELETE', ''],
    ] as const) {
      expect((await act(method, path)).body.code, `${method} ${path}`).toBe(404);
    }
    expect(await stateOf()).toEqual(before);

    await grant('male');
    expect((await act('PUT', '/Actions/State')).body.code).toBe(200);
    expect(await stateOf()).not.toEqual(before);
    await act('PUT', '/Actions/State');
  });

  it('refuse a scheme over a field the user list does not offer, and do not filter administrators', async () => {
    await holding('unknownField');
    const res = await t.call({
      method: 'GET',
      url: `/api/permission/Users?keyword=${tag}`,
      token: viewer.token,
    });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('passwordHash');
    expect((await visible(admin.token)).list).toEqual(['丙', '乙', '外', '我', '甲'].sort());
  });
});
