import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { moduleForms, modules, userRelations, users } from '../../src/db/schema/index.ts';
import type { SessionUser } from '../../src/http/route.ts';
import {
  assertFormFieldsGranted,
  hiddenKeyNames,
  hiddenKeys,
} from '../../src/modules/permission/authority/field-grants.service.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import { newId } from '../../src/shared/ids.ts';
import { omitKeys } from '../../src/shared/record-kit/record-access.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { menuId, userWithMenu } from './authorize-fixtures.ts';
import { delegate } from './organize-fixtures.ts';
import { insertOrg } from './users-fixtures.ts';
import { downloadRows, grantFields, saveGrantsOverHttp } from './users-grants-fixtures.ts';

/*
 * Column and form grants enforced by the server (issue 3 "Server enforcement", ADR 0009), proven
 * through the user routes: a delegated administrator of the user menu (permission.user) who holds
 * only some of its columns and form fields gets only those fields in the list, the detail and the
 * export, and cannot write the others. Data schemes: users-data-schemes.test.ts.
 */

const MENU = MenuCode.permissionUser;
const BUTTONS = [ButtonCode.add, ButtonCode.edit, ButtonCode.export];
const COLUMNS = ['account', 'realName'];
const FORMS = ['account', 'realName', 'organizeId'];

const t = useTestApp();
const admin = useAdminUser(t);
let viewer: TestUser;
let dept: string;
let target: string;
const tag = uniqueCode('fg');

beforeAll(async () => {
  const company = await insertOrg(t);
  dept = await insertOrg(t, company);
  target = (
    await createUser(t, {
      account: `${tag}target`,
      realName: '字段目标',
      gender: 1,
      mobilePhone: '13800001234',
      email: 'target@example.com',
      organizeId: dept,
    })
  ).id;
  await createUser(t, { account: `${tag}formula`, realName: '=HYPERLINK("http://x")', organizeId: dept });
  viewer = await userWithMenu(t, MENU, BUTTONS);
  await grantFields(t, viewer.id, MENU, 'column', COLUMNS);
  await grantFields(t, viewer.id, MENU, 'form', FORMS);
  const layers = { thisLayerSelect: 1, subLayerSelect: 1, thisLayerAdd: 1, subLayerAdd: 1 };
  await delegate(t, viewer.id, company, { ...layers, thisLayerEdit: 1, subLayerEdit: 1 });
});

const users$ = (url: string, token: string, method: 'GET' | 'POST' | 'PUT' = 'GET', payload?: object) =>
  t.call({ method, url: `/api/permission/Users${url}`, token, ...(payload ? { payload } : {}) });

async function listedTarget(token: string): Promise<Record<string, unknown>> {
  const res = await users$(`?keyword=${tag}target`, token);
  expect(res.body.code, res.body.msg).toBe(200);
  const [row] = res.body.data.list;
  if (!row) throw new Error('target not listed');
  return row;
}

