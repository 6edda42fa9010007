import { expect, it } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { multipart, type TestUser, uniqueCode } from '../support/profile-fixtures.ts';
import { expectOk, type FieldRow, idField, modelCall, tableBody } from './data-model-fixtures.ts';

/*
 * The data-model endpoints against one source: the platform database or an external one. `link()` names
 * the source and how a test writes rows into one of its tables.
 */

export interface ModelTarget {
  linkId: string;
  /** Runs a statement of the test's own on the source (inserting rows). */
  exec(sql: string): Promise<void>;
  /** The table's name as the test's SQL writes it. */
  qualified(name: string): string;
}

const FIELDS: FieldRow[] = [
  idField,
  {
    field: 'f_user_name',
    fieldName: '姓名',
    dataType: 'varchar',
    dataLength: '50',
    allowNull: 1,
    defaults: "it's",
  },
  { field: 'age', fieldName: '年龄', dataType: 'int', allowNull: 1, defaults: '18' },
  { field: 'amount', fieldName: '金额', dataType: 'decimal', dataLength: '10,2', allowNull: 1 },
  { field: 'born', fieldName: '生日', dataType: 'date', allowNull: 1 },
  { field: 'seen_at', fieldName: '时间', dataType: 'datetime', allowNull: 1 },
  { field: 'big', fieldName: '大数', dataType: 'bigint', allowNull: 1 },
  { field: 'note', fieldName: '备注', dataType: 'text', allowNull: 1 },
];

