import type { UserListItem } from '@platform/contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { useSession } from '../../../platform/stores/session-store.ts';
import { PageModelContext } from '../../../shared/permission/page-context.tsx';
import { currentUserFixture } from '../../../testing/current-user-fixture.ts';
import { envelope, type StubCall } from '../../../testing/fetch-stub.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import UserPage from './user.page.tsx';

/* Fixtures of the user page tests: rows, the organization tree, and the page under a permission entry. */

export const user = (id: string, realName: string, overrides: Partial<UserListItem> = {}): UserListItem => ({
  id,
  account: `acc${id}`,
  realName,
  gender: 1,
  mobilePhone: '13800138000',
  email: null,
  headIcon: null,
  organizeId: 'd1',
  organizeName: '研发部',
  positionName: '工程师',
  managerName: null,
  isAdministrator: false,
  enabledMark: 1,
  description: null,
  sortCode: 0,
  creatorTime: 1_767_225_600_000,
  ...overrides,
});
export const orgNode = (id: string, parentId: string, fullName: string, children: unknown[] = []) => ({
  id,
  parentId,
  fullName,
  enCode: id,
  category: parentId === '-1' ? 'company' : 'department',
  icon: '',
  organize: fullName,
  organizeIds: [id],
  disabled: false,
  hasChildren: children.length > 0,
  children,
});
/** The page's tree: only the organizations the caller may see. */
export const TREE = 'GET /api/permission/Organize/SelectorByAuth/0';
/** Every organization: the pickers of the user dialog. */
export const PICKER_TREE = 'GET /api/permission/Organize/Tree';
export const LIST = 'GET /api/permission/Users';
export const orgTree = envelope({ list: [orgNode('c1', '-1', '示范公司', [orgNode('d1', 'c1', '研发部')])] });
export const page = (list: UserListItem[], total = list.length) =>
  envelope({ list, pagination: { currentPage: 1, pageSize: 20, total } });
export const pickers = {
  [PICKER_TREE]: orgTree,
  'POST /api/permission/Role/getListByOrgIds': envelope({ list: [] }),
  'POST /api/permission/Position/getListByOrgIds': envelope({ list: [] }),
  'GET /api/permission/Users/All': envelope({ list: [] }),
};

export const ALL_COLUMNS = [
  'account',
  'realName',
  'gender',
  'mobilePhone',
  'organizeName',
  'positionName',
  'enabledMark',
  'creatorTime',
];
export const ALL_FORMS = [
  'account',
  'realName',
  'gender',
  'mobilePhone',
  'email',
  'organizeId',
  'positionId',
  'roleId',
  'managerId',
  'description',
];
const items = (codes: string[]) => codes.map((enCode) => ({ id: enCode, fullName: enCode, enCode }));

export function renderPage(buttons: string[] = [], columns = ALL_COLUMNS, forms = ALL_FORMS) {
  const current = currentUserFixture();
  current.permissionList = [
    {
      modelId: 'm-user',
      moduleName: '用户管理',
      button: items(buttons),
      column: items(columns),
      form: items(forms),
      resource: [],
    },
  ];
  useSession.getState().setCurrent(current);
  return renderWithApp(
    <PageModelContext.Provider value="m-user">
      <UserPage />
    </PageModelContext.Provider>,
  );
}

export const listCalls = (calls: StubCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/permission/Users');
export const lastParam = (calls: StubCall[], name: string) =>
  listCalls(calls).at(-1)?.url.searchParams.get(name);

/** Opens the 更多 menu of the row holding this text; returns the open drop-down. */
export async function openRowMenu(table: HTMLElement, rowText: string): Promise<HTMLElement> {
  const row = (await within(table).findByText(rowText)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('button', { name: /更多/ }));
  return waitFor(() => {
    const menu = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)');
    if (!menu) throw new Error('the 更多 menu did not open');
    return menu;
  });
}

/** The entries of an open drop-down menu. */
export const menuEntries = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
