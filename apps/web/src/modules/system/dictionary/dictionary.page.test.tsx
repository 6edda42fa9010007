import { type DictionaryDataNode, type DictionaryTypeNode, resourceCodes } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import DictionaryPage from './dictionary.page.tsx';

const CODES = resourceCodes('dictionary');

const category = (
  id: string,
  fullName: string,
  isTree = 0,
  children: DictionaryTypeNode[] = [],
): DictionaryTypeNode => ({
  id,
  parentId: '-1',
  fullName,
  enCode: id,
  isTree,
  category: 0,
  sortCode: 0,
  description: null,
  hasChildren: children.length > 0,
  children,
});
const TYPES = envelope({
  list: [
    category('0', '业务字典', 0, [category('t1', '供应商等级'), category('t2', '行业类别', 1)]),
    category('1', '系统字典', 0, []),
  ],
});

const entry = (
  id: string,
  fullName: string,
  enabledMark = 1,
  children?: DictionaryDataNode[],
): DictionaryDataNode => ({
  id,
  dictionaryTypeId: 't1',
  parentId: '0',
  fullName,
  enCode: id,
  enabledMark,
  sortCode: 0,
  description: null,
  hasChildren: !!children?.length,
  ...(children ? { children } : {}),
});

const renderPage = (buttons: string[], columns: Iterable<string> = CODES.columns) =>
  renderAdminPage(<DictionaryPage />, { modelId: 'm-dict', buttons, columns, forms: CODES.forms });

/** The first answers of a page take a while on a busy machine. */
const LOADED = { timeout: 5000 };

const ok = (label: RegExp = /确\s*定/) => screen.findAllByRole('button', { name: label });

