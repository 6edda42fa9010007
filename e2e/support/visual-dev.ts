import type { Page } from '@playwright/test';
import type { Api, CurrentUser, MenuNode } from './api.ts';
import { expect, openSignedIn } from './fixtures.ts';
import { visiblePage } from './shell.ts';

/** A design widget as the original's designer writes it. */
export const designWidget = (key: string, name: string, label: string, extra = {}, config = {}) => ({
  __config__: { jnpfKey: key, label, span: 24, showLabel: true, layout: 'colFormItem', ...config },
  __vModel__: name,
  ...extra,
});

/** The original's `formData` around these widgets. */
const designForm = (fields: unknown[]) => ({
  formRef: 'elForm',
  formModel: 'dataForm',
  labelWidth: 100,
  gutter: 15,
  fields,
});

const LEVEL_OPTIONS = {
  __slot__: {
    options: [
      { id: 'h', fullName: '紧急' },
      { id: 'l', fullName: '普通' },
    ],
  },
};

/**
 * The request fields the 在线开发 specs design with, by field name: a required 事项 text of 20 at most,
 * a 级别 select of 紧急 (h) and 普通 (l), and a 金额 number with two decimals.
 */
const REQUEST_FIELDS = {
  title: designWidget('comInput', 'title', '事项', { maxlength: 20 }, { required: true }),
  level: designWidget('select', 'level', '级别', LEVEL_OPTIONS, {
    dataType: 'static',
    props: { label: 'fullName', value: 'id' },
  }),
  amount: designWidget('numInput', 'amount', '金额', { min: 0, precision: 2 }),
};
type RequestField = keyof typeof REQUEST_FIELDS;

/** A form of these request fields in this order, then the other widgets. */
export const requestForm = (fields: RequestField[], ...others: unknown[]) =>
  designForm([...fields.map((field) => REQUEST_FIELDS[field]), ...others]);

/** The list columns of these request fields, as [field, label]. */
export const requestColumns = (fields: RequestField[]): [string, string][] =>
  fields.map((field) => [field, REQUEST_FIELDS[field].__config__.label]);

const BUTTON_LABELS: Record<string, string> = {
  add: '新增',
  download: '导出',
  upload: '导入',
  batchRemove: '批量删除',
  edit: '编辑',
  detail: '详情',
  remove: '删除',
};

interface ListInput {
  /** The list's columns as [field, label]. */
  columns: [string, string][];
  /** Text fields searched by a "contains" box, as [field, label]. */
  search?: [string, string][];
  /** Toolbar buttons (add, download, upload, batchRemove). */
  buttons?: string[];
  /** Row buttons (edit, detail, remove). */
  rowButtons?: string[];
  /** Whether menu grants limit buttons, columns and form fields. */
  usePermissions?: boolean;
}

/** The original's `columnData` of a plain paged list (type 1) with these columns, search and buttons. */
export const designList = (list: ListInput) => ({
  type: 1,
  hasPage: true,
  pageSize: 20,
  sort: 'desc',
  defaultSidx: '',
  useBtnPermission: list.usePermissions ?? false,
  useColumnPermission: list.usePermissions ?? false,
  useFormPermission: list.usePermissions ?? false,
  columnList: list.columns.map(([prop, label]) => ({ prop, label })),
  searchList: (list.search ?? []).map(([name, label]) => ({
    __vModel__: name,
    __config__: { jnpfKey: 'comInput', label },
    searchType: 2,
  })),
  btnsList: (list.buttons ?? []).map((value) => ({ value, label: BUTTON_LABELS[value] ?? value })),
  columnBtnsList: (list.rowButtons ?? []).map((value) => ({ value, label: BUTTON_LABELS[value] ?? value })),
});

/** The menu entry of this code anywhere in the tree. */
export function findMenu(nodes: MenuNode[], enCode: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.enCode === enCode) return node;
    const found = findMenu(node.children ?? [], enCode);
    if (found) return found;
  }
  return undefined;
}

/**
 * Opens 功能设计 signed in with the token and its 新建 dialog with the name, the code and the category
 * 业务功能 filled in; answers the page and the dialog.
 */
export async function newDesignDialog(page: Page, token: string, design: { name: string; code: string }) {
  await openSignedIn(page, token, '/onlineDev/webDesign');
  const view = visiblePage(page);
  await view.getByRole('button', { name: /新\s?建/ }).click();
  const dialog = page.getByTestId('visual-dev-dialog');
  await dialog.getByLabel('名称').fill(design.name);
  await dialog.getByLabel('编码').fill(design.code);
  await dialog.getByLabel('分类').click();
  await page.locator('.ant-select-item-option[title="业务功能"]').click();
  return { view, dialog };
}

