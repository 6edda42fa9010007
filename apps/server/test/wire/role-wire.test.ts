import { describe, expect, it } from 'vitest';
import { createOrg } from '../permission/organize-fixtures.ts';
import { uniqueCode } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  created,
  nodesOf,
  useCompanyWithDepartments,
  useWireAdmin,
  type WireNode,
} from './original-client.ts';

/*
 * The original client (jnpf-web 3.4.7) administering roles: role/Form.vue's bodies with
 * organizeIdsTree, role/index.vue's list (the 全局 node, 角色类型, 所属组织), the user form's
 * getListByOrgIds and the RoleSelect picker (docs/wire/role.md).
 */

const t = useTestApp();
const w = useWireAdmin(t);
const orgs = useCompanyWithDepartments(t, w, ['角色线公司', '一部', '二部']);

/** role/Form.vue's dataForm on create (`id` set by init). */
const roleForm = (overrides: Record<string, unknown> = {}) => ({
  id: '',
  fullName: `角色${uniqueCode('')}`,
  enCode: uniqueCode('mxrole'),
  type: '',
  enabledMark: 1,
  globalMark: 0,
  organizeIdsTree: [
    [orgs.company, orgs.d1],
    [orgs.company, orgs.d2],
  ],
  sortCode: 0,
  description: '',
  ...overrides,
});

describe('roles as role/Form.vue sends them', () => {
  it('creates an organization role from organizeIdsTree, as our organizeIds would', async () => {
    const body = roleForm();
    const id = await created(await w.mx.post('/Role', body));
    const info = (await w.mx.get(`/Role/${id}`)).body.data;
    expect(info).toMatchObject({
      id,
      fullName: body.fullName,
      enCode: body.enCode,
      globalMark: 0,
      organizeIds: [orgs.d1, orgs.d2],
      organizeIdsTree: [
        [orgs.company, orgs.d1],
        [orgs.company, orgs.d2],
      ],
      type: null,
      enabledMark: 1,
      sortCode: 0,
    });

    const oursId = (
      await w.ours.post('/Role', {
        fullName: `我们${uniqueCode('')}`,
        enCode: uniqueCode('r'),
        globalMark: 0,
        organizeIds: [orgs.d1, orgs.d2],
      })
    ).body.data.id;
    const same = ({ id: _i, fullName: _f, enCode: _e, creatorTime: _c, ...rest }: Record<string, unknown>) =>
      rest;
    expect(same((await w.ours.get(`/Role/${oursId}`)).body.data)).toEqual(same(info));
  });

  it('saves an edit as the form sends it: the GET answer back, organizeIdsTree deciding', async () => {
    const id = await created(await w.mx.post('/Role', roleForm()));
    const info = (await w.mx.get(`/Role/${id}`)).body.data;
    // Form.vue: dataForm = res.data; ComSelect edits dataForm.organizeIdsTree, organizeIds stays as read.
    const res = await w.mx.put(`/Role/${id}`, {
      ...info,
      organizeIdsTree: [[orgs.company, orgs.d2]],
      sortCode: 3,
    });
    expect(res.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await w.mx.get(`/Role/${id}`)).body.data).toMatchObject({
      organizeIds: [orgs.d2],
      organizeIdsTree: [[orgs.company, orgs.d2]],
      sortCode: 3,
    });
    // Switching to 全局 clears the picker (organizeIdsTree = []).
    expect((await w.mx.put(`/Role/${id}`, { ...info, globalMark: 1, organizeIdsTree: [] })).body.code).toBe(
      200,
    );
    expect((await w.mx.get(`/Role/${id}`)).body.data).toMatchObject({ globalMark: 1, organizeIds: [] });
  });

  it('still refuses an unknown field by name, and creates nothing', async () => {
    const body = roleForm({ organizeId: orgs.d1 });
    expect((await w.mx.post('/Role', body)).body).toMatchObject({
      code: 400,
      msg: '不允许的字段：organizeId',
    });
    expect((await w.mx.get('/Role', { keyword: body.enCode })).body.data.list).toEqual([]);
    // An organization path must be a list of ids.
    expect((await w.mx.post('/Role', roleForm({ organizeIdsTree: [orgs.d1] }))).body.code).toBe(400);
  });
});

