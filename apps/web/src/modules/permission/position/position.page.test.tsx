import type { PositionInfo } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';
import { POSITION_CODES } from '../grant-codes.ts';
import { namedRow, orgTree } from '../permission-testing.ts';
import PositionPage from './position.page.tsx';

const position = (id: string, fullName: string): PositionInfo => ({
  ...namedRow(id, fullName),
  organizeId: 'd1',
  organizeName: '示范公司/研发部',
  userCount: 2,
});
const LIST = 'GET /api/permission/Position';

const renderPage = (
  buttons: string[] = [],
  columns: Iterable<string> = POSITION_CODES.columns,
  forms: Iterable<string> = POSITION_CODES.forms,
) => renderAdminPage(<PositionPage />, { modelId: 'm-position', buttons, columns, forms });

const listCalls = (calls: StubCall[]) => callsTo(calls, LIST);

describe('position page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists 20 a page with the total, and narrows to the organization chosen in the tree', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Organize/Tree': orgTree,
      [LIST]: pageOf([position('p1', '研发工程师')], 41),
    });
    renderPage();
    expect(await screen.findByText('研发工程师')).toBeInTheDocument();
    expect(screen.getByText('共 41 条')).toBeInTheDocument();
    expect(screen.getByText('20 条/页')).toBeInTheDocument();
    expect(listCalls(calls)[0]?.url.searchParams.get('pageSize')).toBe('20');

    const tree = screen.getByTestId('position-organize-tree');
    fireEvent.click(await within(tree).findByText('研发部'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('organizeId')).toBe('d1'));
    expect(listCalls(calls).at(-1)?.url.searchParams.get('currentPage')).toBe('1');

    fireEvent.change(screen.getByTestId('position-search-keyword'), { target: { value: '工程' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('keyword')).toBe('工程'));
    expect(listCalls(calls).at(-1)?.url.searchParams.get('organizeId')).toBe('d1');
  });

  it('shows only the granted buttons', async () => {
    stubFetch({
      'GET /api/permission/Organize/Tree': orgTree,
      [LIST]: pageOf([position('p1', '研发工程师')]),
    });
    renderPage(['btn_edit']);
    await screen.findByText('研发工程师');
    expect(screen.queryByRole('button', { name: /新\s?建/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删\s?除/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /编\s?辑/ })).toBeInTheDocument();
  });

  it('a granted 详情 shows the position read-only, with the granted columns only', async () => {
    stubFetch({
      'GET /api/permission/Organize/Tree': orgTree,
      [LIST]: pageOf([position('p1', '研发工程师')]),
    });
    renderPage(['btn_detail'], ['fullName', 'enCode', 'organizeName']);
    await screen.findByText('研发工程师');
    expect(screen.queryByRole('button', { name: /编\s?辑/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /详\s?情/ }));
    const detail = await screen.findByTestId('position-detail');
    expect(within(detail).getByText('岗位编码')).toBeInTheDocument();
    expect(within(detail).getByText('codep1')).toBeInTheDocument();
    expect(within(detail).getByText('示范公司/研发部')).toBeInTheDocument();
    expect(within(detail).queryByText('岗位类型')).not.toBeInTheDocument();
    expect(within(detail).queryByText('排序')).not.toBeInTheDocument();
    expect(detail.querySelector('input, textarea')).toBeNull();
  });

  it('edits a position: the dialog holds the row, a bad code is refused, a good one is saved', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Organize/Tree': orgTree,
      [LIST]: pageOf([position('p1', '研发工程师')]),
      'GET /api/permission/Position/p1': envelope(position('p1', '研发工程师')),
      'PUT /api/permission/Position/p1': envelope(null, '更新成功'),
    });
    renderPage(['btn_edit']);
    fireEvent.click(await screen.findByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByTestId('position-dialog');
    expect(await within(dialog).findByDisplayValue('研发工程师')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('岗位编码'), { target: { value: 'a b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(
      await within(dialog).findByText('编码只能输入英文、数字和小数点且小数点不能放在首尾'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('岗位编码'), { target: { value: 'rnd.engineer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({
      organizeId: 'd1',
      fullName: '研发工程师',
      enCode: 'rnd.engineer',
      enabledMark: 1,
    });
  });
});

const headers = () =>
  [...screen.getByTestId('position-table').querySelectorAll('thead th')].map((th) => th.textContent ?? '');

describe('position page grants', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('shows only the granted columns and dialog fields, and sends only those', async () => {
    const { calls } = stubFetch({
      'GET /api/permission/Organize/Tree': orgTree,
      [LIST]: pageOf([position('p1', '研发工程师')]),
      // The detail keeps what the granted fields need (ADR 0009); the type is hidden from this caller.
      'GET /api/permission/Position/p1': envelope({ ...position('p1', '研发工程师'), type: undefined }),
      'PUT /api/permission/Position/p1': envelope(null, '更新成功'),
    });
    const columns = [...POSITION_CODES.columns].filter((c) => c !== 'type' && c !== 'organizeName');
    const forms = [...POSITION_CODES.forms].filter((c) => c !== 'type' && c !== 'sortCode');
    renderPage(['btn_edit'], columns, forms);
    await screen.findByText('研发工程师');
    // Ungoverned columns (人数) always show.
    expect(headers()).toEqual(['岗位名称', '岗位编码', '人数', '排序', '状态', '创建时间', '操作']);
    fireEvent.click(screen.getByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByTestId('position-dialog');
    expect(await within(dialog).findByDisplayValue('研发工程师')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('岗位编码')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('岗位类型')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('排序')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      organizeId: 'd1',
      fullName: '研发工程师',
      enCode: 'codep1',
      description: null,
      enabledMark: 1,
    });
  });

  it('says why instead of a table when no column is granted', async () => {
    const { calls } = stubFetch({ 'GET /api/permission/Organize/Tree': orgTree });
    renderPage(['btn_add'], []);
    expect(await screen.findByTestId('position-no-columns')).toHaveTextContent(
      '您没有查看此列表任何列的权限，请联系管理员',
    );
    expect(screen.queryByTestId('position-table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新\s?建/ })).toBeInTheDocument();
    expect(listCalls(calls)).toEqual([]);
  });
});
