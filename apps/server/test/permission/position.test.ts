import { ButtonCode, MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { authorizations, cacheVersions, positions, userRelations } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { api, createOrg, delegate, flatten, type OrgNode } from './organize-fixtures.ts';
import { userWithMenuFields } from './users-grants-fixtures.ts';

/* Positions: CRUD with paging and keyword, the pickers, delete rules and scope. */

const t = useTestApp();
const admin = useAdminUser(t);
const as = api(t, admin);
let company: string;
let dept: string;
let other: string;

beforeAll(async () => {
  company = await createOrg(t, admin, 'company', '-1', { fullName: '岗位公司' });
  dept = await createOrg(t, admin, 'department', company, { fullName: '岗位部门' });
  other = await createOrg(t, admin, 'company', '-1', { fullName: '别的公司' });
});

async function createPosition(organizeId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const code = uniqueCode('pos');
  const res = await as.post('/Position', { organizeId, fullName: `岗位${code}`, enCode: code, ...overrides });
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}
const rowOf = async (id: string) => (await t.ctx.db.select().from(positions).where(eq(positions.id, id)))[0];
const permissionVersion = async () =>
  (await t.ctx.db.select().from(cacheVersions).where(eq(cacheVersions.name, 'permission')))[0]?.version ?? 0;

describe('positions: create, read, update, delete', () => {
  it('creates and reads a position with its organization path', async () => {
    const id = await createPosition(dept, { fullName: '研发岗', type: 'staff', sortCode: 3 });
    expect((await as.get(`/Position/${id}`)).body.data).toMatchObject({
      id,
      organizeId: dept,
      organizeName: '岗位公司/岗位部门',
      fullName: '研发岗',
      type: 'staff',
      sortCode: 3,
      enabledMark: 1,
      userCount: 0,
    });
  });

  it('pages, searches by keyword and narrows to an organization subtree', async () => {
    const org = await createOrg(t, admin, 'company', '-1');
    const sub = await createOrg(t, admin, 'department', org);
    for (let i = 0; i < 3; i++) await createPosition(org, { fullName: `分页岗${i}` });
    const inSub = await createPosition(sub, { fullName: '子部门独有岗' });
    const page = (await as.get(`/Position?organizeId=${org}&pageSize=2&currentPage=2`)).body.data;
    expect(page.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 4 });
    expect(page.list).toHaveLength(2);
    const found = (await as.get(`/Position?keyword=${encodeURIComponent('子部门独有')}`)).body.data;
    expect(found.list.map((p: { id: string }) => p.id)).toEqual([inSub]);
    const literal = (await as.get(`/Position?organizeId=${org}&keyword=%25`)).body.data;
    expect(literal.pagination.total).toBe(0);
    expect((await as.get('/Position?pageSize=501')).body.code).toBe(400);
  });

  it('updates, and bumps the permission version when the enabled state changes', async () => {
    const id = await createPosition(dept);
    const row = await rowOf(id);
    const before = await permissionVersion();
    const res = await as.put(`/Position/${id}`, {
      organizeId: other,
      fullName: '改后岗位',
      enCode: row!.enCode,
      enabledMark: 0,
    });
    expect(res.body.code).toBe(200);
    expect(await rowOf(id)).toMatchObject({ organizeId: other, fullName: '改后岗位', enabledMark: 0 });
    expect(await permissionVersion()).toBeGreaterThan(before);
  });

  it('deletes a position nobody holds, with its grants', async () => {
    const id = await createPosition(dept);
    await t.ctx.db
      .insert(authorizations)
      .values({ id: newId(), objectType: 'Position', objectId: id, itemType: 'module', itemId: 'm' });
    expect((await as.del(`/Position/${id}`)).body.code).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
    expect(await t.ctx.db.select().from(authorizations).where(eq(authorizations.objectId, id))).toEqual([]);
  });
});

