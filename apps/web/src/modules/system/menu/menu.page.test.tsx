import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import MenuPage from './menu.page.tsx';

// The page loads systems, then menus, then lazy dialogs: slower than the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const system = (id: string, fullName: string, isMain = 0) => ({
  id,
  fullName,
  enCode: id,
  icon: 'AppstoreOutlined',
  isMain,
  description: null,
  sortCode: 0,
  enabledMark: 1,
  creatorTime: 0,
});

const menu = (id: string, parentId: string, fullName: string, type: number, children: object[] = []) => ({
  id,
  systemId: 'main',
  parentId,
  category: 'Web',
  type,
  fullName,
  enCode: id,
  icon: null,
  urlAddress: type === 2 ? `x/${id}` : null,
  linkTarget: null,
  propertyJson: null,
  isHidden: 0,
  isButtonAuthorize: 0,
  isColumnAuthorize: 0,
  isFormAuthorize: 0,
  isDataAuthorize: 0,
  description: null,
  sortCode: 0,
  enabledMark: 1,
  creatorTime: 0,
  hasChildren: children.length > 0,
  children,
});

const tree = [menu('sys', '-1', '系统管理', 0, [menu('sys.menu', 'sys', '菜单管理', 2)])];

function routes() {
  return {
    'GET /api/system/System': envelope({ list: [system('main', '业务平台', 1), system('work', '协同办公')] }),
    'GET /api/system/Menu': (call: { url: URL }) =>
      envelope({ list: call.url.searchParams.get('systemId') === 'main' ? tree : [] }),
    'GET /api/system/Menu/Selector/*': envelope({
      list: [{ ...menu('sys', '-1', '系统管理', 0), children: [] }],
    }),
    'GET /api/system/ModuleButton/sys.menu/List': envelope({
      list: [
        {
          id: 'b1',
          moduleId: 'sys.menu',
          fullName: '新建',
          enCode: 'btn_add',
          icon: null,
          description: null,
          sortCode: 0,
          enabledMark: 1,
          creatorTime: 0,
        },
      ],
    }),
  };
}

const renderPage = (buttons: string[] = ['btn_add', 'btn_edit', 'btn_remove', 'btn_state']) =>
  renderAdminPage(<MenuPage />, { modelId: 'm-menu', buttons });

/** The page with a root menu, its 新建 dialog open; creating answers 新建成功. */
async function openNewMenuDialog() {
  const { calls } = stubFetch({
    ...routes(),
    'POST /api/system/Menu': envelope({ id: 'new' }, '新建成功'),
  });
  renderPage();
  await screen.findByText('系统管理', { selector: 'td *' });
  fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
  return { calls, dialog: await screen.findByTestId('menu-form-dialog') };
}