async function exported(token: string, selectKey: string, language = 'zh-CN'): Promise<string[][]> {
  const res = await t.call({
    method: 'GET',
    url: `/api/permission/Users/ExportExcel?keyword=${tag}&selectKey=${selectKey}&sidx=account`,
    token,
    headers: { 'accept-language': language },
  });
  expect(res.body.code, res.body.msg).toBe(200);
  expect(res.body.data.url).toMatch(/^\/api\/file\/Download\/export\//);
  return downloadRows(t, token, res.body.data.url);
}

const stored = async (id: string) => (await t.ctx.db.select().from(users).where(eq(users.id, id)))[0];

describe('column grants', () => {
  it('leave the ungranted columns out of the list; keys no column declares stay', async () => {
    const row = await listedTarget(viewer.token);
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'account',
        'realName',
        'email',
        'headIcon',
        'managerName',
        'isAdministrator',
        'description',
        'sortCode',
      ].sort(),
    );
    expect(row).toMatchObject({ id: target, account: `${tag}target`, realName: '字段目标' });
    expect(await listedTarget(admin.token)).toMatchObject({
      mobilePhone: '13800001234',
      gender: 1,
      organizeId: dept,
      enabledMark: 1,
      creatorTime: expect.any(Number),
    });
  });

  it('shape the detail too, adding what the granted form fields need to show', async () => {
    const res = await users$(`/${target}`, viewer.token);
    expect(res.body.code).toBe(200);
    const info = res.body.data;
    expect(info).toMatchObject({ account: `${tag}target`, realName: '字段目标', organizeIds: [dept] });
    for (const key of ['mobilePhone', 'gender', 'enabledMark', 'creatorTime', 'positionIds', 'unlockTime'])
      expect(info, key).not.toHaveProperty(key);
    expect((await users$(`/${target}`, admin.token)).body.data).toMatchObject({ mobilePhone: '13800001234' });
  });

  it('keep only the granted columns the caller asked for in the export, formulas neutralised', async () => {
    expect(await exported(viewer.token, 'mobilePhone,realName,account')).toEqual([
      ['姓名', '账号'],
      [`'=HYPERLINK("http://x")`, `${tag}formula`],
      ['字段目标', `${tag}target`],
    ]);
    expect((await exported(viewer.token, 'account', 'en-US'))[0]).toEqual(['Account']);
    const admins = await exported(admin.token, 'mobilePhone,realName,gender,enabledMark');
    expect(admins[0]).toEqual(['手机', '姓名', '性别', '状态']);
    expect(admins[2]).toEqual(['13800001234', '字段目标', '男', '启用']);
    const none = await users$(`/ExportExcel?selectKey=mobilePhone`, viewer.token);
    expect(none.body).toMatchObject({ code: 400, msg: '没有可导出的列：所选的列均未授权' });
    expect((await users$(`/ExportExcel?selectKey=passwordHash`, admin.token)).body.code).toBe(400);
  });

  it("do not depend on the caller's column settings: those only arrange the page", async () => {
    const saved = await t.call({
      method: 'PUT',
      url: '/api/permission/Authority/SetColumnsByModuleId',
      token: viewer.token,
      payload: {
        moduleId: await menuId(t, MENU),
        columnJson: JSON.stringify([{ prop: 'realName', visible: false }]),
      },
    });
    expect(saved.body.code).toBe(200);
    expect((await exported(viewer.token, 'realName,account'))[0]).toEqual(['姓名', '账号']);
    expect(await listedTarget(viewer.token)).toHaveProperty('realName', '字段目标');
  });

  it('apply a grant change on the next request', async () => {
    const grants = { buttons: BUTTONS, forms: FORMS };
    await saveGrantsOverHttp(t, admin.token, viewer.id, MENU, {
      ...grants,
      columns: [...COLUMNS, 'mobilePhone'],
    });
    expect(await listedTarget(viewer.token)).toMatchObject({ mobilePhone: '13800001234' });
    expect((await exported(viewer.token, 'mobilePhone'))[0]).toEqual(['手机']);
    await saveGrantsOverHttp(t, admin.token, viewer.id, MENU, { ...grants, columns: COLUMNS });
    expect(await listedTarget(viewer.token)).not.toHaveProperty('mobilePhone');
  });
});

