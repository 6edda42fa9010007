import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { api, createOrg } from '../permission/organize-fixtures.ts';
import { createUser, type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { nodesOf, originalClient } from './original-client.ts';

/*
 * The original client (jnpf-web 3.4.7) administering positions: position/Form.vue's bodies, the
 * columns of position/index.vue, the user form's getListByOrgIds and the PosSelect picker
 * (docs/wire/position.md).
 */

let t: TestApp;
let admin: TestUser;
let mx: ReturnType<typeof originalClient>;
let ours: ReturnType<typeof api>;
let company: string;
let dept: string;
let other: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { isAdministrator: true });
  mx = originalClient(t, admin);
  ours = api(t, admin);
  company = await createOrg(t, admin, 'company', '-1', { fullName: '岗位线公司' });
  dept = await createOrg(t, admin, 'department', company, { fullName: '岗位线部门' });
  other = await createOrg(t, admin, 'department', company, { fullName: '岗位线别部' });
});
afterAll(async () => {
  await t.close();
});

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

async function created(res: Awaited<ReturnType<typeof mx.post>>): Promise<string> {
  expect(res.body).toMatchObject({ code: 200, msg: '新建成功' });
  return res.body.data.id;
}

describe('positions as position/Form.vue sends them', () => {
  it('creates a position; the form and the list read what they need, as for our shape', async () => {
    const body = positionForm(dept);
    const id = await created(await mx.post('/Position', body));
    const info = (await mx.get(`/Position/${id}`)).body.data;
    expect(info).toMatchObject({
      id,
      organizeId: dept,
      organizeIdTree: [company, dept],
      fullName: body.fullName,
      enCode: body.enCode,
      type: '2',
      enabledMark: 1,
      sortCode: 0,
      description: null,
    });

    const oursId = (
      await ours.post('/Position', {
        organizeId: dept,
        fullName: '我们的岗位',
        enCode: uniqueCode('p'),
        type: '2',
      })
    ).body.data.id;
    const oursInfo = (await ours.get(`/Position/${oursId}`)).body.data;
    const same = ({ id: _i, fullName: _f, enCode: _e, creatorTime: _c, ...rest }: Record<string, unknown>) =>
      rest;
    expect(same(oursInfo)).toEqual(same(info));

    // position/index.vue: {organizeId, keyword, currentPage, pageSize}; columns fullName, enCode, type,
    // department, creatorTime, sortCode.
    const page = (
      await mx.get('/Position', { organizeId: dept, keyword: body.enCode, currentPage: 1, pageSize: 20 })
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
    const id = await created(await mx.post('/Position', positionForm(dept)));
    const info = (await mx.get(`/Position/${id}`)).body.data;
    // Form.vue: dataForm = res.data; the picker sets dataForm.organizeId, organizeIdTree stays as read.
    const res = await mx.put(`/Position/${id}`, {
      ...info,
      organizeId: other,
      fullName: `${info.fullName}改`,
    });
    expect(res.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await mx.get(`/Position/${id}`)).body.data).toMatchObject({
      organizeId: other,
      organizeIdTree: [company, other],
      fullName: `${info.fullName}改`,
      department: '岗位线公司/岗位线别部',
    });
  });

  it('still refuses an unknown field by name, and creates nothing', async () => {
    const body = positionForm(dept, { organizeName: 'x', isDefault: 1 });
    const res = await mx.post('/Position', body);
    expect(res.body).toMatchObject({ code: 400, msg: '不允许的字段：isDefault' });
    expect((await mx.get('/Position', { keyword: body.enCode })).body.data.list).toEqual([]);
  });

  it('flips the state (Actions/State)', async () => {
    const id = await created(await mx.post('/Position', positionForm(dept)));
    expect((await mx.put(`/Position/${id}/Actions/State`)).body).toMatchObject({
      code: 200,
      data: { enabledMark: 0 },
    });
    expect((await mx.get(`/Position/${id}`)).body.data.enabledMark).toBe(0);
    expect((await mx.put(`/Position/${id}/Actions/State`)).body.data).toEqual({ enabledMark: 1 });
  });
});

describe('the position pickers the original reads', () => {
  it('getListByOrgIds answers one group per organization with its enabled positions (user Form.vue)', async () => {
    const a = await createOrg(t, admin, 'department', company, { fullName: '分组甲' });
    const b = await createOrg(t, admin, 'department', company, { fullName: '分组乙' });
    const empty = await createOrg(t, admin, 'department', company, { fullName: '分组空' });
    const inA = await created(await mx.post('/Position', positionForm(a)));
    const inB = await created(await mx.post('/Position', positionForm(b)));
    await created(await mx.post('/Position', positionForm(b, { enabledMark: 0 })));

    const res = await mx.post('/Position/getListByOrgIds', { organizeIds: [b, a, empty] });
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
    const flat = (await ours.post('/Position/OptionsByOrgIds', { organizeIds: [b, a] })).body.data.list;
    expect(flat.map((p: { id: string }) => p.id).sort()).toEqual([inA, inB].sort());
  });

  it('Selector: organizations typed company/department, positions typed position (PosSelect)', async () => {
    const id = await created(await mx.post('/Position', positionForm(dept)));
    const nodes = nodesOf((await mx.get('/Position/Selector')).body.data.list);
    expect(nodes.find((n) => n.id === company)).toMatchObject({
      type: 'company',
      icon: 'icon-ym icon-ym-tree-organization3',
    });
    expect(nodes.find((n) => n.id === dept)).toMatchObject({
      type: 'department',
      organizeIds: [company, dept],
    });
    expect(nodes.find((n) => n.id === id)).toMatchObject({
      type: 'position',
      parentId: dept,
      icon: 'icon-ym icon-ym-tree-position1',
      organize: '岗位线公司/岗位线部门',
      organizeIds: [company, dept],
      onlyId: id,
      hasChildren: false,
    });
  });

  it('PositionCondition takes departIds and positionIds and answers the picker tree', async () => {
    const a = await createOrg(t, admin, 'department', company, { fullName: '条件甲' });
    const b = await createOrg(t, admin, 'department', company, { fullName: '条件乙' });
    const inA = await created(await mx.post('/Position', positionForm(a)));
    const inB = await created(await mx.post('/Position', positionForm(b)));
    await created(await mx.post('/Position', positionForm(b)));
    const res = await mx.post('/Position/PositionCondition', {
      keyword: '',
      departIds: [a],
      positionIds: [inB],
    });
    expect(res.body.code).toBe(200);
    const leaves = nodesOf(res.body.data.list).filter((n) => n.type === 'position');
    expect(leaves.map((n) => n.id).sort()).toEqual([inA, inB].sort());
  });

  it('All carries the type PosSelect lists', async () => {
    const id = await created(await mx.post('/Position', positionForm(dept, { type: '3' })));
    const all = (await mx.get('/Position/All')).body.data.list;
    expect(all.find((p: { id: string }) => p.id === id)).toMatchObject({ type: '3', organizeId: dept });
  });
});