describe('menu page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the systems as tabs and the menu tree of the first one; expand all opens the tree', async () => {
    const { calls } = stubFetch(routes());
    renderPage();
    expect(await screen.findByText('系统管理', { selector: 'td *' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /协同办公/ })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/system/Menu')?.url.searchParams.get('systemId')).toBe('main');
    expect(screen.queryByText('菜单管理')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /展开全部/ }));
    expect(await screen.findByText('菜单管理')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /折叠全部/ }));
    await waitFor(() => expect(screen.queryByText('菜单管理')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('tab', { name: /协同办公/ }));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('systemId') === 'work')).toBe(true), {
      timeout: 5_000,
    });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('searches by keyword and opens the matching branches', async () => {
    const { calls } = stubFetch(routes());
    renderPage();
    await screen.findByText('系统管理', { selector: 'td *' });
    fireEvent.change(screen.getByTestId('menu-search-keyword'), { target: { value: ' 菜单 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('keyword') === '菜单')).toBe(true), {
      timeout: 5_000,
    });
    expect(await screen.findByText('菜单管理')).toBeInTheDocument();
  });

  it('creates an external link: the dialog asks for the address and how it opens, and sends the system', async () => {
    const { calls, dialog } = await openNewMenuDialog();
    expect(within(dialog).getByText('路由地址')).toBeInTheDocument();
    expect(within(dialog).queryByText('打开方式')).not.toBeInTheDocument();

    fireEvent.mouseDown(within(dialog).getByLabelText('菜单类型'));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (el) => el.textContent === '外链',
      );
      if (!found) throw new Error('type options not open');
      return found;
    });
    fireEvent.click(option);
    expect(await within(dialog).findByText('打开方式')).toBeInTheDocument();
    expect(within(dialog).getByText('链接地址')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('菜单名称'), { target: { value: '官网' } });
    fireEvent.change(within(dialog).getByLabelText('菜单编码'), { target: { value: 'ext.site' } });
    fireEvent.change(within(dialog).getByLabelText('链接地址'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(within(dialog).getByText('新窗口'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('地址格式不正确')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('链接地址'), { target: { value: 'https://example.com' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新建成功')).toBeInTheDocument();
    const body = JSON.parse(calls.find((c) => c.method === 'POST')?.body ?? '{}');
    expect(body).toMatchObject({
      systemId: 'main',
      category: 'Web',
      parentId: '-1',
      type: 7,
      fullName: '官网',
      enCode: 'ext.site',
      urlAddress: 'https://example.com',
      linkTarget: '_blank',
      propertyJson: null,
    });
  });

  it('picks the icon from the searchable grid: the field shows it beside its name and sends it', async () => {
    const { calls, dialog } = await openNewMenuDialog();
    const field = within(dialog).getByTestId('menu-icon-picker') as HTMLInputElement;
    expect(field).toHaveAttribute('placeholder', '请选择图标');

    fireEvent.click(within(dialog).getByTestId('menu-icon-picker-open'));
    const grid = await screen.findByTestId('icon-picker-grid');
    fireEvent.change(within(grid).getByRole('searchbox'), { target: { value: 'wechat' } });
    fireEvent.click(within(grid).getByTitle('WechatOutlined'));
    await waitFor(() => expect(field.value).toBe('WechatOutlined'));
    await waitFor(() => expect(dialog.querySelector('.anticon-wechat')).not.toBeNull());

    fireEvent.change(within(dialog).getByLabelText('菜单名称'), { target: { value: '公众号' } });
    fireEvent.change(within(dialog).getByLabelText('菜单编码'), { target: { value: 'sys.wechat' } });
    fireEvent.change(within(dialog).getByLabelText('路由地址'), { target: { value: 'system/wechat' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新建成功')).toBeInTheDocument();
    const body = JSON.parse(calls.find((c) => c.method === 'POST')?.body ?? '{}');
    expect(body).toMatchObject({ icon: 'WechatOutlined', fullName: '公众号' });
  });

  it('hides new, edit, state and delete without their buttons', async () => {
    stubFetch(routes());
    renderPage([]);
    await screen.findByText('系统管理', { selector: 'td *' });
    expect(screen.queryByRole('button', { name: /新\s?建/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /编\s?辑/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删\s?除/ })).not.toBeInTheDocument();
  });

  it('opens the resource drawer of a page with its four tabs and lists the buttons', async () => {
    stubFetch(routes());
    renderPage();
    await screen.findByText('系统管理', { selector: 'td *' });
    fireEvent.click(screen.getByRole('button', { name: /展开全部/ }));
    const row = (await screen.findByText('菜单管理')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '页面资源' }));
    for (const tab of ['按钮权限', '列表权限', '表单权限', '数据权限']) {
      expect(await screen.findByRole('tab', { name: tab })).toBeInTheDocument();
    }
    expect(
      await within(await screen.findByTestId('resource-button')).findByText('btn_add'),
    ).toBeInTheDocument();
  });

  it('edits a data scheme as rows of field, operator and value with the user variables', async () => {
    const { calls } = stubFetch({
      ...routes(),
      'GET /api/system/ModuleDataAuthorizeScheme/sys.menu/List': envelope({ list: [] }),
      'GET /api/system/ModuleColumn/sys.menu/List': envelope({ list: [] }),
      'POST /api/system/ModuleDataAuthorizeScheme': envelope({ id: 's1' }, '新建成功'),
    });
    renderPage();
    await screen.findByText('系统管理', { selector: 'td *' });
    fireEvent.click(screen.getByRole('button', { name: /展开全部/ }));
    const row = (await screen.findByText('菜单管理')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '页面资源' }));
    fireEvent.click(await screen.findByRole('tab', { name: '数据权限' }));
    const panel = await screen.findByTestId('resource-scheme');
    fireEvent.click(within(panel).getByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('scheme-form-dialog');
    fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: '本人创建' } });
    fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'mine' } });
    const condition = within(dialog).getByTestId('scheme-condition-row');
    fireEvent.change(within(condition).getAllByRole('combobox')[0], { target: { value: 'creatorUserId' } });
    fireEvent.mouseDown(within(condition).getAllByRole('combobox')[2]);
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find((el) =>
        el.textContent?.includes('@userId'),
      );
      if (!found) throw new Error('value options not open');
      return found;
    });
    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新建成功')).toBeInTheDocument();
    const body = JSON.parse(calls.find((c) => c.method === 'POST')?.body ?? '{}');
    expect(body).toMatchObject({
      moduleId: 'sys.menu',
      fullName: '本人创建',
      enCode: 'mine',
      allData: 0,
      matchLogic: 'and',
    });
    expect(JSON.parse(body.conditionJson)).toEqual([{ field: 'creatorUserId', op: '==', value: '@userId' }]);
  });
});