describe('positions: bad input changes nothing', () => {
  it('refuses a duplicate code, naming it', async () => {
    const code = uniqueCode('dup');
    await createPosition(dept, { enCode: code });
    const res = await as.post('/Position', { organizeId: dept, fullName: '重复岗', enCode: code });
    expect(res.body).toMatchObject({ code: 400, msg: `岗位编码已存在：${code}` });
    expect(await t.ctx.db.select().from(positions).where(eq(positions.enCode, code))).toHaveLength(1);
  });

  it('checks the organization, the code pattern, the name and unknown fields', async () => {
    const base = { organizeId: dept, fullName: '岗', enCode: uniqueCode('p') };
    expect((await as.post('/Position', { ...base, organizeId: 'nope' })).body).toMatchObject({
      code: 400,
      msg: '所属组织不存在',
    });
    expect((await as.post('/Position', { ...base, enCode: 'a.' })).body.code).toBe(400);
    expect((await as.post('/Position', { ...base, fullName: '' })).body.code).toBe(400);
    expect((await as.post('/Position', { ...base, isAdministrator: true })).body.code).toBe(400);
    expect((await as.post('/Position', { ...base, organizeIdTree: 'x' })).body.code).toBe(400);
    expect(await t.ctx.db.select().from(positions).where(eq(positions.enCode, base.enCode))).toEqual([]);
  });

  it('refuses to delete a position with users (membership or main position)', async () => {
    const held = await createPosition(dept);
    const member = await createUser(t);
    await t.ctx.db
      .insert(userRelations)
      .values({ id: newId(), userId: member.id, objectType: 'Position', objectId: held });
    expect((await as.del(`/Position/${held}`)).body).toMatchObject({
      code: 400,
      msg: '该岗位下还有用户，不能删除',
    });
    const main = await createPosition(dept);
    await createUser(t, { positionId: main });
    expect((await as.del(`/Position/${main}`)).body.code).toBe(400);
    expect(await rowOf(held)).toBeDefined();
    expect(await rowOf(main)).toBeDefined();
  });

  it('answers 404 for an unknown position', async () => {
    expect((await as.get('/Position/nope')).body.code).toBe(404);
    expect((await as.del('/Position/nope')).body.code).toBe(404);
  });
});

describe('position pickers', () => {
  it('All, getListByOrgIds and PositionCondition list enabled positions only', async () => {
    const org = await createOrg(t, admin, 'company', '-1');
    const sub = await createOrg(t, admin, 'department', org);
    const enabled = await createPosition(org, { fullName: '选择器岗' });
    const below = await createPosition(sub, { fullName: '选择器下级岗' });
    const disabled = await createPosition(org, { enabledMark: 0 });
    const plain = api(t, await createUser(t));

    const all = (await plain.get('/Position/All')).body.data.list.map((p: { id: string }) => p.id);
    expect(all).toEqual(expect.arrayContaining([enabled, below]));
    expect(all).not.toContain(disabled);

    const exact = (await plain.post('/Position/OptionsByOrgIds', { organizeIds: [org] })).body.data.list;
    expect(exact.map((p: { id: string }) => p.id)).toEqual([enabled]);
    const grouped = (await plain.post('/Position/getListByOrgIds', { organizeIds: [org, sub] })).body.data
      .list;
    expect(grouped.map((g: OrgNode) => [g.id, g.children.map((p) => p.id)])).toEqual([
      [org, [enabled]],
      [sub, [below]],
    ]);

    const condition = (
      await plain.post('/Position/PositionCondition', { organizeIds: [org], keyword: '选择器' })
    ).body.data.list as OrgNode[];
    const leaves = flatten(condition).filter((n) => (n as OrgNode & { type: string }).type === 'position');
    expect(leaves.map((p) => p.id).sort()).toEqual([enabled, below].sort());
  });

  it('Selector nests positions under their organizations', async () => {
    const org = await createOrg(t, admin, 'company', '-1');
    const sub = await createOrg(t, admin, 'department', org);
    const empty = await createOrg(t, admin, 'department', org);
    const leaf = await createPosition(sub);
    const list = (await as.get('/Position/Selector')).body.data.list;
    const nodes = flatten(list);
    const orgNode = nodes.find((n) => n.id === org);
    expect(orgNode?.children.map((c) => c.id)).toEqual([sub]);
    expect(orgNode?.children[0]?.children[0]).toMatchObject({
      id: leaf,
      type: 'position',
      hasChildren: false,
    });
    expect(nodes.map((n) => n.id)).not.toContain(empty);
  });
});

describe('position scope', () => {
  it('lets a delegate list and change only the positions of the organizations they manage', async () => {
    const mine = await createPosition(dept);
    const theirs = await createPosition(other);
    const editor = await userWithMenuFields(t, MenuCode.permissionPosition, [
      ButtonCode.edit,
      ButtonCode.remove,
    ]);
    await delegate(t, editor.id, company, { thisLayerSelect: 1, subLayerSelect: 1, subLayerEdit: 1 });
    const by = api(t, editor);
    const ids = (await by.get('/Position?pageSize=500')).body.data.list.map((p: { id: string }) => p.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    const theirsRow = await rowOf(theirs);
    const refused = await by.put(`/Position/${theirs}`, {
      organizeId: other,
      fullName: '越权',
      enCode: theirsRow!.enCode,
    });
    expect(refused.body.code).toBe(401);
    expect((await by.del(`/Position/${mine}`)).body.code).toBe(401);
    const mineRow = await rowOf(mine);
    expect(
      (await by.put(`/Position/${mine}`, { organizeId: dept, fullName: '可改', enCode: mineRow!.enCode }))
        .body.code,
    ).toBe(200);
  });
});