export function dataModelSuite(t: TestApp, admin: TestUser, target: () => ModelTarget) {
  const api = () => modelCall(t, admin, target().linkId);
  const create = async (name: string, fields = FIELDS) => {
    const res = await api()('POST', '/Table', tableBody(name, fields));
    expectOk(res);
  };
  const insert = (name: string, columns: string, values: string) =>
    target().exec(`INSERT INTO ${target().qualified(name)} (${columns}) VALUES ${values}`);

  it('creates a table and reads it back: list with comment and rows, info, fields, TableAll', async () => {
    const name = uniqueCode('dm_');
    await create(name);
    const list = await api()('GET', `/Tables?keyword=${name}`);
    expect(list.body.data).toMatchObject({
      list: [{ table: name, tableName: `表 ${name}`, sum: 0, type: 0 }],
      pagination: { currentPage: 1, total: 1 },
    });
    const byComment = await api()('GET', `/Tables?keyword=${encodeURIComponent(`表 ${name}`)}`);
    expect(byComment.body.data.list.map((row: { table: string }) => row.table)).toEqual([name]);
    const all = await api()('GET', `/TableAll?keyword=${name}`);
    expect(all.body.data.list).toHaveLength(1);

    const info = await api()('GET', `/Table/${name}`);
    expectOk(info);
    expect(info.body.data.tableInfo).toEqual({ table: name, newTable: name, tableName: `表 ${name}` });
    expect(info.body.data.hasTableData).toBe(false);
    const byName = Object.fromEntries(
      info.body.data.tableFieldList.map((f: { field: string }) => [f.field, f]),
    );
    expect(byName.id).toMatchObject({ dataType: 'varchar', dataLength: '50', primaryKey: 1, allowNull: 0 });
    expect(byName.f_user_name).toMatchObject({ fieldName: '姓名', defaults: "it's", allowNull: 1 });
    expect(byName.age).toMatchObject({ dataType: 'int', dataLength: '默认', defaults: '18' });
    expect(byName.amount).toMatchObject({ dataType: 'decimal', dataLength: '10,2' });
    expect(['born', 'seen_at', 'big', 'note'].map((f) => byName[f].dataType)).toEqual([
      'date',
      'datetime',
      'bigint',
      'text',
    ]);
    const camel = await api()('GET', `/Tables/${name}/Fields?type=1`);
    expect(camel.body.data.list[1]).toMatchObject({ field: 'userName', columnName: 'f_user_name' });
  });

  it('shows the DDL of a save without running it', async () => {
    const name = uniqueCode('dm_');
    const res = await api()('POST', '/Table/Actions/Ddl?mode=create', tableBody(name, FIELDS));
    expectOk(res);
    expect(res.body.data.statements[0]).toMatch(new RegExp(`^CREATE TABLE .*${name}`));
    expect(res.body.data.statements.join('\n')).toContain("'it''s'");
    expect((await api()('GET', `/Table/${name}`)).body.code).toBe(404);
  });

  it('refuses bad names, types, lengths, defaults, a missing key and a taken name, creating nothing', async () => {
    const name = uniqueCode('dm_');
    const refusals: [unknown, RegExp][] = [
      [tableBody(`${name}"; DROP TABLE x; --`, [idField]), /newTable/],
      [tableBody(name, [idField, { field: 'a b', dataType: 'int' }]), /field/],
      [tableBody(name, [idField, { field: 'x', dataType: 'money' }]), /类型不支持/],
      [tableBody(name, [idField, { field: 'x', dataType: 'varchar', dataLength: '99999' }]), /长度不正确/],
      [
        tableBody(name, [idField, { field: 'x', dataType: 'int', defaults: "1'; DROP TABLE y; --" }]),
        /默认值/,
      ],
      [tableBody(name, [{ ...idField, primaryKey: 0 }]), /主键/],
      [tableBody(name, [idField, { field: 'ID', dataType: 'int' }]), /列名重复/],
    ];
    for (const [body, msg] of refusals) {
      const res = await api()('POST', '/Table', body);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toMatch(msg);
    }
    expect((await api()('GET', `/Tables?keyword=${name}`)).body.data.list).toEqual([]);
    await create(name, [idField]);
    const taken = await api()('POST', '/Table', tableBody(name, [idField]));
    expect(taken.body).toMatchObject({ code: 400, msg: `表名称不能重复：${name}` });
  });

  it('previews rows paged, searches one column and refuses an unknown sort column', async () => {
    const name = uniqueCode('dm_');
    await create(name);
    await insert(name, 'id, f_user_name, age', "('1', 'alice', 30), ('2', 'bob', 40), ('3', 'alina', 50)");
    const page = await api()('GET', `/Table/${name}/Preview?currentPage=1&pageSize=2`);
    expectOk(page);
    expect(page.body.data.pagination).toMatchObject({ currentPage: 1, pageSize: 2, total: 3 });
    expect(page.body.data.list.map((row: { id: string }) => row.id)).toEqual(['1', '2']);
    const found = await api()('GET', `/Table/${name}/Preview?field=f_user_name&keyword=ali`);
    expect(found.body.data.list.map((row: { f_user_name: string }) => row.f_user_name)).toEqual([
      'alice',
      'alina',
    ]);
    const bad = await api()('GET', `/Table/${name}/Preview?field=nope`);
    expect(bad.body).toMatchObject({ code: 400, msg: '排序字段不存在：nope' });
    expect((await api()('GET', `/Tables?keyword=${name}`)).body.data.list[0].sum).toBe(3);
    expect((await api()('GET', `/Table/${name}`)).body.data.hasTableData).toBe(true);
  });

  it('changes a table holding rows without losing data, and refuses what would lose it', async () => {
    const name = uniqueCode('dm_');
    await create(name);
    await insert(name, 'id, f_user_name', "('1', 'alice')");
    const save = (fields: FieldRow[], newTable = name) =>
      api()('PUT', '/Table', tableBody(newTable, fields, { table: name }));
    const without = (field: string) => FIELDS.filter((f) => f.field !== field);

    const dropWithData = await save(without('f_user_name'));
    expect(dropWithData.body).toMatchObject({ code: 400, msg: '字段 f_user_name 中有数据，不能删除' });
    const narrow = await save(FIELDS.map((f) => (f.field === 'f_user_name' ? { ...f, dataLength: '3' } : f)));
    expect(narrow.body).toMatchObject({ code: 400 });
    expect(narrow.body.msg).toContain('varchar(50)');
    const required = await save(
      FIELDS.map((f) => (f.field === 'amount' ? { ...f, allowNull: 0 as const } : f)),
    );
    expect(required.body.msg).toBe('字段 amount 中有空值，不能设为不允许空');
    const keyChange = await save(
      FIELDS.map((f) => (f.field === 'age' ? { ...f, primaryKey: 1 as const } : f)),
    );
    expect(keyChange.body.msg).toBe('表中有数据，主键和自增设置不能修改');
    const info = await api()('GET', `/Table/${name}`);
    expect(info.body.data.tableFieldList.map((f: { field: string }) => f.field)).toContain('f_user_name');

    const renamed = `${name}_r`;
    const widened = [
      ...without('born').map((f) =>
        f.field === 'f_user_name' ? { ...f, dataLength: '200', fieldName: '全名' } : f,
      ),
      {
        field: 'extra',
        fieldName: '新列',
        dataType: 'varchar',
        dataLength: '20',
        allowNull: 0 as const,
        defaults: 'x',
      },
    ];
    const ddl = await api()(
      'POST',
      '/Table/Actions/Ddl?mode=update',
      tableBody(renamed, widened, { table: name }),
    );
    expectOk(ddl);
    expect(ddl.body.data.statements.some((s: string) => /DROP COLUMN/.test(s))).toBe(true);
    expectOk(await save(widened, renamed));
    const after = await api()('GET', `/Table/${renamed}`);
    expectOk(after);
    const fields = Object.fromEntries(
      after.body.data.tableFieldList.map((f: { field: string }) => [f.field, f]),
    );
    expect(fields.f_user_name).toMatchObject({ dataLength: '200', fieldName: '全名' });
    expect(fields.extra).toMatchObject({ allowNull: 0, defaults: 'x' });
    expect(fields.born).toBeUndefined();
    const rows = await api()('GET', `/Table/${renamed}/Preview`);
    expect(rows.body.data.list[0]).toMatchObject({ id: '1', f_user_name: 'alice', extra: 'x' });
    expect((await api()('GET', `/Table/${name}`)).body.code).toBe(404);
  });

  it('adds fields, and recreates an empty table as asked', async () => {
    const name = uniqueCode('dm_');
    await create(name, [idField]);
    await insert(name, 'id', "('1')");
    const added = await api()(
      'PUT',
      '/addFields',
      tableBody(name, [{ field: 'memo', dataType: 'varchar' }], { table: name }),
    );
    expectOk(added);
    const required = await api()(
      'PUT',
      '/addFields',
      tableBody(name, [{ field: 'must', dataType: 'int', allowNull: 0 }], { table: name }),
    );
    expect(required.body.msg).toBe('表中已有数据，新字段 must 不允许空时必须有默认值');
    const fields = await api()('GET', `/Tables/${name}/Fields`);
    expect(fields.body.data.list.map((f: { field: string }) => f.field)).toEqual(['id', 'memo']);

    const empty = uniqueCode('dm_');
    await create(empty, [idField, { field: 'n', dataType: 'int' }]);
    const rekeyed = [
      { field: 'n', dataType: 'int', allowNull: 0 as const, primaryKey: 1 as const, identity: 1 as const },
      { field: 'id', dataType: 'varchar', dataLength: '10' },
    ];
    expectOk(await api()('PUT', '/Table', tableBody(empty, rekeyed, { table: empty })));
    const info = await api()('GET', `/Table/${empty}`);
    expect(
      info.body.data.tableFieldList.map((f: { field: string; primaryKey: number }) => [
        f.field,
        f.primaryKey,
      ]),
    ).toEqual([
      ['n', 1],
      ['id', 0],
    ]);
    expect(info.body.data.tableFieldList[0].identity).toBe(1);
  });

  it('deletes an empty table and refuses one holding rows', async () => {
    const name = uniqueCode('dm_');
    await create(name, [idField]);
    await insert(name, 'id', "('1')");
    const refused = await api()('DELETE', `/Table/${name}`);
    expect(refused.body).toMatchObject({ code: 400, msg: `表 ${name} 中有数据，不能删除` });
    await target().exec(`DELETE FROM ${target().qualified(name)}`);
    expectOk(await api()('DELETE', `/Table/${name}`));
    expect((await api()('GET', `/Table/${name}`)).body.code).toBe(404);
    expect((await api()('DELETE', `/Table/${name}`)).body.code).toBe(404);
  });

  it('exports a definition as .bdb and imports it (refused while the name is taken)', async () => {
    const name = uniqueCode('dm_');
    await create(name);
    const exported = await api()('GET', `/Table/${name}/Action/Export`);
    expectOk(exported);
    expect(exported.body.data.name).toMatch(new RegExp(`^${name}_\\d{14}\\.bdb$`));
    const file = await t.call({ method: 'GET', url: exported.body.data.url, token: admin.token });
    const json = JSON.parse(file.raw.body);
    expect(json.dbFieldModelList[0]).toMatchObject({
      field: 'id',
      length: 'varchar(50)',
      isPrimaryKey: true,
    });
    const upload = (body: unknown, fileName = 'x.bdb') =>
      t.call({
        method: 'POST',
        url: `/api/system/DataModel/${target().linkId}/Action/Import`,
        token: admin.token,
        ...multipart(fileName, Buffer.from(JSON.stringify(body)), 'application/json'),
      });
    expect((await upload(json)).body).toMatchObject({ code: 400, msg: `表名称不能重复：${name}` });
    expect((await upload(json, 'x.json')).body.code).toBe(400);
    const copy = `${name}_c`;
    const imported = await upload({ ...json, table: copy });
    expect(imported.body).toMatchObject({ code: 200, msg: '导入成功' });
    const info = await api()('GET', `/Table/${copy}`);
    expect(info.body.data.tableFieldList).toEqual(
      (await api()('GET', `/Table/${name}`)).body.data.tableFieldList,
    );
  });
}
