import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizations, moduleSchemes, users } from '../../src/db/schema/index.ts';
import { compileDataScheme, dataSchemeToSql } from '../../src/modules/system/module/data-scheme.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, uniqueCode } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { caller, directory, pageMenu, systemIdByCode } from './menu-fixtures.ts';

/*
 * Page resources (issue 3): /api/system/ModuleButton, ModuleColumn, ModuleForm and
 * ModuleDataAuthorizeScheme, each with GET /{moduleId}/List, POST, GET/PUT/DELETE /{id}.
 */

const t = useTestApp();
let api: ReturnType<typeof caller>;
let main: string;
beforeAll(async () => {
  const admin = await createUser(t, { isAdministrator: true });
  api = caller(t, admin.token);
  main = await systemIdByCode(t, 'main');
});

async function newPage(): Promise<string> {
  const res = await api.post('/api/system/Menu', pageMenu(main, uniqueCode('page')));
  expect(res.body.code).toBe(200);
  return res.body.data.id;
}

const KINDS = [
  { base: '/api/system/ModuleButton', body: { fullName: '新建', enCode: 'btn_add', icon: 'PlusOutlined' } },
  { base: '/api/system/ModuleColumn', body: { fullName: '名称', enCode: 'fullName', bindTable: 'records' } },
  { base: '/api/system/ModuleForm', body: { fullName: '金额', enCode: 'amount', bindTable: 'records' } },
] as const;

describe.each(KINDS)('$base', ({ base, body }) => {
  it('adds, lists, reads, updates and deletes a resource of a page', async () => {
    const moduleId = await newPage();
    const created = await api.post(base, { moduleId, ...body, sortCode: 2 });
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const id = created.body.data.id;
    const second = await api.post(base, { moduleId, fullName: '第二', enCode: 'second', sortCode: 1 });
    const list = await api.get(`${base}/${moduleId}/List`);
    expect(list.body.data.list.map((r: { id: string }) => r.id)).toEqual([second.body.data.id, id]);
    expect(
      (await api.get(`${base}/${moduleId}/List`, { keyword: body.fullName })).body.data.list,
    ).toHaveLength(1);
    expect((await api.get(`${base}/${id}`)).body.data).toMatchObject({ moduleId, ...body, enabledMark: 1 });

    const edited = await api.put(`${base}/${id}`, { moduleId, ...body, fullName: '改名', enabledMark: 0 });
    expect(edited.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await api.get(`${base}/${id}`)).body.data).toMatchObject({ fullName: '改名', enabledMark: 0 });

    expect((await api.del(`${base}/${id}`)).body).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await api.get(`${base}/${id}`)).body.code).toBe(404);
  });

  it('keeps enCode unique per menu, checks its shape, and refuses directories and moves', async () => {
    const moduleId = await newPage();
    const other = await newPage();
    await api.post(base, { moduleId, ...body });
    const dup = await api.post(base, { moduleId, ...body });
    expect(dup.body).toMatchObject({ code: 400, msg: `该菜单下编码已存在：${body.enCode}` });
    expect((await api.post(base, { moduleId: other, ...body })).body.code).toBe(200);
    for (const enCode of ['1abc', 'a b', "x';--"]) {
      const res = await api.post(base, { moduleId, ...body, enCode });
      expect(res.body.msg).toBe('编码只能输入英文、数字、下划线、小数点和横线，且以字母开头');
    }
    const dir = (await api.post('/api/system/Menu', directory(main, uniqueCode('d')))).body.data.id;
    expect((await api.post(base, { moduleId: dir, ...body })).body).toMatchObject({
      code: 400,
      msg: '目录不能设置按钮、列表、表单或数据权限',
    });
    expect((await api.post(base, { moduleId: 'nope', ...body })).body.code).toBe(404);
    const id = (await api.post(base, { moduleId, fullName: '另一个', enCode: 'another' })).body.data.id;
    expect(
      (await api.put(`${base}/${id}`, { moduleId: other, fullName: '另一个', enCode: 'another' })).body.msg,
    ).toBe('不能移动到其他菜单');
    const clash = await api.put(`${base}/${id}`, { moduleId, fullName: '另一个', enCode: body.enCode });
    expect(clash.body.code).toBe(400);
    expect((await api.get(`${base}/${id}`)).body.data.enCode).toBe('another');
    expect((await api.post(base, { moduleId, ...body, enCode: 'x1', id: 'mine' })).body.code).toBe(400);
  });
});

describe('button resources in CurrentUser and grants', () => {
  it('shows a new button in the permission list at once and drops its grants on delete', async () => {
    const moduleId = await newPage();
    const id = (
      await api.post('/api/system/ModuleButton', { moduleId, fullName: '导出', enCode: 'btn_export' })
    ).body.data.id;
    const entry = async () =>
      (await api.get('/api/oauth/CurrentUser')).body.data.permissionList.find(
        (p: { modelId: string }) => p.modelId === moduleId,
      );
    expect((await entry()).button).toEqual([{ fullName: '导出', enCode: 'btn_export' }]);
    await t.ctx.db
      .insert(authorizations)
      .values({ id: newId(), itemType: 'button', itemId: id, objectType: 'Role', objectId: 'r' });
    await api.del(`/api/system/ModuleButton/${id}`);
    expect((await entry()).button).toEqual([]);
    expect(await t.ctx.db.select().from(authorizations).where(eq(authorizations.itemId, id))).toEqual([]);
  });

  it('needs the child table key for a child-table field', async () => {
    const moduleId = await newPage();
    const base = { moduleId, fullName: '明细金额', enCode: 'amount', fieldRule: 1 };
    expect((await api.post('/api/system/ModuleForm', base)).body.msg).toBe('子表字段需填写子表标识');
    const ok = await api.post('/api/system/ModuleForm', { ...base, childTableKey: 'items' });
    expect((await api.get(`/api/system/ModuleForm/${ok.body.data.id}`)).body.data).toMatchObject({
      fieldRule: 1,
      childTableKey: 'items',
    });
  });
});

