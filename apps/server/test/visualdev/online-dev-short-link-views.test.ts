import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visualDesignLinks } from '../../src/db/schema/index.ts';
import { useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  createInterface,
  interfaceCategories,
  sqlBody,
  staticBody,
} from '../system/data-interface-fixtures.ts';
import {
  onlineCall,
  releaseDesign,
  runtimeDesign,
  runtimeListBody,
  saveBody,
} from './online-dev-fixtures.ts';
import { linkCall, linkColumn, saveLink } from './online-dev-short-link-fixtures.ts';
import { boundFields, createDesign, createTables, formData, widget } from './visual-dev-fixtures.ts';

/*
 * Two kinds of list link: one naming sub-table columns (`{sub-table}-{column}`), whose rows answer the
 * sub-table's rows with those columns only, whether the records are kept as JSON or in tables; and the
 * list link of a data view, whose rows are its interface's, by the link's columns and search fields,
 * while its form link is refused.
 */

const t = useTestApp();
const admin = useAdminUser(t);

type Json = Record<string, unknown>;

const listOf = (modelId: string, token: string, extra: Json = {}) =>
  linkCall(t, 'POST', `/${modelId}/ListLink?encryption=${token}`, runtimeListBody('', extra));

/** The fields of `boundFields` for a design without tables (its sub-table names no table). */
const jsonFields = [
  widget('comInput', 'title', '标题'),
  widget('numInput', 'price', '单价'),
  widget(
    'table',
    'tableField101',
    '明细',
    {},
    {
      layout: 'rowFormItem',
      children: [widget('comInput', 'item_name', '品名'), widget('numInput', 'item_qty', '件数')],
    },
  ),
];

async function jsonDesign() {
  return runtimeDesign(t, admin, { formData: formData(jsonFields) });
}

async function tableDesign() {
  const { sub, tables } = await createTables(t, admin);
  return runtimeDesign(t, admin, { tables, formData: formData(boundFields(sub)) });
}

describe('外链 list: sub-table columns', () => {
  for (const [kind, make] of [
    ['JSON records', jsonDesign],
    ['records in tables', tableDesign],
  ] as const) {
    it(`answers the named sub-table columns as the sub-table's rows (${kind})`, async () => {
      const design = await make();
      const record = {
        title: '苹果',
        price: 3,
        tableField101: [
          { item_name: '甲', item_qty: 1 },
          { item_name: '乙', item_qty: 2 },
        ],
      };
      // Other records beside it: each row of the page holds its own record's sub-table rows.
      for (const values of [
        record,
        { title: '香蕉', tableField101: [{ item_name: '丙' }] },
        { title: '桃' },
      ]) {
        const saved = await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(values));
        expect(saved.body.code, saved.body.msg).toBe(200);
      }
      const { list } = await saveLink(t, admin, design.id, {
        columnUse: 1,
        columnText: JSON.stringify([
          linkColumn('title', 'comInput'),
          linkColumn('tableField101-item_name', 'comInput'),
          linkColumn('tableField101-gone', 'comInput'),
        ]),
      });
      const page = await listOf(design.id, list);
      expect(page.body.code, page.body.msg).toBe(200);
      const rows = page.body.data.list as Json[];
      const row = rows.find((r) => r.title === '苹果');
      expect(Object.keys(row ?? {}).sort()).toEqual(['id', 'tableField101', 'title']);
      expect(row?.tableField101).toEqual([{ item_name: '甲' }, { item_name: '乙' }]);
      expect(rows.find((r) => r.title === '香蕉')?.tableField101).toEqual([{ item_name: '丙' }]);
      expect(rows.find((r) => r.title === '桃')?.tableField101).toEqual([]);

      const detail = await linkCall(t, 'GET', `/${design.id}/${row?.id}/DataChange?encryption=${list}`);
      expect(detail.body.code, detail.body.msg).toBe(200);
      expect(JSON.parse(detail.body.data.data)).toEqual({
        title: '苹果',
        tableField101: [{ item_name: '甲' }, { item_name: '乙' }],
      });
    });
  }

  it('shows nothing of a sub-table named alone, and keeps the holder of the menu within its grants', async () => {
    const design = await jsonDesign();
    const record = { title: '梨', price: 1, tableField101: [{ item_name: '丙', item_qty: 3 }] };
    expect((await onlineCall(t, admin, 'POST', `/${design.id}`, saveBody(record))).body.code).toBe(200);
    const { list } = await saveLink(t, admin, design.id, {
      columnUse: 1,
      columnText: JSON.stringify([linkColumn('title', 'comInput'), linkColumn('tableField101', 'table')]),
    });
    const page = await listOf(design.id, list);
    expect(page.body.data.list).toEqual([{ id: expect.any(String), title: '梨' }]);

    await saveLink(t, admin, design.id, {
      columnText: JSON.stringify([linkColumn('tableField101-item_qty', 'numInput')]),
    });
    const held = await onlineCall(t, admin, 'POST', `/${design.id}/ListLink`, runtimeListBody(design.menuId));
    expect(held.body.code, held.body.msg).toBe(200);
    expect(held.body.data.list).toEqual([{ id: expect.any(String), tableField101: [{ item_qty: 3 }] }]);
  });
});

const viewColumns = JSON.stringify({
  type: 1,
  columnList: [
    { prop: 'fullName', label: '名称' },
    { prop: 'code', label: '编码' },
    { prop: 'level', label: '级别' },
  ],
  searchList: [],
});

