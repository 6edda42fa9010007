import type { UserListItem } from '@platform/contracts';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, type StubCall } from '../../../testing/fetch-stub.ts';
import { USER_CODES } from '../grant-codes.ts';
import { orgTree } from '../permission-testing.ts';
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
/** The page's tree: only the organizations the caller may see. */
export const TREE = 'GET /api/permission/Organize/Department/SelectorByAuth/0';
/** Every organization: the pickers of the user dialog. */
export const PICKER_TREE = 'GET /api/permission/Organize/Tree';
export const LIST = 'GET /api/permission/Users';
const pickers = {
  [PICKER_TREE]: orgTree,
  'POST /api/permission/Role/getListByOrgIds': envelope({ list: [] }),
  'POST /api/permission/Position/getListByOrgIds': envelope({ list: [] }),
  'GET /api/permission/Users/All': envelope({ list: [] }),
};
/** An empty list, the dialog's pickers and a create the server accepts. */
export const CREATE_ROUTES = {
  [TREE]: orgTree,
  [LIST]: pageOf([]),
  ...pickers,
  'POST /api/permission/Users': envelope({ id: 'n1' }, '新建成功'),
};

/** Every column and form field of the users profile, all granted unless a test says otherwise. */
export const ALL_COLUMNS = [...USER_CODES.columns];
export const ALL_FORMS = [...USER_CODES.forms];
export const renderPage = (buttons: string[] = [], columns = ALL_COLUMNS, forms = ALL_FORMS) =>
  renderAdminPage(<UserPage />, { modelId: 'm-user', buttons, columns, forms });

export const listCalls = (calls: StubCall[]) => callsTo(calls, LIST);
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
