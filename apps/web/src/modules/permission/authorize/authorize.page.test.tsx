import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { menuNode } from '../../../testing/current-user-fixture.ts';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import AuthorizePage from './authorize.page.tsx';
import { explainedLisi, grantMenu, grantResource, roleGrantData, viewAsLisi } from './authorize-testing.ts';

const grantData = () =>
  roleGrantData({
    menus: [
      grantMenu('perm', '-1', '权限管理'),
      grantMenu('user', 'perm', '用户管理'),
      grantMenu('role', 'perm', '角色管理'),
    ],
    buttons: [grantResource('u-add', 'user', '新建用户'), grantResource('r-add', 'role', '新建角色')],
    portals: [{ id: 'home-portal', fullName: '首页门户', systemId: 'sys', enabledMark: 1 }],
    granted: {
      system: ['sys'],
      module: ['perm', 'role'],
      button: [],
      column: [],
      form: [],
      resource: [],
      portal: [],
    },
  });

const holders = (list: { id: string; fullName: string; enCode: string }[]) =>
  pageOf(list.map((h) => ({ ...h, enabledMark: 1 })));

const renderPage = (buttons: string[] = ['btn_edit']) =>
  renderAdminPage(<AuthorizePage />, { modelId: 'm-authorize', buttons });

const routes = () => ({
  'GET /api/permission/Authority/Holders': (call: { url: URL }) =>
    call.url.searchParams.get('objectType') === 'User'
      ? holders([{ id: 'u1', fullName: '李四', enCode: 'lisi' }])
      : holders([{ id: 'r1', fullName: '员工', enCode: 'employee' }]),
  'GET /api/permission/Authority/Data/r1': envelope(grantData()),
});

async function openRole() {
  fireEvent.click(await screen.findByText('员工'));
  return screen.findByTestId('grant-tree-module');
}

describe('authorize page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a holder, then shows its grants as a tri-state menu tree', async () => {
    stubFetch(routes());
    renderPage();
    expect(await screen.findByTestId('choose-holder')).toBeInTheDocument();
    const tree = await openRole();
    const row = (name: string) => within(tree).getByText(name).closest('.ant-tree-treenode') as HTMLElement;
    expect(row('角色管理').querySelector('.ant-tree-checkbox-checked')).not.toBeNull();
    expect(row('用户管理').querySelector('.ant-tree-checkbox-checked')).toBeNull();
    expect(row('权限管理').querySelector('.ant-tree-checkbox-indeterminate')).not.toBeNull();
  });

  it('granting a button grants its menu too, and saves the whole set', async () => {
    const { calls } = stubFetch({
      ...routes(),
      'PUT /api/permission/Authority/Data/r1': envelope(null, '权限保存成功，相关用户下次请求即生效'),
    });
    renderPage();
    await openRole();
    fireEvent.click(screen.getByRole('tab', { name: '按钮权限' }));
    const buttons = await screen.findByTestId('grant-tree-button');
    const checkbox = within(buttons)
      .getByText('新建用户')
      .closest('.ant-tree-treenode')
      ?.querySelector('.ant-tree-checkbox');
    fireEvent.click(checkbox as Element);
    expect(await screen.findByText('有未保存的修改')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('权限保存成功，相关用户下次请求即生效')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    const body = JSON.parse(put?.body ?? '{}');
    expect(body.objectType).toBe('Role');
    expect(body.button).toEqual(['u-add']);
    expect([...body.module].sort()).toEqual(['perm', 'role', 'user']);
  });

  it('hides save without btn_edit', async () => {
    stubFetch(routes());
    renderPage([]);
    await openRole();
    expect(screen.queryByRole('button', { name: /保\s?存/ })).not.toBeInTheDocument();
  });

  it('grants a portal from the portal tab', async () => {
    const { calls } = stubFetch({
      ...routes(),
      'PUT /api/permission/Authority/Data/r1': envelope(null, '已保存'),
    });
    renderPage();
    await openRole();
    fireEvent.click(screen.getByRole('tab', { name: '门户权限' }));
    const portals = await screen.findByTestId('grant-tree-portal');
    const box = within(portals)
      .getByText('首页门户')
      .closest('.ant-tree-treenode')
      ?.querySelector('.ant-tree-checkbox');
    fireEvent.click(box as Element);
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    const body = JSON.parse(calls.find((c) => c.method === 'PUT')?.body ?? '{}');
    expect(body.portal).toEqual(['home-portal']);
    expect([...body.module].sort()).toEqual(['perm', 'role']);
  });

  it('shows who holds an item and the users who get it through them', async () => {
    const { calls } = stubFetch({
      ...routes(),
      'GET /api/permission/Authority/Who/module/role': envelope({
        itemType: 'module',
        itemId: 'role',
        itemName: '角色管理',
        holders: [
          { objectType: 'Group', objectId: 'g1', fullName: '项目组', enCode: 'project', enabledMark: 1 },
        ],
        users: {
          list: [
            {
              id: 'u9',
              account: 'wangwu',
              realName: '王五',
              enabledMark: 1,
              via: [{ objectType: 'Group', objectId: 'g1', fullName: '项目组' }],
            },
          ],
          pagination: { currentPage: 1, pageSize: 20, total: 21 },
        },
      }),
    });
    renderPage();
    await openRole();
    fireEvent.click(screen.getByRole('button', { name: '谁拥有 角色管理' }));
    const list = await screen.findByTestId('who-has-list');
    expect(within(list).getByText('项目组')).toBeInTheDocument();
    expect(within(list).getByText('分组')).toBeInTheDocument();
    const users = screen.getByTestId('who-has-users');
    expect(within(users).getByText('王五')).toBeInTheDocument();
    expect(within(users).getByText('分组 · 项目组')).toBeInTheDocument();
    expect(screen.getByText('获得此项的用户（21）')).toBeInTheDocument();
    const who = calls.find((c) => c.url.pathname.endsWith('/Who/module/role'));
    expect(who?.url.searchParams.get('pageSize')).toBe('20');
  });

  it('explains a user’s permissions and previews their menu', async () => {
    stubFetch({
      ...routes(),
      'GET /api/permission/Authority/Data/u1': envelope({
        ...grantData(),
        objectType: 'User',
        objectId: 'u1',
        objectName: '李四',
      }),
      'GET /api/permission/Authority/Explain/u1': envelope(
        explainedLisi({
          menus: [
            {
              id: 'role',
              moduleId: 'perm',
              systemId: 'sys',
              type: 2,
              fullName: '角色管理',
              enCode: 'role',
              grantedBy: [{ objectType: 'Role', objectId: 'r1' }],
              isEffective: true,
            },
          ],
        }),
      ),
      'GET /api/permission/Authority/ViewAs/u1': envelope(
        viewAsLisi({ menuList: [menuNode({ id: 'perm', fullName: '权限管理', type: 0 })] }),
      ),
    });
    renderPage();
    fireEvent.click(await screen.findByText('用户'));
    fireEvent.click(await screen.findByText('李四'));
    fireEvent.click(await screen.findByRole('button', { name: /有效权限/ }));
    fireEvent.click(await screen.findByRole('tab', { name: '菜单' }));
    expect(await screen.findByText('角色 · 员工')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '以此用户查看菜单' }));
    const preview = await screen.findByTestId('view-as-tree');
    expect(within(preview).getByText('权限管理')).toBeInTheDocument();
  });
});
