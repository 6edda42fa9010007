import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueCode, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { runtimeListBody as listBody, onlineCall, releaseDesign, saveBody } from './online-dev-fixtures.ts';
import {
  secondaryPhone as phone,
  secondaryFields,
  secondaryDesign as sharedSecondaryDesign,
  secondaryTables as sharedSecondaryTables,
  tableRows,
  secondaryVisits as visits,
} from './online-dev-tables-fixtures.ts';
import { createDesign, designBody, designCall, formData, widget } from './visual-dev-fixtures.ts';

/*
 * Secondary tables (副表) of a design bound to tables: a main-form field bound as
 * `jnpf_{table}_jnpf_{column}` keeps its value in the one row of that table whose `parent_id` holds the
 * main row's id. The row is written with the main row (inserted when missing), read back by the detail
 * and the list (whose conditions reach it), and deleted with the record; the design check refuses
 * bindings the runtime could not keep, and "create the tables" makes the secondary table.
 */

const t = useTestApp();
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

const secondaryTables = () => sharedSecondaryTables(t, admin);
const secondaryDesign = () => sharedSecondaryDesign(t, admin);

describe('secondary tables of a design bound to tables', () => {
  it('writes, reads, lists, searches and deletes the secondary row with the record', async () => {
    const design = await secondaryDesign();
    const { extra } = design;
    const values = (title: string, tel: string, count: number) => ({
      title,
      price: 1,
      qty: 1,
      tableField101: [],
      [phone(extra)]: tel,
      [visits(extra)]: count,
    });
    const created = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values('甲', '13800', 2)));
    expect(created.body.code, created.body.msg).toBe(200);
    const id = created.body.data.id as string;
    const [row] = await tableRows(t, extra, sql`where parent_id = ${id}`);
    expect(row).toMatchObject({ phone: '13800', visits: 2 });
    expect(row?.creator_user_id).toBeTruthy();
    expect((await tableRows(t, design.main, sql`where id = ${id}`))[0]).not.toHaveProperty('phone');
    const other = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values('乙', '13999', 5)));
    expect(other.body.code, other.body.msg).toBe(200);

    const detail = await onlineCall(t, admin, 'GET', `/${design.id}/${id}/DataChange`);
    expect(detail.body.code, detail.body.msg).toBe(200);
    expect(JSON.parse(detail.body.data.data)).toMatchObject({ title: '甲', [phone(extra)]: '13800' });

    const list = async (extraBody: Json) => {
      const res = await onlineCall(
        t,
        admin,
        'POST',
        `/${design.id}/List`,
        listBody(design.menuId, extraBody),
      );
      return res.body as { code: number; msg: string; data: { list: Json[] } };
    };
    const all = await list({ sidx: 'title', sort: 'asc' });
    expect(all.code, all.msg).toBe(200);
    expect(all.data.list.map((r) => [r.title, r[phone(extra)], r[visits(extra)]])).toEqual([
      ['乙', '13999', 5],
      ['甲', '13800', 2],
    ]);
    const bySearch = await list({ queryJson: JSON.stringify({ [phone(extra)]: '139' }) });
    expect(bySearch.data.list.map((r) => r.title)).toEqual(['乙']);
    const byKeyword = await list({ keyword: '138' });
    expect(byKeyword.data.list.map((r) => r.title)).toEqual(['甲']);

    // A record whose secondary row is missing (saved before the field existed) gets one on its next save.
    await t.ctx.db.execute(sql`delete from app_data.${sql.identifier(extra)} where parent_id = ${id}`);
    const updated = await onlineCall(
      t,
      admin,
      'PUT',
      `/${design.id}/${id}`,
      saveBody(values('甲', '1', 9), id),
    );
    expect(updated.body.code, updated.body.msg).toBe(200);
    expect(await tableRows(t, extra, sql`where parent_id = ${id}`)).toMatchObject([
      { phone: '1', visits: 9 },
    ]);
    const again = await onlineCall(
      t,
      admin,
      'PUT',
      `/${design.id}/${id}`,
      saveBody(values('甲', '2', 3), id),
    );
    expect(again.body.code, again.body.msg).toBe(200);
    const rows = await tableRows(t, extra, sql`where parent_id = ${id}`);
    expect(rows).toMatchObject([{ phone: '2', visits: 3 }]);
    expect(rows[0]?.last_modify_user_id).toBeTruthy();

    const removed = await onlineCall(t, admin, 'DELETE', `/${design.id}/${id}`);
    expect(removed.body.code, removed.body.msg).toBe(200);
    expect(await tableRows(t, extra, sql`where parent_id = ${id}`)).toHaveLength(0);
    expect(await tableRows(t, extra)).toHaveLength(1);
  });

  it('sorts the list by a secondary field: empty last, the newest first among equals', async () => {
    const design = await secondaryDesign();
    const { extra } = design;
    const save = async (title: string, tel: string, count: number) => {
      const values = { title, [phone(extra)]: tel, [visits(extra)]: count };
      const res = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values));
      expect(res.body.code, res.body.msg).toBe(200);
      return res.body.data.id as string;
    };
    await save('甲', '300', 5);
    await save('乙', '100', 2);
    const bare = await save('丙', '200', 1);
    await save('丁', '400', 5);
    // 丙 lost its secondary row (saved before the field existed): it has no value to sort by.
    await t.ctx.db.execute(sql`delete from app_data.${sql.identifier(extra)} where parent_id = ${bare}`);
    const titles = async (sidx: string, sort: 'asc' | 'desc', pageSize = 20) => {
      const res = await onlineCall(
        t,
        admin,
        'POST',
        `/${design.id}/List`,
        listBody(design.menuId, { sidx, sort, pageSize }),
      );
      expect(res.body.code, res.body.msg).toBe(200);
      return (res.body.data.list as Json[]).map((row) => row.title);
    };
    expect(await titles(visits(extra), 'asc')).toEqual(['乙', '丁', '甲', '丙']);
    expect(await titles(visits(extra), 'desc')).toEqual(['丁', '甲', '乙', '丙']);
    expect(await titles(phone(extra), 'asc')).toEqual(['乙', '甲', '丁', '丙']);
    expect(await titles(phone(extra), 'desc', 2)).toEqual(['丁', '甲']);
  });

  it('stores nothing when the secondary table refuses a value', async () => {
    const design = await secondaryDesign();
    const res = await onlineCall(
      t,
      admin,
      'POST',
      `/${design.id}`,
      saveBody({ title: '丙', [phone(design.extra)]: '长'.repeat(60) }),
    );
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(design.extra);
    expect(await tableRows(t, design.main)).toHaveLength(0);
    expect(await tableRows(t, design.extra)).toHaveLength(0);
  });
});

