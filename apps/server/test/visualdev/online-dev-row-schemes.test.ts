import { beforeAll, describe, expect, it } from 'vitest';
import { grant } from '../permission/authorize-fixtures.ts';
import { type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import { onlineCall, runtimeDesign, runtimeListBody, runtimeUser, saveBody } from './online-dev-fixtures.ts';
import { addScheme, schemeViewer } from './online-dev-scheme-fixtures.ts';
import { formData, widget } from './visual-dev-fixtures.ts';

/*
 * Data schemes (数据权限方案) on an online list: a design whose list asks for data permissions
 * releases a menu with its data switch on; a user then sees only the records one of their granted
 * schemes lets through (by a field's value, a number range, or their own records through @userId),
 * none without a scheme, all with an all-data scheme; the export follows the same rows; the
 * administrator sees everything. A scheme naming a field the form lacks is refused, never ignored.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const fields = [
  widget('comInput', 'title', '标题'),
  widget('comInput', 'region', '区域'),
  widget('numInput', 'amount', '金额'),
  widget('createUser', 'creator', '创建人'),
];
const columns = JSON.stringify({
  type: 1,
  hasPage: true,
  pageSize: 20,
  useDataPermission: true,
  columnList: ['title', 'region', 'amount', 'creator'].map((prop) => ({ prop, label: prop })),
  btnsList: [
    { value: 'add', label: '新增' },
    { value: 'download', label: '导出' },
    { value: 'batchRemove', label: '批量删除' },
  ],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'remove', label: '删除' },
  ],
});

let design: { id: string; menuId: string };
let writer: TestUser;

const scheme = (conditions: unknown[], allData = 0) => addScheme(t, design.menuId, conditions, allData);
const viewer = (...schemeIds: string[]) => schemeViewer(t, design.menuId, ...schemeIds);

async function titles(user: TestUser): Promise<string[]> {
  const res = await onlineCall(
    t,
    user,
    'POST',
    `/${design.id}/List`,
    runtimeListBody(design.menuId, { sidx: 'title', sort: 'asc' }),
  );
  expect(res.body.code, res.body.msg).toBe(200);
  return (res.body.data.list as { title: string }[]).map((row) => row.title);
}

beforeAll(async () => {
  design = await runtimeDesign(t, admin, { formData: formData(fields), columnData: columns });
  writer = await viewer(await scheme([], 1));
  for (const [who, values] of [
    [admin, { title: 'a东小', region: 'east', amount: 50 }],
    [admin, { title: 'b东大', region: 'east', amount: 500 }],
    [admin, { title: 'c西大', region: 'west', amount: 800 }],
    [writer, { title: 'd西自', region: 'west', amount: 5 }],
  ] as const) {
    const saved = await onlineCall(t, who, 'POST', `/${design.id}`, saveBody(values));
    expect(saved.body.code, saved.body.msg).toBe(200);
  }
});

describe('在线开发 data schemes on rows', () => {
  it('lists only what a granted scheme lets through; schemes add up', async () => {
    const east = await scheme([{ field: 'region', op: '==', value: 'east' }]);
    const large = await scheme([{ field: 'amount', op: '>', value: 100 }]);
    expect(await titles(await viewer(east))).toEqual(['a东小', 'b东大']);
    expect(await titles(await viewer(large))).toEqual(['b东大', 'c西大']);
    expect(await titles(await viewer(east, large))).toEqual(['a东小', 'b东大', 'c西大']);
  });

  it('lets a user see their own records through @userId', async () => {
    const ownRecords = await scheme([{ field: 'creator', op: '==', value: '@userId' }]);
    // A user who made none sees none of the others' records.
    expect(await titles(await viewer(ownRecords))).toEqual([]);
    const mine = await runtimeUser(t, design.menuId, ['btn_add']);
    await grant(t, 'User', mine.id, 'resource', ownRecords);
    const saved = await onlineCall(
      t,
      mine,
      'POST',
      `/${design.id}`,
      saveBody({ title: 'e我的', region: 'x' }),
    );
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(await titles(mine)).toEqual(['e我的']);
  });

  it('shows nothing without a scheme, everything with an all-data scheme and to the administrator', async () => {
    expect(await titles(await viewer())).toEqual([]);
    expect(await titles(writer)).toEqual(expect.arrayContaining(['a东小', 'b东大', 'c西大', 'd西自']));
    expect(await titles(admin)).toEqual(expect.arrayContaining(['a东小', 'b东大', 'c西大', 'd西自']));
  });

  it('exports only the rows the schemes let through', async () => {
    const west = await scheme([{ field: 'region', op: '==', value: 'west' }]);
    const user = await viewer(west);
    const res = await onlineCall(t, user, 'POST', `/${design.id}/Actions/Export`, {
      ...runtimeListBody(design.menuId, { sidx: 'title', sort: 'asc' }),
      dataType: 1,
      selectKey: ['title'],
    });
    expect(res.body.code, res.body.msg).toBe(200);
    const file = await t.call({ method: 'GET', url: res.body.data.url, token: user.token });
    expect(file.status).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    const cells = workbook.worksheets[0]?.getColumn(1).values.slice(1).map(String);
    expect(cells).toEqual(['title', 'c西大', 'd西自']);
  });

  it('refuses a scheme on a field the form does not have', async () => {
    const broken = await scheme([{ field: 'salary', op: '==', value: '1' }]);
    const res = await onlineCall(
      t,
      await viewer(broken),
      'POST',
      `/${design.id}/List`,
      runtimeListBody(design.menuId),
    );
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('salary');
  });

  it('answers a record outside the schemes as missing: no read, edit or delete by id', async () => {
    const east = await scheme([{ field: 'region', op: '==', value: 'east' }]);
    const user = await runtimeUser(t, design.menuId, ['btn_edit', 'btn_remove', 'btn_batchRemove']);
    await grant(t, 'User', user.id, 'resource', east);
    const all = await onlineCall(t, admin, 'POST', `/${design.id}/List`, runtimeListBody(design.menuId));
    const idOf = (title: string) =>
      (all.body.data.list as { id: string; title: string }[]).find((row) => row.title === title)?.id ?? '';
    const [inside, outside] = [idOf('a东小'), idOf('c西大')];
    const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', path: string, body?: unknown) =>
      onlineCall(t, user, method, path, body);

    expect((await call('GET', `/${design.id}/${inside}`)).body.code).toBe(200);
    for (const path of [`/${design.id}/${outside}`, `/${design.id}/${outside}/DataChange`]) {
      expect((await call('GET', path)).body.code).toBe(404);
    }
    const edit = await call(
      'PUT',
      `/${design.id}/${outside}`,
      saveBody({ title: '改了', region: 'east' }, outside),
    );
    expect(edit.body.code).toBe(404);
    expect((await call('DELETE', `/${design.id}/${outside}`)).body.code).toBe(404);
    const batch = await call('POST', `/batchDelete/${design.id}`, { ids: [outside] });
    expect(batch.body.code).toBe(404);
    // The administrator still finds it unchanged.
    const kept = await onlineCall(t, admin, 'GET', `/${design.id}/${outside}`);
    expect(JSON.parse(kept.body.data.data)).toMatchObject({ title: 'c西大', region: 'west' });
  });
});