describe('the role list of role/index.vue', () => {
  it('organizeId=0 (the 全局 node) lists the global roles; rows carry 角色类型 and 所属组织', async () => {
    const organizationRole = await created(await w.mx.post('/Role', roleForm()));
    const globalRole = await created(
      await w.mx.post('/Role', roleForm({ globalMark: 1, organizeIdsTree: [] })),
    );
    const query = { organizeId: '0', keyword: '', currentPage: 1, pageSize: 500, sort: 'desc', sidx: '' };
    const global = (await w.mx.get('/Role', query)).body.data.list;
    expect(global.every((r: { type: string }) => r.type === '全局')).toBe(true);
    expect(global.map((r: { id: string }) => r.id)).toContain(globalRole);
    expect(global.map((r: { id: string }) => r.id)).not.toContain(organizationRole);

    const all = (await w.mx.get('/Role', { ...query, organizeId: '' })).body.data.list;
    expect(all.find((r: { id: string }) => r.id === organizationRole)).toMatchObject({
      type: '组织',
      organizeInfo: '角色线公司/一部,角色线公司/二部',
      enabledMark: 1,
    });
    const byDept = (await w.mx.get('/Role', { ...query, organizeId: orgs.d2 })).body.data.list;
    expect(byDept.map((r: { id: string }) => r.id)).toContain(organizationRole);
    expect(byDept.map((r: { id: string }) => r.id)).not.toContain(globalRole);
  });
});

describe('the role pickers the original reads', () => {
  it('getListByOrgIds: a group per organization with its roles, then 全局 (id 0) (user Form.vue)', async () => {
    const a = await createOrg(t, w.admin, 'department', orgs.company, { fullName: '角色组甲' });
    const b = await createOrg(t, w.admin, 'department', orgs.company, { fullName: '角色组乙' });
    const inA = await created(await w.mx.post('/Role', roleForm({ organizeIdsTree: [[orgs.company, a]] })));
    const inBoth = await created(
      await w.mx.post(
        '/Role',
        roleForm({
          organizeIdsTree: [
            [orgs.company, a],
            [orgs.company, b],
          ],
        }),
      ),
    );
    const global = await created(await w.mx.post('/Role', roleForm({ globalMark: 1, organizeIdsTree: [] })));
    const off = await created(
      await w.mx.post('/Role', roleForm({ globalMark: 1, organizeIdsTree: [], enabledMark: 0 })),
    );

    const list = (await w.mx.post('/Role/getListByOrgIds', { organizeIds: [a, b] })).body.data.list;
    expect(list.map((g: { id: string; fullName: string }) => [g.id, g.fullName])).toEqual([
      [a, '角色组甲'],
      [b, '角色组乙'],
      ['0', '全局'],
    ]);
    const ids = (g: { children: { id: string }[] }) => g.children.map((r) => r.id);
    expect(ids(list[0]).sort()).toEqual([inA, inBoth].sort());
    expect(ids(list[1])).toEqual([inBoth]);
    expect(ids(list[2])).toContain(global);
    expect(ids(list[2])).not.toContain(off);
    // Form.vue keeps the groups with children.
    expect(list.filter((o: { children?: unknown[] }) => o.children?.length)).toHaveLength(3);

    // Our flat list of the same question has its own path.
    const flat = (await w.ours.post('/Role/OptionsByOrgIds', { organizeIds: [b] })).body.data.list;
    expect(flat.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([inBoth, global]));
    expect(flat.map((r: { id: string }) => r.id)).not.toContain(inA);
  });

  it('Selector: role leaves typed role with a unique onlyId under each organization, 全局 as id 1', async () => {
    const id = await created(await w.mx.post('/Role', roleForm()));
    const global = await created(await w.mx.post('/Role', roleForm({ globalMark: 1, organizeIdsTree: [] })));
    const list: WireNode[] = (await w.mx.get('/Role/Selector')).body.data.list;
    // RoleSelect: the 全局 tab is the node with id '1', the 组织 tab the rest.
    const globalNode = list.find((n) => n.id === '1');
    expect(globalNode).toMatchObject({ fullName: '全局', onlyId: 'organizeList_0' });
    expect(globalNode?.children?.map((n) => n.id)).toContain(global);
    const nodes = nodesOf(list.filter((n) => n.id !== '1'));
    const leaves = nodes.filter((n) => n.id === id);
    expect(leaves.map((n) => n.parentId).sort()).toEqual([orgs.d1, orgs.d2].sort());
    for (const leaf of leaves) {
      expect(leaf).toMatchObject({
        type: 'role',
        icon: 'icon-ym icon-ym-generator-role',
        organizeIds: [orgs.company, leaf.parentId],
      });
    }
    expect(new Set(nodesOf(list).map((n) => n.onlyId)).size).toBe(nodesOf(list).length);
    expect(nodes.find((n) => n.id === orgs.d1)).toMatchObject({ type: 'department' });
    expect(nodes.find((n) => n.id === orgs.company)).toMatchObject({ type: 'company' });
  });
});
