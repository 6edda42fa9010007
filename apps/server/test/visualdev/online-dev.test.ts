import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visualModelData } from '../../src/db/schema/index.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { onlineCall, runtimeDesign, saveBody } from './online-dev-fixtures.ts';

/*
 * 在线开发 runtime through HTTP with the original list page's and form's shapes: records of a released
 * design without tables created, listed (search form, sort, pages), read, changed and deleted.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const listBody = (extra: Record<string, unknown> = {}) => ({
  currentPage: 1,
  pageSize: 20,
  sort: 'desc',
  sidx: '',
  menuId: '',
  queryJson: '',
  superQueryJson: '',
  ...extra,
});

describe('在线开发 runtime records', () => {
  it('creates, lists, searches, sorts, pages, reads, changes and deletes records', async () => {
    const design = await runtimeDesign(t, admin);
    const config = await onlineCall(t, admin, 'GET', `/${design.id}/Config?type=1`);
    expect(config.body.code, config.body.msg).toBe(200);
    expect(config.body.data).toMatchObject({ fullName: design.fullName, webType: 2, enableFlow: 0 });
    expect(JSON.parse(config.body.data.formData).fields).toHaveLength(6);

    const values = [
      { title: '苹果', level: 'h', price: 30, tags: ['a'], secret: '机密' },
      { title: '香蕉', level: 'l', price: 5, tags: ['b'], secret: '' },
      { title: '苹果派', level: 'l', price: 12.5, tags: ['a', 'b'], secret: '' },
    ];
    const ids: string[] = [];
    for (const value of values) {
      const res = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(value));
      expect(res.body.code, res.body.msg).toBe(200);
      expect(res.body.msg).toBe('新建成功');
      ids.push(res.body.data.id);
    }
    const [stored] = await t.ctx.db
      .select()
      .from(visualModelData)
      .where(eq(visualModelData.id, ids[0] ?? ''));
    expect(stored).toMatchObject({ designId: design.id, createdBy: admin.id });
    expect(typeof stored?.data.creatorTime).toBe('number');

    const list = async (extra: Record<string, unknown>) => {
      const res = await onlineCall(
        t,
        admin,
        'POST',
        `/${design.id}/List`,
        listBody({ menuId: design.menuId, ...extra }),
      );
      expect(res.body.code, res.body.msg).toBe(200);
      return res.body.data as { list: Record<string, unknown>[]; pagination: Record<string, number> };
    };
    const titles = (page: { list: Record<string, unknown>[] }) => page.list.map((r) => r.title);

    const all = await list({});
    expect(titles(all)).toEqual(['苹果派', '香蕉', '苹果']);
    expect(all.pagination).toMatchObject({ currentPage: 1, pageSize: 20, total: 3 });
    expect(all.list[2]).toMatchObject({ id: ids[0], title: '苹果', level: 'h', price: 30, secret: '机密' });

    expect(titles(await list({ queryJson: JSON.stringify({ title: '苹果' }) }))).toEqual(['苹果派', '苹果']);
    expect(titles(await list({ queryJson: JSON.stringify({ level: 'l' }) }))).toEqual(['苹果派', '香蕉']);
    expect(titles(await list({ queryJson: JSON.stringify({ price: [10, 30] }) }))).toEqual([
      '苹果派',
      '苹果',
    ]);
    expect(titles(await list({ queryJson: JSON.stringify({ price: ['', 12.5] }) }))).toEqual([
      '苹果派',
      '香蕉',
    ]);
    expect(titles(await list({ queryJson: JSON.stringify({ tags: ['b'] }) }))).toEqual(['苹果派', '香蕉']);
    expect(titles(await list({ queryJson: JSON.stringify({ title: '苹果', level: 'h' }) }))).toEqual([
      '苹果',
    ]);
    const today = t.ctx.now().getTime();
    expect(
      titles(await list({ queryJson: JSON.stringify({ creatorTime: [today - 86_400_000, today] }) })),
    ).toHaveLength(3);
    expect(titles(await list({ queryJson: JSON.stringify({ creatorTime: [0, 86_400_000] }) }))).toEqual([]);

    expect(titles(await list({ sidx: 'price', sort: 'asc' }))).toEqual(['香蕉', '苹果派', '苹果']);
    expect(titles(await list({ sidx: 'price', sort: 'desc' }))).toEqual(['苹果', '苹果派', '香蕉']);
    const second = await list({ sidx: 'price', sort: 'asc', pageSize: 2, currentPage: 2 });
    expect(titles(second)).toEqual(['苹果']);
    expect(second.pagination).toMatchObject({ currentPage: 2, pageSize: 2, total: 3 });

    // The edit form reads {id, data}, then sends back its values with the id copied into them.
    const info = await onlineCall(t, admin, 'GET', `/${design.id}/${ids[1]}`);
    expect(info.body.code, info.body.msg).toBe(200);
    expect(info.body.data.id).toBe(ids[1]);
    const read = JSON.parse(info.body.data.data);
    expect(read).toMatchObject({ title: '香蕉', level: 'l', price: 5 });
    const changed = await onlineCall(
      t,
      admin,
      'PUT',
      `/${design.id}/${ids[1]}`,
      saveBody({ ...read, id: ids[1], title: '香蕉干', price: 8 }, ids[1]),
    );
    expect(changed.body.code, changed.body.msg).toBe(200);
    const detail = await onlineCall(t, admin, 'GET', `/${design.id}/${ids[1]}/DataChange`);
    expect(JSON.parse(detail.body.data.data)).toMatchObject({
      title: '香蕉干',
      price: 8,
      creatorTime: read.creatorTime,
    });

    const removed = await onlineCall(t, admin, 'DELETE', `/${design.id}/${ids[0]}`);
    expect(removed.body.code, removed.body.msg).toBe(200);
    expect((await onlineCall(t, admin, 'GET', `/${design.id}/${ids[0]}`)).body.code).toBe(404);
    const batch = await onlineCall(t, admin, 'POST', `/batchDelete/${design.id}`, { ids: [ids[1], ids[2]] });
    expect(batch.body.code, batch.body.msg).toBe(200);
    expect((await list({})).pagination.total).toBe(0);
  });

  it('refuses what the released form does not allow, and stores nothing', async () => {
    const design = await runtimeDesign(t, admin);
    const create = (values: Record<string, unknown>) =>
      onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values));
    expect((await create({ title: '梨', level: 'x' })).body).toMatchObject({
      code: 400,
      msg: '级别的选项“x”不存在',
    });
    expect((await create({ title: '一二三四五六七八九十一' })).body).toMatchObject({ code: 400 });
    expect((await create({ title: '梨', color: 'red' })).body).toMatchObject({ code: 400 });
    expect((await create({ level: 'h' })).body).toMatchObject({ code: 400 });
    expect((await create({ title: '梨', price: 1001 })).body).toMatchObject({ code: 400 });
    expect((await onlineCall(t, admin, 'POST', `/${design.id}`, { data: '[1]' })).body.code).toBe(400);
    expect((await onlineCall(t, admin, 'POST', `/${design.id}`, { data: '{}', extra: 1 })).body.code).toBe(
      400,
    );
    const rows = await t.ctx.db.select().from(visualModelData).where(eq(visualModelData.designId, design.id));
    expect(rows).toEqual([]);

    const list = (extra: Record<string, unknown>) =>
      onlineCall(t, admin, 'POST', `/${design.id}/List`, listBody(extra));
    expect((await list({ queryJson: JSON.stringify({ color: 'red' }) })).body).toMatchObject({
      code: 400,
      msg: '查询条件有误：color',
    });
    expect((await list({ queryJson: '{bad' })).body.code).toBe(400);
    expect((await list({ sidx: 'created_at; drop table x' })).body.code).toBe(400);
    expect((await list({ superQueryJson: '{"matchLogic":"AND"}' })).body.code).toBe(400);
  });
});
