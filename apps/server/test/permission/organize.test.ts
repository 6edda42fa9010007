import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations, positions, userRelations } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, type TestUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { api, createOrg, delegate, findNode, flatten, type OrgNode } from './organize-fixtures.ts';
import { userWithMenuFields } from './users-grants-fixtures.ts';

/* Organizations and departments: CRUD, the tree rules, moves, deletes and the pickers. */

const t = useTestApp();
const admin = useAdminUser(t);
const as = api(t, admin);

const rowOf = async (id: string) =>
  (await t.ctx.db.select().from(organizations).where(eq(organizations.id, id)))[0];
const countOrgs = async () => (await t.ctx.db.select({ id: organizations.id }).from(organizations)).length;

describe('organizations: create, read, update, delete', () => {
  it('builds company → department → sub-department with paths, and lists them as a tree', async () => {
    const company = await createOrg(t, admin, 'company', '-1', { fullName: '树公司' });
    const dept = await createOrg(t, admin, 'department', company, { fullName: '树部门' });
    const sub = await createOrg(t, admin, 'department', dept, { fullName: '树小组' });

    const info = (await as.get(`/Organize/${sub}`)).body.data;
    expect(info).toMatchObject({
      id: sub,
      parentId: dept,
      category: 'department',
      fullName: '树小组',
      organize: '树公司/树部门/树小组',
      organizeIds: [company, dept, sub],
      enabledMark: 1,
    });
    expect(typeof info.creatorTime).toBe('number');

    const list: OrgNode[] = (await as.get('/Organize')).body.data.list;
    const top = list.find((n) => n.id === company);
    expect(top).toMatchObject({ parentId: '-1', hasChildren: true });
    expect(top?.children.map((c) => c.id)).toEqual([dept]);
    expect(top?.children[0]?.children.map((c) => c.id)).toEqual([sub]);
    expect(top?.children[0]?.children[0]).toMatchObject({ hasChildren: false, children: [] });
  });

  it('keyword keeps the matches and their ancestors', async () => {
    const company = await createOrg(t, admin, 'company', '-1', { fullName: '关键词公司' });
    const dept = await createOrg(t, admin, 'department', company, { fullName: '独特蓝鲸部' });
    await createOrg(t, admin, 'department', company, { fullName: '其他部门' });
    const list: OrgNode[] = (await as.get(`/Organize?keyword=${encodeURIComponent('蓝鲸')}`)).body.data.list;
    expect(list.map((n) => n.id)).toEqual([company]);
    expect(list[0]?.children.map((n) => n.id)).toEqual([dept]);
  });

  it('updates fields, and a manager must be an existing user (shown by name)', async () => {
    const company = await createOrg(t, admin, 'company', '-1');
    const manager = await createUser(t, { realName: '主管甲' });
    const code = uniqueCode('upd');
    const res = await as.put(`/Organize/${company}`, {
      parentId: '-1',
      fullName: '改名公司',
      enCode: code,
      managerId: manager.id,
      description: '说明',
      sortCode: 5,
    });
    expect(res.body.code).toBe(200);
    expect((await as.get(`/Organize/${company}`)).body.data).toMatchObject({
      fullName: '改名公司',
      enCode: code,
      managerId: manager.id,
      managerName: '主管甲',
      sortCode: 5,
    });
    const bad = await as.put(`/Organize/${company}`, {
      parentId: '-1',
      fullName: '改名公司',
      enCode: code,
      managerId: 'no-such-user',
    });
    expect(bad.body).toMatchObject({ code: 400, msg: '负责人不存在' });
    expect((await rowOf(company))?.managerId).toBe(manager.id);
  });

  it('deletes an empty organization', async () => {
    const company = await createOrg(t, admin, 'company', '-1');
    expect((await as.del(`/Organize/${company}`)).body.code).toBe(200);
    expect(await rowOf(company)).toBeUndefined();
    expect((await as.get(`/Organize/${company}`)).body.code).toBe(404);
  });
});