/** A released data view over this interface body; answers the design and its menu. */
async function releasedView(body: (category: string) => Json, extra: Json = {}) {
  const [category] = await interfaceCategories(t);
  const iface = await createInterface(t, admin, body(category ?? ''));
  const design = await createDesign(t, admin, {
    webType: 4,
    formData: null,
    columnData: viewColumns,
    interfaceId: iface.id,
    ...extra,
  });
  return { ...design, menuId: await releaseDesign(t, admin, design.id) };
}

describe('外链 of a data view', () => {
  it("lists the interface's rows by the link's columns and search fields", async () => {
    const view = await releasedView((category) => staticBody(category));
    const { list, info } = await saveLink(t, admin, view.id, {
      columnUse: 1,
      columnText: JSON.stringify([linkColumn('fullName', 'comInput'), linkColumn('level', 'comInput')]),
      columnCondition: JSON.stringify([linkColumn('fullName', 'numInput')]),
    });
    expect(info).toMatchObject({ columnUse: 1, formUse: 0 });
    const page = await listOf(view.id, list, { sidx: 'level', sort: 'asc' });
    expect(page.body.code, page.body.msg).toBe(200);
    expect(page.body.data.pagination.total).toBe(5);
    expect(page.body.data.list[0]).toEqual({ id: '1', fullName: '北京', level: 1 });

    // A view's fields are text: its search looks for a part of the text, whatever the link says.
    const found = await listOf(view.id, list, { queryJson: JSON.stringify({ fullName: '北' }) });
    expect(found.body.code, found.body.msg).toBe(200);
    expect(found.body.data.list.map((row: Json) => row.fullName)).toEqual(['北京', '北海']);
    expect((await listOf(view.id, list, { queryJson: JSON.stringify({ code: 'BJ' }) })).body.code).toBe(400);
    expect((await listOf(view.id, list, { sidx: 'code' })).body.code).toBe(400);

    const held = await onlineCall(t, admin, 'POST', `/${view.id}/ListLink`, runtimeListBody(view.menuId));
    expect(held.body.code, held.body.msg).toBe(200);
    expect(held.body.data.list[4]).toEqual({ id: '5', fullName: '北海', level: 3 });
  });

  it('passes the search value to a useSearch parameter only when the link searches that field', async () => {
    const columnData = JSON.stringify({
      type: 1,
      columnList: [{ prop: 'fullName', label: '名称' }],
      searchList: [
        { __vModel__: 'minLevel', label: '最低', searchType: 1, __config__: { jnpfKey: 'comInput' } },
      ],
    });
    const view = await releasedView(
      (category) =>
        sqlBody(
          category,
          'SELECT g AS id, g AS "fullName" FROM generate_series(1, 9) g WHERE g >= {minLevel} ORDER BY g',
          [{ field: 'minLevel', fieldName: '最低', dataType: 'int', required: 0, defaultValue: '0' }],
        ),
      {
        columnData,
        interfaceParam: JSON.stringify([{ field: 'minLevel', defaultValue: '7', useSearch: true }]),
      },
    );
    const columnText = JSON.stringify([linkColumn('fullName', 'comInput')]);
    const { list } = await saveLink(t, admin, view.id, { columnUse: 1, columnText });
    const fixed = await listOf(view.id, list);
    expect(fixed.body.code, fixed.body.msg).toBe(200);
    expect(fixed.body.data.pagination.total).toBe(3);
    const refused = await listOf(view.id, list, { queryJson: JSON.stringify({ minLevel: 1 }) });
    expect(refused.body.code).toBe(400);

    await saveLink(t, admin, view.id, {
      columnCondition: JSON.stringify([linkColumn('minLevel', 'comInput')]),
    });
    const searched = await listOf(view.id, list, { queryJson: JSON.stringify({ minLevel: 1 }) });
    expect(searched.body.code, searched.body.msg).toBe(200);
    expect(searched.body.data.pagination.total).toBe(9);
  });

  it("refuses the form link of a data view, in the caller's language", async () => {
    const view = await releasedView((category) => staticBody(category));
    const read = await linkCall(t, 'GET', `/${view.id}`, undefined, admin);
    const res = await linkCall(t, 'PUT', '', { ...read.body.data, formUse: 1 }, admin);
    expect(res.body).toMatchObject({ code: 400, msg: '数据视图没有表单，只能开启列表外链' });
    const english = await t.call({
      method: 'PUT',
      url: '/api/visualdev/ShortLink',
      token: admin.token,
      headers: { 'accept-language': 'en-US' },
      payload: { ...read.body.data, formUse: 1 },
    });
    expect(english.body.msg).toBe('A data view has no form: only its list link can be switched on');

    // Settings kept before this rule: the form token still opens nothing.
    const { form } = await saveLink(t, admin, view.id, { columnUse: 1 });
    await t.ctx.db.update(visualDesignLinks).set({ formUse: 1 }).where(eq(visualDesignLinks.id, view.id));
    const config = await linkCall(t, 'GET', `/getConfig/${view.id}?encryption=${form}`);
    expect(config.body).toMatchObject({ code: 400, msg: '数据视图没有表单，只能开启列表外链' });
    const create = await linkCall(t, 'POST', `/${view.id}?encryption=${form}`, saveBody({ fullName: 'x' }));
    expect(create.body).toMatchObject({ code: 400, msg: '数据视图没有表单，只能开启列表外链' });
    const reread = await linkCall(t, 'GET', `/${view.id}`, undefined, admin);
    expect(reread.body.data.formUse).toBe(0);
  });
});
