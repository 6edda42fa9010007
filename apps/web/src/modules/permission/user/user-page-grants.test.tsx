import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf } from '../../../testing/admin-page.tsx';
import { envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { orgTree } from '../permission-testing.ts';
import {
  ALL_COLUMNS,
  ALL_FORMS,
  CREATE_ROUTES,
  LIST,
  lastParam,
  renderPage,
  TREE,
  user,
} from './user-page-testing.tsx';

/*
 * The user page under column, form and button grants (issue 3): columns and form fields show
 * only when granted; import (btn_import) opens the shared 3-step dialog on the users contract; export
 * (btn_export) asks for columns and downloads the server's file; the column drawer arranges the table.
 */

const COLUMNS_ROUTE = 'GET /api/permission/Authority/GetColumnsByModuleId/m-user';
const headers = () =>
  [...screen.getByTestId('user-table').querySelectorAll('thead th')].map((th) => th.textContent ?? '');

describe('user page grants', { timeout: 30_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows only the granted columns; columns without a permission code always show', async () => {
    stubFetch({ [TREE]: orgTree, [LIST]: pageOf([user('1', '张三')]) });
    renderPage([], ['account', 'realName']);
    await screen.findByText('张三');
    expect(headers()).toEqual(['账号', '姓名', '直属主管', '操作']);
  });

  it('offers the organization tree and the state filter only with their columns granted', async () => {
    stubFetch({ [TREE]: orgTree, [LIST]: pageOf([user('1', '张三')]) });
    const without = renderPage([], ['account', 'realName']);
    await screen.findByText('张三');
    expect(screen.queryByTestId('user-organize-tree')).not.toBeInTheDocument();
    expect(screen.queryByTestId('user-state-filter')).not.toBeInTheDocument();
    without.unmount();
    renderPage([], ['account', 'realName', 'organizeName', 'enabledMark']);
    await screen.findByText('张三');
    expect(screen.getByTestId('user-organize-tree')).toBeInTheDocument();
    expect(screen.getByTestId('user-state-filter')).toBeInTheDocument();
  });

  it('shows only the granted form fields and sends only those', async () => {
    const { calls } = stubFetch(CREATE_ROUTES);
    renderPage(['btn_add'], ALL_COLUMNS, ['account', 'realName', 'organizeId']);
    fireEvent.click(await within(screen.getByTestId('user-organize-tree')).findByText('研发部'));
    await waitFor(() => expect(lastParam(calls, 'organizeId')).toBe('d1'));
    fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('user-dialog');
    expect(within(dialog).queryByLabelText('手机')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('角色')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('账号'), { target: { value: 'wangwu' } });
    fireEvent.change(within(dialog).getByLabelText('姓名'), { target: { value: '王五' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新建成功')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/permission/Users');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      account: 'wangwu',
      realName: '王五',
      organizeIds: ['d1'],
      organizeId: null,
      sortCode: 0,
      enabledMark: 1,
    });
  });

  it('imports through the shared dialog on the users contract (btn_import)', async () => {
    const { calls } = stubFetch({
      [TREE]: orgTree,
      [LIST]: pageOf([]),
      'GET /api/permission/Users/TemplateDownload': envelope({
        name: '用户信息导入模板.xlsx',
        url: '/api/file/Download/export/t1',
      }),
      'GET /api/file/Download/export/t1': envelope(null),
    });
    const withoutButton = renderPage([]);
    await screen.findByText('共 0 条');
    expect(screen.queryByRole('button', { name: /导\s?入/ })).not.toBeInTheDocument();
    withoutButton.unmount();
    renderPage(['btn_import']);
    fireEvent.click(await screen.findByRole('button', { name: /导\s?入/ }));
    const dialog = await screen.findByTestId('import-dialog');
    expect(within(dialog).getByText('批量导入')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /下载模板/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/file/Download/export/t1')).toBe(true));
    expect(calls.some((c) => c.path === '/api/permission/Users/TemplateDownload')).toBe(true);
  });

  it('exports the chosen, granted columns with the list filters (btn_export)', async () => {
    const { calls } = stubFetch({
      [TREE]: orgTree,
      [LIST]: pageOf([user('1', '张三')]),
      'GET /api/permission/Users/ExportExcel': envelope(
        { name: '用户信息.xlsx', url: '/api/file/Download/export/e1' },
        '导出成功',
      ),
      'GET /api/file/Download/export/e1': envelope(null),
    });
    renderPage(['btn_export'], ['account', 'realName', 'mobilePhone']);
    await screen.findByText('张三');
    fireEvent.change(screen.getByTestId('user-search-keyword'), { target: { value: '张' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(lastParam(calls, 'keyword')).toBe('张'));
    fireEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
    const dialog = await screen.findByTestId('user-export-dialog');
    const boxes = within(within(dialog).getByTestId('user-export-columns')).getAllByRole('checkbox');
    const labels = boxes.map((box) => box.closest('label')?.textContent);
    // Ungranted governed columns (gender, state…) are not offered; ungoverned ones (email…) are.
    expect(labels).toEqual(['账号', '姓名', '手机', '邮箱', '直属主管', '说明', '排序']);
    // The columns the table shows are checked; uncheck the mobile number.
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([
      true,
      true,
      true,
      false,
      true,
      false,
      false,
    ]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '手机' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /导\s?出/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/file/Download/export/e1')).toBe(true));
    const sent = calls.find((c) => c.path === '/api/permission/Users/ExportExcel')?.url.searchParams;
    expect(sent?.get('selectKey')).toBe('account,realName,managerName');
    expect(sent?.get('keyword')).toBe('张');
    expect(sent?.has('currentPage')).toBe(false);
  });

  it('arranges the table with the column drawer, saved per user and menu', async () => {
    const saved = JSON.stringify([
      { prop: 'realName', visible: true },
      { prop: 'mobilePhone', visible: false },
    ]);
    const { calls } = stubFetch({
      [TREE]: orgTree,
      [LIST]: pageOf([user('1', '张三')]),
      [COLUMNS_ROUTE]: envelope({ moduleId: 'm-user', columnJson: saved }),
      'PUT /api/permission/Authority/SetColumnsByModuleId': envelope(null, '保存成功'),
    });
    renderPage([], ALL_COLUMNS, ALL_FORMS);
    await screen.findByText('张三');
    await waitFor(() => expect(headers()[0]).toBe('姓名'));
    expect(headers()).not.toContain('手机');
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    const drawer = await screen.findByTestId('column-settings');
    expect(drawer.closest('.ant-drawer-content-wrapper')).toHaveStyle({ width: '320px' });
    fireEvent.click(within(drawer).getByRole('checkbox', { name: '手机' }));
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = JSON.parse(calls.find((c) => c.method === 'PUT')?.body ?? '{}');
    expect(body.moduleId).toBe('m-user');
    expect(JSON.parse(body.columnJson)).toContainEqual({ prop: 'mobilePhone', label: '手机', visible: true });
  });
});
