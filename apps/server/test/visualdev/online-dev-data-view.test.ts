import { describe, expect, it } from 'vitest';
import type { TestApp } from '../build-test-app.ts';
import { type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  createInterface,
  interfaceCategories,
  STATIC_ROWS,
  sqlBody,
  staticBody,
} from '../system/data-interface-fixtures.ts';
import {
  exportCall,
  onlineCall,
  releaseDesign,
  runtimeListBody,
  runtimeUser,
  saveBody,
} from './online-dev-fixtures.ts';
import { downloadSheet } from './online-dev-tables-fixtures.ts';
import { createDesign, designBody, designCall } from './visual-dev-fixtures.ts';

/*
 * Data views (webType 4): a design without a form that lists the rows of a data interface, called with
 * the design's parameter values; the list's search form, keyword, advanced query, order and pages over
 * those rows;
 * the menu and column grants of any runtime list; writes refused; the export holds the rows the list
 * matches, in the chosen granted columns. The design check needs an interface
 * that exists. And GET /Base/ModuleBtn, the buttons of a design's list.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const searchField = (name: string, label: string, searchType: number) => ({
  __vModel__: name,
  prop: name,
  label,
  searchType,
  __config__: { jnpfKey: 'comInput', label },
});

/** The list design of a view over the sample static rows (fullName, code, level). */
const viewColumns = JSON.stringify({
  type: 1,
  hasPage: true,
  pageSize: 20,
  sort: 'desc',
  defaultSidx: '',
  columnList: [
    { prop: 'fullName', label: '名称' },
    { prop: 'code', label: '编码' },
    { prop: 'level', label: '级别' },
  ],
  searchList: [searchField('fullName', '名称', 2), searchField('level', '级别', 1)],
  btnsList: [{ value: 'download', icon: 'el-icon-download', label: '导出' }],
  columnBtnsList: [{ value: 'detail', icon: 'el-icon-view', label: '详情' }],
});

async function interfaceOf(t: TestApp, user: TestUser, body: (category: string) => Record<string, unknown>) {
  const [category] = await interfaceCategories(t);
  return createInterface(t, user, body(category ?? ''));
}

/** A released data view over the interface; answers the design and its Web menu. */
async function releasedView(interfaceId: string, extra: Record<string, unknown> = {}) {
  const design = await createDesign(t, admin, {
    webType: 4,
    formData: null,
    columnData: viewColumns,
    interfaceId,
    ...extra,
  });
  return { ...design, menuId: await releaseDesign(t, admin, design.id) };
}

const list = (user: TestUser, view: { id: string; menuId: string }, extra: Record<string, unknown> = {}) =>
  onlineCall(t, user, 'POST', `/${view.id}/List`, runtimeListBody(view.menuId, extra));

const field = (rows: Record<string, unknown>[], name: string) => rows.map((row) => row[name]);

