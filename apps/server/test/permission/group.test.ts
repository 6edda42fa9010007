import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorizations, cacheVersions, groups, userRelations } from '../../src/db/schema/index.ts';
import { newId } from '../../src/shared/ids.ts';
import { createUser, uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { api } from './organize-fixtures.ts';

/* Groups: CRUD with paging and keyword, pickers, delete rules, grant cache bumps. */

const t = useTestApp();
const admin = useAdminUser(t);
const as = api(t, admin);

async function createGroup(overrides: Record<string, unknown> = {}): Promise<string> {
  const code = uniqueCode('grp');
  const res = await as.post('/Group', { fullName: `分组${code}`, enCode: code, ...overrides });
  if (res.body.code !== 200) throw new Error(res.body.msg);
  return res.body.data.id;
}
const rowOf = async (id: string) => (await t.ctx.db.select().from(groups).where(eq(groups.id, id)))[0];
const permissionVersion = async () =>
  (await t.ctx.db.select().from(cacheVersions).where(eq(cacheVersions.name, 'permission')))[0]?.version ?? 0;

describe('groups', () => {
  it('creates, reads, pages and searches', async () => {
    const id = await createGroup({ fullName: '独角兽项目组', type: 'project', description: '说明' });
    expect((await as.get(`/Group/${id}`)).body.data).toMatchObject({
      id,
      fullName: '独角兽项目组',
      type: 'project',
      description: '说明',
      enabledMark: 1,
      userCount: 0,
    });
    const found = (await as.get(`/Group?keyword=${encodeURIComponent('独角兽')}`)).body.data;
    expect(found.list.map((g: { id: string }) => g.id)).toEqual([id]);
    for (let i = 0; i < 3; i++) await createGroup();
    const page = (await as.get('/Group?pageSize=2&currentPage=1')).body.data;
    expect(page.list).toHaveLength(2);
    expect(page.pagination.total).toBeGreaterThanOrEqual(4);
  });

  it('updates and bumps the permission version when enabling or disabling', async () => {
    const id = await createGroup();
    const row = await rowOf(id);
    const before = await permissionVersion();
    const res = await as.put(`/Group/${id}`, { fullName: '改名组', enCode: row!.enCode, enabledMark: 0 });
    expect(res.body.code).toBe(200);
    expect(await rowOf(id)).toMatchObject({ fullName: '改名组', enabledMark: 0 });
    expect(await permissionVersion()).toBeGreaterThan(before);
  });

  it('refuses a duplicate code (naming it), a bad code, a missing name and unknown fields', async () => {
    const code = uniqueCode('dup');
    await createGroup({ enCode: code });
    expect((await as.post('/Group', { fullName: '重复', enCode: code })).body).toMatchObject({
      code: 400,
      msg: `分组编码已存在：${code}`,
    });
    const other = await createGroup();
    expect((await as.put(`/Group/${other}`, { fullName: '重复', enCode: code })).body.msg).toContain(code);
    expect((await as.post('/Group', { fullName: '坏', enCode: '.x' })).body.code).toBe(400);
    expect((await as.post('/Group', { fullName: '', enCode: uniqueCode('g') })).body.code).toBe(400);
    expect(
      (await as.post('/Group', { fullName: '多', enCode: uniqueCode('g'), userIds: ['x'] })).body.code,
    ).toBe(400);
    expect(await t.ctx.db.select().from(groups).where(eq(groups.enCode, code))).toHaveLength(1);
  });

  it('deletes an empty group with its grants, and refuses one with members', async () => {
    const empty = await createGroup();
    await t.ctx.db
      .insert(authorizations)
      .values({ id: newId(), objectType: 'Group', objectId: empty, itemType: 'module', itemId: 'm' });
    expect((await as.del(`/Group/${empty}`)).body.code).toBe(200);
    expect(await rowOf(empty)).toBeUndefined();
    expect(await t.ctx.db.select().from(authorizations).where(eq(authorizations.objectId, empty))).toEqual(
      [],
    );

    const used = await createGroup();
    const member = await createUser(t);
    await t.ctx.db
      .insert(userRelations)
      .values({ id: newId(), userId: member.id, objectType: 'Group', objectId: used });
    expect((await as.del(`/Group/${used}`)).body).toMatchObject({
      code: 400,
      msg: '该分组下还有用户，不能删除',
    });
    expect(await rowOf(used)).toBeDefined();
    expect((await as.del('/Group/nope')).body.code).toBe(404);
  });

  it('Selector and GroupCondition give signed-in users enabled groups only', async () => {
    const enabled = await createGroup({ fullName: '条件组甲' });
    const disabled = await createGroup({ fullName: '条件组乙', enabledMark: 0 });
    const plain = api(t, await createUser(t));
    type Node = { id: string; type: string; children: Node[] };
    const nodes = (list: Node[]): Node[] => list.flatMap((n) => [n, ...nodes(n.children)]);
    const tree: Node[] = (await plain.get('/Group/Selector')).body.data;
    const all = nodes(tree)
      .filter((n) => n.type === 'group')
      .map((g) => g.id);
    expect(all).toContain(enabled);
    expect(all).not.toContain(disabled);
    const byKeyword = (await plain.post('/Group/GroupCondition', { keyword: '条件组' })).body.data.list;
    expect(byKeyword.map((g: { id: string }) => g.id)).toEqual([enabled]);
    const byIds = (await plain.post('/Group/GroupCondition', { ids: [disabled, enabled] })).body.data.list;
    expect(byIds.map((g: { id: string }) => g.id)).toEqual([enabled]);
    expect(Object.keys(byIds[0]).sort()).toEqual(['enCode', 'fullName', 'id', 'type']);
  });
});
