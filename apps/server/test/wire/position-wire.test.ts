import { describe, expect, it } from 'vitest';
import { createOrg } from '../permission/organize-fixtures.ts';
import { uniqueCode } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { created, nodesOf, useCompanyWithDepartments, useWireAdmin } from './original-client.ts';

/*
 * The original client (jnpf-web 3.4.7) administering positions: position/Form.vue's bodies, the
 * columns of position/index.vue, the user form's getListByOrgIds and the PosSelect picker
 * (docs/wire/position.md).
 */

const t = useTestApp();
const w = useWireAdmin(t);
const orgs = useCompanyWithDepartments(t, w, ['岗位线公司', '岗位线部门', '岗位线别部']);

/** position/Form.vue's dataForm on create; organizeId set from the clicked tree node or the picker. */
const positionForm = (organizeId: string, overrides: Record<string, unknown> = {}) => ({
  id: '',
  organizeId,
  fullName: `岗位${uniqueCode('')}`,
  type: '2',
  enCode: uniqueCode('mxpos'),
  enabledMark: 1,
  sortCode: 0,
  description: '',
  ...overrides,
});

describe('positions as position/Form.vue sends them', () => {
  it('creates a position; the form and the list read what they need, as for our shape', async () => {
    const body = positionForm(orgs.d1);
    const id = await created(await w.mx.post('/Position', body));
    const info = (await w.mx.get(`/Position/${id}`)).body.data;
    expect(info).toMatchObject({
      id,
      organizeId: orgs.d1,
      organizeIdTree: [orgs.company, orgs.d1],
      fullName: body.fullName,
      enCode: body.enCode,
      type: '2',
      enabledMark: 1,
      sortCode: 0,
      description: null,
    });

    const oursId = (
      await w.ours.post('/Position', {
        organizeId: orgs.d1,
        fullName: '我们的岗位',
        enCode: uniqueCode('p'),
        type: '2',
      })
    ).body.data.id;
    const oursInfo = (await w.ours.get(`/Position/${oursId}`)).body.data;
    const same = ({ id: _i, fullName: _f, enCode: _e, creatorTime: _c, ...rest }: Record<string, unknown>) =>
      rest;
    expect(same(oursInfo)).toEqual(same(info));

    // position/index.vue: {organizeId, keyword, currentPage, pageSize}; columns fullName, enCode, type,
    // department, creatorTime, sortCode.
    const page = (
      await w.mx.get('/Position', { organizeId: orgs.d1, keyword: body.enCode, currentPage: 1, pageSize: 20 })
    ).body.data;
    expect(page.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 });
    expect(page.list[0]).toMatchObject({
      id,
      fullName: body.fullName,
      enCode: body.enCode,
      type: '2',
      department: '岗位线公司/岗位线部门',
      sortCode: 0,
    });
    expect(typeof page.list[0].creatorTime).toBe('number');
  });

  it('saves an edit as the form sends it: the GET answer back, the picker moving organizeId', async () => {
    const id = await created(await w.mx.post('/Position', positionForm(orgs.d1)));
    const info = (await w.mx.get(`/Position/${id}`)).body.data;
    // Form.vue: dataForm = res.data; the picker sets dataForm.organizeId, organizeIdTree stays as read.
    const res = await w.mx.put(`/Position/${id}`, {
      ...info,
      organizeId: orgs.d2,
      fullName: `${info.fullName}改`,
    });
    expect(res.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await w.mx.get(`/Position/${id}`)).body.data).toMatchObject({
      organizeId: orgs.d2,
      organizeIdTree: [orgs.company, orgs.d2],
      fullName: `${info.fullName}改`,
      department: '岗位线公司/岗位线别部',
    });
  });

  it('still refuses an unknown field by name, and creates nothing', async () => {
    const body = positionForm(orgs.d1, { organizeName: 'x', isDefault: 1 });
    const res = await w.mx.post('/Position', body);
    expect(res.body).toMatchObject({ code: 400, msg: '不允许的字段：isDefault' });
    expect((await w.mx.get('/Position', { keyword: body.enCode })).body.data.list).toEqual([]);
  });

  it('flips the state (Actions/State)', async () => {
    const id = await created(await w.mx.post('/Position', positionForm(orgs.d1)));
    expect((await w.mx.put(`/Position/${id}/Actions/State`)).body).toMatchObject({
      code: 200,
      data: { enabledMark: 0 },
    });
    expect((await w.mx.get(`/Position/${id}`)).body.data.enabledMark).toBe(0);
    expect((await w.mx.put(`/Position/${id}/Actions/State`)).body.data).toEqual({ enabledMark: 1 });
  });
});

