import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { modules, visualModelData } from '../../src/db/schema/index.ts';
import { bumpPermissionVersion } from '../../src/modules/permission/authority/permission-cache.ts';
import type { TestApp } from '../build-test-app.ts';
import { createUser, type TestUser, useAdminUser } from '../support/profile-fixtures.ts';
import { useTestApp } from '../support/test-app.ts';
import {
  dictionaryFields as entryFields,
  onlineCall,
  releaseDesign,
  runtimeDesign,
  runtimeUser,
  saveBody,
} from './online-dev-fixtures.ts';
import { createDesign, formData, widget } from './visual-dev-fixtures.ts';

/*
 * Dynamic dictionaries (menu type 4): a released design with fullName and enCode fields serves its
 * enabled entries as options to every signed-in user, saves of forms that choose from it must name
 * enabled entries, and its records are kept under a type-4 menu with the same grants as a type-3 one.
 */

const t = useTestApp();
const admin = useAdminUser(t);

const dictionaryFields = [...entryFields, widget('textarea', 'description', '说明')];
const columns = JSON.stringify({
  type: 1,
  hasPage: true,
  pageSize: 20,
  columnList: [{ prop: 'fullName', label: '名称' }],
  searchList: [],
  btnsList: [{ value: 'add', label: '新增' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }],
});

type Option = { id: string; fullName: string; enCode: string; children?: Option[] };

async function addEntry(design: string, values: Record<string, unknown>, user: TestUser = admin) {
  const entry = { sortCode: 0, enabledMark: 1, parentId: '', description: '', ...values };
  const res = await onlineCall(t, user, 'POST', `/${design}`, saveBody(entry));
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.id as string;
}

/** A released dictionary with 官网 (sort 1), 展会 (sort 2) and its child 春季展会, and a disabled 其他. */
async function dictionary(app: TestApp) {
  const design = await createDesign(app, admin, {
    formData: formData(dictionaryFields),
    columnData: columns,
  });
  const menuId = await releaseDesign(app, admin, design.id);
  const fair = await addEntry(design.id, { fullName: '展会', enCode: 'fair', sortCode: 2 });
  const web = await addEntry(design.id, { fullName: '官网', enCode: 'web', sortCode: 1 });
  const spring = await addEntry(design.id, { fullName: '春季展会', enCode: 'spring', parentId: fair });
  const other = await addEntry(design.id, { fullName: '其他', enCode: 'other', enabledMark: 0 });
  return { ...design, menuId, ids: { fair, web, spring, other } };
}

const options = (user: TestUser, design: string) =>
  onlineCall(t, user, 'GET', `/${design}/DictionaryOptions`);

/** The consumer's list: both fields as columns, with 导出 and 导入. */
const consumerColumns = JSON.stringify({
  type: 1,
  hasPage: true,
  pageSize: 20,
  columnList: [
    { prop: 'title', label: '标题' },
    { prop: 'source', label: '客户来源' },
  ],
  searchList: [],
  btnsList: [
    { value: 'download', label: '导出' },
    { value: 'upload', label: '导入' },
  ],
  columnBtnsList: [],
});

/** A released form whose 客户来源 select chooses from the dictionary, by id or under other keys. */
const consumer = (dictionaryId: string, extra: Record<string, unknown> = {}) =>
  runtimeDesign(t, admin, {
    columnData: consumerColumns,
    formData: formData([
      widget('comInput', 'title', '标题'),
      widget('select', 'source', '客户来源', extra, {
        dataType: 'dynamicDictionary',
        dictionaryType: dictionaryId,
      }),
    ]),
  });

describe('dynamic dictionary options', () => {
  it('answers the enabled entries, sorted and nested, to any signed-in user', async () => {
    const dict = await dictionary(t);
    const stranger = await createUser(t);
    const res = await options(stranger, dict.id);
    expect(res.body.code, res.body.msg).toBe(200);
    const list = res.body.data.list as Option[];
    expect(list.map((o) => o.fullName)).toEqual(['官网', '展会']);
    expect(list[1]).toMatchObject({ id: dict.ids.fair, enCode: 'fair', hasChildren: true });
    expect(list[1]?.children?.map((o) => [o.fullName, o.enCode])).toEqual([['春季展会', 'spring']]);
  });

  it('refuses a design of another shape and one never released', async () => {
    const plain = await runtimeDesign(t, admin);
    const refused = await options(admin, plain.id);
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toContain('不是动态字典');
    const draft = await createDesign(t, admin, { formData: formData(dictionaryFields) });
    expect((await options(admin, draft.id)).body.code).toBe(404);
  });
});

