import { describe, expect, it } from 'vitest';
import { uniqueCode } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { created, nodesOf, useWireAdmin } from './original-client.ts';

/*
 * The original client (jnpf-web 3.4.7) administering groups: group/Form.vue's bodies, the columns of
 * group/index.vue and the Group/Selector tree its GroupSelect and stores read (docs/wire/group.md).
 */

const t = useTestApp();
const w = useWireAdmin(t);

/** group/Form.vue's dataForm on create; type is a groupType dictionary data id. */
const groupForm = (overrides: Record<string, unknown> = {}) => ({
  id: '',
  fullName: `分组${uniqueCode('')}`,
  enCode: uniqueCode('mxgrp'),
  type: '4f1c2b7e9d0a4c6f8e2d1b3a5c7e9f01',
  sortCode: 0,
  enabledMark: 1,
  description: '',
  ...overrides,
});

describe('groups as group/Form.vue sends them', () => {
  it('creates a group and lists it with the columns of group/index.vue, as our shape would', async () => {
    const body = groupForm({ description: '说明' });
    const id = await created(await w.mx.post('/Group', body));
    const info = (await w.mx.get(`/Group/${id}`)).body.data;
    expect(info).toMatchObject({
      id,
      fullName: body.fullName,
      enCode: body.enCode,
      type: body.type,
      description: '说明',
      sortCode: 0,
      enabledMark: 1,
    });
    const oursId = (
      await w.ours.post('/Group', {
        fullName: '我们的组',
        enCode: uniqueCode('g'),
        type: body.type,
        description: '说明',
      })
    ).body.data.id;
    const same = ({ id: _i, fullName: _f, enCode: _e, creatorTime: _c, ...rest }: Record<string, unknown>) =>
      rest;
    expect(same((await w.ours.get(`/Group/${oursId}`)).body.data)).toEqual(same(info));

    const query = { currentPage: 1, pageSize: 20, sort: 'desc', sidx: '', keyword: body.enCode };
    const page = (await w.mx.get('/Group', query)).body.data;
    expect(page.pagination.total).toBe(1);
    expect(page.list[0]).toMatchObject({ fullName: body.fullName, enCode: body.enCode, type: body.type });
    expect(typeof page.list[0].creatorTime).toBe('number');
  });

  it('saves an edit as the form sends it: the GET answer back with the changes', async () => {
    const id = await created(await w.mx.post('/Group', groupForm()));
    const info = (await w.mx.get(`/Group/${id}`)).body.data;
    const res = await w.mx.put(`/Group/${id}`, { ...info, fullName: `${info.fullName}改`, enabledMark: 0 });
    expect(res.body).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await w.mx.get(`/Group/${id}`)).body.data).toMatchObject({
      fullName: `${info.fullName}改`,
      enabledMark: 0,
    });
  });

  it('still refuses an unknown field by name, and creates nothing', async () => {
    const body = groupForm({ isAdministrator: true });
    expect((await w.mx.post('/Group', body)).body).toMatchObject({
      code: 400,
      msg: '不允许的字段：isAdministrator',
    });
    expect((await w.mx.get('/Group', { keyword: body.enCode })).body.data.list).toEqual([]);
    const id = await created(await w.mx.post('/Group', groupForm()));
    const info = (await w.mx.get(`/Group/${id}`)).body.data;
    expect((await w.mx.put(`/Group/${id}`, { ...info, lastModifyTime: 0 })).body).toMatchObject({
      code: 400,
      msg: '不允许的字段：lastModifyTime',
    });
  });
});

describe('Group/Selector as the original reads it', () => {
  it('is a bare array: category nodes holding enabled groups of type group', async () => {
    const category = `类别${uniqueCode('')}`;
    const inCategory = await created(await w.mx.post('/Group', groupForm({ type: category })));
    const loose = await created(await w.mx.post('/Group', groupForm({ type: '' })));
    const off = await created(await w.mx.post('/Group', groupForm({ type: category, enabledMark: 0 })));
    const res = await w.mx.get('/Group/Selector');
    expect(res.body.code).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    const nodes = nodesOf(res.body.data);
    expect(nodes.find((n) => n.id === category)).toMatchObject({ type: '0', fullName: category, num: 1 });
    expect(nodes.find((n) => n.id === inCategory)).toMatchObject({
      type: 'group',
      parentId: category,
      icon: 'icon-ym icon-ym-generator-group1',
      enabledMark: 1,
    });
    expect(nodes.find((n) => n.id === loose)).toMatchObject({ type: 'group', parentId: '0' });
    expect(nodes.map((n) => n.id)).not.toContain(off);
  });
});