describe('form grants', () => {
  it('refuse an ungranted field on create, naming it, and create nothing', async () => {
    const body = { account: `${tag}new1`, realName: '新用户', organizeIds: [dept] };
    for (const [extra, name] of [
      [{ mobilePhone: '13900000000' }, '手机'],
      [{ roleIds: [] }, '角色'],
      [{ gender: null }, '性别'],
    ] as const) {
      const res = await users$('', viewer.token, 'POST', { ...body, ...extra });
      expect(res.body).toMatchObject({ code: 400, msg: `没有修改以下字段的权限：${name}` });
      expect(res.status).toBe(400);
    }
    expect(await t.ctx.db.select().from(users).where(eq(users.account, body.account))).toEqual([]);
    const created = await users$('', viewer.token, 'POST', { ...body, sortCode: 3 });
    expect(created.body.code, created.body.msg).toBe(200);
  });

  it('refuse an ungranted field on edit, changing nothing; fields left out keep their values', async () => {
    const before = await stored(target);
    const refused = await users$(`/${target}`, viewer.token, 'PUT', {
      realName: '改名',
      gender: 2,
      email: null,
    });
    expect(refused.body).toMatchObject({ code: 400, msg: '没有修改以下字段的权限：性别、邮箱' });
    expect(await stored(target)).toEqual(before);

    const saved = await users$(`/${target}`, viewer.token, 'PUT', { realName: '改名' });
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(await stored(target)).toMatchObject({
      realName: '改名',
      gender: 1,
      mobilePhone: '13800001234',
      email: 'target@example.com',
      organizeId: dept,
    });
    const orgs = await t.ctx.db.select().from(userRelations).where(eq(userRelations.userId, target));
    expect(orgs.map((r) => r.objectId)).toEqual([dept]);
  });
});

describe('without restriction', () => {
  it('an administrator, and a menu whose column and form switches are off, are not restricted', async () => {
    const adminEdit = await users$(`/${target}`, admin.token, 'PUT', { gender: 2 });
    expect(adminEdit.body.code).toBe(200);
    const menu = await menuId(t, MENU);
    const switches = (on: number) =>
      t.ctx.db
        .update(modules)
        .set({ isColumnAuthorize: on, isFormAuthorize: on })
        .where(eq(modules.id, menu));
    await switches(0);
    await bumpPermissionVersion(t.ctx);
    try {
      expect(await listedTarget(viewer.token)).toMatchObject({ mobilePhone: '13800001234', gender: 2 });
      expect((await users$(`/${target}`, viewer.token, 'PUT', { gender: 3 })).body.code).toBe(200);
    } finally {
      await switches(1);
      await bumpPermissionVersion(t.ctx);
    }
  });
});

describe('field grant helpers', () => {
  const rule = {
    isAll: false as const,
    declared: new Set(['a', 'org', 'b']),
    granted: new Set(['a', 'b']),
    names: new Map([['org', '组织']]),
  };

  it('hide the keys of declared, ungranted codes unless a granted code covers them', () => {
    const keysOf = (code: string) =>
      code === 'org' ? ['orgName', 'orgId'] : code === 'b' ? ['orgId'] : [code];
    expect([...hiddenKeys(rule, keysOf)]).toEqual(['orgName']);
    expect(hiddenKeyNames(rule, keysOf)).toEqual(new Map([['orgName', '组织']]));
    expect(hiddenKeys({ isAll: true }, keysOf).size).toBe(0);
    expect(omitKeys({ id: '1', a: 1, orgName: 'x' }, new Set(['orgName', 'id']))).toEqual({ id: '1', a: 1 });
  });

  it('look for child-table form fields in each row of the child list', async () => {
    const menu = await menuId(t, MENU);
    await t.ctx.db.insert(moduleForms).values({
      id: newId(),
      moduleId: menu,
      fullName: '明细单价',
      enCode: 'price',
      fieldRule: 1,
      childTableKey: 'items',
    });
    await bumpPermissionVersion(t.ctx);
    const session: SessionUser = {
      userId: viewer.id,
      account: viewer.account,
      isAdministrator: false,
      sessionId: 'test',
      isLocked: false,
      hasInitialPassword: false,
    };
    await expect(
      assertFormFieldsGranted(t.ctx, session, MENU, { items: [{ qty: 1 }] }),
    ).resolves.toBeUndefined();
    await expect(
      assertFormFieldsGranted(t.ctx, session, MENU, { items: [{ qty: 1, price: 2 }] }),
    ).rejects.toMatchObject({ code: 400, params: { fields: '明细单价' } });
    await expect(
      assertFormFieldsGranted(t.ctx, { ...session, isAdministrator: true }, MENU, { price: 1 }),
    ).resolves.toBeUndefined();
  });
});