describe('organizations: bad input changes nothing', () => {
  it('refuses a duplicate code, naming it', async () => {
    const code = uniqueCode('dup');
    await createOrg(t, admin, 'company', '-1', { enCode: code });
    const before = await countOrgs();
    const res = await as.post('/Organize', { parentId: '-1', fullName: '重复', enCode: code });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe(`组织编码已存在：${code}`);
    expect(await countOrgs()).toBe(before);
    const other = await createOrg(t, admin, 'company', '-1');
    const upd = await as.put(`/Organize/${other}`, { parentId: '-1', fullName: '重复', enCode: code });
    expect(upd.body.msg).toContain(code);
  });

  it('applies the shared code pattern and requires the name', async () => {
    for (const enCode of ['.abc', 'abc.', 'a b', '编码', '']) {
      const res = await as.post('/Organize', { parentId: '-1', fullName: '名称', enCode });
      expect({ enCode, code: res.body.code }).toEqual({ enCode, code: 400 });
    }
    const pattern = await as.post('/Organize', { parentId: '-1', fullName: '名称', enCode: '.abc' });
    expect(pattern.body.msg).toContain('编码只能输入英文、数字和小数点且小数点不能放在首尾');
    const noName = await as.post('/Organize', { parentId: '-1', fullName: '  ', enCode: uniqueCode('n') });
    expect(noName.body.code).toBe(400);
    expect(noName.body.msg).toContain('fullName');
  });

  it('rejects unknown fields and never takes id from the body', async () => {
    const before = await countOrgs();
    for (const extra of [{ isAdministrator: true }, { idPath: 'x' }, { propertyJson: { owner: 'x' } }]) {
      const res = await as.post('/Organize', {
        parentId: '-1',
        fullName: '多余',
        enCode: uniqueCode('x'),
        ...extra,
      });
      expect(res.body.code).toBe(400);
    }
    expect(await countOrgs()).toBe(before);
    // The original's forms send id ('' or the record's) and the category's echo: accepted, not used.
    const res = await as.post('/Organize', {
      parentId: '-1',
      fullName: '多余',
      enCode: uniqueCode('x'),
      id: 'chosen-id',
      category: 'department',
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.id).not.toBe('chosen-id');
    expect((await rowOf(res.body.data.id))?.category).toBe('company');
  });

  it('refuses a parent that would create a cycle: itself or its own descendant', async () => {
    const company = await createOrg(t, admin, 'company', '-1');
    const dept = await createOrg(t, admin, 'department', company);
    const sub = await createOrg(t, admin, 'department', dept);
    const row = await rowOf(dept);
    const self = await as.put(`/Organize/${dept}`, {
      parentId: dept,
      fullName: row!.fullName,
      enCode: row!.enCode,
    });
    expect(self.body).toMatchObject({ code: 400, msg: '上级组织不能是自己或自己的下级' });
    const below = await as.put(`/Organize/${dept}`, {
      parentId: sub,
      fullName: row!.fullName,
      enCode: row!.enCode,
    });
    expect(below.body).toMatchObject({ code: 400, msg: '上级组织不能是自己或自己的下级' });
    expect(await rowOf(dept)).toEqual(row);
  });

  it('keeps companies at the top or under companies, departments under an organization', async () => {
    const company = await createOrg(t, admin, 'company', '-1');
    const dept = await createOrg(t, admin, 'department', company);
    const under = await as.post('/Organize', { parentId: dept, fullName: '公司', enCode: uniqueCode('c') });
    expect(under.body).toMatchObject({ code: 400, msg: '公司的上级只能是顶级节点或公司' });
    const top = await as.post('/Organize/Department', {
      parentId: '-1',
      fullName: '部门',
      enCode: uniqueCode('d'),
    });
    expect(top.body).toMatchObject({ code: 400, msg: '部门必须选择所属组织' });
    const missing = await as.post('/Organize', {
      parentId: 'nope',
      fullName: '公司',
      enCode: uniqueCode('c'),
    });
    expect(missing.body).toMatchObject({ code: 400, msg: '上级组织不存在' });
    // A sub-company under a company is fine.
    expect(
      (await as.post('/Organize', { parentId: company, fullName: '子公司', enCode: uniqueCode('c') })).body
        .code,
    ).toBe(200);
  });

  it('refuses to delete an organization with children, users or positions', async () => {
    const company = await createOrg(t, admin, 'company', '-1');
    const dept = await createOrg(t, admin, 'department', company);
    expect((await as.del(`/Organize/${company}`)).body).toMatchObject({
      code: 400,
      msg: '该组织下还有下级组织或部门，不能删除',
    });

    const member = await createUser(t);
    await t.ctx.db
      .insert(userRelations)
      .values({ id: newId(), userId: member.id, objectType: 'Organize', objectId: dept });
    expect((await as.del(`/Organize/${dept}`)).body).toMatchObject({
      code: 400,
      msg: '该组织下还有用户，不能删除',
    });
    await t.ctx.db.delete(userRelations).where(eq(userRelations.userId, member.id));

    await createUser(t, { organizeId: dept });
    const mainOrg = await as.del(`/Organize/Department/${dept}`);
    expect(mainOrg.body).toMatchObject({ code: 400, msg: '该组织下还有用户，不能删除' });

    const other = await createOrg(t, admin, 'department', company);
    await t.ctx.db
      .insert(positions)
      .values({ id: newId(), organizeId: other, fullName: '岗', enCode: uniqueCode('p') });
    expect((await as.del(`/Organize/${other}`)).body).toMatchObject({
      code: 400,
      msg: '该组织下还有岗位，不能删除',
    });
    expect(await rowOf(company)).toBeDefined();
    expect(await rowOf(dept)).toBeDefined();
    expect(await rowOf(other)).toBeDefined();
  });
});

describe('moving an organization', () => {
  it('rewrites the idPath of the whole subtree', async () => {
    const a = await createOrg(t, admin, 'company', '-1');
    const b = await createOrg(t, admin, 'company', '-1');
    const dept = await createOrg(t, admin, 'department', a);
    const sub = await createOrg(t, admin, 'department', dept);
    const leaf = await createOrg(t, admin, 'department', sub);
    const row = await rowOf(dept);
    const res = await as.put(`/Organize/${dept}`, {
      parentId: b,
      fullName: row!.fullName,
      enCode: row!.enCode,
    });
    expect(res.body.code).toBe(200);
    expect((await rowOf(dept))?.idPath).toBe(`${b},${dept}`);
    expect((await rowOf(sub))?.idPath).toBe(`${b},${dept},${sub}`);
    expect((await rowOf(leaf))?.idPath).toBe(`${b},${dept},${sub},${leaf}`);
    expect((await as.get(`/Organize/${leaf}`)).body.data.organizeIds).toEqual([b, dept, sub, leaf]);
    // A company moved to the top becomes a root.
    const bRow = await rowOf(b);
    const sub2 = await createOrg(t, admin, 'company', b);
    await as.put(`/Organize/${sub2}`, {
      parentId: '-1',
      fullName: bRow!.fullName.concat('2'),
      enCode: uniqueCode('m'),
    });
    expect((await rowOf(sub2))?.idPath).toBe(sub2);
  });
});

describe('departments', () => {
  it('lists the departments of one company, nested, without sub-companies', async () => {
    const company = await createOrg(t, admin, 'company', '-1');
    const dept = await createOrg(t, admin, 'department', company);
    const sub = await createOrg(t, admin, 'department', dept);
    const subCompany = await createOrg(t, admin, 'company', company);
    const foreign = await createOrg(t, admin, 'department', subCompany);
    const list: OrgNode[] = (await as.get(`/Organize/Department?organizeId=${company}`)).body.data.list;
    expect(list.map((n) => n.id)).toEqual([dept]);
    expect(list[0]?.children.map((n) => n.id)).toEqual([sub]);
    expect(findNode(list, foreign)).toBeUndefined();
  });

  it('reads and edits departments only through the department routes', async () => {
    const company = await createOrg(t, admin, 'company', '-1');
    const dept = await createOrg(t, admin, 'department', company, { fullName: '部门甲' });
    expect((await as.get(`/Organize/Department/${dept}`)).body.data).toMatchObject({ fullName: '部门甲' });
    expect((await as.get(`/Organize/Department/${company}`)).body).toMatchObject({
      code: 404,
      msg: '部门不存在',
    });
    const code = uniqueCode('d');
    expect(
      (await as.put(`/Organize/Department/${dept}`, { parentId: company, fullName: '部门乙', enCode: code }))
        .body.code,
    ).toBe(200);
    expect((await rowOf(dept))?.fullName).toBe('部门乙');
  });
});

describe('pickers', () => {
  it('Selector/{id}: the top node -1 (顶级节点) holding companies, the edited one and its subtree left out', async () => {
    const a = await createOrg(t, admin, 'company', '-1');
    const aSub = await createOrg(t, admin, 'company', a);
    const b = await createOrg(t, admin, 'company', '-1');
    await createOrg(t, admin, 'department', b);
    const list: OrgNode[] = (await as.get(`/Organize/Selector/${a}`)).body.data.list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: '-1', fullName: '顶级节点' });
    const nodes = flatten(list[0]!.children);
    expect(nodes.map((n) => n.id)).toContain(b);
    expect(nodes.map((n) => n.id)).not.toContain(a);
    expect(nodes.map((n) => n.id)).not.toContain(aSub);
    expect(nodes.every((n) => (n as unknown as { category: string }).category === 'company')).toBe(true);
  });

  it('Department/Selector/{id} and Tree list every organization; 0 leaves nothing out', async () => {
    const company = await createOrg(t, admin, 'company', '-1');
    const dept = await createOrg(t, admin, 'department', company);
    const sub = await createOrg(t, admin, 'department', dept);
    const all = flatten((await as.get('/Organize/Department/Selector/0')).body.data.list).map((n) => n.id);
    expect(all).toEqual(expect.arrayContaining([company, dept, sub]));
    const without = flatten((await as.get(`/Organize/Department/Selector/${dept}`)).body.data.list).map(
      (n) => n.id,
    );
    expect(without).toContain(company);
    expect(without).not.toContain(dept);
    expect(without).not.toContain(sub);
    const plain = await createUser(t);
    const tree = flatten((await api(t, plain).get('/Organize/Tree')).body.data.list).map((n) => n.id);
    expect(tree).toEqual(expect.arrayContaining([company, dept, sub]));
  });

  it('OrganizeCondition keeps organizations inside the given subtrees matching the keyword', async () => {
    const company = await createOrg(t, admin, 'company', '-1');
    const dept = await createOrg(t, admin, 'department', company, { fullName: '条件目标部' });
    const other = await createOrg(t, admin, 'company', '-1', { fullName: '条件目标外' });
    const res = await as.post('/Organize/OrganizeCondition', { organizeIds: [company], keyword: '条件目标' });
    const nodes = flatten(res.body.data.list);
    expect(nodes.find((n) => n.id === dept)?.disabled).toBe(false);
    expect(nodes.map((n) => n.id)).not.toContain(other);
  });
});

