import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { idField, modelCall, tableBody } from '../system/data-model-fixtures.ts';
import { createDesign, designCall, formData, widget } from './visual-dev-fixtures.ts';

/*
 * "Create the tables for me": a design without tables gets a main table `vd_{code}` and one table per
 * sub-table widget in the platform database's business schema, typed from its widgets, with indexes on
 * the list's search and default sort fields, and is bound to them so the save check accepts it. A refusal
 * leaves no table and the design as it was.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const fields = () => [
  widget('comInput', 'title', '标题', { maxlength: 80 }),
  widget('textarea', 'note', '备注'),
  widget('numInput', 'price', '单价', { precision: 2 }),
  widget('switch', 'flag', '启用'),
  widget('date', 'day', '日期'),
  widget('select', 'level', '级别'),
  widget('uploadFz', 'files', '附件'),
  widget('table', 'items', '明细', {}, { children: [widget('comInput', 'item_name', '品名')] }),
];
const listDesign = JSON.stringify({
  type: 1,
  columnList: [{ prop: 'title', label: '标题' }],
  searchList: [
    { prop: 'title', label: '标题' },
    { prop: 'level', label: '级别' },
  ],
  defaultSidx: 'day',
});

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

async function columnsOf(table: string) {
  const result = await t.ctx.db.execute(sql`
    SELECT column_name AS name, data_type AS type, character_maximum_length AS length,
           numeric_precision AS precision, numeric_scale AS scale
      FROM information_schema.columns WHERE table_schema = 'app_data' AND table_name = ${table}
     ORDER BY ordinal_position`);
  return rowsOf(result).map((row) => ({
    name: row.name,
    type: row.type,
    length: row.length === null ? null : Number(row.length),
    scale: row.scale === null ? null : Number(row.scale),
  }));
}

async function indexedColumns(table: string) {
  const result = await t.ctx.db.execute(sql`
    SELECT a.attname AS name, am.amname AS method FROM pg_index i
      JOIN pg_class c ON c.oid = i.indrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_am am ON am.oid = ic.relam
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey)
     WHERE n.nspname = 'app_data' AND c.relname = ${table} AND NOT i.indisprimary
     ORDER BY a.attname, am.amname`);
  return rowsOf(result).map((row) => (row.method === 'btree' ? row.name : `${row.name} (${row.method})`));
}

const create = (id: string, lang?: string) =>
  t.call({
    method: 'POST',
    url: `/api/visualdev/Base/${id}/Actions/CreateTables`,
    token: admin.token,
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });

async function storedTables(id: string) {
  const res = await designCall(t, admin, 'GET', `/${id}`);
  return res.body.data.tables as string;
}

describe('create the tables of a design', () => {
  it('makes the typed tables with their indexes and binds the design so the save check accepts it', async () => {
    const design = await createDesign(t, admin, { formData: formData(fields()), columnData: listDesign });
    const main = `vd_${design.enCode.toLowerCase()}`;
    const sub = `${main}_items`;
    const plan = await designCall(t, admin, 'GET', `/${design.id}/Actions/CreateTables`);
    expect(plan.body.data.tables.map((table: Row) => table.table)).toEqual([main, sub]);
    expect(await columnsOf(main)).toEqual([]);

    const res = await create(design.id);
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('数据表创建成功');
    const byName = new Map((await columnsOf(main)).map((c) => [c.name, c]));
    expect(byName.get('id')).toMatchObject({ type: 'character varying', length: 50 });
    expect(byName.get('title')).toMatchObject({ type: 'character varying', length: 80 });
    expect(byName.get('note')?.type).toBe('text');
    expect(byName.get('price')).toMatchObject({ type: 'numeric', scale: 2 });
    expect(byName.get('flag')?.type).toBe('integer');
    expect(byName.get('day')?.type).toBe('timestamp without time zone');
    expect(byName.get('level')).toMatchObject({ type: 'character varying', length: 500 });
    expect(byName.get('files')?.type).toBe('text');
    expect(byName.get('creator_time')?.type).toBe('timestamp without time zone');
    expect(byName.has('last_modify_user_id')).toBe(true);
    expect((await columnsOf(sub)).map((c) => c.name)).toEqual([
      'id',
      'parent_id',
      'item_name',
      'creator_user_id',
      'creator_time',
      'last_modify_user_id',
      'last_modify_time',
    ]);
    // The keyword reads the shown title: a trigram index serves its "contains".
    expect(plan.body.data.tables[0].searchIndexes).toEqual(['title']);
    expect(await indexedColumns(main)).toEqual(['day', 'level', 'title', 'title (gin)']);
    expect(await indexedColumns(sub)).toEqual(['parent_id']);

    const info = (await designCall(t, admin, 'GET', `/${design.id}`)).body.data;
    expect(JSON.parse(info.tables)).toEqual([
      { typeId: '1', table: main, tableName: design.fullName, tableField: '', relationField: '' },
      { typeId: '0', table: sub, tableName: '明细', tableField: 'parent_id', relationField: 'id' },
    ]);
    expect(JSON.parse(info.formData).fields[7].__config__.tableName).toBe(sub);
    const resave = await designCall(t, admin, 'PUT', `/${design.id}`, {
      tables: info.tables,
      formData: info.formData,
      columnData: info.columnData,
    });
    expect(resave.body.code, resave.body.msg).toBe(200);

    const again = await create(design.id, 'en-US');
    expect(again.body.code).toBe(400);
    expect(again.body.msg).toBe('The design already has tables; no tables are created');
  });

  it('refuses a taken sub-table name and leaves no table and the design unchanged', async () => {
    const design = await createDesign(t, admin, { formData: formData(fields()), columnData: listDesign });
    const main = `vd_${design.enCode.toLowerCase()}`;
    const taken = await modelCall(t, admin, '0')('POST', '/Table', tableBody(`${main}_items`, [idField]));
    expect(taken.body.code, taken.body.msg).toBe(200);

    const res = await create(design.id);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe(`表名称不能重复：${main}_items`);
    expect(await columnsOf(main)).toEqual([]);
    expect(await storedTables(design.id)).toBe('[]');
  });

  it('refuses a field whose name cannot be a column, in the caller language', async () => {
    const odd = [widget('comInput', 'title', '标题'), widget('comInput', 'bad-name', '坏名字')];
    const design = await createDesign(t, admin, { formData: formData(odd) });
    const res = await create(design.id, 'en-US');
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('The name bad-name of field "坏名字" is not a valid column name');
    expect(await columnsOf(`vd_${design.enCode.toLowerCase()}`)).toEqual([]);
    expect(await storedTables(design.id)).toBe('[]');
  });
});