describe('data views (webType 4)', () => {
  it('needs a data interface that exists', async () => {
    const none = await designCall(t, admin, 'POST', '', designBody({ webType: 4, formData: null }));
    expect(none.body).toMatchObject({ code: 400, msg: '数据视图须选择数据接口' });
    const missing = await designCall(
      t,
      admin,
      'POST',
      '',
      designBody({ webType: 4, formData: null, interfaceId: 'no-such-interface' }),
    );
    expect(missing.body).toMatchObject({ code: 400, msg: '数据接口不存在：no-such-interface' });

    const iface = await interfaceOf(t, admin, (category) => staticBody(category));
    const view = await createDesign(t, admin, { webType: 4, formData: null, interfaceId: iface.id });
    const moved = await designCall(t, admin, 'PUT', `/${view.id}`, { interfaceId: 'gone' });
    expect(moved.body).toMatchObject({ code: 400, msg: '数据接口不存在：gone' });
  });

  it("lists the interface's rows with the search form, keyword, order and pages", async () => {
    const iface = await interfaceOf(t, admin, (category) => staticBody(category));
    const view = await releasedView(iface.id);

    const all = await list(admin, view);
    expect(all.body.code, all.body.msg).toBe(200);
    expect(field(all.body.data.list, 'id')).toEqual(STATIC_ROWS.map((row) => row.id));
    expect(all.body.data.pagination).toMatchObject({ currentPage: 1, pageSize: 20, total: 5 });

    const contains = await list(admin, view, { queryJson: JSON.stringify({ fullName: '北' }) });
    expect(field(contains.body.data.list, 'code')).toEqual(['BJ', 'BH']);
    const equal = await list(admin, view, { queryJson: JSON.stringify({ level: '2' }) });
    expect(field(equal.body.data.list, 'code')).toEqual(['GZ', 'SZ']);
    const keyword = await list(admin, view, { keyword: 'SH' });
    expect(field(keyword.body.data.list, 'fullName')).toEqual(['上海']);

    const advanced = await list(admin, view, {
      superQueryJson: JSON.stringify({
        matchLogic: 'AND',
        conditionJson: JSON.stringify([{ field: 'code', symbol: 'like', fieldValue: 'H' }]),
      }),
    });
    expect(advanced.body.code, advanced.body.msg).toBe(200);
    expect(field(advanced.body.data.list, 'code')).toEqual(['SH', 'BH']);

    const paged = await list(admin, view, { sidx: 'code', sort: 'asc', currentPage: 2, pageSize: 2 });
    expect(field(paged.body.data.list, 'code')).toEqual(['GZ', 'SH']);
    expect(paged.body.data.pagination).toMatchObject({ currentPage: 2, pageSize: 2, total: 5 });
    const beyond = await list(admin, view, { currentPage: 9, pageSize: 2 });
    expect(beyond.body.data).toMatchObject({ list: [], pagination: { total: 5 } });

    const badSort = await list(admin, view, { sidx: 'secret' });
    expect(badSort.body.code).toBe(400);
    const badSearch = await list(admin, view, { queryJson: JSON.stringify({ secret: 'x' }) });
    expect(badSearch.body.code).toBe(400);
  });

  it("calls the interface with the design's parameter values, or the search form's when it says so", async () => {
    const iface = await interfaceOf(t, admin, (category) =>
      sqlBody(
        category,
        "SELECT g AS id, 'item ' || g AS name, g * 10 AS price FROM generate_series(1, 30) g WHERE g * 10 >= {minPrice} ORDER BY g",
        [{ field: 'minPrice', fieldName: '最低价', dataType: 'int', required: 0, defaultValue: '0' }],
      ),
    );
    const columnData = JSON.stringify({
      type: 1,
      columnList: [
        { prop: 'name', label: '名称' },
        { prop: 'price', label: '价格' },
      ],
      searchList: [],
    });
    const fixed = await releasedView(iface.id, {
      columnData,
      interfaceParam: JSON.stringify([{ field: 'minPrice', fieldName: '最低价', defaultValue: '250' }]),
    });
    const rows = await list(admin, fixed, { sidx: 'price', sort: 'desc', pageSize: 3 });
    expect(rows.body.code, rows.body.msg).toBe(200);
    expect(field(rows.body.data.list, 'id').map(Number)).toEqual([30, 29, 28]);
    expect(rows.body.data.pagination.total).toBe(6);

    const searched = await releasedView(iface.id, {
      columnData,
      interfaceParam: JSON.stringify([{ field: 'minPrice', defaultValue: '0', useSearch: true }]),
    });
    const found = await list(admin, searched, { queryJson: JSON.stringify({ minPrice: 280 }) });
    expect(field(found.body.data.list, 'id').map(Number)).toEqual([28, 29, 30]);
  });

  it('keeps the menu and column grants and refuses writes', async () => {
    const iface = await interfaceOf(t, admin, (category) => staticBody(category));
    const view = await releasedView(iface.id);
    const user = await runtimeUser(t, view.menuId, [], ['code']);
    const rows = await list(user, view);
    expect(rows.body.code, rows.body.msg).toBe(200);
    expect(rows.body.data.list[0]).toEqual({ id: '1', fullName: '北京', level: 1 });
    const hiddenSort = await list(user, view, { sidx: 'code' });
    expect(hiddenSort.body.code).toBe(400);

    const other = await interfaceOf(t, admin, (category) => staticBody(category));
    const otherView = await releasedView(other.id);
    expect((await list(user, otherView)).body.code).toBe(401);

    const readOnly = '数据视图的数据来自数据接口，不支持该操作';
    const created = await onlineCall(t, admin, 'POST', `/${view.id}`, saveBody({ fullName: '杭州' }));
    expect(created.body).toMatchObject({ code: 400, msg: readOnly });
    const updated = await onlineCall(t, admin, 'PUT', `/${view.id}/1`, saveBody({ fullName: '杭州' }, '1'));
    expect(updated.body).toMatchObject({ code: 400, msg: readOnly });
    const removed = await onlineCall(t, admin, 'DELETE', `/${view.id}/1`);
    expect(removed.body).toMatchObject({ code: 400, msg: readOnly });
    const batch = await onlineCall(t, admin, 'POST', `/batchDelete/${view.id}`, { ids: ['1'] });
    expect(batch.body).toMatchObject({ code: 400, msg: readOnly });
  });
});