/** Creates a design with these parts and expects a refusal; returns its message. */
async function refusal(overrides: Json) {
  const res = await designCall(t, admin, 'POST', '', designBody(overrides));
  expect(res.body.code).toBe(400);
  return res.body.msg as string;
}

describe('design checks of secondary-table fields', () => {
  it('refuses a missing column, a column bound twice, the link column and a sub-table used as one', async () => {
    const { sub, extra, tables } = await secondaryTables();
    const withField = (name: string, label = '另一个') => [
      ...secondaryFields(sub, extra),
      widget('comInput', name, label, {}, { tableName: extra }),
    ];
    expect(await refusal({ tables, formData: formData(withField(`jnpf_${extra}_jnpf_ghost`, '幽灵')) })).toBe(
      `控件“幽灵”绑定的字段 ghost 在数据表 ${extra} 中不存在`,
    );
    expect(await refusal({ tables, formData: formData(withField(`jnpf_${extra}_jnpf_PHONE`)) })).toBe(
      `控件“另一个”与“电话”绑定了同一字段 ${extra}.PHONE`,
    );
    expect(
      await refusal({ tables, formData: formData(withField(`jnpf_${extra}_jnpf_parent_id`, '关联')) }),
    ).toBe(`控件“关联”不能绑定副表 ${extra} 的关联字段 parent_id（由系统填写）`);
    expect(
      await refusal({ tables, formData: formData(withField(`jnpf_${sub}_jnpf_item_name`, '品名二')) }),
    ).toBe(`数据表 ${sub} 已被子表“明细”使用，不能再作为副表绑定控件“品名二”`);
    expect(await refusal({ tables, formData: formData(withField('jnpf_vd_nowhere_jnpf_x', '无表')) })).toBe(
      '数据表不存在：vd_nowhere',
    );
  });
});

describe('create the tables of a design with secondary-table fields', () => {
  it('makes the secondary table, binds it and serves the record', async () => {
    const enCode = uniqueCode('VD');
    const extra = `vd_${enCode.toLowerCase()}_ext`;
    const fields = [
      widget('comInput', 'title', '标题'),
      widget('comInput', `jnpf_${extra}_jnpf_phone`, '电话', {}, { tableName: extra }),
      widget('date', `jnpf_${extra}_jnpf_visited`, '来访日', {}, { tableName: extra }),
    ];
    const design = await createDesign(t, admin, { enCode, formData: formData(fields) });
    const made = await designCall(t, admin, 'POST', `/${design.id}/Actions/CreateTables`);
    expect(made.body.code, made.body.msg).toBe(200);
    const info = (await designCall(t, admin, 'GET', `/${design.id}`)).body.data;
    expect(JSON.parse(info.tables)).toContainEqual({
      typeId: '0',
      table: extra,
      tableName: extra,
      tableField: 'parent_id',
      relationField: 'id',
    });
    await releaseDesign(t, admin, design.id);
    const day = Date.UTC(2026, 0, 2);
    const values = { title: '丁', [`jnpf_${extra}_jnpf_phone`]: '555', [`jnpf_${extra}_jnpf_visited`]: day };
    const created = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values));
    expect(created.body.code, created.body.msg).toBe(200);
    expect(await tableRows(t, extra)).toMatchObject([{ parent_id: created.body.data.id, phone: '555' }]);
    const detail = await onlineCall(t, admin, 'GET', `/${design.id}/${created.body.data.id}/DataChange`);
    expect(JSON.parse(detail.body.data.data)).toMatchObject(values);
  });
});
