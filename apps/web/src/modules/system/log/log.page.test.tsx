import { resourceCodes } from '@platform/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, type StubCall, stubFetch } from '../../../testing/fetch-stub.ts';
import LogPage from './log.page.tsx';

const entry = (id: string, category: string, extra: Record<string, unknown> = {}) => ({
  id,
  category,
  creatorTime: 1_767_225_600_000,
  userId: 'u1',
  userName: 'zhangsan',
  ipAddress: '10.0.0.1',
  ipaddress: '10.0.0.1',
  ipAddressName: '局域网',
  browser: 'Chrome 140',
  platForm: 'Windows',
  requestMethod: null,
  requestUrl: null,
  requestURL: null,
  requestDuration: null,
  status: null,
  loginType: null,
  loginMark: null,
  abstracts: null,
  moduleName: null,
  action: null,
  recordId: null,
  json: null,
  ...extra,
});

const LIST = 'GET /api/system/Log';
const byCategory = (call: StubCall) => {
  const category = call.url.searchParams.get('category');
  if (category === '3')
    return pageOf([entry('op1', '3', { moduleName: 'areas', action: 'update', recordId: 'r1' })]);
  if (category === '5') return pageOf([]);
  return pageOf([entry('l1', '1', { loginType: 0, loginMark: 0, abstracts: '密码错误' })]);
};

const renderPage = (buttons: string[]) =>
  renderAdminPage(<LogPage />, { modelId: 'm-log', buttons, columns: resourceCodes('log').columns });

describe('系统日志 page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists login entries and sends the keyword with the category', async () => {
    const { calls } = stubFetch({ [LIST]: byCategory });
    renderPage([]);
    const table = await screen.findByTestId('log-1-table');
    expect(await within(table).findByText('密码错误')).toBeInTheDocument();
    expect(within(table).getByText('失败')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('log-1-search-keyword'), { target: { value: 'zhang' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() =>
      expect(callsTo(calls, LIST).some((c) => c.url.searchParams.get('keyword') === 'zhang')).toBe(true),
    );
    expect(callsTo(calls, LIST).every((c) => c.url.searchParams.get('category') === '1')).toBe(true);
    // Without btn_remove there is neither delete nor clear.
    expect(screen.queryByText('一键清空')).not.toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    stubFetch({ [LIST]: envelope(null, '系统异常', 500) });
    renderPage([]);
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
  });

  it('filters login entries by type', async () => {
    const { calls } = stubFetch({ [LIST]: byCategory });
    renderPage([]);
    await within(await screen.findByTestId('log-1-table')).findByText('密码错误');
    fireEvent.mouseDown(within(screen.getByTestId('log-1-login-type')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('退出'));
    await waitFor(() =>
      expect(callsTo(calls, LIST).some((c) => c.url.searchParams.get('loginType') === '1')).toBe(true),
    );
  });

  it('exports the tab with the list filters only with btn_export', async () => {
    const { calls } = stubFetch({
      [LIST]: byCategory,
      'GET /api/system/Log/ExportExcel': envelope(
        { name: '登录日志.xlsx', url: '/api/file/Download/export/x1' },
        '导出成功',
      ),
      'GET /api/file/Download/export/x1': envelope(null),
    });
    renderPage(['btn_export']);
    await within(await screen.findByTestId('log-1-table')).findByText('密码错误');
    fireEvent.mouseDown(within(screen.getByTestId('log-1-login-type')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('退出'));
    await waitFor(() =>
      expect(callsTo(calls, LIST).some((c) => c.url.searchParams.get('loginType') === '1')).toBe(true),
    );
    fireEvent.click(screen.getByTestId('log-1-export'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/file/Download/export/x1')).toBe(true));
    const sent = callsTo(calls, 'GET /api/system/Log/ExportExcel')[0]?.url.searchParams;
    expect(sent?.get('category')).toBe('1');
    expect(sent?.get('loginType')).toBe('1');
    expect(sent?.has('currentPage')).toBe(false);
  });

  it('offers no export without btn_export', async () => {
    stubFetch({ [LIST]: byCategory });
    renderPage(['btn_remove']);
    await within(await screen.findByTestId('log-1-table')).findByText('密码错误');
    expect(screen.getByTestId('log-1-clear')).toBeInTheDocument();
    expect(screen.queryByTestId('log-1-export')).not.toBeInTheDocument();
  });

  it('shows an empty request list', async () => {
    stubFetch({ [LIST]: byCategory });
    renderPage([]);
    fireEvent.click(await screen.findByRole('tab', { name: '请求日志' }));
    const table = await screen.findByTestId('log-5-table');
    expect(await within(table).findByText(/暂无数据/)).toBeInTheDocument();
  });

  it('opens an operation with the record before and after side by side', async () => {
    stubFetch({
      [LIST]: byCategory,
      'GET /api/system/Log/op1': envelope({
        ...entry('op1', '3', { moduleName: 'areas', action: 'update', recordId: 'r1' }),
        beforeJson: '{"fullName":"旧名"}',
        afterJson: '{"fullName":"新名"}',
        requestId: null,
      }),
    });
    renderPage([]);
    fireEvent.click(await screen.findByRole('tab', { name: '操作日志' }));
    const table = await screen.findByTestId('log-3-table');
    fireEvent.click(await within(table).findByRole('button', { name: '详情' }));
    expect(await screen.findByTestId('log-detail-before')).toHaveTextContent('旧名');
    expect(screen.getByTestId('log-detail-after')).toHaveTextContent('新名');
  });

  it('clears the category after confirmation', async () => {
    const { calls } = stubFetch({
      [LIST]: byCategory,
      'DELETE /api/system/Log/1': envelope({ count: 3 }, '日志已清空'),
    });
    renderPage(['btn_remove']);
    await within(await screen.findByTestId('log-1-table')).findByText('密码错误');
    fireEvent.click(screen.getByTestId('log-1-clear'));
    expect(await screen.findByText(/删除「登录日志」的全部日志/)).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE /api/system/Log/1')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('日志已清空')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE /api/system/Log/1')).toHaveLength(1);
  });

  it('deletes the selected entries', async () => {
    const { calls } = stubFetch({
      [LIST]: byCategory,
      'DELETE /api/system/Log': envelope({ count: 1 }, '删除成功'),
    });
    renderPage(['btn_remove']);
    const table = await screen.findByTestId('log-1-table');
    await within(table).findByText('密码错误');
    fireEvent.click(within(table).getAllByRole('checkbox')[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '删除所选' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(callsTo(calls, 'DELETE /api/system/Log')).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, 'DELETE /api/system/Log')[0]?.body ?? '{}')).toEqual({ ids: ['l1'] });
  });
});