describe('saving a form that chooses from a dynamic dictionary', () => {
  it('takes enabled entries and refuses disabled or unknown ones, naming the field', async () => {
    const dict = await dictionary(t);
    const form = await consumer(dict.id);
    const save = (source: string) =>
      onlineCall(t, admin, 'POST', `/${form.id}`, saveBody({ title: '甲', source }));
    expect((await save(dict.ids.spring)).body.code).toBe(200);
    for (const source of [dict.ids.other, 'no-such-entry']) {
      const res = await save(source);
      expect(res.body.code).toBe(400);
      expect(res.body.msg).toContain('客户来源');
      expect(res.body.msg).toContain(source);
    }
  });

  it('compares under the field option value key, so a design may store the code', async () => {
    const dict = await dictionary(t);
    const form = await consumer(dict.id, { props: { label: 'fullName', value: 'enCode' } });
    const save = (source: string) =>
      onlineCall(t, admin, 'POST', `/${form.id}`, saveBody({ title: '乙', source }));
    expect((await save('web')).body.code).toBe(200);
    expect((await save(dict.ids.web)).body.code).toBe(400);
  });
});

describe('export and import of a form that chooses from a dynamic dictionary', () => {
  it('exports the entry name of the stored value', async () => {
    const dict = await dictionary(t);
    const form = await consumer(dict.id);
    await onlineCall(t, admin, 'POST', `/${form.id}`, saveBody({ title: '甲', source: dict.ids.spring }));
    const exported = await onlineCall(t, admin, 'POST', `/${form.id}/Actions/Export`, {
      currentPage: 1,
      pageSize: 20,
      menuId: form.menuId,
      dataType: 1,
      selectKey: ['title', 'source'],
    });
    expect(exported.body.code, exported.body.msg).toBe(200);
    const file = await t.call({ method: 'GET', url: exported.body.data.url, token: admin.token });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw.rawPayload as unknown as ExcelJS.Buffer);
    const values = book.worksheets[0]?.getRow(2).values as unknown[];
    expect(values.slice(1)).toEqual(['甲', '春季展会']);
  });

  it('imports entry names or values and refuses rows naming no enabled entry', async () => {
    const dict = await dictionary(t);
    const form = await consumer(dict.id, { props: { label: 'fullName', value: 'enCode' } });
    const list = [
      { title: '甲', source: '官网' },
      { title: '乙', source: 'fair' },
      { title: '丙', source: 'other' },
      { title: '丁', source: 'nowhere' },
    ];
    const res = await onlineCall(t, admin, 'POST', `/${form.id}/ImportData`, { list });
    expect(res.body.code, res.body.msg).toBe(200);
    expect(res.body.data).toMatchObject({ snum: 2, fnum: 2 });
    const reasons = res.body.data.failResult.map((row: { errorsInfo: string }) => row.errorsInfo);
    expect(reasons[0]).toContain('客户来源');
    expect(reasons[0]).toContain('other');
    expect(reasons[1]).toContain('nowhere');
    const stored = await t.ctx.db.select().from(visualModelData).where(eq(visualModelData.designId, form.id));
    expect(stored.map((row) => row.data.source).sort()).toEqual(['fair', 'web']);
  });
});

describe('a dynamic dictionary under a type-4 menu', () => {
  it('keeps its records with the menu and button grants of a type-3 menu', async () => {
    const dict = await dictionary(t);
    await t.ctx.db.update(modules).set({ type: 4 }).where(eq(modules.id, dict.menuId));
    // Menus are kept by the runtime until the permission version moves, as the menu admin moves it.
    await bumpPermissionVersion(t.ctx);
    const list = (user: TestUser) =>
      onlineCall(t, user, 'POST', `/${dict.id}/List`, { currentPage: 1, pageSize: 20, menuId: dict.menuId });

    const reader = await runtimeUser(t, dict.menuId, []);
    const listed = await list(reader);
    expect(listed.body.code, listed.body.msg).toBe(200);
    expect(listed.body.data.pagination.total).toBe(4);
    const refused = await onlineCall(
      t,
      reader,
      'POST',
      `/${dict.id}`,
      saveBody({ fullName: '新', enCode: 'n' }),
    );
    expect(refused.body.code).toBe(401);

    const editor = await runtimeUser(t, dict.menuId, ['btn_add']);
    await addEntry(dict.id, { fullName: '电话营销', enCode: 'phone', sortCode: 3 }, editor);
    expect((await options(reader, dict.id)).body.data.list).toHaveLength(3);
    expect((await list(await createUser(t))).body.code).toBe(401);

    // Other runtime kinds (a report menu) do not open the design's records.
    await t.ctx.db.update(modules).set({ type: 5 }).where(eq(modules.id, dict.menuId));
    await bumpPermissionVersion(t.ctx);
    expect((await list(reader)).body.code).toBe(401);
  });
});