describe('data-permission schemes', () => {
  const BASE = '/api/system/ModuleDataAuthorizeScheme';
  const mine = [{ field: 'creatorUserId', op: '==', value: '@userId' }];

  it('saves validated conditions as a string and lists them', async () => {
    const moduleId = await newPage();
    const conditionJson = JSON.stringify([
      { field: 'organizeId', op: 'in', value: '@organizeAndSub' },
      { field: 'amount', op: '>', value: 100 },
    ]);
    const created = await api.post(BASE, {
      moduleId,
      fullName: '本部门',
      enCode: 'dept',
      conditionJson,
      matchLogic: 'or',
    });
    expect(created.body).toMatchObject({ code: 200, msg: '新建成功' });
    const info = (await api.get(`${BASE}/${created.body.data.id}`)).body.data;
    expect(info).toMatchObject({ conditionJson, matchLogic: 'or', allData: 0 });
    expect(typeof info.conditionJson).toBe('string');
    const all = await api.post(BASE, { moduleId, fullName: '全部', enCode: 'all', allData: 1 });
    expect(all.body.code).toBe(200);
    expect((await api.get(`${BASE}/${moduleId}/List`)).body.data.list).toHaveLength(2);
  });

  it('refuses conditions outside the allowed shape, and nothing is stored', async () => {
    const moduleId = await newPage();
    const cases: unknown[] = [
      'not json',
      { field: 'a', op: '==', value: 1 },
      [{ field: 'a', op: 'exists', value: 1 }],
      [{ field: 'a', op: '==', value: '@salary' }],
      [{ field: 'a) or (1=1', op: '==', value: 1 }],
      [{ field: 'a', op: '==', value: { nested: true } }],
      [{ field: 'a', op: '==', value: 1, raw: 'true' }],
      [{ field: 'a', op: '>', value: '@userId' }],
      [{ field: 'a', op: 'in', value: [] }],
    ];
    for (const conditions of cases) {
      const conditionJson = typeof conditions === 'string' ? conditions : JSON.stringify(conditions);
      const res = await api.post(BASE, {
        moduleId,
        fullName: '坏',
        enCode: uniqueCode('bad'),
        conditionJson,
      });
      expect({ conditions, code: res.body.code }).toEqual({ conditions, code: 400 });
      expect(res.body.msg).toContain('数据权限条件不正确');
    }
    const empty = await api.post(BASE, { moduleId, fullName: '空', enCode: 'empty', conditionJson: '[]' });
    expect(empty.body.msg).toBe('请添加至少一个条件，或选择全部数据');
    const logic = await api.post(BASE, {
      moduleId,
      fullName: '逻辑',
      enCode: 'logic',
      conditionJson: JSON.stringify(mine),
      matchLogic: 'xor',
    });
    expect(logic.body.code).toBe(400);
    expect(await t.ctx.db.select().from(moduleSchemes).where(eq(moduleSchemes.moduleId, moduleId))).toEqual(
      [],
    );
  });

  it('edits and deletes a scheme with its grants', async () => {
    const moduleId = await newPage();
    const body = { moduleId, fullName: '我的', enCode: 'mine', conditionJson: JSON.stringify(mine) };
    const id = (await api.post(BASE, body)).body.data.id;
    const edited = await api.put(`${BASE}/${id}`, { ...body, matchLogic: 'or', fullName: '我创建的' });
    expect(edited.body.code).toBe(200);
    expect((await api.get(`${BASE}/${id}`)).body.data).toMatchObject({
      fullName: '我创建的',
      matchLogic: 'or',
    });
    await t.ctx.db
      .insert(authorizations)
      .values({ id: newId(), itemType: 'resource', itemId: id, objectType: 'Role', objectId: 'r' });
    expect((await api.del(`${BASE}/${id}`)).body.code).toBe(200);
    expect(await t.ctx.db.select().from(authorizations).where(eq(authorizations.itemId, id))).toEqual([]);
  });

  it('filters real rows once compiled for a user and mapped through a list allowlist', async () => {
    const moduleId = await newPage();
    const conditionJson = JSON.stringify([
      { field: 'userId', op: '==', value: '@userId' },
      { field: 'organizeId', op: 'in', value: '@organizeAndSub' },
    ]);
    const id = (
      await api.post(BASE, {
        moduleId,
        fullName: '我或本组织',
        enCode: 'me',
        conditionJson,
        matchLogic: 'or',
      })
    ).body.data.id;
    const stored = (await api.get(`${BASE}/${id}`)).body.data;
    const me = await createUser(t, { organizeId: 'org-a' });
    const colleague = await createUser(t, { organizeId: 'org-a-child' });
    const stranger = await createUser(t, { organizeId: 'org-b' });
    const compiled = await compileDataScheme(
      stored,
      { userId: me.id, organizeId: 'org-x', positionId: null },
      { organizeAndSub: async () => ['org-a', 'org-a-child'] },
    );
    const rows = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(dataSchemeToSql(compiled, { userId: users.id, organizeId: users.organizeId }));
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([me.id, colleague.id]));
    expect(ids).not.toContain(stranger.id);
  });
});
