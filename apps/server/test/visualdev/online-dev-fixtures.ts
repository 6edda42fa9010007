import { MenuCode } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { moduleButtons, moduleColumns, moduleForms, modules } from '../../src/db/schema/index.ts';
import type { TestApp } from '../build-test-app.ts';
import { grant, menuId } from '../permission/authorize-fixtures.ts';
import { createUser, type TestUser } from '../support/profile-fixtures.ts';
import { createDesign, designCall, formData, widget } from './visual-dev-fixtures.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Json = Record<string, unknown>;

/** A call under /api/visualdev/OnlineDev. */
export const onlineCall = (t: TestApp, user: TestUser, method: Method, url: string, payload?: unknown) =>
  t.call({
    method,
    url: `/api/visualdev/OnlineDev${url}`,
    token: user.token,
    ...(payload ? { payload } : {}),
  });

const options = (pairs: [string, string][]) => ({
  __slot__: { options: pairs.map(([id, fullName]) => ({ id, fullName })) },
});
const staticConfig = { dataType: 'static', props: { label: 'fullName', value: 'id' } };

/** 级别: a select of 高 (h) and 低 (l). */
export const levelField = widget(
  'select',
  'level',
  '级别',
  options([
    ['h', '高'],
    ['l', '低'],
  ]),
  staticConfig,
);
/** 截止: a day. */
export const dueField = widget('date', 'due', '截止', { format: 'yyyy-MM-dd', type: 'date' });

/** The runtime's form: a required text of 10 at most, options, a number, a multiple choice, a secret. */
export const runtimeFields: Json[] = [
  widget('comInput', 'title', '标题', { maxlength: 10 }, { required: true }),
  levelField,
  widget('numInput', 'price', '价格', { min: 0, max: 1000 }),
  widget(
    'checkbox',
    'tags',
    '标签',
    options([
      ['a', '甲'],
      ['b', '乙'],
    ]),
    staticConfig,
  ),
  widget('comInput', 'secret', '密级'),
  widget('createTime', 'creatorTime', '创建时间'),
];

const search = (name: string, key: string, searchType: number, extra: Json = {}) => ({
  __vModel__: name,
  __config__: { jnpfKey: key },
  searchType,
  ...extra,
});

/** The list design: four columns, a search form over them, the buttons the release registers. */
export const runtimeColumns = JSON.stringify({
  type: 1,
  hasPage: true,
  pageSize: 20,
  sort: 'desc',
  defaultSidx: '',
  columnList: ['title', 'level', 'price', 'secret'].map((prop) => ({ prop, label: prop })),
  searchList: [
    search('title', 'comInput', 2),
    search('level', 'select', 1),
    search('price', 'numInput', 3),
    search('tags', 'checkbox', 1, { searchMultiple: true }),
    search('creatorTime', 'createTime', 3),
  ],
  btnsList: [
    { value: 'add', label: '新增' },
    { value: 'batchRemove', label: '批量删除' },
  ],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'remove', label: '删除' },
  ],
});

/** A search field that finds the rows whose text contains the value (searchType 2). */
export const textSearch = (name: string) => search(name, 'comInput', 2);

/**
 * A plain paged list design (type 1, 20 a page) of these columns, each labelled by its name, without
 * search fields, with 新增 and the row's 编辑; `changes` replace or add any part.
 */
export const plainList = (props: string[], changes: Json = {}) =>
  JSON.stringify({
    type: 1,
    hasPage: true,
    pageSize: 20,
    columnList: props.map((prop) => ({ prop, label: prop })),
    searchList: [],
    btnsList: [{ value: 'add', label: '新增' }],
    columnBtnsList: [{ value: 'edit', label: '编辑' }],
    ...changes,
  });

/** The fields of a dynamic dictionary's entries: name and code (required), order, state and parent. */
export const dictionaryFields: Json[] = [
  widget('comInput', 'fullName', '名称', {}, { required: true }),
  widget('comInput', 'enCode', '编码', {}, { required: true }),
  widget('numInput', 'sortCode', '排序'),
  widget('switch', 'enabledMark', '状态', { 'active-value': 1, 'inactive-value': 0 }),
  widget('comInput', 'parentId', '上级'),
];