describe('SelectorByAuth: only what the caller may manage', () => {
  let company: string;
  let dept: string;
  let sub: string;
  let sibling: string;
  beforeAll(async () => {
    company = await createOrg(t, admin, 'company', '-1');
    dept = await createOrg(t, admin, 'department', company);
    sub = await createOrg(t, admin, 'department', dept);
    sibling = await createOrg(t, admin, 'department', company);
  });
  const choosable = async (user: TestUser) =>
    flatten((await api(t, user).get('/Organize/Department/SelectorByAuth/0')).body.data.list)
      .filter((n) => !n.disabled)
      .map((n) => n.id);

  it('gives an administrator everything', async () => {
    expect(await choosable(admin)).toEqual(expect.arrayContaining([company, dept, sub, sibling]));
  });

  it('gives a delegate their layer and, with sub_layer_select, the subtree; ancestors shown disabled', async () => {
    const thisOnly = await createUser(t);
    await delegate(t, thisOnly.id, dept, { thisLayerSelect: 1 });
    expect(await choosable(thisOnly)).toEqual([dept]);
    const tree = (await api(t, thisOnly).get('/Organize/Department/SelectorByAuth/0')).body.data.list;
    expect(findNode(tree, company)?.disabled).toBe(true);
    expect(findNode(tree, sibling)).toBeUndefined();

    const subOnly = await createUser(t);
    await delegate(t, subOnly.id, dept, { subLayerSelect: 1 });
    expect(await choosable(subOnly)).toEqual([sub]);

    const both = await createUser(t);
    await delegate(t, both.id, dept, { thisLayerSelect: 1, subLayerSelect: 1 });
    expect((await choosable(both)).sort()).toEqual([dept, sub].sort());
  });

  it('gives anyone else only their own organizations', async () => {
    const member = await createUser(t, { organizeId: sibling });
    await t.ctx.db
      .insert(userRelations)
      .values({ id: newId(), userId: member.id, objectType: 'Organize', objectId: sub });
    expect((await choosable(member)).sort()).toEqual([sibling, sub].sort());
    const nobody = await createUser(t);
    expect(await choosable(nobody)).toEqual([]);
  });

  it('scopes the management list and the writes of a non-administrator', async () => {
    const editor = await userWithMenuFields(t, MenuCode.permissionOrganize, [
      ButtonCode.edit,
      ButtonCode.add,
    ]);
    await delegate(t, editor.id, dept, {
      thisLayerSelect: 1,
      thisLayerEdit: 1,
      subLayerSelect: 1,
      subLayerAdd: 1,
    });
    const ids = flatten((await api(t, editor).get('/Organize')).body.data.list).map((n) => n.id);
    expect(ids.sort()).toEqual([dept, sub].sort());
    const siblingRow = await rowOf(sibling);
    const refused = await api(t, editor).put(`/Organize/${sibling}`, {
      parentId: company,
      fullName: '越权',
      enCode: siblingRow!.enCode,
    });
    expect(refused.body).toMatchObject({ code: 401, msg: '您没有管理该组织的权限' });
    expect((await rowOf(sibling))?.fullName).toBe(siblingRow!.fullName);
    expect((await api(t, editor).get(`/Organize/${sibling}`)).body.code).toBe(401);
    const deptRow = await rowOf(dept);
    const allowed = await api(t, editor).put(`/Organize/${dept}`, {
      parentId: company,
      fullName: '可改',
      enCode: deptRow!.enCode,
    });
    expect(allowed.body.code).toBe(200);
  });
});