describe('dictionary page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the first category, lists its entries, and switches category with the keyword reset', async () => {
    const { calls } = stubFetch({
      'GET /api/system/DictionaryType': TYPES,
      'GET /api/system/DictionaryData/t1': envelope({ list: [entry('A', 'A级'), entry('B', 'B级', 0)] }),
      'GET /api/system/DictionaryData/t2': envelope({
        list: [{ ...entry('C', '制造业', 1, [entry('C36', '汽车制造业')]), dictionaryTypeId: 't2' }],
      }),
    });
    renderPage([]);
    expect(await screen.findByText('A级', undefined, LOADED)).toBeInTheDocument();
    expect(screen.getByText('禁用')).toBeInTheDocument();
    const search = screen.getByPlaceholderText('请输入关键词查询');
    fireEvent.change(search, { target: { value: 'A' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(
        callsTo(calls, 'GET /api/system/DictionaryData/t1').at(-1)?.url.searchParams.get('keyword'),
      ).toBe('A'),
    );
    fireEvent.click(within(screen.getByTestId('dictionary-types')).getByText('行业类别'));
    expect(await screen.findByText('汽车制造业', undefined, LOADED)).toBeInTheDocument();
    const last = callsTo(calls, 'GET /api/system/DictionaryData/t2').at(-1);
    expect(last?.url.searchParams.get('isTree')).toBe('1');
    expect(last?.url.searchParams.get('keyword')).toBeNull();
    // Every row of this tree category has children: the expand/collapse buttons show.
    expect(screen.getByRole('button', { name: '折叠全部' })).toBeInTheDocument();
  });

  it('creates an entry: the category in the parent field is sent as 0', async () => {
    const { calls } = stubFetch({
      'GET /api/system/DictionaryType': TYPES,
      'GET /api/system/DictionaryData/t1': envelope({ list: [] }),
      'GET /api/system/DictionaryData/t1/Selector/0': envelope({
        list: [{ id: 't1', parentId: '0', fullName: '供应商等级', hasChildren: false }],
      }),
      'POST /api/system/DictionaryData': envelope({ id: 'n1' }, '新建成功'),
    });
    renderPage(['btn_add']);
    expect(await screen.findByText('暂无数据', undefined, LOADED)).toBeInTheDocument();
    // 新建 waits for the first category to be chosen.
    await waitFor(() => expect(screen.getByRole('button', { name: /新\s?建/ })).toBeEnabled(), {
      timeout: 5000,
    });
    fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('dictionary-dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('请输入字典名称')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('字典名称'), { target: { value: 'D级' } });
    fireEvent.change(within(dialog).getByLabelText('字典编码'), { target: { value: 'D' } });
    await waitFor(() =>
      expect(callsTo(calls, 'GET /api/system/DictionaryData/t1/Selector/0')).toHaveLength(1),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsTo(calls, 'POST /api/system/DictionaryData')).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, 'POST /api/system/DictionaryData')[0]?.body ?? '{}')).toEqual({
      dictionaryTypeId: 't1',
      parentId: '0',
      fullName: 'D级',
      enCode: 'D',
      sortCode: 0,
      enabledMark: 1,
      description: null,
    });
  });

  it('disables an entry only after the confirmation', async () => {
    const { calls } = stubFetch({
      'GET /api/system/DictionaryType': TYPES,
      'GET /api/system/DictionaryData/t1': envelope({ list: [entry('A', 'A级')] }),
      'PUT /api/system/DictionaryData/A/Actions/State': envelope({ enabledMark: 0 }, '更新成功'),
    });
    renderPage(['btn_state']);
    expect(await screen.findByText('A级', undefined, LOADED)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '禁用' }));
    expect(await screen.findByText('您确定要禁用当前数据吗, 是否继续?')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT /api/system/DictionaryData/A/Actions/State')).toHaveLength(0);
    fireEvent.click((await ok()).at(-1) as Element);
    await waitFor(() =>
      expect(callsTo(calls, 'PUT /api/system/DictionaryData/A/Actions/State')).toHaveLength(1),
    );
  });

  it('disables 新建 on a root, and offers no action on the roots in the category drawer', async () => {
    stubFetch({
      'GET /api/system/DictionaryType': TYPES,
      'GET /api/system/DictionaryData/t1': envelope({ list: [] }),
      'GET /api/system/DictionaryData/0': envelope({ list: [] }),
    });
    renderPage(['btn_add', 'btn_edit', 'btn_remove', 'btn_export', 'btn_import']);
    const tree = await screen.findByTestId('dictionary-types');
    fireEvent.click(await within(tree).findByText('业务字典'));
    await waitFor(() => expect(screen.getByRole('button', { name: /新\s?建/ })).toBeDisabled());
    fireEvent.click(within(tree).getByTestId('dictionary-types-menu'));
    fireEvent.click(await screen.findByText('分类管理'));
    const drawer = await screen.findByTestId('dictionary-type-drawer');
    expect(await within(drawer).findByText('供应商等级', undefined, LOADED)).toBeInTheDocument();
    expect(within(drawer).getAllByRole('button', { name: '导出' })).toHaveLength(2);
    expect(within(drawer).getByRole('button', { name: /导\s?入/ })).toBeInTheDocument();
  });

  it('creates a category under 系统字典 and exports one after asking, from the category drawer', async () => {
    const { calls } = stubFetch({
      'GET /api/system/DictionaryType': TYPES,
      'GET /api/system/DictionaryType/Selector/0': TYPES,
      'GET /api/system/DictionaryData/t1': envelope({ list: [] }),
      'POST /api/system/DictionaryType': envelope({ id: 'n1' }, '新建成功'),
      'GET /api/system/DictionaryData/t1/Actions/Export': envelope({
        name: 'a.bdd',
        url: '/api/file/Download/x',
      }),
      'GET /api/file/*': envelope(null),
    });
    renderPage(['btn_add', 'btn_export']);
    fireEvent.click(
      await within(await screen.findByTestId('dictionary-types')).findByTestId('dictionary-types-menu'),
    );
    fireEvent.click(await screen.findByText('分类管理'));
    const drawer = await screen.findByTestId('dictionary-type-drawer');
    expect(await within(drawer).findByText('供应商等级', undefined, LOADED)).toBeInTheDocument();
    fireEvent.click(within(drawer).getAllByRole('button', { name: '导出' })[0] as Element);
    expect(await screen.findByText('您确定要导出该字典分类, 是否继续?')).toBeInTheDocument();
    expect(callsTo(calls, 'GET /api/system/DictionaryData/t1/Actions/Export')).toHaveLength(0);
    fireEvent.click((await ok()).at(-1) as Element);
    await waitFor(() =>
      expect(callsTo(calls, 'GET /api/system/DictionaryData/t1/Actions/Export')).toHaveLength(1),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByTestId('dictionary-type-dialog');
    fireEvent.change(await within(dialog).findByLabelText('名称'), { target: { value: '车辆类型' } });
    fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: '.car' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(
      await within(dialog).findByText('编码只能输入英文、数字和小数点且小数点不能放在首尾'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('上级菜单不能为空')).toBeInTheDocument();
    expect(callsTo(calls, 'POST /api/system/DictionaryType')).toHaveLength(0);
  });

  it('shows the load error of the entries with a retry, and the no-columns message', async () => {
    stubFetch({
      'GET /api/system/DictionaryType': TYPES,
      'GET /api/system/DictionaryData/t1': envelope(null, '服务器错误', 500),
    });
    const failed = renderPage([]);
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    failed.unmount();
    renderPage([], []);
    expect(await screen.findByTestId('dictionary-no-columns')).toBeInTheDocument();
  });
});