describe('export of a data view', () => {
  it('writes the rows its list matches, in the chosen columns the caller holds', async () => {
    const iface = await interfaceOf(t, admin, (category) => staticBody(category));
    const view = await releasedView(iface.id);
    const exporter = await runtimeUser(t, view.menuId, ['btn_download'], ['code']);
    const sheetOf = async (extra: Record<string, unknown>) => {
      const res = await exportCall(t, exporter, view, extra);
      expect(res.body.code, res.body.msg).toBe(200);
      return downloadSheet(t, exporter, res.body.data.url);
    };
    const all = {
      dataType: 1,
      selectKey: ['level', 'fullName'],
      queryJson: JSON.stringify({ fullName: '北' }),
    };
    expect(await sheetOf({ ...all, sidx: 'level', sort: 'desc' })).toEqual([
      ['级别', '名称'],
      ['3', '北海'],
      ['1', '北京'],
    ]);
    const page = { dataType: 0, selectKey: ['fullName'], sidx: 'level', sort: 'asc', pageSize: 2 };
    expect(await sheetOf({ ...page, currentPage: 2, keyword: '' })).toEqual([['名称'], ['广州'], ['深圳']]);

    const hidden = await exportCall(t, exporter, view, { dataType: 1, selectKey: ['fullName', 'code'] });
    expect(hidden.body.code).toBe(400);
    expect(hidden.body.msg).toContain('code');
    const reader = await runtimeUser(t, view.menuId, []);
    expect((await exportCall(t, reader, view, { dataType: 1, selectKey: ['fullName'] })).body.code).toBe(401);
  });
});

describe('GET /Base/ModuleBtn', () => {
  it("answers the design's row buttons, then its toolbar buttons", async () => {
    const iface = await interfaceOf(t, admin, (category) => staticBody(category));
    const view = await createDesign(t, admin, {
      webType: 4,
      formData: null,
      columnData: viewColumns,
      interfaceId: iface.id,
    });
    const res = await designCall(t, admin, 'GET', `/ModuleBtn?moduleId=${view.id}`);
    expect(res.body).toMatchObject({ code: 200 });
    expect(res.body.data).toEqual([
      { value: 'detail', icon: 'el-icon-view', label: '详情' },
      { value: 'download', icon: 'el-icon-download', label: '导出' },
    ]);
    expect((await designCall(t, admin, 'GET', '/ModuleBtn?moduleId=gone')).body.code).toBe(404);
    expect((await designCall(t, admin, 'GET', `/ModuleBtn?moduleId=${view.id}&x=1`)).body.code).toBe(400);
    const user = await runtimeUser(t, await releaseDesign(t, admin, view.id), []);
    expect((await designCall(t, user, 'GET', `/ModuleBtn?moduleId=${view.id}`)).body.code).toBe(401);
  });
});