interface DesignInput {
  fullName: string;
  enCode: string;
  form: unknown;
  /** The list design; none leaves it to 列表设计. */
  columns?: unknown;
}

/** A design without tables, made through the API; answers its id. */
export async function createDesign(api: Api, token: string, design: DesignInput): Promise<string> {
  const created = await api.call<{ id: string }>('POST', '/visualdev/Base', {
    token,
    json: {
      fullName: design.fullName,
      enCode: design.enCode,
      type: 1,
      webType: 2,
      dbLinkId: '0',
      sortCode: 0,
      enableFlow: 0,
      category: 'e2e',
      description: '',
      tables: '[]',
      formData: JSON.stringify(design.form),
      columnData: design.columns === undefined ? '' : JSON.stringify(design.columns),
    },
  });
  expect(created.code, created.msg).toBe(200);
  return created.data.id;
}

/** Releases the design to a Web menu under 在线开发; answers the menu's address. */
export async function releaseToOnlineDev(
  api: Api,
  token: string,
  id: string,
  enCode: string,
): Promise<string> {
  const parent = findMenu((await api.currentUser(token)).data.menuList, 'onlineDev');
  if (!parent) throw new Error('no 在线开发 directory in the menu');
  const info = await api.call<{ systemId: string }>('GET', `/system/Menu/${parent.id}`, { token });
  const released = await api.call('POST', `/visualdev/Base/${id}/Actions/Release`, {
    token,
    json: { pc: 1, app: 0, pcModuleParentId: parent.id, pcSystemId: info.data.systemId },
  });
  expect(released.code, released.msg).toBe(200);
  const menu = findMenu((await api.currentUser<CurrentUser>(token)).data.menuList, enCode);
  if (!menu?.urlAddress) throw new Error('the release made no menu');
  return menu.urlAddress;
}

interface GrantScreen {
  menus: { id: string; enCode: string }[];
  buttons: { id: string; moduleId: string; enCode: string }[];
  columns: { id: string; moduleId: string; enCode: string }[];
  forms: { id: string; moduleId: string; enCode: string }[];
}

interface RoleGrant {
  role: { fullName: string; enCode: string };
  /** The released menu's code (the design's enCode). */
  menuCode: string;
  /** The button codes the role holds (btn_add, btn_edit, …). */
  buttons: string[];
  /** Columns and form fields the role does not hold, by field name; none withholds nothing. */
  isWithheld?: (field: string) => boolean;
}

/** Makes a role holding a released design's menu, these buttons, and its columns and form fields. */
export async function grantMenuToRole(api: Api, token: string, grant: RoleGrant): Promise<string> {
  const created = await api.call<{ id: string }>('POST', '/permission/Role', {
    token,
    json: { ...grant.role, globalMark: 1 },
  });
  expect(created.code, created.msg).toBe(200);
  const list = await api.call<{ list: { id: string; enCode: string }[] }>(
    'GET',
    `/permission/Role?keyword=${grant.role.enCode}`,
    { token },
  );
  const roleId = list.data.list.find((r) => r.enCode === grant.role.enCode)?.id ?? '';
  const screen = await api.call<GrantScreen>('GET', `/permission/Authority/Data/${roleId}?objectType=Role`, {
    token,
  });
  const menu = screen.data.menus.find((m) => m.enCode === grant.menuCode);
  if (!menu) throw new Error('the grant screen does not list the released menu');
  const withheld = grant.isWithheld ?? (() => false);
  const ofMenu = (items: GrantScreen['buttons'], keep: (code: string) => boolean) =>
    items.filter((item) => item.moduleId === menu.id && keep(item.enCode)).map((item) => item.id);
  const saved = await api.call('PUT', `/permission/Authority/Data/${roleId}`, {
    token,
    json: {
      objectType: 'Role',
      module: [menu.id],
      button: ofMenu(screen.data.buttons, (code) => grant.buttons.includes(code)),
      column: ofMenu(screen.data.columns, (code) => !withheld(code)),
      form: ofMenu(screen.data.forms, (code) => !withheld(code)),
    },
  });
  expect(saved.code, saved.msg).toBe(200);
  return roleId;
}

/** A design found by its code through the API, with its form and list as saved. */
export async function designByCode(api: Api, token: string, enCode: string) {
  const page = await api.call<{ list: { id: string; enCode: string }[] }>(
    'GET',
    `/visualdev/Base?keyword=${enCode}&currentPage=1&pageSize=20`,
    { token },
  );
  const row = page.data.list.find((r) => r.enCode === enCode);
  if (!row) throw new Error(`no design ${enCode}`);
  const info = await api.call<{ formData: string; columnData: string }>('GET', `/visualdev/Base/${row.id}`, {
    token,
  });
  return { id: row.id, formData: info.data.formData, columnData: info.data.columnData };
}