describe('the position pickers the original reads', () => {
  it('getListByOrgIds answers one group per organization with its enabled positions (user Form.vue)', async () => {
    const a = await createOrg(t, w.admin, 'department', orgs.company, { fullName: '分组甲' });
    const b = await createOrg(t, w.admin, 'department', orgs.company, { fullName: '分组乙' });
    const empty = await createOrg(t, w.admin, 'department', orgs.company, { fullName: '分组空' });
    const inA = await created(await w.mx.post('/Position', positionForm(a)));
    const inB = await created(await w.mx.post('/Position', positionForm(b)));
    await created(await w.mx.post('/Position', positionForm(b, { enabledMark: 0 })));

    const res = await w.mx.post('/Position/getListByOrgIds', { organizeIds: [b, a, empty] });
    expect(res.body.code).toBe(200);
    const list = res.body.data.list;
    expect(list.map((g: { id: string; fullName: string }) => [g.id, g.fullName])).toEqual([
      [b, '分组乙'],
      [a, '分组甲'],
      [empty, '分组空'],
    ]);
    // Form.vue keeps the groups with children and offers their children's id and fullName.
    const shown = list.filter((o: { children?: unknown[] }) => o.children?.length);
    expect(shown.map((g: { children: { id: string }[] }) => g.children.map((p) => p.id))).toEqual([
      [inB],
      [inA],
    ]);
    expect(shown[0].children[0]).toMatchObject({ id: inB, fullName: expect.any(String), organizeId: b });

    // Our flat list of the same question has its own path.
    const flat = (await w.ours.post('/Position/OptionsByOrgIds', { organizeIds: [b, a] })).body.data.list;
    expect(flat.map((p: { id: string }) => p.id).sort()).toEqual([inA, inB].sort());
  });

  it('Selector: organizations typed company/department, positions typed position (PosSelect)', async () => {
    const id = await created(await w.mx.post('/Position', positionForm(orgs.d1)));
    const nodes = nodesOf((await w.mx.get('/Position/Selector')).body.data.list);
    expect(nodes.find((n) => n.id === orgs.company)).toMatchObject({
      type: 'company',
      icon: 'icon-ym icon-ym-tree-organization3',
    });
    expect(nodes.find((n) => n.id === orgs.d1)).toMatchObject({
      type: 'department',
      organizeIds: [orgs.company, orgs.d1],
    });
    expect(nodes.find((n) => n.id === id)).toMatchObject({
      type: 'position',
      parentId: orgs.d1,
      icon: 'icon-ym icon-ym-tree-position1',
      organize: '岗位线公司/岗位线部门',
      organizeIds: [orgs.company, orgs.d1],
      onlyId: id,
      hasChildren: false,
    });
  });

  it('PositionCondition takes departIds and positionIds and answers the picker tree', async () => {
    const a = await createOrg(t, w.admin, 'department', orgs.company, { fullName: '条件甲' });
    const b = await createOrg(t, w.admin, 'department', orgs.company, { fullName: '条件乙' });
    const inA = await created(await w.mx.post('/Position', positionForm(a)));
    const inB = await created(await w.mx.post('/Position', positionForm(b)));
    await created(await w.mx.post('/Position', positionForm(b)));
    const res = await w.mx.post('/Position/PositionCondition', {
      keyword: '',
      departIds: [a],
      positionIds: [inB],
    });
    expect(res.body.code).toBe(200);
    const leaves = nodesOf(res.body.data.list).filter((n) => n.type === 'position');
    expect(leaves.map((n) => n.id).sort()).toEqual([inA, inB].sort());
  });

  it('All carries the type PosSelect lists', async () => {
    const id = await created(await w.mx.post('/Position', positionForm(orgs.d1, { type: '3' })));
    const all = (await w.mx.get('/Position/All')).body.data.list;
    expect(all.find((p: { id: string }) => p.id === id)).toMatchObject({ type: '3', organizeId: orgs.d1 });
  });
});
