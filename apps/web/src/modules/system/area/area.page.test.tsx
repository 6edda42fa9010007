import { type AreaInfo, resourceCodes } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import AreaPage from './area.page.tsx';

const CODES = resourceCodes('area');
const area = (
  id: string,
  fullName: string,
  parentId: string,
  hasChildren: boolean,
  enabledMark = 1,
): AreaInfo => ({
  id,
  parentId,
  fullName,
  enCode: id,
  type: '1',
  sortCode: 0,
  enabledMark,
  description: null,
  isLeaf: !hasChildren,
  hasChildren,
});

const renderPage = (buttons: string[], columns: Iterable<string> = CODES.columns) =>
  renderAdminPage(<AreaPage />, { modelId: 'm-area', buttons, columns, forms: CODES.forms });

const provinces = envelope({
  list: [area('330000', '浙江省', '-1', true), area('710000', '台湾省', '-1', false)],
});

describe('area page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the provinces and loads the cities of one only when it is opened', async () => {
    const { calls } = stubFetch({
      'GET /api/system/Area/-1': provinces,
      'GET /api/system/Area/330000': envelope({ list: [area('330100', '杭州市', '330000', true)] }),
    });
    renderPage([]);
    expect(await screen.findByText('浙江省')).toBeInTheDocument();
    expect(screen.getByText('台湾省')).toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/system/Area/330000')).toHaveLength(0);
    const table = screen.getByTestId('area-table');
    // Only the area with sub-areas has an expand button.
    const expanders = table.querySelectorAll(
      'button.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)',
    );
    expect(expanders).toHaveLength(1);
    fireEvent.click(expanders[0] as Element);
    expect(await screen.findByText('杭州市')).toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/system/Area/330000')).toHaveLength(1);
  });

  it('searches by keyword from the top of the tree', async () => {
    const { calls } = stubFetch({
      'GET /api/system/Area/-1': (call) =>
        call.url.searchParams.get('keyword') === '西湖'
          ? envelope({ list: [area('330106', '西湖区', '330100', false)] })
          : provinces,
    });
    renderPage([]);
    expect(await screen.findByText('浙江省')).toBeInTheDocument();
    const search = screen.getByPlaceholderText('请输入区域名称或编码查询');
    fireEvent.change(search, { target: { value: '西湖' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('西湖区')).toBeInTheDocument();
    expect(screen.queryByText('浙江省')).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/system/Area/-1').at(-1)?.url.searchParams.get('keyword')).toBe('西湖');
  });

  it('creates a province from the dialog, refusing a code that is not digits first', async () => {
    const { calls } = stubFetch({
      'GET /api/system/Area/-1': provinces,
      'GET /api/system/Area/-1/Selector/0': envelope({ list: [] }),
      'POST /api/system/Area': envelope({ id: 'a1' }, '新建成功'),
    });
    renderPage(['btn_add']);
    fireEvent.click(await screen.findByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('area-dialog');
    fireEvent.change(within(dialog).getByLabelText('区域名称'), { target: { value: '测试省' } });
    fireEvent.change(within(dialog).getByLabelText('区域编码'), { target: { value: 'ab1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('区域编码只能是数字')).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/system/Area')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('区域编码'), { target: { value: '990000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/system/Area')).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, 'POST /api/system/Area')[0]?.body ?? '{}')).toEqual({
      parentId: '-1',
      fullName: '测试省',
      enCode: '990000',
      sortCode: 0,
      enabledMark: 1,
      description: null,
    });
  });

  it("edits an area: the dialog shows its parent's name and offers parents without the area itself", async () => {
    const city = area('330100', '杭州市', '330000', true);
    const { calls } = stubFetch({
      'GET /api/system/Area/-1': envelope({ list: [city] }),
      'GET /api/system/Area/330100/Info': envelope({ ...city, type: '2', parentName: '浙江省' }),
      'GET /api/system/Area/-1/Selector/330100': envelope({
        list: [{ id: '330000', parentId: '-1', fullName: '浙江省', enCode: '330000', isLeaf: false }],
      }),
      'PUT /api/system/Area/330100': envelope(null, '更新成功'),
    });
    renderPage(['btn_edit']);
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    const dialog = await screen.findByTestId('area-dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('区域名称')).toHaveValue('杭州市'));
    expect(within(dialog).getByText('浙江省')).toBeInTheDocument();
    // The parent picker leaves out the area being edited (and, on the server, its subtree).
    await waitFor(() =>
      expect(callsTo(calls, 'GET /api/system/Area/-1/Selector/330100').length).toBeGreaterThan(0),
    );
    expect(calls.filter((c) => c.path.includes('/Selector/')).every((c) => c.path.endsWith('/330100'))).toBe(
      true,
    );
    fireEvent.change(within(dialog).getByLabelText('区域名称'), { target: { value: '杭州' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PUT /api/system/Area/330100')).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, 'PUT /api/system/Area/330100')[0]?.body ?? '{}')).toMatchObject({
      parentId: '330000',
      fullName: '杭州',
      enCode: '330100',
    });
  });

  it('disables an area after asking, and deletes one after asking', async () => {
    const { calls } = stubFetch({
      'GET /api/system/Area/-1': provinces,
      'PUT /api/system/Area/330000/Actions/State': envelope({ enabledMark: 0 }, '更新成功'),
      'DELETE /api/system/Area/710000': envelope(null, '删除成功'),
    });
    renderPage(['btn_state', 'btn_remove']);
    expect(await screen.findByText('浙江省')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: '禁用' })[0] as Element);
    expect(callsTo(calls, 'PUT /api/system/Area/330000/Actions/State')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'PUT /api/system/Area/330000/Actions/State')).toHaveLength(1));
    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[1] as Element);
    const confirms = await screen.findAllByRole('button', { name: /确\s*定/ });
    fireEvent.click(confirms.at(-1) as Element);
    await waitFor(() => expect(callsTo(calls, 'DELETE /api/system/Area/710000')).toHaveLength(1));
  });

  it('shows 暂无数据 for no areas, the load error with a retry, and the no-columns message', async () => {
    stubFetch({ 'GET /api/system/Area/-1': envelope({ list: [] }) });
    const empty = renderPage([]);
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    empty.unmount();
    vi.unstubAllGlobals();
    stubFetch({ 'GET /api/system/Area/-1': envelope(null, '服务器错误', 500) });
    const failed = renderPage([]);
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    failed.unmount();
    renderPage([], []);
    expect(await screen.findByTestId('area-no-columns')).toBeInTheDocument();
  });
});
