import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { createRule } from '../system/bill-rule-fixtures.ts';
import { operationEntriesOf } from '../system/operation-log-fixtures.ts';
import { dictionaryFields, onlineCall, runtimeDesign, runtimeUser, saveBody } from './online-dev-fixtures.ts';
import { tableBoundDesign, tableRows } from './online-dev-tables-fixtures.ts';
import { boundFields, createTables, designCall, formData, widget } from './visual-dev-fixtures.ts';

/*
 * A design bound to tables read by other designs and kept by the server as a JSON design is: the
 * relation-form picker pages its rows and a relation value must name one of them, a dynamic dictionary
 * kept in a table serves its enabled entries and checks choices, and a save fills the system fields,
 * the document number, the table's audit columns and the operation log's before and after.
 */

const t = useTestApp();
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

const pickQuery = (query: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

/** A design bound to `createTables`'s tables with 苹果 (5), 香蕉 (3) and 苹果干 (9). */
async function boundWithRecords() {
  const { sub, tables } = await createTables(t, admin);
  const design = await runtimeDesign(t, admin, { tables, formData: formData(boundFields(sub)) });
  const ids = new Map<string, string>();
  for (const [title, price] of [
    ['苹果', 5],
    ['香蕉', 3],
    ['苹果干', 9],
  ] as const) {
    const values = { title, price, qty: 1, tableField101: [{ item_name: '件', item_qty: 1 }] };
    const res = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values));
    expect(res.body.code, res.body.msg).toBe(200);
    ids.set(title, res.body.data.id);
  }
  return { ...design, ids };
}

describe('relation forms of a design bound to tables', () => {
  it('pages its rows in the picker under its column grants and reads one in detail', async () => {
    const design = await boundWithRecords();
    const pick = (user = admin, query: Record<string, string | number> = {}) =>
      designCall(
        t,
        user,
        'GET',
        `/${design.id}/FieldDataSelect${pickQuery({ relationField: 'title', ...query })}`,
      );
    const res = await pick(admin, { keyword: '苹果', currentPage: 1, pageSize: 1, columnOptions: 'price' });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data.pagination.total).toBe(2);
    const [row] = res.body.data.list as Json[];
    expect(Object.keys(row ?? {}).sort()).toEqual(['id', 'price', 'title']);
    expect([design.ids.get('苹果'), design.ids.get('苹果干')]).toContain(row?.id);
    const all = await pick(admin, { pageSize: 10000 });
    expect((all.body.data.list as Json[]).map((r) => r.title).sort()).toEqual(['苹果', '苹果干', '香蕉']);

    const restricted = await runtimeUser(t, design.menuId, [], ['price']);
    const hidden = await pick(restricted, { columnOptions: 'price' });
    expect(hidden.body.code).toBe(400);
    expect(hidden.body.msg).toContain('price');
    expect((await pick(await createUser(t))).body.code).toBe(401);

    // The relation field's read-only detail: the related record with its sub-table rows.
    const detail = await onlineCall(t, admin, 'GET', `/${design.id}/${design.ids.get('香蕉')}/DataChange`);
    expect(detail.body.code, detail.body.msg).toBe(200);
    const data = JSON.parse(detail.body.data.data);
    expect(data).toMatchObject({ title: '香蕉', price: 3, tableField101: [{ item_name: '件' }] });
  });

  it('takes a relation value naming one of its rows and refuses any other', async () => {
    const related = await boundWithRecords();
    const design = await runtimeDesign(t, admin, {
      formData: formData([
        widget('relationForm', 'customer', '客户', { modelId: related.id, relationField: 'title' }),
      ]),
    });
    const save = (customer: string) => onlineCall(t, admin, 'POST', `/${design.id}`, saveBody({ customer }));
    const good = await save(related.ids.get('香蕉') ?? '');
    expect(good.body.code, good.body.msg).toBe(200);
    const bad = await save('nope');
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toContain('客户');
  });
});