/**
 * A list design for export and import: these columns as [field, label], a search by 级别, the 新增, 导出
 * and 导入 buttons, and an import template of these fields.
 */
export const importExportColumns = (columns: [string, string][], templateFields: string[]) =>
  JSON.stringify({
    type: 1,
    hasPage: true,
    pageSize: 20,
    columnList: columns.map(([prop, label]) => ({ prop, label })),
    searchList: [{ __vModel__: 'level', __config__: { jnpfKey: 'select' }, searchType: 1 }],
    btnsList: [
      { value: 'add', label: '新增' },
      { value: 'download', label: '导出' },
      { value: 'upload', label: '导入' },
    ],
    uploaderTemplateJson: { dataType: '1', selectKey: templateFields },
  });

/** Releases the design to a Web menu under the seeded 在线开发 directory; answers the menu id. */
export async function releaseDesign(t: TestApp, admin: TestUser, designId: string): Promise<string> {
  const parentId = await menuId(t, MenuCode.onlineDev);
  const [parent] = await t.ctx.db.select().from(modules).where(eq(modules.id, parentId));
  const res = await designCall(t, admin, 'POST', `/${designId}/Actions/Release`, {
    pc: 1,
    app: 0,
    pcModuleParentId: parentId,
    pcSystemId: parent?.systemId ?? '',
  });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data.pcModuleId as string;
}

/** A plain list of the form's top-level value fields, for a design that brings a form of its own. */
function columnsOf(formText: string): string {
  const { fields } = JSON.parse(formText) as { fields: { __vModel__?: string; __config__: Json }[] };
  const columnList = fields
    .filter((field) => field.__vModel__ && field.__config__.jnpfKey !== 'table')
    .map((field) => ({ prop: field.__vModel__, label: field.__config__.label ?? field.__vModel__ }));
  return JSON.stringify({ type: 1, hasPage: true, pageSize: 20, columnList, searchList: [] });
}

/**
 * A released design without tables with the runtime's form and list; a design given its own form and
 * no list gets a plain list of that form's fields.
 */
export async function runtimeDesign(t: TestApp, admin: TestUser, overrides: Json = {}) {
  const ownForm = typeof overrides.formData === 'string' ? overrides.formData : undefined;
  const design = await createDesign(t, admin, {
    formData: formData(runtimeFields),
    columnData: ownForm ? columnsOf(ownForm) : runtimeColumns,
    ...overrides,
  });
  return { ...design, menuId: await releaseDesign(t, admin, design.id) };
}

const resourceTables = { button: moduleButtons, column: moduleColumns, form: moduleForms } as const;

/**
 * A user granted the design's menu, the named buttons, and every column and form field of the menu
 * but those in `withheld`.
 */
export async function runtimeUser(t: TestApp, menu: string, buttons: string[], withheld: string[] = []) {
  const user = await createUser(t);
  await grant(t, 'User', user.id, 'module', menu);
  for (const [kind, table] of Object.entries(resourceTables)) {
    const rows = await t.ctx.db.select().from(table).where(eq(table.moduleId, menu));
    for (const row of rows) {
      const isWanted = kind === 'button' ? buttons.includes(row.enCode) : !withheld.includes(row.enCode);
      if (isWanted) await grant(t, 'User', user.id, kind, row.id);
    }
  }
  return user;
}

/** The list body of the original's list page under the menu, with the given changes. */
export const runtimeListBody = (menuId: string, extra: Json = {}) => ({
  currentPage: 1,
  pageSize: 20,
  sort: 'desc',
  sidx: '',
  menuId,
  queryJson: '',
  superQueryJson: '',
  ...extra,
});

/** The export of a released design's list under its menu, the list body with these changes. */
export const exportCall = (t: TestApp, user: TestUser, design: { id: string; menuId: string }, extra: Json) =>
  onlineCall(t, user, 'POST', `/${design.id}/Actions/Export`, runtimeListBody(design.menuId, extra));

/** The save body of the original's form: the values as JSON text, with the record's id beside them. */
export const saveBody = (values: Json, id = '') => ({ id, data: JSON.stringify(values) });
