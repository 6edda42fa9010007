import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../platform/stores/session-store.ts';
import { pageOf, renderAdminPage } from '../../../testing/admin-page.tsx';
import { callsTo, envelope, stubFetch } from '../../../testing/fetch-stub.ts';
import { expectEmptyThenLoadError } from '../message-page-testing.ts';
import MonitorPage from './monitor.page.tsx';

const LIST = 'GET /api/message/MessageMonitor';
const SENT_AT = 1_767_225_600_000;
const record = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  messageType: '邮件',
  messageSource: '系统',
  sendTime: SENT_AT,
  title,
  messageTypeCode: '2',
  messageSourceCode: '3',
  isSuccess: '1',
  errorMessage: null,
  ...extra,
});
const rows = pageOf(
  [record('r1', '请假提醒'), record('r2', '审批超时', { isSuccess: '0', errorMessage: '连接失败' })],
  2,
);

const renderPage = (buttons: string[] = []) =>
  renderAdminPage(<MonitorPage />, { modelId: 'm-monitor', buttons });

describe('消息监控 page', { timeout: 20_000 }, () => {
  beforeEach(() => useSession.getState().reset());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the records with type, source and result, and searches by keyword and type', async () => {
    const { calls } = stubFetch({ [LIST]: rows });
    renderPage();
    const table = await screen.findByTestId('message-monitor-table');
    expect(await within(table).findByText('请假提醒')).toBeInTheDocument();
    expect(within(table).getAllByText('邮件')).toHaveLength(2);
    expect(within(table).getAllByText('系统')).toHaveLength(2);
    expect(within(table).getByText('失败')).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('pageSize')).toBe('20');

    fireEvent.mouseDown(
      within(screen.getByTestId('message-monitor-filter-messageType')).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByTitle('webhook'));
    await waitFor(() =>
      expect(callsTo(calls, LIST).some((c) => c.url.searchParams.get('messageType') === '6')).toBe(true),
    );
    fireEvent.mouseDown(
      within(screen.getByTestId('message-monitor-filter-messageSource')).getByRole('combobox'),
    );
    fireEvent.click(await screen.findByTitle('公告'));
    await waitFor(() =>
      expect(callsTo(calls, LIST).some((c) => c.url.searchParams.get('messageSource') === '1')).toBe(true),
    );
    fireEvent.change(screen.getByPlaceholderText('请输入关键词查询'), { target: { value: '请假' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(callsTo(calls, LIST).at(-1)?.url.searchParams.get('keyword')).toBe('请假'));
    // Without btn_remove and btn_detail: no delete, no empty, no 查看.
    expect(screen.queryByTestId('message-monitor-empty')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /查\s?看/ })).not.toBeInTheDocument();
  });

  it('shows 暂无数据 for an empty monitor and a retry when the server refuses', () =>
    expectEmptyThenLoadError(LIST, () => renderPage(), envelope(null, '没有权限执行此操作', 401)));

  it('opens the detail with the receivers and the failure reason', async () => {
    stubFetch({
      [LIST]: rows,
      'GET /api/message/MessageMonitor/detail/r2': envelope({
        ...record('r2', '审批超时', { isSuccess: '0', errorMessage: '连接失败' }),
        accountId: 'a1',
        accountName: '通知邮箱',
        accountCode: 'mail01',
        messageTemplateId: 't1',
        receiveUser: '张三/zhangsan',
        content: '<p>请尽快处理</p><script>alert(1)</script>',
      }),
    });
    renderPage(['btn_detail']);
    const table = await screen.findByTestId('message-monitor-table');
    await within(table).findByText('审批超时');
    fireEvent.click(within(table).getAllByRole('button', { name: /查\s?看/ })[1] as HTMLElement);
    expect(await screen.findByText('张三/zhangsan')).toBeInTheDocument();
    expect(screen.getByText('通知邮箱')).toBeInTheDocument();
    expect(screen.getByText('连接失败')).toBeInTheDocument();
    const content = screen.getByTestId('message-monitor-content');
    expect(content).toHaveTextContent('请尽快处理');
    expect(content.innerHTML).not.toContain('script');
  });

  it('deletes the selected records after confirmation', async () => {
    const { calls } = stubFetch({
      [LIST]: rows,
      'DELETE /api/message/MessageMonitor/batchRemove': envelope({ count: 1 }, '删除成功'),
    });
    renderPage(['btn_remove']);
    const table = await screen.findByTestId('message-monitor-table');
    await within(table).findByText('请假提醒');
    fireEvent.click(within(table).getAllByRole('checkbox')[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /删\s?除/ }));
    expect(await screen.findByText('您确定要删除这些数据吗, 是否继续?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(callsTo(calls, 'DELETE /api/message/MessageMonitor/batchRemove')).toHaveLength(1),
    );
    const body = callsTo(calls, 'DELETE /api/message/MessageMonitor/batchRemove')[0]?.body ?? '{}';
    expect(JSON.parse(body)).toEqual({ ids: ['r1'] });
  });

  it('empties the monitor only after confirmation', async () => {
    const { calls } = stubFetch({
      [LIST]: rows,
      'DELETE /api/message/MessageMonitor/empty': envelope({ count: 2 }, '清空成功'),
    });
    renderPage(['btn_remove']);
    await within(await screen.findByTestId('message-monitor-table')).findByText('请假提醒');
    fireEvent.click(screen.getByTestId('message-monitor-empty'));
    expect(await screen.findByText('您确定要清空全部数据吗, 是否继续?')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE /api/message/MessageMonitor/empty')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('清空成功')).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE /api/message/MessageMonitor/empty')).toHaveLength(1);
  });
});