describe('a dynamic dictionary kept in a table', () => {
  it('serves its enabled entries sorted and nested, and checks the choices of other forms', async () => {
    const dict = await tableBoundDesign(
      t,
      admin,
      {
        fullName: 'varchar(50)',
        enCode: 'varchar(50)',
        sortCode: 'int',
        enabledMark: 'int',
        parentId: 'varchar(50)',
      },
      { formData: formData(dictionaryFields) },
    );
    const add = async (values: Json) => {
      const entry = { sortCode: 0, enabledMark: 1, parentId: '', ...values };
      const res = await onlineCall(t, admin, 'POST', `/${dict.id}`, saveBody(entry));
      expect(res.body.code, res.body.msg).toBe(200);
      return res.body.data.id as string;
    };
    const fair = await add({ fullName: '展会', enCode: 'fair', sortCode: 2 });
    await add({ fullName: '官网', enCode: 'web', sortCode: 1 });
    const spring = await add({ fullName: '春季展会', enCode: 'spring', parentId: fair });
    const other = await add({ fullName: '其他', enCode: 'other', enabledMark: 0 });
    expect(await tableRows(t, dict.table)).toHaveLength(4);

    const options = await onlineCall(t, await createUser(t), 'GET', `/${dict.id}/DictionaryOptions`);
    expect(options.body.code, options.body.msg).toBe(200);
    const list = options.body.data.list as { id: string; fullName: string; children?: Json[] }[];
    expect(list.map((o) => o.fullName)).toEqual(['官网', '展会']);
    expect(list[1]).toMatchObject({ id: fair, hasChildren: true });
    expect(list[1]?.children?.map((o) => o.fullName)).toEqual(['春季展会']);

    const consumer = await runtimeDesign(t, admin, {
      formData: formData([
        widget('comInput', 'title', '标题'),
        widget(
          'select',
          'source',
          '客户来源',
          {},
          { dataType: 'dynamicDictionary', dictionaryType: dict.id },
        ),
      ]),
    });
    const save = (source: string) =>
      onlineCall(t, admin, 'POST', `/${consumer.id}`, saveBody({ title: '甲', source }));
    expect((await save(spring)).body.code).toBe(200);
    const refused = await save(other);
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toContain('客户来源');
  });
});

describe('server-filled values of a design bound to a table', () => {
  it('fills system fields, the document number and the audit columns, and logs before and after', async () => {
    const rule = await createRule(t, admin, { prefix: 'TB', dateFormat: 'no', digit: 3, startNumber: '1' });
    const columns = {
      title: 'varchar(50)',
      bill_no: 'varchar(50)',
      create_user: 'varchar(50)',
      create_time: 'datetime',
      modify_user: 'varchar(50)',
    } as const;
    const design = await tableBoundDesign(t, admin, columns, {
      formData: formData([
        widget('comInput', 'title', '标题'),
        widget('billRule', 'bill_no', '单据编号', {}, { rule: rule.enCode }),
        widget('createUser', 'create_user', '创建人'),
        widget('createTime', 'create_time', '创建时间'),
        widget('modifyUser', 'modify_user', '修改人'),
      ]),
      columnData: JSON.stringify({
        type: 1,
        columnList: [{ prop: 'title', label: '标题' }],
        searchList: [],
        columnBtnsList: [{ value: 'edit', label: '编辑' }],
      }),
    });
    const created = await onlineCall(
      t,
      admin,
      'POST',
      `/${design.id}`,
      saveBody({ title: '甲', bill_no: 'forged', create_user: 'forged' }),
    );
    expect(created.body.code, created.body.msg).toBe(200);
    const id = created.body.data.id as string;
    const byId = sql`where id = ${id}`;
    const [row] = await tableRows(t, design.table, byId);
    expect(row).toMatchObject({
      title: '甲',
      bill_no: 'TB001',
      create_user: admin.id,
      creator_user_id: admin.id,
    });
    expect(row?.create_time).toBeTruthy();
    expect(row?.creator_time).toBeTruthy();
    expect(row?.last_modify_user_id).toBeNull();
    const before = JSON.parse(
      (await onlineCall(t, admin, 'GET', `/${design.id}/${id}/DataChange`)).body.data.data,
    );
    expect(before).toMatchObject({ bill_no: 'TB001', create_user: admin.id });
    expect(typeof before.create_time).toBe('number');

    const editor = await runtimeUser(t, design.menuId, ['btn_edit']);
    const edited = await onlineCall(t, editor, 'PUT', `/${design.id}/${id}`, saveBody({ title: '乙' }, id));
    expect(edited.body.code, edited.body.msg).toBe(200);
    const [after] = await tableRows(t, design.table, byId);
    expect(after).toMatchObject({
      title: '乙',
      bill_no: 'TB001',
      create_user: admin.id,
      modify_user: editor.id,
      creator_user_id: admin.id,
      last_modify_user_id: editor.id,
    });
    expect(after?.last_modify_time).toBeTruthy();
    const read = JSON.parse((await onlineCall(t, admin, 'GET', `/${design.id}/${id}`)).body.data.data);
    expect(read.create_time).toBe(before.create_time);

    const [update, create] = await operationEntriesOf(t, admin, id);
    expect(create).toMatchObject({ moduleName: 'visual_model_data', action: 'create', before: null });
    expect(create?.after).toMatchObject({ id, title: '甲', bill_no: 'TB001' });
    expect(update).toMatchObject({ action: 'update' });
    expect([update?.before?.title, update?.after?.title]).toEqual(['甲', '乙']);
  });
});
